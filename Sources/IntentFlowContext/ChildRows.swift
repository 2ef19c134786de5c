import IntentFlowManifest
import IntentFlowTemplates

/// What a parent's generated code needs of a collection that follows a field of its state (`from:` on a child): the
/// field, the type of its rows, and the rows the generated test starts the parent with (the manifest's samples of
/// the row type).
struct ChildRows {
    /// The field of the parent's state holding the rows: `episodes`.
    let field: String
    /// The type of one row: `EpisodeRow`.
    let rowType: String
    /// The samples of ``rowType`` as Swift expressions, each once, in the order written.
    let samples: [String]

    /// The rows `child` follows in `parent`; `nil` without `from:` or when it names no list field (validation
    /// reports that).
    init?(_ child: ChildDeclaration, parent: Manifest) {
        guard let field = child.from, let declared = parent.fields.first(where: { $0.name == field }),
            let rowType = RowSourceFindings.rowType(of: declared.type)
        else { return nil }
        self.field = field
        self.rowType = rowType
        let key = rowType.filter { !$0.isWhitespace }
        let written = (parent.samples[key].map { [$0] } ?? []) + (parent.moreSamples[key] ?? [])
        var unique: [String] = []
        for sample in written where !unique.contains(sample) { unique.append(sample) }
        samples = unique
    }

    /// The type of a row's id, which the children are hosted under: `each:` when written, else `EpisodeRow.ID`.
    func idType(each: String?) -> String { each ?? rowType + ".ID" }

    /// The template values: `rows` with `field` and `rowType`, and `rowsTest`, available when the manifest has
    /// samples of the row type (`samples`, each a `row`), the parent an initial state and the child one
    /// (`childInitial`, which the test's children start in whatever their row).
    func templateValues(parentHasInitialState: Bool, childInitialState: String?) -> [String: TemplateValue] {
        [
            "rows": .dictionary(["field": .string(field), "rowType": .string(rowType)]),
            "rowsTest": .dictionary([
                "isAvailable": .bool(parentHasInitialState && !samples.isEmpty && childInitialState != nil),
                "samples": .array(samples.map { .dictionary(["row": .string($0)]) }),
                "childInitial": .string(childInitialState ?? ""),
            ]),
        ]
    }
}
