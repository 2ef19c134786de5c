import IntentFlowManifest

/// The text of `.intentflow/generated.lock`: one line per fact, entries sorted by manifest, files by path, so the
/// same generation always gives the same bytes and a change shows as a few changed lines.
///
/// ```
/// # Written by `intentflow generate`: what it generated, the base of `generate --update`. Commit it; do not edit.
/// intentflow-record 1
///
/// manifest ../.intentflow/login.intentflow.yaml
///   generator feature
///   pack default 9c1d0e5a7b3f2e41
///   pack-version 1.2.0
///   param layout package
///   file generator 0a1b2c3d4e5f6071 Sources/Login/LoginContract.swift
///   file user 5e4d3c2b1a0f9e8d Sources/Login/LoginFlow.swift
/// ```
///
/// Paths and values are the rest of their line, with `\` written `\\` and a line break `\n`.
package enum RecordFormat {
    /// The format version this intentflow writes and reads.
    package static let version = 1

    private static let header =
        "# Written by `intentflow generate`: what it generated, the base of `generate --update`. Commit it; do not "
        + "edit."

    /// The record as text.
    package static func render(_ record: GenerationRecord) -> String {
        // Appended piece by piece: an interpolated line is a string of its own before it joins the text, and a
        // 1,000-feature record has some 15,000 lines.
        var text = "\(header)\nintentflow-record \(version)\n"
        func line(_ parts: String...) {
            for part in parts { text += part }
            text += "\n"
        }
        for entry in record.entries {
            text += "\n"
            line("manifest ", escaped(entry.manifest))
            line("  generator ", escaped(entry.generator))
            line("  pack ", escaped(entry.pack.name), " ", entry.pack.hash.description)
            if let version = entry.pack.version { line("  pack-version ", escaped(version)) }
            if let git = entry.pack.git { line("  pack-git ", escaped(git)) }
            for (name, value) in entry.parameters.sorted(by: { $0.key < $1.key }) {
                line("  param ", escaped(name), " ", escaped(value))
            }
            for file in entry.files {
                line("  file ", file.owner.rawValue, " ", file.hash.description, " ", escaped(file.path))
            }
        }
        return text
    }

    /// Reads a record.
    ///
    /// - Throws: ``GeneratorError`` at the first line that is not part of a record this version writes, or for a
    ///   record of a newer format.
    package static func parse(_ text: String, path: String) throws(GeneratorError) -> GenerationRecord {
        var reader = RecordReader(path: path)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            try reader.read(line.hasSuffix("\r") ? line.dropLast() : line, number: index + 1)
        }
        return try reader.finish()
    }

    static func escaped(_ text: String) -> String {
        // Bytes, not Characters: "\r\n" is one Character, equal to neither "\r" nor "\n", and would slip through.
        guard needsEscaping(text) else { return text }
        return text.replacingEvery("\\", with: "\\\\").replacingEvery("\n", with: "\\n")
            .replacingEvery("\r", with: "\\r")
    }

    /// Whether a text holds a backslash or a line break; a plain loop over the bytes, since the record asks it of
    /// every path and value it writes.
    private static func needsEscaping(_ text: String) -> Bool {
        for byte in text.utf8
        where byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            return true
        }
        return false
    }

    static func unescaped(_ text: Substring) -> String? {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "\\": result.append("\\")
                case "n": result.append("\n")
                case "r": result.append("\r")
                default: return nil
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return escaping ? nil : result
    }
}
