// Docs/Migration.md's table of differences, read as data: each row's ID and the shim that covers it, if any.
import Foundation

/// One row of the guide's table: `| ID | 0.1.3 | now | edit | shim |`.
struct MigrationGuideRow: Equatable {
    enum Shim: Equatable {
        /// No shim: the edit is needed.
        case none
        /// A deprecated declaration in the named file keeps the 0.1.3 spelling compiling.
        case deprecated(file: String)
        /// An unavailable declaration in the named file only makes the compiler name the edit.
        case unavailable(file: String)
    }

    var id: String
    var shim: Shim
}

enum MigrationGuide {
    static let url = TypeCheck.repositoryRoot.appendingPathComponent("Docs/Migration.md")

    /// The table rows of the guide, in order.
    static func rows() throws -> [MigrationGuideRow] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap(row)
    }

    /// The row a table line holds, or `nil` for any other line.
    static func row(_ line: Substring) -> MigrationGuideRow? {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        // A row is `| ID | … | shim |`: empty text before the first bar and after the last.
        guard cells.count == 7, cells[0].isEmpty, cells[6].isEmpty, isID(cells[1]) else { return nil }
        return MigrationGuideRow(id: cells[1], shim: shim(cells[5]))
    }

    /// `R1`, `E12`: a capital letter and digits.
    static func isID(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase, text.count > 1 else { return false }
        return text.dropFirst().allSatisfy(\.isNumber)
    }

    /// The shim a cell names: "deprecated, `Migration/File.swift`", "unavailable, `Migration/File.swift` (…)";
    /// anything else ("—", with or without a reason) is none.
    static func shim(_ cell: String) -> MigrationGuideRow.Shim {
        let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return .none }
        let file = String(parts[1])
        if parts[0] == "deprecated, " { return .deprecated(file: file) }
        if parts[0] == "unavailable, " { return .unavailable(file: file) }
        return .none
    }
}
