/// Where a feature's Swift code lives in a repository, for the path globs of agent rules.
///
/// Found from file names alone — `<Feature>Contract.swift`, else `<Feature>Flow.swift`, the names the default pack
/// generates — so locating costs no file reads. When several copies exist, the one sharing the most leading
/// directories with the manifest wins. A feature with no code yet gets the glob `**/<Feature>/**`, which matches
/// where `intentflow generate` will put it.
package struct FeatureCodeLocation: Hashable, Sendable {
    /// The directory holding the feature's code, relative to the root; `nil` when none was found.
    package var directory: String?
    /// The Swift files in that directory, relative to the root, sorted.
    package var files: [String]

    /// The glob that matches the feature's code: `Sources/Login/**`, or `**/Login/**` when nothing was found.
    package func glob(feature: String) -> String {
        if let directory { return directory.isEmpty ? "**" : directory + "/**" }
        return "**/\(feature)/**"
    }

    /// Locates `feature`'s code among `swiftFiles` (root-relative paths) for the manifest at `manifestPath`.
    package static func locate(feature: String, manifestPath: String, swiftFiles: [String]) -> FeatureCodeLocation {
        for fileName in ["\(feature)Contract.swift", "\(feature)Flow.swift"] {
            let candidates = swiftFiles.filter { $0 == fileName || $0.hasSuffix("/" + fileName) }
            guard
                let best = candidates.max(by: {
                    sharedDirectories($0, manifestPath) < sharedDirectories($1, manifestPath)
                })
            else { continue }
            let directory = parent(of: best)
            let files = swiftFiles.filter { parent(of: $0) == directory }
            return FeatureCodeLocation(directory: directory, files: files)
        }
        return FeatureCodeLocation(directory: nil, files: [])
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    private static func sharedDirectories(_ first: String, _ second: String) -> Int {
        zip(first.split(separator: "/").dropLast(), second.split(separator: "/").dropLast())
            .prefix { $0 == $1 }.count
    }
}
