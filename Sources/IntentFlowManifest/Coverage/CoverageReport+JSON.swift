extension CoverageReport {
    /// The report for machines: every feature's figures and lists, the total, and the threshold's outcome.
    package var json: JSONValue {
        var members: JSONObject = [
            "features": .array(features.map(Self.json)),
            "total": Self.json(total),
        ]
        if let minimum {
            members["minimum"] = .double(minimum)
            members["belowMinimum"] = .array(featuresBelowMinimum.map { .string($0.feature) })
        }
        return .object(members)
    }

    private static func json(_ percentage: CoveragePercentage) -> JSONValue {
        [
            "covered": .int(percentage.covered), "total": .int(percentage.total),
            "percent": .double(Double(percentage.tenths) / 10),
        ]
    }

    private static func json(_ feature: FeatureCoverage) -> JSONValue {
        [
            "feature": .string(feature.feature),
            "path": .string(feature.path),
            "percentage": json(feature.percentage),
            "pairs": [
                "byTrace": .int(feature.count(.trace)),
                "byAnyStateTrace": .int(feature.count(.anyStateTrace)),
                "undeclared": .int(feature.count(.undeclared)),
                "ignored": .int(feature.count(.ignored)),
                "uncovered": .array(
                    feature.uncoveredPairs.map {
                        ["state": .string($0.state), "signal": .string($0.signal), "kind": .string($0.kind.rawValue)]
                    }),
            ],
            "states": [
                "initial": feature.initialState.map(JSONValue.string) ?? .null,
                "reached": .array(feature.reachedStates.map(JSONValue.string)),
                "unreached": .array(feature.unreachedStates.map(JSONValue.string)),
            ],
            "invariants": [
                "checked": .int(feature.invariantCount - feature.uncheckedInvariants.count),
                "unchecked": .array(
                    feature.uncheckedInvariants.map {
                        ["text": .string($0.text), "line": .int($0.location.line), "column": .int($0.location.column)]
                    }),
            ],
            "effects": .array(
                feature.effects.map {
                    [
                        "effect": .string($0.effect), "requestedBy": .int($0.requestCount),
                        "emits": .array($0.emits.map(JSONValue.string)),
                        "undelivered": .array($0.undelivered.map(JSONValue.string)),
                    ]
                }),
        ]
    }
}
