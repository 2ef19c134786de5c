// Tests/Fixtures/Migration/Unedited013.swift, its markers, and the code its markers' edits make of it.
import Foundation

/// A marked line of the unedited fixture.
struct FixtureMarker: Equatable {
    enum Kind: Equatable {
        /// `// 0.1.3: ID → edited line`: diagnosed as it is.
        case edit
        /// `// 0.1.3 shim: ID`: compiles through a shim, with its deprecation warning.
        case shim
        /// `// 0.1.3 behaviour: ID → edited line`: compiles as it is; edited for 0.1.3's behaviour.
        case behaviour
    }

    var line: Int
    var kind: Kind
    var id: String
    /// The line the edit makes of it, for `edit` and `behaviour` markers.
    var replacement: String?
}

enum UneditedFixture {
    static let url = TypeCheck.repositoryRoot.appendingPathComponent("Tests/Fixtures/Migration/Unedited013.swift")

    static let tags: [(tag: String, kind: FixtureMarker.Kind)] = [
        ("// 0.1.3 shim: ", .shim), ("// 0.1.3 behaviour: ", .behaviour), ("// 0.1.3: ", .edit),
    ]

    /// The fixture's lines, as they are.
    static func lines() throws -> [Substring] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The fixture's markers, by line number (from 1).
    static func markers() throws -> [Int: FixtureMarker] {
        var markers: [Int: FixtureMarker] = [:]
        for (index, line) in try lines().enumerated() {
            if let marker = marker(line, at: index + 1) { markers[marker.line] = marker }
        }
        return markers
    }

    /// The marker ending `line`, if any.
    static func marker(_ line: Substring, at number: Int) -> FixtureMarker? {
        for (tag, kind) in tags {
            guard let range = line.range(of: tag, options: .backwards) else { continue }
            let text = line[range.upperBound...]
            let parts = text.split(separator: " → ", maxSplits: 1).map(String.init)
            return FixtureMarker(line: number, kind: kind, id: parts[0], replacement: parts.count == 2 ? parts[1] : nil)
        }
        return nil
    }

    /// The fixture after its markers' edits: every line with a replacement becomes it, indented as the line was.
    static func edited() throws -> String {
        let markers = try markers()
        return try lines().enumerated().map { index, line in
            guard let replacement = markers[index + 1]?.replacement else { return String(line) }
            return String(line.prefix { $0 == " " }) + replacement
        }.joined(separator: "\n")
    }
}
