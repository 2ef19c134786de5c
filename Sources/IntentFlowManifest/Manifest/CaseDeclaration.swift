/// One case of a feature's vocabulary, e.g. the state `failed(message: String)` or the effect `upload(URL)`.
///
/// Written in a manifest as a string (`failed(message)`, `failed(message: String)`, `progress(Double)`) or, in
/// schema 0.2, as a mapping with `name`, `params`, `doc` and, for effects, `id`, `policy`, `emits`, `every` and
/// `after`.
package struct CaseDeclaration: Hashable, Sendable {
    /// The case name as written (a Swift identifier; keywords are escaped by generation).
    package var name: String
    /// The associated values, in order. Empty for a plain case.
    package var parameters: [CaseParameter]
    /// A sentence documenting the case (0.2 mapping form), emitted as a `///` comment.
    package var doc: String?
    /// For effects: the stable cancellation id (e.g. `login.validate`) the reducer passes with the request.
    package var effectID: String?
    /// For effects: how a new run treats one in flight with the same id.
    package var policy: EffectPolicyName?
    /// For effects: the events a run of it reports back (`emits: [devicesFound, scanFailed]`), in the order written.
    /// Generated store tests follow a trace requesting the effect to the traces handling these events.
    package var emits: [CaseReference] = []
    /// For effects: how often a run emits its first `emits:` event, until cancelled (`every: 1s`); `nil` for an
    /// effect that is not repeating. Generated store tests drive it over several ticks of the test clock.
    package var every: RepeatInterval?
    /// For effects: how long a run waits on the store's clock before it emits its first `emits:` event, once
    /// (`after: 30s`); `nil` for an effect that is not delayed. Generated store tests move the test clock by it.
    package var after: RepeatInterval?
    /// Where `after:` is written (its key), for findings about it; `nil` without one.
    package var afterLocation: SourceLocation?
    /// Where the case is declared.
    package var location: SourceLocation

    /// Creates a case declaration.
    package init(
        name: String, parameters: [CaseParameter] = [], doc: String? = nil, effectID: String? = nil,
        policy: EffectPolicyName? = nil, location: SourceLocation
    ) {
        self.name = name
        self.parameters = parameters
        self.doc = doc
        self.effectID = effectID
        self.policy = policy
        self.location = location
    }
}

/// One associated value of a case.
package struct CaseParameter: Hashable, Sendable {
    /// The label, or `nil` for an unlabeled value such as `progress(Double)`.
    package var label: String?
    /// The Swift type as written, e.g. `String`, `[Item]`, `Int?`. An untyped 0.1 parameter is `String`.
    package var type: String
    /// Whether the manifest spelled the type out (0.2) or it defaulted to `String` (0.1).
    package var isTypeExplicit: Bool
    /// Where the parameter is written.
    package var location: SourceLocation
    /// For a field of a struct state (``StateField``), which every state case carries as a parameter: its default
    /// value (Swift source); `nil` for a value of the case itself.
    package var fieldDefault: String? = nil

    /// Whether it is a field of a struct state rather than a value of the case.
    package var isField: Bool { fieldDefault != nil }

    /// Creates a parameter.
    package init(label: String?, type: String, isTypeExplicit: Bool, location: SourceLocation) {
        self.label = label
        self.type = type
        self.isTypeExplicit = isTypeExplicit
        self.location = location
    }
}

/// The effect policies a manifest may name; they mirror the runtime's `EffectPolicy`.
package enum EffectPolicyName: String, Hashable, Sendable, Codable, CaseIterable {
    /// Start a run; one already in flight with the same id keeps running.
    case run
    /// Cancel a run in flight with the same id, then start this one.
    case cancelInFlight
    /// Only cancel a run in flight with the same id.
    case cancelOnly

    /// The policy of an effect whose manifest names none: the runtime's own default (`Next.effect(_:id:policy:)`),
    /// so generated code and hand-written `.effect(x, id:)` calls behave alike. Every request runs; an effect where a
    /// new request must replace one still in flight (search, validation) says `policy: cancelInFlight`.
    package static let `default` = EffectPolicyName.run
}
