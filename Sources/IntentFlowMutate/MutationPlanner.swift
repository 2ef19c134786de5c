import IntentFlowCheck
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds what `intentflow mutate` works on before anything is written: the package that holds the manifests'
/// features, each feature's reducer, its mutants and its generated tests. A problem here is an error at the
/// manifest or the reducer, and nothing has been touched.
package enum MutationPlanner {
    /// The package root and one subject per manifest, mutants numbered from 1 across them; Swift files are named
    /// relative to `workingDirectory` when they are below it.
    package static func plan(
        _ manifests: [(url: URL, manifest: Manifest)], workingDirectory: URL? = nil
    ) throws(LocatedError) -> (root: String, subjects: [MutationSubject]) {
        guard let first = manifests.first?.manifest, let firstURL = manifests.first?.url else {
            throw LocatedError(
                "no manifest to mutate", at: SourceLocation(file: "", line: 1, column: 1), rule: "mutate.input")
        }
        guard let root = packageRoot(above: firstURL.path) else {
            throw LocatedError(
                "no Package.swift in a directory above this manifest: mutate builds the feature's package",
                at: first.location, rule: "mutate.package")
        }
        let files = try swiftFiles(in: root, shown: shown(root, from: workingDirectory), manifest: first)
        let reader: SwiftDeclarationReader
        do { reader = try SwiftDeclarationReader() } catch {
            throw LocatedError("cannot read Swift declarations: \(error)", at: first.location, rule: "mutate.input")
        }
        let locator = FeatureLocator(files: files, reader: reader)
        var subjects: [MutationSubject] = []
        var nextID = 1
        // A parent that only hosts children has no signal of its own, so its reducer has no arm to change: its
        // children's manifests are what mutate scores.
        let hosting = manifests.filter { $0.manifest.hostsOnly }
        if hosting.count == manifests.count, let only = hosting.first?.manifest {
            throw LocatedError(
                "\(only.feature) only hosts children: its reducer has no arm to mutate; mutate its children's "
                    + "manifests", at: only.location, rule: "mutate.hosts-only")
        }
        for (url, manifest) in manifests where !manifest.hostsOnly {
            guard packageRoot(above: url.path) == root else {
                throw LocatedError(
                    "this manifest's package is not \(root): mutate one package at a time", at: manifest.location,
                    rule: "mutate.package")
            }
            let subject = try subject(
                for: manifest, sources: locator.sources(for: manifest, in: files), files: files, reader: reader,
                firstID: nextID)
            nextID += subject.mutants.count
            subjects.append(subject)
        }
        return (root, subjects)
    }

    /// The nearest directory above `path` that holds a `Package.swift`: the package mutate copies and builds.
    package static func packageRoot(above path: String) -> String? {
        var directory = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.path
            }
            let parent = directory.deletingLastPathComponent()
            guard parent.path != directory.path else { return nil }
            directory = parent
        }
    }

    /// The package's Swift files, walked as every command walks (the project configuration's `exclude:` applies,
    /// so pack snapshots and fixtures that copy a feature are not taken for its reducer).
    private static func swiftFiles(
        in root: String, shown: String, manifest: Manifest
    ) throws(LocatedError) -> [SwiftSourceFile] {
        let rootURL = URL(fileURLWithPath: root)
        let request = ManifestRequest(
            inputs: [.init(url: rootURL, shown: shown)], workingDirectory: rootURL, alsoListing: [".swift"],
            requiresManifests: false)
        let found = ManifestSet.load(request)
        if let failure = found.inputDiagnostics.first(where: { $0.severity == .error }) {
            throw LocatedError(failure.message, at: manifest.location, rule: "mutate.package")
        }
        return found.listedFiles.compactMap { listed in
            guard let data = FileManager.default.contents(atPath: listed.url.path) else { return nil }
            return SwiftSourceFile(path: listed.path, relativePath: listed.relativePath, text: Array(data))
        }
    }

    /// `root` as reports name it: relative to `workingDirectory` when below it (`.` for itself), else absolute.
    static func shown(_ root: String, from workingDirectory: URL?) -> String {
        guard let base = workingDirectory?.standardizedFileURL.path else { return root }
        if root == base { return "." }
        return ProjectRoot.relative(root, below: base).flatMap { $0.isEmpty ? nil : $0 } ?? root
    }

    private static func subject(
        for manifest: Manifest, sources: FeatureSources, files: [SwiftSourceFile], reader: SwiftDeclarationReader,
        firstID: Int
    ) throws(LocatedError) -> MutationSubject {
        let flowName = manifest.feature + "Flow"
        guard !sources.flowFiles.isEmpty else {
            throw LocatedError(
                "no reducer for \(manifest.feature): no Swift file in the package declares \(flowName) "
                    + "(intentflow generate writes it)", at: manifest.location, rule: "mutate.no-reducer")
        }
        // The reducer's own folder: a copy of the feature elsewhere (a snapshot, a fixture) is not what its tests run.
        let folder = { (file: SwiftSourceFile) in file.relativePath.split(separator: "/").dropLast() }
        let flowFiles = sources.flowFiles.map { files[$0] }.filter { folder($0) == folder(files[sources.flowFiles[0]]) }
        let helpers = ReducerHelpers(files: flowFiles)
        var reducerFiles: [MutationSubject.ReducerFile] = []
        var nextID = firstID
        for file in flowFiles {
            let switches = outermost(
                ReducerSwitchReader.switches(in: file, helpers: helpers, readingSignalSwitches: true))
            let cases = switches.flatMap(\.cases)
            let arms = cases.compactMap { ReducerArm($0, in: file) }
            guard !arms.isEmpty else { continue }
            let indexed = Array(arms.enumerated()).map { (index: $0.offset, arm: $0.element) }
            let stateName = stateParameter(in: file)
            let copies = stateCopies(in: file, stateName: stateName)
            let mutants = MutantFinder.mutants(
                of: indexed, in: file, stateName: stateName, stateCopies: copies, firstID: nextID,
                keptByContract: ContractKeptArms.indices(of: indexed, manifest: manifest))
            nextID += mutants.count
            reducerFiles.append(
                .init(
                    file: file, arms: Dictionary(uniqueKeysWithValues: indexed.map { ($0.index, $0.arm) }),
                    mutants: mutants,
                    openSwitchEnds: switches.filter { $0.defaultCase == nil }.compactMap { $0.cases.last?.end },
                    stateCopies: copies))
        }
        guard !reducerFiles.isEmpty else {
            throw LocatedError(
                "cannot read \(flowName)'s reducer: no `switch (state, signal)` or `switch signal` with a case "
                    + "mutate can read", at: flowFiles[0].location(ofOffset: 0), rule: "mutate.unreadable-reducer")
        }
        let header = Array("// Generated by intentflow".utf8)
        let ownFiles = files.filter { folder($0) == folder(flowFiles[0]) && !$0.text.starts(with: header) }
        reducerFiles = HelperMutants.adding(to: reducerFiles, ownFiles: ownFiles, firstID: nextID)
        let traceTexts = manifest.acceptanceTraces.map(\.text)
        for index in reducerFiles.indices {
            for position in reducerFiles[index].mutants.indices {
                guard let helper = reducerFiles[index].mutants[position].helper else { continue }
                reducerFiles[index].mutants[position].helperIsInTraces = traceTexts.contains {
                    FeatureLocator.containsWord(Array(helper.utf8), in: Array($0.utf8))
                }
            }
        }
        let tests = sources.testFiles.map { files[$0] }.filter { $0.text.starts(with: header) }
        var suites: [String] = []
        var testClasses: [String] = []
        for file in tests {
            let names = reader.typeDeclarations(in: file, scratch: PatternScratch())
                .filter { $0.keyword == "struct" || $0.keyword == "class" }.map(\.name)
            if FeatureLocator.containsWord(Array("XCTest".utf8), in: file.code) {
                testClasses += names
            } else {
                suites += names
            }
        }
        guard !suites.isEmpty || !testClasses.isEmpty else {
            throw LocatedError(
                "no generated tests for \(manifest.feature) in the package: `intentflow generate` writes them, and "
                    + "mutate runs them against each mutant", at: manifest.location, rule: "mutate.no-tests")
        }
        return MutationSubject(
            manifest: manifest, reducerFiles: reducerFiles, testFiles: tests.map(\.relativePath), suites: suites,
            testClasses: testClasses)
    }

    /// The switches not inside another one: a `switch signal` inside an arm of a `switch (state, signal)` is
    /// mutated as part of that arm's body, never twice.
    static func outermost(_ switches: [ReducerSwitch]) -> [ReducerSwitch] {
        switches.filter { inner in
            !switches.contains { $0.openBrace < inner.openBrace && inner.closeBrace < $0.closeBrace }
        }
    }

    /// The variables that copy the state parameter to build the next state: `var next = state` (a plain copy,
    /// not `var count = state.count`).
    static func stateCopies(in file: SwiftSourceFile, stateName: String) -> Set<String> {
        let code = file.code
        let words = ReducerSwitchReader.words(in: code, from: 0, to: code.count)
        var copies: Set<String> = []
        for (position, word) in words.enumerated() where word.name == "var" && position + 2 < words.count {
            let name = words[position + 1]
            let value = words[position + 2]
            guard value.name == stateName else { continue }
            let between = code[name.range.upperBound..<value.range.lowerBound].filter {
                !SwiftDeclarationReader.isWhitespace($0)
            }
            let after = code[value.range.upperBound...].first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
            guard between == [UInt8(ascii: "=")],
                after == nil || after == UInt8(ascii: "\n") || after == UInt8(ascii: ";")
            else { continue }
            copies.insert(name.name)
        }
        return copies
    }

    /// The name the reducer gives its state parameter (`reduce(state current: …)` names it `current`); `state`
    /// when it cannot be read.
    static func stateParameter(in file: SwiftSourceFile) -> String {
        let words = ReducerSwitchReader.words(in: file.code, from: 0, to: file.code.count)
        guard let reduce = words.firstIndex(where: { $0.name == "reduce" }),
            let label = words[reduce...].first(where: { $0.name == "state" })
        else { return "state" }
        var index = label.range.upperBound
        while index < file.code.count, SwiftDeclarationReader.isWhitespace(file.code[index]) { index += 1 }
        guard index < file.code.count, file.code[index] != UInt8(ascii: ":"),
            let name = words.first(where: { $0.range.lowerBound == index })
        else { return "state" }
        return name.name
    }
}
