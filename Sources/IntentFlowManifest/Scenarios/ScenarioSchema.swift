import IntentFlowText

/// The JSON Schema of `scenarios:` (schema 0.2), kept beside the scenario model it describes.
enum ScenarioSchema {
    /// The `scenarios` property.
    static var property: JSONValue {
        let term: JSONValue = [
            "type": "string", "minLength": 1,
            "description": .string(
                "A case with values: connected, 'failed(message: \"Offline\")', 'playing(board: "
                    + "b)' (b bound by an earlier step's let)."
            ),
        ]
        let terms: JSONValue = ["type": "array", "items": term]
        let bindings: JSONValue = [
            "type": "object", "description": "Names later steps read, each a Swift expression: {b: '[1, 2]'}.",
            "additionalProperties": ["type": "string", "minLength": 1],
        ]
        let duration: JSONValue = [
            "type": "string", "pattern": "^[0-9]{1,9} ?(ms|s|m|min)$",
            "description": "A duration on the test clock: 250ms, 1s, 2m.",
        ]
        let step: JSONValue = [
            "type": "object", "additionalProperties": false,
            "description": .string(
                "One step: exactly one of send, reply or advance, and what the step must produce "
                    + "(exactly: an effect, cancellation, output or route not listed fails the test)."
            ),
            "properties": [
                "send": [
                    "type": "string", "minLength": 1,
                    "description": .string(
                        "The intent sent, or event:<name> for an event from outside the store."
                    ),
                ],
                "reply": [
                    "type": "string", "minLength": 1,
                    "description": .string(
                        "The event an effect requested by an earlier step replies with, received here."
                    ),
                ],
                "to": [
                    "type": "string", "minLength": 1,
                    "description": .string(
                        "The effect the reply answers (default: the latest requested whose emits: lists "
                            + "the event)."
                    ),
                ],
                "after": duration,
                "advance": duration,
                "expect": [
                    "type": "string", "minLength": 1,
                    "description": .string(
                        "The state after the step: the phase and only the fields that change; leave it "
                            + "out when the state stays."
                    ),
                ],
                "effects": terms, "cancels": terms, "outputs": terms, "routes": terms,
                "let": bindings,
            ],
            "oneOf": [["required": ["send"]], ["required": ["reply"]], ["required": ["advance"]]],
        ]
        return [
            "type": "array",
            "description": .string(
                "Named sequences of steps, each generated as one exhaustive store test on the "
                    + "test clock: send, expect the state, receive an effect's reply, advance the "
                    + "clock."
            ),
            "items": [
                "type": "object", "required": ["name", "steps"], "additionalProperties": false,
                "properties": [
                    "name": [
                        "type": "string", "minLength": 1,
                        "description": .string(
                            "The scenario's name; it names its test."
                        ),
                    ],
                    "start": [
                        "type": "string", "minLength": 1,
                        "description": .string(
                            "The state the store starts in (default: the initial state)."
                        ),
                    ],
                    "let": [
                        "type": "object",
                        "description": .string(
                            "Names bound before the store starts, so start: and every step can read them: "
                                + "{b: 'Board.empty'}."
                        ),
                        "additionalProperties": ["type": "string", "minLength": 1],
                    ],
                    "steps": ["type": "array", "minItems": 1, "items": step],
                ],
            ],
        ]
    }
}
