import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs a built test program's selected suites with one mutant switched on (`INTENTFLOW_MUTANT`).
///
/// The program is run directly, not through `swift test`: one process per mutant, started in a tenth of a second,
/// so a trap or a hang in a mutant ends only its own run.
package struct MutantTestRun: Sendable {
    /// How a run ended.
    package enum Outcome: String, Hashable, Sendable {
        /// Every selected test passed.
        case passed
        /// A test failed, or the program trapped.
        case failed
        /// It did not end within the time bound and was stopped.
        case timedOut = "timed-out"
    }

    /// The test program (`<Name>PackageTests.xctest`).
    package var program: URL
    /// The Swift Testing suites run (type names).
    package var suites: [String]
    /// The XCTest classes run.
    package var testClasses: [String]
    /// The same, as the program names them (`Module.Class`).
    package var testCases: [String]
    /// The environment, without the mutant variable.
    package var environment: [String: String]
    /// `swift test --skip-build` with the package's paths, for a test bundle that is not a program (macOS).
    package var swiftTest: [String] = []

    /// A run of `suites` (Swift Testing) and of the XCTest classes named `testClasses` in `program`, whose list of
    /// tests is read once to find each class's module.
    package init(
        program: URL, suites: [String], testClasses: [String] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.program = program
        self.suites = suites
        self.testClasses = testClasses
        self.environment = environment
        testCases = []
        guard !testClasses.isEmpty,
            let listing = try? ChildProcess.spawn(
                [program.path, "--list-tests"], environment: environment, ownGroup: true
            )
            .wait(until: Date().addingTimeInterval(600))
        else { return }
        testCases = Self.testCases(named: Set(testClasses), in: String(decoding: listing.output, as: UTF8.self))
    }

    /// The `Module.Class` names of `--list-tests` output (`Module.Class/testName` lines) whose class is in `classes`.
    static func testCases(named classes: Set<String>, in listing: String) -> [String] {
        var found: [String] = []
        for line in listing.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let name = String(line[..<slash]).trimmingWhitespace()
            guard let className = name.split(separator: ".").last, classes.contains(String(className)),
                !found.contains(name)
            else { continue }
            found.append(name)
        }
        return found
    }

    /// Runs with mutant `id` (0: none) for at most `seconds` per program run; the outcome, what the program printed
    /// and how many tests it says ran.
    package func run(mutant id: Int, seconds: Double) -> (outcome: Outcome, output: String, tests: Int) {
        var environment = environment
        environment["INTENTFLOW_MUTANT"] = String(id)
        var runs: [[String]] = []
        if !FileManager.default.isExecutableFile(atPath: program.path) || isBundle {
            // A test bundle (macOS) is not a program: `swift test` runs it, a second or two slower per mutant.
            runs.append(swiftTest + ["--filter", filter])
        } else {
            if !suites.isEmpty {
                runs.append([program.path, "--testing-library", "swift-testing", "--filter", filter])
            }
            if !testCases.isEmpty { runs.append([program.path] + testCases) }
        }
        var output = ""
        var tests = 0
        for arguments in runs {
            guard let child = try? ChildProcess.spawn(arguments, environment: environment, ownGroup: true) else {
                return (.failed, "cannot start \(program.path)", tests)
            }
            guard let ended = child.wait(until: Date().addingTimeInterval(seconds)) else {
                return (.timedOut, output, tests)
            }
            let printed = String(decoding: ended.output + ended.errors, as: UTF8.self)
            output += printed
            tests += Self.testCount(in: printed) ?? 0
            if ended.status != 0 { return (.failed, output, tests) }
        }
        return (.passed, output, tests)
    }

    /// Selects the suites and classes by their ids (`Module.Suite`, `Module.Suite/test()`).
    var filter: String {
        "\\.(" + (suites + testClasses).joined(separator: "|") + ")(/|$)"
    }

    /// Whether the program is a bundle directory rather than an executable file.
    private var isBundle: Bool {
        (try? FileManager.default.attributesOfItem(atPath: program.path)[.type] as? FileAttributeType) == .typeDirectory
    }

    /// How many tests a run's output says ran: Swift Testing's `Test run with 12 tests`, XCTest's last
    /// `Executed 12 tests`; `nil` when it does not say.
    package static func testCount(in output: String) -> Int? {
        let lines = output.split(separator: "\n")
        for marker in ["Test run with ", "Executed "] {
            guard let line = lines.last(where: { $0.contains(marker) }), let range = line.firstRange(of: marker) else {
                continue
            }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        return nil
    }
}
