import Foundation

/// The package `intentflow-bench scenarios` generates and builds: twenty features of Passcode's shape (a rejected
/// code locks the screen, a one-off delayed effect lifts the lock 30 seconds later), each its own target and test
/// target, depending on this repository by path. The manifests are written with their two scenarios or without
/// them, everything else the same, so the two builds differ by the scenario tests alone.
struct ScenarioPackage {
    /// How many features the package has: the low end of a real project, as DESIGN.md names it.
    static let featureCount = 20

    /// The package's root directory.
    let root: URL

    /// `Feature000` … `Feature019`.
    static var features: [String] {
        (0..<featureCount).map { "Feature" + String(repeating: "0", count: 3 - String($0).count) + String($0) }
    }

    /// Writes `Package.swift`, the configuration and the path to this repository (`repository`), with every
    /// manifest as `withScenarios` says.
    func write(repository: URL, withScenarios: Bool) throws {
        let files = FileManager.default
        try files.createDirectory(at: root.appendingPathComponent("deps"), withIntermediateDirectories: true)
        let link = root.appendingPathComponent("deps/IntentFlow")
        // SwiftPM names a path dependency after its folder: the repository, whatever its clone's name.
        if (try? files.destinationOfSymbolicLink(atPath: link.path)) == nil {
            try files.createSymbolicLink(at: link, withDestinationURL: repository)
        }
        try files.createDirectory(at: root.appendingPathComponent(".intentflow"), withIntermediateDirectories: true)
        try "# The benchmark package's configuration: the defaults.\n".write(
            to: root.appendingPathComponent(".intentflow/config.yaml"), atomically: true, encoding: .utf8)
        try Self.packageSwift.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try writeManifests(withScenarios: withScenarios)
    }

    /// Rewrites every feature's manifest, with or without its scenarios.
    func writeManifests(withScenarios: Bool) throws {
        for feature in Self.features {
            let folder = root.appendingPathComponent("Sources/\(feature)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let text = Self.manifest(feature: feature) + (withScenarios ? Self.scenarios : "")
            try text.write(
                to: folder.appendingPathComponent("\(feature).intentflow.yaml"), atomically: true, encoding: .utf8)
        }
    }

    /// Removes every Swift file `intentflow generate` writes (Tests/, and the features' Swift files, user-owned
    /// ones included), so the next run writes all of them, as the first run in a new package does.
    func removeGeneratedFiles() throws {
        let files = FileManager.default
        let tests = root.appendingPathComponent("Tests")
        if files.fileExists(atPath: tests.path) { try files.removeItem(at: tests) }
        for feature in Self.features {
            let folder = root.appendingPathComponent("Sources/\(feature)")
            for file in try files.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
                try files.removeItem(at: folder.appendingPathComponent(file))
            }
        }
    }

    /// Sets the modification date of every Swift file of the features and their tests to now, so the next build
    /// compiles all of them again while IntentFlow's own modules stay built: what a build of the features costs.
    func touchFeatureSources() throws {
        let now = Date()
        for folder in ["Sources", "Tests"] {
            let url = root.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
            for path in paths where path.hasSuffix(".swift") {
                try FileManager.default.setAttributes(
                    [.modificationDate: now], ofItemAtPath: url.appendingPathComponent(path).path)
            }
        }
    }

    /// A target and a test target per feature.
    static var packageSwift: String {
        let targets = features.map { feature in
            """
                    .target(
                        name: "\(feature)", dependencies: [.product(name: "IntentFlow", package: "IntentFlow")],
                        exclude: ["\(feature).intentflow.yaml"]),
                    .testTarget(
                        name: "\(feature)Tests",
                        dependencies: ["\(feature)", .product(name: "IntentFlowTesting", package: "IntentFlow")]),
            """
        }
        return """
            // swift-tools-version:6.2
            import PackageDescription

            let package = Package(
                name: "ScenarioBench",
                platforms: [.macOS(.v13), .iOS(.v16)],
                dependencies: [.package(path: "deps/IntentFlow")],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
    }

    /// Passcode's manifest (.intentflow/passcode.intentflow.yaml) under another feature name, without scenarios.
    static func manifest(feature: String) -> String {
        """
        schemaVersion: "0.2"
        feature: "\(feature)"
        mode: "ai"
        summary: "Checks a passcode; a rejected one locks the screen for 30 seconds."
        states: [entering, checking, locked, opened]
        intents: ["submit(code: String)", alertDismissed]
        events: [codeAccepted, codeRejected, lockLifted]
        effects:
          - {name: check, params: ["code: String"], id: passcode.check, policy: cancelInFlight,
             emits: [codeAccepted, codeRejected]}
          - {name: lockOut, id: passcode.lockOut, policy: cancelInFlight, emits: [lockLifted], after: 30s}
        outputs: [unlocked]
        alerts:
          - {name: rejected, params: ["seconds: Int"], title: "Wrong passcode", message: "Wait {seconds} seconds.",
             buttons: [{title: OK, role: cancel}]}
        invariants:
          - "A code is only submitted while entering one."
        acceptanceTraces:
          - 'entering + submit(code: c) -> checking + check(code: c) effect'
          - "checking + codeAccepted -> opened + unlocked output"
          - "checking + codeRejected -> locked(alert: .rejected(seconds: 30)) + lockOut effect"
          - "locked + alertDismissed -> locked(alert: nil)"
          - "locked + lockLifted -> entering"

        """
    }

    /// The name of the scenario whose test waits out the 30-second lock on the test clock.
    static let lockScenario = "A rejected code locks the screen for 30 seconds, then the right one opens it"

    /// Two scenarios: the lock-out and its end 30 seconds later on the test clock, and a code accepted at once.
    static var scenarios: String {
        """
        scenarios:
          - name: \(lockScenario)
            steps:
              - send: 'submit(code: "0000")'
                expect: checking
                effects: ['check(code: "0000")']
              - reply: codeRejected
                expect: 'locked(alert: .rejected(seconds: 30))'
                effects: [lockOut]
              - send: alertDismissed
                expect: 'locked(alert: nil)'
              - reply: lockLifted
                after: 30s
                expect: entering
              - send: 'submit(code: "1234")'
                expect: checking
                effects: ['check(code: "1234")']
              - reply: codeAccepted
                expect: opened
                outputs: [unlocked]
          - name: The right code opens at once
            steps:
              - send: 'submit(code: "1234")'
                expect: checking
                effects: ['check(code: "1234")']
              - reply: codeAccepted
                expect: opened
                outputs: [unlocked]

        """
    }
}
