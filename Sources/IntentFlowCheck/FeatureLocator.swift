import IntentFlowManifest
import IntentFlowProject

/// Finds each manifest's Swift code by searching the checked tree for the type names generation gives it.
///
/// Search, not configuration: `enum <Feature>State` (and `Intent`, `Event`, `Effect`, `Route`, `Output`) is the
/// contract wherever it lives, `struct`/`extension <Feature>Flow` the reducer, and a `*Tests.swift` file that names
/// `<Feature>Flow` or `<Feature>State` a test of the feature. So hand-moved files, custom output paths and team
/// packs need no extra setting. When several files declare the same type (two copies of an example), the one whose
/// path shares the longest directory prefix with the manifest wins.
package struct FeatureLocator: Sendable {
    private let reader: SwiftDeclarationReader
    /// Every type declaration of every file, by file index.
    private let declarations: [[SwiftDeclarationReader.TypeDeclaration]]
    /// Where each type name is declared: file indices.
    private let declaringFiles: [String: [Int]]

    /// Indexes the type declarations of `files`.
    package init(files: [SwiftSourceFile], reader: SwiftDeclarationReader) {
        self.reader = reader
        let scratch = PatternScratch()
        let declarations = files.map { reader.typeDeclarations(in: $0, scratch: scratch) }
        var declaringFiles: [String: [Int]] = [:]
        for (index, fileDeclarations) in declarations.enumerated() {
            for declaration in fileDeclarations where declaringFiles[declaration.name]?.last != index {
                declaringFiles[declaration.name, default: []].append(index)
            }
        }
        self.declarations = declarations
        self.declaringFiles = declaringFiles
    }

    /// The sources of `manifest`'s feature among `files` (the same files the locator indexed).
    package func sources(
        for manifest: Manifest, in files: [SwiftSourceFile], scratch: PatternScratch = PatternScratch()
    ) -> FeatureSources {
        var sources = FeatureSources()
        let feature = manifest.feature
        for group in CaseGroup.allCases {
            guard let name = Self.enumName(of: group, in: manifest) else { continue }
            let candidates = (declaringFiles[name] ?? []).filter { index in
                declarations[index].contains { $0.keyword == "enum" && $0.name == name }
            }
            guard let index = nearest(candidates, to: manifest.path, in: files) else { continue }
            let found = reader.enums(
                in: files[index], declarations: declarations[index], named: [name], scratch: scratch)
            if let declaration = found.first {
                sources.enums[group] = FeatureSources.ContractEnum(
                    group: group, declaration: declaration, fileIndex: index)
            }
        }
        let flowName = feature + "Flow"
        let flowCandidates = declaringFiles[flowName] ?? []
        if let best = nearest(flowCandidates, to: manifest.path, in: files) {
            // Every file of the same copy: the declaration and its extensions, which may be split across files.
            let depth = Self.sharedPrefix(files[best].path, manifest.path)
            sources.flowFiles = flowCandidates.filter { Self.sharedPrefix(files[$0].path, manifest.path) == depth }
        }
        let mentions = [feature + "Flow", feature + "State"].map { Array($0.utf8) }
        sources.testFiles = files.indices.filter { index in
            files[index].relativePath.hasSuffix("Tests.swift")
                && mentions.contains { Self.containsWord($0, in: files[index].code) }
        }
        return sources
    }

    /// The enum that holds `group`'s cases: `<Feature>State`, …; for a struct state (`fields:`) the enum of its
    /// phases, `<Feature>Phase`, and none when it has no phases.
    static func enumName(of group: CaseGroup, in manifest: Manifest) -> String? {
        guard group == .states, !manifest.fields.isEmpty else { return manifest.feature + group.typeSuffix }
        return manifest.hasImplicitState ? nil : manifest.feature + "Phase"
    }

    /// The candidate whose path shares the most leading directories with `manifestPath`; the first on a tie.
    private func nearest(_ candidates: [Int], to manifestPath: String, in files: [SwiftSourceFile]) -> Int? {
        var best: (index: Int, shared: Int)?
        for index in candidates {
            let shared = Self.sharedPrefix(files[index].path, manifestPath)
            if best == nil || shared > (best?.shared ?? 0) { best = (index, shared) }
        }
        return best?.index
    }

    /// How many leading directory components two paths share.
    package static func sharedPrefix(_ first: String, _ second: String) -> Int {
        let a = first.split(separator: "/").dropLast()
        let b = second.split(separator: "/").dropLast()
        return zip(a, b).prefix { $0 == $1 }.count
    }

    /// Whether `word` occurs in `code` with no identifier character on either side.
    package static func containsWord(_ word: [UInt8], in code: [UInt8]) -> Bool {
        guard let first = word.first, word.count <= code.count else { return false }
        var index = 0
        let last = code.count - word.count
        while index <= last {
            if code[index] == first, code[index..<(index + word.count)].elementsEqual(word) {
                let before = index == 0 ? UInt8(ascii: " ") : code[index - 1]
                let after = index + word.count < code.count ? code[index + word.count] : UInt8(ascii: " ")
                if !isIdentifierByte(before), !isIdentifierByte(after) { return true }
            }
            index += 1
        }
        return false
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
