/// A name as a tag writes it, resolved against the context stack at render time.
enum ValueName: Sendable, Hashable {
    /// `.`: the value on top of the context stack.
    case implicit
    /// `a.b.c`: the first part is looked up through the stack, each further part in the value before it.
    case path([String])
    /// `@index`, `@first`, `@last`: the position in the innermost list section.
    case position(ListPosition)

    /// The position names a list section offers.
    enum ListPosition: String, Sendable, CaseIterable {
        /// The 0-based index of the element.
        case index = "@index"
        /// Whether the element is the first.
        case first = "@first"
        /// Whether the element is the last.
        case last = "@last"
    }

    /// Parses a name; `nil` with a reason when it is malformed.
    static func parse(_ text: String) -> Result<ValueName, NameError> {
        if text == "." { return .success(.implicit) }
        if text.hasPrefix("@") {
            guard let position = ListPosition(rawValue: text) else {
                let known = ListPosition.allCases.map(\.rawValue).joined(separator: ", ")
                return .failure(NameError("unknown list position '\(text)'; known: \(known)"))
            }
            return .success(.position(position))
        }
        // Bytes, not Characters: "\r\n" is one Character, equal to neither "\r" nor "\n". One pass also tells
        // whether there is a dot to split at; most names have none.
        var hasDot = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return .failure(NameError("'\(text)' is not a name: names hold no whitespace"))
            case UInt8(ascii: "."): hasDot = true
            default: break
            }
        }
        if !hasDot, !text.isEmpty { return .success(.path([text])) }
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
            String(Substring($0))
        }
        guard !parts.contains(where: \.isEmpty) else {
            return .failure(NameError("'\(text)' is not a name: a dotted name has an empty part"))
        }
        return .success(.path(parts))
    }

    /// Why a name could not be parsed.
    struct NameError: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
