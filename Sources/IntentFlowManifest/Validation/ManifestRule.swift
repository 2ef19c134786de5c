/// Every rule a manifest or YAML file can break, with its stable identifier (printed as `[rule-id]`).
///
/// Identifiers never change meaning; Docs/Manifest.md lists each with an example.
package enum ManifestRule: String, CaseIterable, Sendable {
    // YAML layer (any YAML file the tools read).
    /// libyaml could not parse the text.
    case yamlSyntax = "yaml.syntax"
    /// The file is not valid UTF-8 (often: a binary file).
    case yamlInvalidUTF8 = "yaml.invalid-utf8"
    /// The file holds a control character such as NUL (often: a binary file).
    case yamlControlCharacter = "yaml.control-character"
    /// A tab character is used to indent.
    case yamlTabIndentation = "yaml.tab-indentation"
    /// The file is larger than the limit (4 MiB).
    case yamlTooLarge = "yaml.too-large"
    /// Collections nest deeper than the limit (64).
    case yamlTooDeep = "yaml.too-deep"
    /// Aliases expand to more nodes than the limit (100,000).
    case yamlAliasLimit = "yaml.alias-limit"
    /// A mapping repeats a key.
    case yamlDuplicateKey = "yaml.duplicate-key"
    /// The file holds more than one YAML document.
    case yamlMultipleDocuments = "yaml.multiple-documents"
    /// The file could not be read.
    case unreadable = "manifest.unreadable"
    /// A path that would be read is not a regular file (a FIFO, socket or device) and was skipped, never opened.
    case skippedFile = "manifest.skipped-file"

    // Manifest structure.
    /// The file holds no document.
    case empty = "manifest.empty"
    /// The document is not a mapping of keys.
    case rootNotMapping = "manifest.root-not-mapping"
    /// A required key (schemaVersion, feature, states, intents) is missing or empty.
    case required = "manifest.required"
    /// A value has the wrong type (a string where a list belongs, …).
    case typeMismatch = "manifest.type-mismatch"
    /// `schemaVersion` is not 0.1 or 0.2.
    case unsupportedSchemaVersion = "manifest.unsupported-schema-version"
    /// `mode` is not `core` or `ai`.
    case invalidMode = "manifest.invalid-mode"
    /// `access` is not `internal`, `public` or `package`.
    case invalidAccess = "manifest.invalid-access"
    /// A feature, case, label or module name is not a Swift identifier.
    case invalidIdentifier = "manifest.invalid-identifier"
    /// The feature name could leave the output directory (`/`, `..`).
    case unsafeFeatureName = "manifest.unsafe-feature-name"
    /// A feature name that is an identifier but not ASCII letters and digits starting with an uppercase letter.
    case invalidFeatureName = "manifest.invalid-feature-name"
    /// Two manifests of one load name features that differ only by case (or not at all).
    case featureNameCollision = "manifest.feature-name-collision"
    /// A group declares two names that differ only by case.
    case caseNameCollision = "manifest.case-name-collision"
    /// A case has more parameters, or a trace more bytes, than ``ManifestLimits`` allows.
    case limitExceeded = "manifest.limit"
    /// A case string cannot be read.
    case invalidCase = "manifest.invalid-case"
    /// A parameter type cannot be read (or is a closure).
    case invalidType = "manifest.invalid-type"
    /// An effect `policy` is not run, cancelInFlight or cancelOnly.
    case invalidPolicy = "manifest.invalid-policy"
    /// A group declares the same case twice.
    case duplicateCase = "manifest.duplicate-case"
    /// A case repeats a parameter label.
    case duplicateParameter = "manifest.duplicate-parameter"
    /// AI mode without invariants.
    case aiRequiresInvariants = "manifest.ai-requires-invariants"
    /// AI mode without acceptance traces.
    case aiRequiresTraces = "manifest.ai-requires-traces"
    /// A key the schema does not know (warning).
    case unknownKey = "manifest.unknown-key"
    /// A 0.2 feature used in a manifest that declares 0.1 (warning).
    case requiresNewerSchema = "manifest.requires-0.2"
    /// No state name says failure: a note `validate --strict` alone gives (``ManifestAdvice``), since many features
    /// handle failure by clearing data or showing an alert.
    case noFailureState = "manifest.no-failure-state"
    /// An effect names no `policy:` and so runs with ``EffectPolicyName/default``: a note `validate` gives
    /// (``ManifestAdvice``) for manifests written when generated code defaulted to `cancelInFlight`.
    case defaultPolicy = "manifest.default-policy"
    /// No trace reaches a state other than the initial one (warning).
    case unreachableState = "manifest.unreachable-state"
    /// No trace leaves the initial state (warning).
    case initialStateNeverLeft = "manifest.initial-state-never-left"
    /// No trace requests an effect (warning).
    case unusedEffect = "manifest.unused-effect"

    // Acceptance traces.
    /// A trace line does not follow the grammar.
    case traceMalformed = "trace.malformed"
    /// A trace names a state that is not declared.
    case traceUnknownState = "trace.unknown-state"
    /// A trace names a signal that is neither an intent nor an event.
    case traceUnknownSignal = "trace.unknown-signal"
    /// A trace names an effect that is not declared.
    case traceUnknownEffect = "trace.unknown-effect"
    /// A trace names an output that is not declared.
    case traceUnknownOutput = "trace.unknown-output"
    /// A trace names a route that is not declared.
    case traceUnknownRoute = "trace.unknown-route"
    /// A trace's signal is declared as both an intent and an event; it resolves to the intent (warning).
    case traceAmbiguousSignal = "trace.ambiguous-signal"
    /// A value in a trace (or in `initial:`) does not fit its parameter: wrong type, unknown label, too many.
    case traceValueMismatch = "trace.value-mismatch"
    /// A collection literal for a type validation does not know: it fits only if the type takes that literal.
    case traceValueUnchecked = "trace.value-unchecked"
    /// A trace needs a value of a type that has no sample, built in or under `samples:`: its test cannot be written.
    case traceNoSample = "trace.no-sample"
    /// A trace's generated test starts a field at the value the trace sets, that value being the only sample of its
    /// type, and the trace decides nothing else: the test cannot fail (warning).
    case traceVacuous = "trace.vacuous"
    /// A parameter of the state after (or an effect, output, route) that nothing in the trace gives a value and
    /// whose type has no placeholder: the reducer's case cannot be written.
    case traceNoValue = "trace.no-value"
    /// A guard or a computed value reads a name the trace does not bind on its state before or its signal.
    case traceUnboundName = "trace.unbound-name"
    /// A trace binds one name twice.
    case traceDuplicateName = "trace.duplicate-name"
    /// An expression where a value is matched (the state before, the signal); conditions belong after `where`.
    case traceExpressionInPattern = "trace.expression-in-pattern"
    /// A `where` guard that is not shaped like a Boolean condition (`n + 1`, `3`, a name that is not a `Bool`).
    case traceInvalidGuard = "trace.invalid-guard"
    /// An earlier trace with the same state and signal matches every input this one does.
    case traceUnreachable = "trace.unreachable"
    /// Two guarded traces on one state and signal both match some input (warning): the earlier one applies there.
    case traceOverlappingGuards = "trace.overlapping-guards"
    /// No value a generated test tries (the samples, the numbers around those the guard compares with) meets a
    /// trace's guard: its test checks nothing.
    case traceUnsatisfiableGuard = "trace.unsatisfiable-guard"
    /// No combination of samples meets the guard of a trace that takes part in an effect chain (warning): no store
    /// chain test runs it.
    case traceNoChainStart = "trace.no-chain-start"
    /// `initial:` cannot be read or names no declared state.
    case invalidInitialState = "manifest.invalid-initial"
    /// A `domains:` entry is not a range or a list, names no declared parameter or field, is a range for a type that
    /// is not a number, or excludes every sample of its type.
    case invalidDomain = "manifest.invalid-domain"
    /// A `samples:` entry is not a Swift expression in a string.
    case invalidSample = "manifest.invalid-sample"
    /// An `invariants:` mapping lacks its text or its check, has an unknown key, or a check that is not one Swift
    /// expression.
    case invalidInvariant = "manifest.invalid-invariant"
    /// An effect's `emits:` names an event the manifest does not declare.
    case unknownEmittedEvent = "manifest.unknown-emitted-event"
    /// A `dependencies:` entry names nothing the runtime hands a reducer (it hands out `uuid` and `now`).
    case unknownDependency = "manifest.unknown-dependency"
    /// An effect's `every:` is not an interval, or the effect cannot repeat: no `emits:`, or a first emitted event
    /// that takes values other than the tick's number.
    case invalidEvery = "manifest.invalid-every"
    /// An effect's `after:` is not a duration, or the effect cannot be delayed: no `emits:`, or `every:` beside it.
    case invalidAfter = "manifest.invalid-after"
    /// An `undeclared:` entry is not `state + signal`, or names an undeclared state or signal.
    case invalidUndeclared = "manifest.invalid-undeclared"
    /// A `fields:` entry that is not `name: Type = default`, repeats a name, or shares a name with a state's
    /// parameter.
    case invalidField = "manifest.invalid-field"
    /// A value whose type holds `Error` (`Result<Data, Error>`): not `Equatable`; `FlowError` is.
    case unequatableError = "manifest.unequatable-error"
    /// An `alerts:` entry without a name or title, repeating a name, with an unknown style or role, or a button
    /// naming an intent that is not declared or takes values.
    case invalidAlert = "manifest.invalid-alert"
    /// An exhaustive manifest leaves a (state, signal) pair without a trace, a `_` trace, an `undeclared:` or an
    /// `ignored:` entry.
    case uncoveredPair = "manifest.uncovered-pair"

    // Scenarios (`scenarios:`).
    /// A scenario or step that does not read: no name or steps, an unknown key, a step with no action or two, a
    /// value that is not a case with values.
    case scenarioInvalid = "scenario.invalid"
    /// A step sends or replies with a name that is not a declared intent or event.
    case scenarioUnknownSignal = "scenario.unknown-signal"
    /// A step expects a state, effect, output or route the manifest does not declare, or values it does not take.
    case scenarioUnknownName = "scenario.unknown-name"
    /// A step replies for an effect no earlier step of the scenario requests (or whose `emits:` lacks the event).
    case scenarioReplyNotRequested = "scenario.reply-not-requested"
    /// An `after:` or `advance:` that is not a duration such as `1s`, `250ms` or `2m`.
    case scenarioInvalidDuration = "scenario.invalid-duration"
    /// A step no acceptance trace explains: none handles its signal in the phase the scenario is in (warning).
    case scenarioUnexplainedStep = "scenario.unexplained-step"

    // Children (`children:`).
    /// A child's manifest is missing or unreadable, does not load cleanly, or declares another feature.
    case childManifest = "children.manifest"
    /// Two children share an id.
    case duplicateChild = "children.duplicate-id"
    /// A child's `outputs:` names an output the child does not declare.
    case childUnknownOutput = "children.unknown-output"
    /// A child's `outputs:` maps to an event this feature does not declare.
    case childUnknownEvent = "children.unknown-event"
    /// A child's output carries values whose types differ from those of the event it is mapped to.
    case childPayloadMismatch = "children.payload-mismatch"
    /// A child's `each:` is not a Swift type.
    case childInvalidEach = "children.invalid-each"
    /// A child's `from:` names no field of this feature, or a field that is not a list of identifiable rows.
    case childInvalidFrom = "children.invalid-from"

    /// A summary, doc or invariant holds bidirectional controls or invisible characters (warning): they are shown as
    /// code points wherever intentflow writes the text.
    case invisibleText = "manifest.invisible-text"
    /// Two names of one manifest look alike (same UTS #39 skeleton) but differ (warning).
    case confusableNames = "manifest.confusable-names"

    /// The identifier printed in brackets.
    package var id: String { rawValue }

    /// Whether breaking the rule is an error or a warning.
    package var severity: Diagnostic.Severity {
        switch self {
        case .unknownKey, .requiresNewerSchema, .unreachableState, .initialStateNeverLeft,
            .unusedEffect, .traceAmbiguousSignal, .traceValueUnchecked, .traceOverlappingGuards, .traceVacuous,
            .traceNoChainStart,
            .invisibleText, .scenarioUnexplainedStep, .confusableNames:
            .warning
        case .skippedFile, .noFailureState, .defaultPolicy:
            .note
        default:
            .error
        }
    }
}

extension Diagnostic {
    /// A diagnostic for a rule, with the rule's severity.
    init(_ rule: ManifestRule, _ message: String, at location: SourceLocation) {
        self.init(rule.severity, message, at: location, rule: rule.rawValue)
    }
}
