import IntentFlowManifest
import IntentFlowProject

/// Reads a record line by line (``RecordFormat``), failing at the first line it cannot place.
struct RecordReader {
    let path: String
    private var sawVersion = false
    private var entries: [RecordEntry] = []
    private var current: RecordEntry?
    /// Where the current entry's `manifest` line is.
    private var currentLine = 0

    init(path: String) { self.path = path }

    /// Reads one line (without its line break).
    mutating func read(_ line: Substring, number: Int) throws(GeneratorError) {
        let trimmed = line.drop { $0 == " " }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
        let column = line.count - trimmed.count + 1
        let (word, rest) = Self.split(trimmed)
        guard sawVersion else {
            try readVersion(word, rest, line: number, column: column)
            return
        }
        if word == "manifest" {
            try close()
            currentLine = number
            let manifest = try value(rest, "a manifest path", line: number, column: column)
            current = RecordEntry(
                manifest: manifest, generator: "", pack: PackStamp(name: "", hash: ContentHash("")), parameters: [:],
                files: [])
            return
        }
        guard current != nil else {
            throw failure("expected 'manifest <path>', found '\(word)'", line: number, column: column)
        }
        try readEntryLine(word, rest, line: number, column: column)
    }

    /// The record, once every line is read.
    mutating func finish() throws(GeneratorError) -> GenerationRecord {
        guard sawVersion else {
            throw failure("not an intentflow record: it has no 'intentflow-record <version>' line", line: 1, column: 1)
        }
        try close()
        return GenerationRecord(entries: entries)
    }

    /// Adds the entry read so far, which must have named its generator and pack.
    private mutating func close() throws(GeneratorError) {
        guard let entry = current else { return }
        guard !entry.generator.isEmpty, !entry.pack.name.isEmpty else {
            throw failure("this entry lacks its 'generator' or 'pack' line", line: currentLine, column: 1)
        }
        entries.append(
            RecordEntry(
                manifest: entry.manifest, generator: entry.generator, pack: entry.pack, parameters: entry.parameters,
                files: entry.files))
        current = nil
    }

    private mutating func readVersion(_ word: Substring, _ rest: Substring, line: Int, column: Int)
        throws(GeneratorError)
    {
        guard word == "intentflow-record", let version = Int(rest) else {
            throw failure(
                "not an intentflow record: expected 'intentflow-record <version>' first", line: line, column: column)
        }
        guard version <= RecordFormat.version else {
            throw failure(
                "the record is format \(version), newer than this intentflow reads (\(RecordFormat.version)); "
                    + "upgrade intentflow", line: line, column: column)
        }
        guard version >= 1 else { throw failure("record format \(version) does not exist", line: line, column: column) }
        sawVersion = true
    }

    private mutating func readEntryLine(_ word: Substring, _ rest: Substring, line: Int, column: Int)
        throws(GeneratorError)
    {
        guard var entry = current else { return }
        switch word {
        case "generator": entry.generator = try value(rest, "a generator name", line: line, column: column)
        case "pack":
            let (name, hash) = Self.split(rest)
            guard let stamp = ContentHash(hex: hash) else {
                throw failure("expected 'pack <name> <16 hex digits>'", line: line, column: column)
            }
            entry.pack.name = try value(name, "a pack name", line: line, column: column)
            entry.pack.hash = stamp
        case "pack-version": entry.pack.version = try value(rest, "a version", line: line, column: column)
        case "pack-git": entry.pack.git = try value(rest, "a commit", line: line, column: column)
        case "param":
            let (name, text) = Self.split(rest)
            entry.parameters[try value(name, "a parameter name", line: line, column: column)] =
                RecordFormat.unescaped(text) ?? ""
        case "file": entry.files.append(try file(rest, line: line, column: column))
        default:
            throw failure(
                "unknown line '\(word)'; a record has manifest, generator, pack, pack-version, pack-git, param and "
                    + "file lines", line: line, column: column)
        }
        current = entry
    }

    private func file(_ rest: Substring, line: Int, column: Int) throws(GeneratorError) -> RecordedFile {
        let (owner, afterOwner) = Self.split(rest)
        let (hash, path) = Self.split(afterOwner)
        guard let ownership = FileOwnership(rawValue: String(owner)), let fingerprint = ContentHash(hex: hash) else {
            throw failure(
                "expected 'file <generator|user|block> <16 hex digits> <path>'", line: line, column: column)
        }
        let relative = try value(path, "a file path", line: line, column: column)
        // A record is read from the repository: a path that climbs out (`../`, `/`) would make `--prune` delete, and
        // every run read, a file of another project.
        do {
            try OutputDirectory.validate(relative)
        } catch {
            throw GeneratorError(
                "file path '\(relative)': \(error.message); a record names only files inside its output directory",
                at: SourceLocation(file: self.path, line: line, column: column), rule: "record.outside")
        }
        return RecordedFile(path: relative, owner: ownership, hash: fingerprint)
    }

    private func value(_ text: Substring, _ what: String, line: Int, column: Int) throws(GeneratorError) -> String {
        guard !text.isEmpty, let value = RecordFormat.unescaped(text) else {
            throw failure("expected \(what)", line: line, column: column)
        }
        return value
    }

    /// The first word of a line and the rest after one space.
    private static func split(_ text: Substring) -> (Substring, Substring) {
        guard let space = text.firstIndex(of: " ") else { return (text, "") }
        return (text[..<space], text[text.index(after: space)...])
    }

    private func failure(_ message: String, line: Int, column: Int) -> GeneratorError {
        GeneratorError(
            "\(message) (the record is written by `intentflow generate`; restore it from version control or delete it)",
            at: SourceLocation(file: path, line: line, column: column), rule: "record.invalid")
    }
}
