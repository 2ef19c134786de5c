/// The JSON Schema (draft 2020-12) of `*.intentflow.yaml`, for editors (`# yaml-language-server: $schema=…`) and
/// other tools. `intentflow schema` prints it; `.intentflow/schema.json` holds the 0.2 schema.
///
/// The schema describes shape only; ``ManifestLoader`` checks everything it says and more (names resolve, traces
/// parse, duplicates).
package enum ManifestSchema {
    /// The manifest schema versions.
    package enum Version: String, CaseIterable, Sendable {
        /// The seed README's format: cases as strings, untyped parameters.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        case v0_1 = "0.1"
        /// Adds typed parameters, cases as mappings, `module` and `imports`.
        // swift-format-ignore: AlwaysUseLowerCamelCase
        case v0_2 = "0.2"
    }

    /// The schema as pretty-printed JSON with sorted keys, ending in a newline.
    package static func json(for version: Version) -> String {
        JSONValue.object(document(for: version)).prettyEncoded + "\n"
    }

    /// What `schemaVersion` says of each version.
    private static func versionText(_ isV02: Bool) -> String {
        guard isV02 else { return "Version 0.1: cases as strings with untyped (String) parameters." }
        return "\"0.2\" adds typed parameters, cases as mappings, module, imports, initial, samples, values in "
            + "traces and _ as the source state; \"0.1\" manifests still load."
    }

    /// How a case is written in each version.
    private static func caseText(_ isV02: Bool) -> String {
        guard isV02 else {
            return "A case: name, optionally with parameter labels (each a String): idle, failed(message), "
                + "submit(email, password)."
        }
        return "A case: name, optionally with parameters: idle, failed(message) (an untyped parameter is a String), "
            + "failed(message: String), loaded(items: [Item], page: Int), progress(Double)."
    }

    /// How a trace is written in each version.
    private static func traceText(_ isV02: Bool) -> String {
        let requests =
            "[ + <effect> effect][ + cancel <effect> effect][ + <output> output][ + <route> route]…; "
            + "write event:<name> or intent:<name> when a name is both."
        guard isV02 else { return "<state> + <intent or event>[(free text)] -> <state>" + requests }
        return "<state or _> + <intent or event>[(arguments)] -> <state or _>[(arguments)]" + requests
            + " '_' is every state; after '->' (only after a '_' before) it keeps the state, and with fields named, "
            + "its phase: _ + typed(t) -> _(text: t). An argument is free text or a value, optionally labelled: "
            + "\"text\", 3, 0.5, true, false, nil, [], [:], .case, .case(value)."
    }

    /// The schema as a JSON object.
    static func document(for version: Version) -> JSONObject {
        let isV02 = version == .v0_2
        let caseItem: JSONValue =
            isV02
            ? ["oneOf": [["$ref": "#/$defs/caseString"], ["$ref": "#/$defs/caseMapping"]]]
            : ["$ref": "#/$defs/caseString"]
        func group(_ description: String) -> JSONValue {
            ["type": "array", "description": .string(description), "items": caseItem]
        }
        var properties: JSONObject = [
            "schemaVersion": [
                "description": .string("The manifest format version. " + Self.versionText(isV02)),
                "enum": isV02 ? ["0.1", "0.2"] : ["0.1"],
            ],
            "feature": [
                "type": "string",
                "description": "The feature's name, a Swift type-name prefix: Login gives LoginState, LoginIntent, ….",
                "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
            ],
            "mode": [
                "description":
                    .string(
                        "core: the architecture alone. ai: adds the machine-readable contract; invariants and "
                            + "acceptanceTraces are required."),
                "enum": ["core", "ai"],
                "default": "core",
            ],
            "summary": [
                "type": "string", "description": "One paragraph saying what the feature does, for people and agents.",
            ],
            "states": group(
                "The feature's states; the first is the initial state. Include a failure state (a name containing fail "
                    + "or error)."
            ),
            "intents": group("What a person or the UI asks for."),
            "events": group("What effects and the outside world report back."),
            "effects": group("Side work the reducer requests; effects can be cancelled."),
            "routes": group("Navigation the feature asks its host for."),
            "outputs": group("What the feature tells its parent."),
            "invariants": [
                "type": "array",
                "description": .string(
                    "Rules that must always hold, in the owners' words; a mapping also carries a Swift "
                        + "Boolean check the conformance test runs in every state (state:) or after every step (step:)."
                ),
                "items": [
                    "anyOf": [
                        ["type": "string", "minLength": 1],
                        [
                            "type": "object", "additionalProperties": false, "required": ["text"],
                            "anyOf": [["required": ["state"]], ["required": ["step"]]],
                            "properties": [
                                "text": ["type": "string", "minLength": 1],
                                "state": [
                                    "type": "string", "minLength": 1,
                                    "description": "A Swift Boolean expression over `state`, true in every state.",
                                ],
                                "step": [
                                    "type": "string", "minLength": 1,
                                    "description": .string(
                                        "A Swift Boolean expression over `step` (FlowInvariantStep), "
                                            + "true after every step."),
                                ],
                            ],
                        ],
                    ]
                ],
            ],
            "acceptanceTraces": [
                "type": "array",
                "description": "Example transitions the reducer must implement; each becomes a generated test.",
                "items": ["$ref": "#/$defs/trace"],
            ],
        ]
        properties["access"] = [
            "type": "string", "enum": strings(AccessLevel.allCases.map(\.rawValue)),
            "description": "The access level of the generated declarations; internal when not written.",
        ]
        if isV02 {
            properties["module"] = [
                "type": "string",
                "description": "The Swift module the feature's code lives in; generated tests @testable import it.",
                "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
            ]
            properties["imports"] = [
                "type": "array", "description": "Extra modules the generated contract imports, e.g. Foundation.",
                "items": ["type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_.]*$"],
            ]
            properties["initial"] = [
                "type": "string", "minLength": 1,
                "description":
                    .string(
                        "The state the feature starts in, with the values of its parameters: idle(attemptsLeft: 3). "
                            + "Without it, the first state."),
            ]
            properties["fields"] = [
                "type": "array",
                "description":
                    .string(
                        "The fields of a struct state, each 'name: Type = default': query: String = \"\". With states, "
                            + "the "
                            + "struct holds a phase (one of the states) and the fields; without, the fields alone, "
                            + "named "
                            + "'state' in traces. Traces name only the fields they read or change."),
                "items": ["type": "string", "pattern": "^ *[A-Za-z_][A-Za-z0-9_]* *:[^=]+=.*\\S"],
            ]
            properties["alerts"] = [
                "type": "array",
                "description":
                    .string(
                        "Alerts and confirmation dialogs the feature presents; the state's field 'alert' holds the one "
                            + "shown. Each button sends an intent, or only dismisses."),
                "items": [
                    "type": "object", "required": ["name", "title"], "additionalProperties": false,
                    "properties": [
                        "name": [
                            "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
                            "description": "The case of <Feature>Alert.",
                        ],
                        "title": ["type": "string", "description": "May interpolate the alert's values: {count}."],
                        "message": ["type": "string", "description": "May interpolate the alert's values: {count}."],
                        "style": ["enum": strings(AlertDeclaration.styles), "default": "alert"],
                        "params": [
                            "type": "array",
                            "description":
                                .string(
                                    "Values the alert carries, written as a case's ('count: Int'); its title and "
                                        + "message "
                                        + "interpolate each labelled one as {count}, and a trace gives them: "
                                        + "state(alert: "
                                        + ".incremented(count: c + 1))."),
                            "items": ["$ref": "#/$defs/parameter"],
                        ],
                        "buttons": [
                            "type": "array",
                            "items": [
                                "type": "object", "required": ["title"], "additionalProperties": false,
                                "properties": [
                                    "title": ["type": "string"],
                                    "role": ["enum": strings(AlertDeclaration.roles)],
                                    "intent": [
                                        "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
                                        "description":
                                            "A declared intent without parameters; none: the button only dismisses.",
                                    ],
                                ],
                            ],
                        ],
                    ],
                ],
            ]
            properties["samples"] = [
                "type": "object",
                "description":
                    .string(
                        "Swift expressions generated tests use for values of the manifest's own types, by type: "
                            + "LabDevice: "
                            + "'LabDevice(id: \"lab-1\")'; a list gives the sample first and further values value "
                            + "tests "
                            + "try."),
                "additionalProperties": [
                    "anyOf": [
                        ["type": "string", "minLength": 1],
                        ["type": "array", "minItems": 1, "items": ["type": "string", "minLength": 1]],
                    ]
                ],
            ]
            properties["domains"] = [
                "type": "object",
                "description":
                    .string(
                        "The values a parameter (case.label) or a field (its name) may take: a range of numbers "
                            + "(0...2, "
                            + "0..<3) or a list of Swift expressions ([.x, .o]); generated tests send only values "
                            + "inside "
                            + "it."),
                "additionalProperties": [
                    "anyOf": [
                        [
                            "type": "string",
                            "pattern": "^\\s*-?[0-9][0-9_.]*\\s*(\\.\\.\\.|\\.\\.<)\\s*-?[0-9][0-9_.]*\\s*$",
                        ],
                        ["type": "array", "minItems": 1, "items": ["type": ["string", "number"]]],
                    ]
                ],
            ]
            properties["exhaustive"] = [
                "type": "boolean",
                "description":
                    .string(
                        "Every (state, signal) pair must be covered by a trace, a '_' trace, 'undeclared' or "
                            + "'ignored'; "
                            + "validate lists the pairs nothing covers."),
            ]
            properties["ignored"] = [
                "type": "array",
                "description":
                    .string(
                        "States and signals where the reducer keeps the state and decides nothing, as 'state + signal' "
                            + "('_' for every state): the generated conformance test fails where it does anything else."
                    ),
                "items": ["type": "string", "pattern": "^ *[A-Za-z_][A-Za-z0-9_]* *\\+ *[A-Za-z_][A-Za-z0-9_]* *$"],
            ]
            properties["undeclared"] = [
                "type": "array",
                "description":
                    .string(
                        "States and signals deliberately left without a trace, as 'state + signal' ('_' for every "
                            + "state): "
                            + "the generated conformance test accepts whatever the reducer does there."),
                "items": ["type": "string", "pattern": "^ *[A-Za-z_][A-Za-z0-9_]* *\\+ *[A-Za-z_][A-Za-z0-9_]* *$"],
            ]
            properties["dependencies"] = [
                "type": "array",
                "description":
                    .string(
                        "What the reducer reads from the runtime (FlowDependencies.current) rather than creates: uuid "
                            + "(a "
                            + "new UUID), now (the date). Traces read them by these names after '->'; generated tests "
                            + "give "
                            + "the first values FlowDependencies.incrementing() hands out."),
                "items": ["enum": strings(DependencyName.allCases.map(\.rawValue))],
                "uniqueItems": true,
            ]
            properties["scenarios"] = ScenarioSchema.property
            properties["children"] = [
                "type": "array",
                "description":
                    .string(
                        "Features this one hosts (Docs/Composition.md): each child's feature, its manifest (relative "
                            + "to "
                            + "this one's directory) and which of its outputs become which of this feature's events."),
                "items": [
                    "type": "object", "required": ["feature", "manifest"], "additionalProperties": false,
                    "properties": [
                        "feature": [
                            "type": "string", "description": "The child's feature name, e.g. Login.",
                            "pattern": "^[A-Z][A-Za-z0-9]*$",
                        ],
                        "manifest": [
                            "type": "string", "minLength": 1,
                            "description":
                                "The child's manifest, relative to this manifest's directory: login.intentflow.yaml.",
                        ],
                        "id": [
                            "type": "string",
                            "description":
                                .string(
                                    "The name the child is hosted under (default: the feature in lower camel case); it "
                                        + "names the generated mapping and hosting function."),
                            "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
                        ],
                        "each": [
                            "type": "string", "minLength": 1,
                            "description":
                                .string(
                                    "A collection of this child, each element hosted under an id of this Swift type "
                                        + "(UUID, "
                                        + "Int); each mapped event takes the element's id first, then the output's "
                                        + "values."
                                ),
                        ],
                        "from": [
                            "type": "string",
                            "description":
                                .string(
                                    "A field of this feature holding the rows, a list of Identifiable values: the "
                                        + "runtime hosts one child per row, keyed by its id, and adds and removes "
                                        + "them as the field changes (episodes). A parent with such children needs "
                                        + "no intents."),
                            "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
                        ],
                        "outputs": [
                            "type": "object",
                            "description":
                                .string(
                                    "Each child output this feature hears, mapped to one of its events with the same "
                                        + "values: {completed: loginSucceeded}. Outputs not listed are dropped."),
                            "additionalProperties": ["type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"],
                        ],
                    ],
                ],
            ]
        }
        var definitions: JSONObject = [
            "caseString": [
                "type": "string", "minLength": 1,
                "description": .string(Self.caseText(isV02)),
            ],
            "trace": [
                "type": "string", "minLength": 1,
                "description": .string(Self.traceText(isV02)),
            ],
        ]
        if isV02 {
            definitions["parameter"] = [
                "oneOf": [
                    [
                        "type": "string",
                        "description": "label: Type, _: Type, a bare label (String) or a bare Type (unlabeled).",
                    ],
                    [
                        "type": "object", "additionalProperties": false,
                        "properties": [
                            "label": [
                                "type": "string", "description": "The label; omit (or _) for an unlabeled value.",
                            ],
                            "type": [
                                "type": "string",
                                "description":
                                    "The Swift type, e.g. [Item], Int?, Result<Data, FlowError>. Default String.",
                            ],
                        ],
                    ],
                ]
            ]
            definitions["caseMapping"] = [
                "type": "object", "required": ["name"], "additionalProperties": false,
                "description": "A case with detail.",
                "properties": [
                    "name": [
                        "type": "string", "description": "The case name, a Swift identifier.",
                        "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
                    ],
                    "params": [
                        "type": "array", "description": "The associated values, in order.",
                        "items": ["$ref": "#/$defs/parameter"],
                    ],
                    "doc": [
                        "type": "string", "description": "A sentence documenting the case, emitted as a /// comment.",
                    ],
                    "id": [
                        "type": "string",
                        "description": "Effects only: the stable cancellation id, e.g. login.validate.",
                    ],
                    "policy": [
                        "enum": strings(EffectPolicyName.allCases.map(\.rawValue)),
                        "default": .string(EffectPolicyName.default.rawValue),
                        "description":
                            .string(
                                "Effects only: run (the default, as in the runtime: every request runs), "
                                    + "cancelInFlight "
                                    + "(cancel a run with the same id, then start) or cancelOnly."),
                    ],
                    "emits": [
                        "type": "array",
                        "description":
                            .string(
                                "Effects only: the events a run reports back, each a declared event; generated store "
                                    + "tests "
                                    + "follow them."),
                        "items": ["type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"],
                    ],
                    "every": [
                        "type": "string", "pattern": "^[0-9]+ ?(ms|s|m|min)$",
                        "description":
                            .string(
                                "Effects only: the effect repeats, emitting its first 'emits:' event every interval "
                                    + "(1s, "
                                    + "250ms, 2m) until cancelled; generated store tests drive it over several ticks "
                                    + "of "
                                    + "the test clock."),
                    ],
                    "after": [
                        "type": "string", "pattern": "^[0-9]+ ?(ms|s|m|min)$",
                        "description":
                            .string(
                                "Effects only, not with 'every:': the run waits this long on the store's clock (30s, "
                                    + "250ms, 2m), then emits its first 'emits:' event once; generated store tests "
                                    + "move "
                                    + "the test clock by it."),
                    ],
                ],
            ]
        }
        var document: JSONObject = [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "https://intentflow.dev/schema/manifest-\(version.rawValue).json",
            "title": "IntentFlow manifest \(version.rawValue)",
            "description":
                .string(
                    "A feature's contract: <Feature>.intentflow.yaml. State + Intent/Event -> Next State + Effects + "
                        + "Outputs + Routes."),
            "type": "object",
            "required": ["schemaVersion", "feature", "states", "intents"],
            "properties": .object(properties),
            "patternProperties": ["^x-": ["description": "Extension keys; ignored by intentflow."]],
            "additionalProperties": false,
            "if": ["properties": ["mode": ["const": "ai"]], "required": ["mode"]],
            "then": [
                "required": ["invariants", "acceptanceTraces"],
                "properties": ["invariants": ["minItems": 1], "acceptanceTraces": ["minItems": 1]],
            ],
            "$defs": .object(definitions),
        ]
        if isV02 {
            // A struct state may have fields and no states; a parent that only hosts children, no intents.
            document["required"] = ["schemaVersion", "feature"]
            document["allOf"] = [
                ["anyOf": [["required": ["states"]], ["required": ["fields"]]]],
                ["anyOf": [["required": ["intents"]], ["required": ["children"]]]],
            ]
            // Nor does such a parent need invariants or traces in mode ai: it never steps.
            document["if"] = [
                "properties": ["mode": ["const": "ai"]], "required": ["mode"],
                "not": [
                    "required": ["children"],
                    "not": ["anyOf": [["required": ["intents"]], ["required": ["events"]]]],
                ],
            ]
        }
        return document
    }

    /// A JSON array of strings: the names an `enum` keyword allows.
    private static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}
