/// A feature the manifest's feature hosts (0.2 `children:`): Checkout hosts Login while the buyer signs in.
///
/// The parent names the child's feature and manifest and declares which of the child's outputs it hears, each as one
/// of its own events; the runtime hosts the child with `FlowStore.host(_:outputs:)`, and generation writes the
/// mapping and the hosting function from this declaration.
///
/// ```yaml
/// children:
///   - feature: Login
///     manifest: login.intentflow.yaml
///     outputs: {completed: loginSucceeded}
/// ```
///
/// A collection of one child feature, each element under an id, adds `each:` with the id's type:
///
/// ```yaml
/// children:
///   - feature: Todo
///     manifest: todo.intentflow.yaml
///     id: todos
///     each: UUID
///     outputs: {deleteTapped: todoDeleted}   # todoDeleted(id: UUID): the element's id, then the output's values
/// ```
///
/// A collection may instead follow a field of the parent holding its rows (`from:`), each row `Identifiable`, its
/// `id` the key: the runtime then adds and removes the children as the field changes
/// (`FlowStore.hostChildren(_:from:store:outputs:)`), and the parent needs no intent of its own:
///
/// ```yaml
/// fields: ["episodes: [EpisodeState] = []"]
/// children:
///   - feature: Episode
///     manifest: episode.intentflow.yaml
///     from: episodes
/// ```
package struct ChildDeclaration: Hashable, Sendable {
    /// One output of the child and the parent event it becomes.
    package struct OutputMapping: Hashable, Sendable {
        /// The child's output, by name.
        package var output: CaseReference
        /// The parent's event, by name.
        package var event: CaseReference

        /// Creates a mapping.
        package init(output: CaseReference, event: CaseReference) {
            self.output = output
            self.event = event
        }
    }

    /// The child's feature name, e.g. `Login`.
    package var feature: String
    /// Its manifest's path as written, relative to the directory of the parent's manifest.
    package var manifest: String
    /// The name the parent hosts it under (`id:`; default: the feature in lower camel case, `login`). It names the
    /// generated mapping and hosting function, so a parent can host one feature twice under two names.
    package var id: String
    /// For a collection of children (`each:`), the type of the id each element is hosted under (`UUID`), in
    /// canonical spelling; `nil` for a single child. Each mapped event then takes the element's id first, then the
    /// output's values, and the runtime hosts the elements with `FlowStore.hostChildren(_:id:outputs:)`.
    package var each: String?
    /// For a collection that follows a field of the parent's state (`from:`), that field's name; `nil` when the host
    /// adds and removes the elements itself.
    package var from: String?
    /// The outputs the parent hears, in the order written; an output not listed is dropped.
    package var outputs: [OutputMapping]
    /// Where the entry is written.
    package var location: SourceLocation
    /// Where each of the entry's keys' values is written (`"manifest"` → its path), for later findings.
    package var keyLocations: [String: SourceLocation] = [:]

    /// Creates a child declaration.
    package init(
        feature: String, manifest: String, id: String, outputs: [OutputMapping] = [], location: SourceLocation
    ) {
        self.feature = feature
        self.manifest = manifest
        self.id = id
        self.outputs = outputs
        self.location = location
    }

    /// The default ``id`` of a child of `feature`: its name with a lowercase first letter (`Login` → `login`).
    package static func defaultID(for feature: String) -> String {
        guard let first = feature.first else { return feature }
        return first.lowercased() + feature.dropFirst()
    }
}
