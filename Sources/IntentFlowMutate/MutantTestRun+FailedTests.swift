extension MutantTestRun {
    /// The tests a run's output says failed, in order, each once: Swift Testing's `✘ Test "name" failed after …`
    /// (its display name with the quotes, or `function()`), XCTest's `Test Case 'Class.test' failed (…)`.
    ///
    /// What killed a mutant, by name: a generated suite holds trace tests, store chains and scenarios side by side,
    /// and the names tell which kind of test found the change. A run that trapped names only the tests that failed
    /// before the trap.
    package static func failedTests(in output: String) -> [String] {
        var found: [String] = []
        for line in output.split(separator: "\n") {
            guard let name = swiftTestingFailure(line) ?? xcTestFailure(line), !found.contains(name) else { continue }
            found.append(name)
        }
        return found
    }

    /// `"name"` or `name()` of a Swift Testing `Test … failed after` line; `nil` for any other line (an issue's
    /// lines, a suite's, the run's summary, a message that quotes such a line further in).
    static func swiftTestingFailure(_ line: Substring) -> String? {
        guard let test = line.firstRange(of: " Test "), line[..<test.lowerBound].allSatisfy({ !$0.isLetter }),
            line[..<test.lowerBound].count <= 2, let failed = line.ranges(of: " failed after ").last,
            test.upperBound <= failed.lowerBound
        else { return nil }
        var name = line[test.upperBound..<failed.lowerBound]
        // A parameterized test: `"name" with 3 test cases`.
        if let cases = name.ranges(of: " with ").last, name[cases.upperBound...].hasSuffix(" test cases") {
            name = name[..<cases.lowerBound]
        }
        let quoted = name.count >= 2 && name.hasPrefix("\"") && name.hasSuffix("\"")
        return quoted || name.hasSuffix(")") ? String(name) : nil
    }

    /// `Class.test` (Linux) or `-[Module.Class test]` (macOS) of an XCTest `Test Case '…' failed (` line.
    static func xcTestFailure(_ line: Substring) -> String? {
        guard let start = line.firstRange(of: "Test Case '"), let end = line.firstRange(of: "' failed ("),
            start.upperBound <= end.lowerBound
        else { return nil }
        return String(line[start.upperBound..<end.lowerBound])
    }
}
