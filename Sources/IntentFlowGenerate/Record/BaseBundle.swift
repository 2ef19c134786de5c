#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
import IntentFlowProject
#else
import Foundation
#endif

/// The bases of user-owned files — what the generator produced for each when it was written, the base of a later
/// three-way merge — kept in one file beside the record, `.intentflow/generated.bases`, sorted by fingerprint:
///
/// ```
/// # Written by `intentflow generate`: the bases of `generate --update` (see generated.lock). Commit it; do not edit.
/// intentflow-bases 1
///
/// base 5e4d3c2b1a0f9e8d 3
/// struct LoginFlow {
///     var count = 0
/// }
/// ```
///
/// Each base is a `base <fingerprint> <line count>` line and then that many lines of its text exactly as they are; a
/// text that does not end with a line break adds ` no-final-newline` to its line. One file rather than one per base:
/// a large project has thousands of bases, and writing them as files cost more than the rest of the record. The text
/// stays verbatim, so the file diffs as the lines that changed, and every base is checked against its fingerprint
/// when it is read (``BaseBundleReader``).
package struct BaseBundle: Hashable, Sendable {
    /// The bundle's path, relative to the output directory.
    package static let path = ".intentflow/generated.bases"
    /// The format version this intentflow writes and reads.
    package static let version = 1

    static let header =
        "# Written by `intentflow generate`: the bases of `generate --update` (see generated.lock). Commit it; do not "
        + "edit."
    /// What a base line ends with when its text does not end with a line break.
    static let noFinalNewline = "no-final-newline"

    /// The text of each base, by its fingerprint.
    package var texts: [ContentHash: String]

    /// Creates a bundle.
    package init(texts: [ContentHash: String] = [:]) {
        self.texts = texts
    }

    /// A base's text, when the bundle has it.
    package subscript(hash: ContentHash) -> String? { texts[hash] }

    /// Whether the bundle holds no base.
    package var isEmpty: Bool { texts.isEmpty }

    /// The bundle as the text of its file: the same bases always give the same bytes.
    package func rendered() -> String {
        var text = "\(Self.header)\nintentflow-bases \(Self.version)\n"
        text.reserveCapacity(texts.values.reduce(text.utf8.count) { $0 + $1.utf8.count + 40 })
        for hash in texts.keys.sorted(by: { $0.value < $1.value }) {
            guard let base = texts[hash] else { continue }
            let endsWithBreak = base.isEmpty || base.utf8.last == UInt8(ascii: "\n")
            text += "\nbase \(hash) \(Self.lineCount(base))"
            text += endsWithBreak ? "\n" : " \(Self.noFinalNewline)\n"
            text += base
            if !endsWithBreak { text += "\n" }
        }
        return text
    }

    /// Reads a bundle's text.
    ///
    /// - Throws: ``GeneratorError`` located at the line that is not part of a bundle this version writes: a
    ///   malformed line, a base cut short (a truncated file), a base whose text no longer matches its fingerprint
    ///   (edited by hand), a base given twice, or a bundle of a newer format. `path` names the file in messages.
    package static func parse(_ text: String, path: String) throws(GeneratorError) -> BaseBundle {
        var reader = BaseBundleReader(text: TextConventions(of: text).normalized(text), path: path)
        return try reader.read()
    }

    /// Reads the bundle in an output directory, and from the directory of bases earlier versions wrote
    /// (``LegacyBases``) the bases in `needed` it does not hold; empty when there is neither.
    ///
    /// - Throws: ``GeneratorError`` located in the bundle when it cannot be read as one, or naming where the legacy
    ///   directory leads when it is a link out of `output`.
    static func load(in output: URL, needed: Set<ContentHash>, shownFrom workingDirectory: URL) throws(GeneratorError)
        -> BaseBundle
    {
        let url = output.appendingPathComponent(path)
        let shown = RelativePath.shown(url, from: workingDirectory)
        var bundle = BaseBundle()
        if let text = try GenerationRecord.text(at: url, shownAs: shown, naming: "the bases") {
            bundle = try parse(text, path: shown)
        }
        try LegacyBases.checkConfined(in: output, shownFrom: workingDirectory)
        let absent = needed.filter { bundle.texts[$0] == nil }
        bundle.texts.merge(LegacyBases.read(absent, in: output)) { kept, _ in kept }
        return bundle
    }

    /// How many lines a text has: its line breaks, and one more for a last line without one.
    static func lineCount(_ text: String) -> Int {
        var text = text
        var count = text.withUTF8 { bytes in
            // memchr, not a loop over the bytes: bases are most of what a record writes, megabytes of them.
            guard var cursor = bytes.baseAddress else { return 0 }
            let end = cursor + bytes.count
            var newlines = 0
            while cursor < end, let found = memchr(cursor, Int32(UInt8(ascii: "\n")), end - cursor) {
                newlines += 1
                cursor = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return newlines
        }
        if let last = text.utf8.last, last != UInt8(ascii: "\n") { count += 1 }
        return count
    }
}
