/// A feature's contract, loaded from `<Feature>.intentflow.yaml`.
///
/// A manifest is what generation, agent instruction files, ai-context bundles and `intentflow check` read. It is
/// produced by ``ManifestLoader`` with every value's location kept, so any later finding can point at the YAML.
package struct Manifest: Hashable, Sendable {
    /// How much of IntentFlow a feature uses.
    package enum Mode: String, Hashable, Sendable, Codable, CaseIterable {
        /// The architecture alone: contract, reducer, effects, projection, tests.
        case core
        /// The architecture plus the machine-readable contract: invariants and acceptance traces are required.
        case ai
    }

    /// The file the manifest was read from, as it should be printed.
    package var path: String
    /// The declared schema version: `"0.1"` or `"0.2"`.
    package var schemaVersion: String
    /// The feature's name, a Swift type-name prefix such as `Login` (types become `LoginState`, …).
    package var feature: String
    /// `core` or `ai`.
    package var mode: Mode
    /// One paragraph saying what the feature does, for people and agents.
    package var summary: String?
    /// The Swift module the feature's code lives in (0.2): generated tests `@testable import` it.
    package var module: String?
    /// Extra modules the generated contract imports (0.2), e.g. `["Foundation"]`.
    package var imports: [String]
    /// The access level of the generated declarations (0.2 `access:`); `nil` when not written (internal, unless the
    /// command line or the configuration says otherwise).
    package var access: AccessLevel? = nil
    /// The feature's states. The first one is the initial state.
    package var states: [CaseDeclaration]
    /// What a person (or the UI) asks for.
    package var intents: [CaseDeclaration]
    /// What the outside world (effects, the system) reports back.
    package var events: [CaseDeclaration]
    /// Side work the reducer requests.
    package var effects: [CaseDeclaration]
    /// Navigation the feature asks its host for.
    package var routes: [CaseDeclaration]
    /// What the feature tells its parent.
    package var outputs: [CaseDeclaration]
    /// Rules that must always hold, in the words of the people who own the feature.
    package var invariants: [Invariant]
    /// Example transitions the reducer must implement; each becomes a generated test.
    package var acceptanceTraces: [AcceptanceTrace]
    /// The state the feature starts in, with the values of its parameters (0.2 `initial: 'idle(attemptsLeft: 3)'`);
    /// `nil` when not written: the first state, its parameters taking placeholder values.
    package var initial: TraceName?
    /// Swift expressions generated tests use for values of the manifest's own types (0.2 `samples:`), by type as
    /// written: `LabDevice` → `LabDevice(id: "lab-1", name: "Lab iPhone")`.
    package var samples: [String: String] = [:]
    /// Further values generated value tests try for a type, after its sample (0.2 `samples:` given as a list: the
    /// first is the sample, the rest are here), by type as written.
    package var moreSamples: [String: [String]] = [:]
    /// The values a parameter or field may take (0.2 `domains:`), by `case.label` or field name: generated tests send
    /// only values inside them.
    package var domains: [String: ValueDomain] = [:]
    /// States and signals the manifest deliberately leaves without a trace (0.2 `undeclared:`); the generated
    /// conformance test accepts whatever the reducer does there.
    package var undeclared: [UndeclaredPair] = []
    /// What the reducer reads from the runtime (0.2 `dependencies:`): traces may read these names after `->`.
    package var dependencies: [DependencyName] = []
    /// The fields of a struct state (0.2 `fields:`), in the order written; empty for an enum state.
    package var fields: [StateField] = []
    /// Whether `states:` is left out and the single state ``StateField/implicitStateName`` stands for the struct
    /// of ``fields`` alone (no `phase`).
    package var hasImplicitState = false
    /// The alerts and confirmation dialogs the feature presents (0.2 `alerts:`), in the order written.
    package var alerts: [AlertDeclaration] = []
    /// Whether every (state, signal) pair must be covered by a trace, a `_` trace, an `undeclared:` or an
    /// `ignored:` entry (0.2 `exhaustive: true`); `validate` lists the pairs nothing covers.
    package var isExhaustive = false
    /// States and signals where the reducer keeps the state and decides nothing (0.2 `ignored:`, written like
    /// `undeclared:`); the generated conformance test fails where it does anything else.
    package var ignored: [UndeclaredPair] = []
    /// The features this one hosts (0.2 `children:`), in the order written.
    package var children: [ChildDeclaration] = []
    /// The scenarios (0.2 `scenarios:`): sequences of steps, each generated as one store test.
    package var scenarios: [Scenario] = []
    /// The manifests of ``children`` that loaded without errors, by child id. Filled by ``ManifestLoader`` when it
    /// reads the manifest from a file (a child's manifest is found relative to it); generation reads the child's
    /// outputs and traces from here.
    package var childManifests: [String: Manifest] = [:]
    /// Where the manifest's root mapping starts.
    package var location: SourceLocation
    /// Where each top-level key's value is written (`"states"` → its list), so later findings can point at it.
    /// Filled by ``ManifestLoader``; empty for manifests built in code.
    package var keyLocations: [String: SourceLocation] = [:]

    /// The initial state's name: `initial:`'s, or the first state's.
    package var initialStateName: String? { initial?.name ?? states.first?.name }

    /// Creates a manifest. Loading from YAML goes through ``ManifestLoader``.
    package init(
        path: String, schemaVersion: String, feature: String, mode: Mode, summary: String? = nil,
        module: String? = nil, imports: [String] = [], states: [CaseDeclaration] = [],
        intents: [CaseDeclaration] = [], events: [CaseDeclaration] = [], effects: [CaseDeclaration] = [],
        routes: [CaseDeclaration] = [], outputs: [CaseDeclaration] = [], invariants: [Invariant] = [],
        acceptanceTraces: [AcceptanceTrace] = [], location: SourceLocation
    ) {
        self.path = path
        self.schemaVersion = schemaVersion
        self.feature = feature
        self.mode = mode
        self.summary = summary
        self.module = module
        self.imports = imports
        self.states = states
        self.intents = intents
        self.events = events
        self.effects = effects
        self.routes = routes
        self.outputs = outputs
        self.invariants = invariants
        self.acceptanceTraces = acceptanceTraces
        self.location = location
    }

    /// The cases of one group.
    package subscript(group: CaseGroup) -> [CaseDeclaration] {
        get {
            switch group {
            case .states: states
            case .intents: intents
            case .events: events
            case .effects: effects
            case .routes: routes
            case .outputs: outputs
            }
        }
        set {
            switch group {
            case .states: states = newValue
            case .intents: intents = newValue
            case .events: events = newValue
            case .effects: effects = newValue
            case .routes: routes = newValue
            case .outputs: outputs = newValue
            }
        }
    }
}
