import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Builds a scratch package's test product once, with every mutant in it, and finds the test program to run.
package struct MutantBuild: Sendable {
    /// The package built.
    package var package: PackageCopy
    /// The `swift` command (`INTENTFLOW_SWIFT`, else `swift` on the `PATH`).
    package var swift: String
    /// The environment the build runs with.
    package var environment: [String: String]

    /// A build of `package`.
    package init(package: PackageCopy, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.package = package
        self.environment = environment
        swift = environment["INTENTFLOW_SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"
    }

    /// Runs `swift build --product <Name>PackageTests` in the copy and returns the test program.
    ///
    /// - Throws: ``LocatedError`` (`mutate.build`) with the compiler's errors when the package does not build.
    package func run() throws(LocatedError) -> URL {
        let location = SourceLocation(file: package.root + "/Package.swift", line: 1, column: 1)
        let manifest =
            FileManager.default.contents(atPath: package.root + "/Package.swift")
            .map { String(decoding: $0, as: UTF8.self) } ?? ""
        guard let name = Self.packageName(in: manifest) else {
            throw LocatedError("cannot read the package's name in Package.swift", at: location, rule: "mutate.build")
        }
        let arguments = [
            swift, "build", "--package-path", package.sources, "--scratch-path", package.build,
            "--product", name + "PackageTests",
        ]
        let ended: ChildProcess.Ended?
        do {
            ended = try ChildProcess.spawn(arguments, environment: environment, ownGroup: true)
                .wait(until: Date.distantFuture)
        } catch {
            throw LocatedError("cannot run \(swift): \(error.reason)", at: location, rule: "mutate.build")
        }
        guard let ended, ended.status == 0 else {
            let log = String(decoding: (ended?.output ?? Data()) + (ended?.errors ?? Data()), as: UTF8.self)
            throw LocatedError(
                "the package does not build with the mutants (\(arguments.joined(separator: " "))):\n"
                    + Self.errorLines(in: log), at: location, rule: "mutate.build")
        }
        return URL(fileURLWithPath: package.build + "/debug/" + name + "PackageTests.xctest")
    }

    /// The `name:` of `Package(…)`.
    static func packageName(in manifest: String) -> String? {
        guard let call = manifest.firstRange(of: "Package("),
            let label = manifest[call.upperBound...].firstRange(of: "name:")
        else { return nil }
        let rest = manifest[label.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard rest.first == "\"" else { return nil }
        let name = rest.dropFirst().prefix { $0 != "\"" }
        return name.isEmpty ? nil : String(name)
    }

    /// The build log's `error:` lines (at most 20), else its last lines.
    static func errorLines(in log: String) -> String {
        let lines = log.split(separator: "\n", omittingEmptySubsequences: true)
        let errors = lines.filter { $0.contains("error:") }
        return (errors.isEmpty ? Array(lines.suffix(20)) : Array(errors.prefix(20))).joined(separator: "\n")
    }
}
