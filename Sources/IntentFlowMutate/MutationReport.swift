import IntentFlowManifest

/// What `intentflow mutate` found: per feature, each mutant and whether the generated tests killed it, and for each
/// survivor the behaviour no test pins down.
package struct MutationReport: Sendable {
    /// One mutant and how its test run ended.
    package struct Result: Sendable {
        /// The mutant.
        package var mutant: Mutant
        /// How the feature's generated tests ended with it switched on: `failed` and `timedOut` kill it.
        package var outcome: MutantTestRun.Outcome
        /// The text the mutant replaced and what replaced it, on one line.
        package var change: String
        /// Why it survived; `nil` when it was killed.
        package var explanation: SurvivorExplanation?
        /// The tests that failed with it switched on, by name (``MutantTestRun/failedTests(in:)``): which kind of
        /// generated test (trace, store chain, scenario, conformance) found the change.
        package var failedTests: [String] = []

        /// Whether the tests told the mutant apart from the reducer as written.
        package var isKilled: Bool { outcome != .passed }
    }

    /// One feature's score.
    package struct Feature: Sendable {
        /// The feature's name.
        package var feature: String
        /// Its manifest's path.
        package var manifest: String
        /// Its reducer's files, as printed.
        package var reducerFiles: [String]
        /// Every mutant, in order.
        package var results: [Result]

        /// The functions the reducer's arms call whose bodies were mutated too, each with where its first mutant
        /// is, in order.
        package var helpers: [(name: String, location: SourceLocation)] {
            var seen: Set<String> = []
            return results.compactMap { result in
                guard let name = result.mutant.helper, seen.insert(name).inserted else { return nil }
                return (name, result.mutant.location)
            }
        }
        /// How many mutants the tests killed.
        package var killed: Int { results.filter(\.isKilled).count }
        /// The survivors.
        package var survivors: [Result] { results.filter { !$0.isKilled } }
        /// Killed over all, in percent (100 for a reducer with no mutant).
        package var score: Double { results.isEmpty ? 100 : Double(killed) * 100 / Double(results.count) }
    }

    /// The features, in the order of the manifests.
    package var features: [Feature]
    /// Seconds the one build took.
    package var buildSeconds: Double
    /// Seconds the test runs took, all mutants and the unmutated runs.
    package var testSeconds: Double

    /// Every mutant of every feature.
    package var mutantCount: Int { features.reduce(0) { $0 + $1.results.count } }
    /// Every killed mutant.
    package var killedCount: Int { features.reduce(0) { $0 + $1.killed } }
    /// The score over all features, in percent.
    package var score: Double { mutantCount == 0 ? 100 : Double(killedCount) * 100 / Double(mutantCount) }

    /// The report as text: a line per feature, then its survivors with why each survives and a trace to add.
    package var text: String {
        var lines: [String] = []
        for feature in features {
            lines.append(
                "\(feature.feature): \(feature.killed) of \(feature.results.count) mutants killed "
                    + "(\(Self.percent(feature.score))) in \(feature.reducerFiles.joined(separator: ", "))")
            if !feature.helpers.isEmpty {
                let named = feature.helpers.map { "\($0.name) (\($0.location.file):\($0.location.line))" }
                lines.append("  helpers the arms call, mutated too: " + named.joined(separator: ", "))
            }
            for survivor in feature.survivors {
                let at = survivor.mutant.location
                lines.append(
                    "  \(at.file):\(at.line):\(at.column): survived #\(survivor.mutant.id) "
                        + "\(survivor.mutant.mutation.summary): \(survivor.change)")
                if let explanation = survivor.explanation {
                    lines.append("    not pinned: \(explanation.behaviour)")
                    lines.append("    trace to add: \(explanation.suggestedTrace)")
                } else if let helper = survivor.mutant.helper {
                    lines.append(
                        "    not pinned: " + Self.helperSurvival(helper, isInTraces: survivor.mutant.helperIsInTraces))
                }
            }
        }
        lines.append(
            "\(killedCount) of \(mutantCount) mutants killed (\(Self.percent(score))); one build "
                + "\(Self.seconds(buildSeconds)), test runs \(Self.seconds(testSeconds))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why a mutant of a helper survived: the traces compute their expectations with the helper itself, or no
    /// sample tells its change apart.
    static func helperSurvival(_ helper: String, isInTraces: Bool) -> String {
        isInTraces
            ? "the traces compute their expected values with `\(helper)` itself, so the generated tests change with "
                + "it; a trace with the value written out (a literal after `->`) pins it"
            : "no test checks what `\(helper)` computes for the arms that call it; a trace whose samples tell the "
                + "change apart pins it"
    }

    /// The report as JSON: the totals and, per feature, every mutant with its outcome.
    package var json: JSONValue {
        .object([
            "mutants": .int(mutantCount), "killed": .int(killedCount), "score": .double(Self.rounded(score)),
            "buildSeconds": .double(Self.rounded(buildSeconds)), "testSeconds": .double(Self.rounded(testSeconds)),
            "features": .array(features.map(Self.json)),
        ])
    }

    private static func json(_ feature: Feature) -> JSONValue {
        .object([
            "feature": .string(feature.feature), "manifest": .string(feature.manifest),
            "reducerFiles": .array(feature.reducerFiles.map(JSONValue.string)),
            "mutants": .int(feature.results.count), "killed": .int(feature.killed),
            "score": .double(rounded(feature.score)),
            "helpers": .array(feature.helpers.map { JSONValue.string($0.name) }),
            "results": .array(feature.results.map(json)),
        ])
    }

    private static func json(_ result: Result) -> JSONValue {
        let at = result.mutant.location
        var object: JSONObject = [
            "id": .int(result.mutant.id), "operator": .string(result.mutant.mutation.rawValue),
            "file": .string(at.file), "line": .int(at.line), "column": .int(at.column),
            "change": .string(result.change), "outcome": .string(result.outcome.rawValue),
            "killed": .bool(result.isKilled),
        ]
        if !result.failedTests.isEmpty { object["failedTests"] = .array(result.failedTests.map(JSONValue.string)) }
        if let helper = result.mutant.helper {
            object["helper"] = .string(helper)
            if !result.isKilled {
                object["behaviour"] = .string(helperSurvival(helper, isInTraces: result.mutant.helperIsInTraces))
            }
        }
        if let explanation = result.explanation {
            object["behaviour"] = .string(explanation.behaviour)
            object["suggestedTrace"] = .string(explanation.suggestedTrace)
        }
        return .object(object)
    }

    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    static func seconds(_ value: Double) -> String {
        "\(Int(value.rounded())) s"
    }

    static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
