/// Reads the string form of a case: `idle`, `failed(message)`, `failed(message: String)`, `progress(Double)`,
/// `loaded(items: [Item], page: Int)`.
///
/// A parameter written as a bare lowercase word is a 0.1 label whose type defaults to `String` (`submit(email,password)`
/// has the labels `email` and `password`); a bare word starting with an uppercase letter, or anything with type
/// punctuation (`[Int]`, `Int?`), is the type of an unlabeled value. `label: Type` and `_: Type` are explicit.
public enum CaseSyntax {
    /// One parameter as written, with offsets (in Unicode scalars) into the case text.
    public struct Parameter: Hashable, Sendable {
        /// The label, or `nil` when unlabeled.
        public var label: String?
        /// The canonical type (`String` when it defaulted).
        public var type: String
        /// Whether the type was written.
        public var isTypeExplicit: Bool
        /// Where the parameter starts in the text.
        public var offset: Int
    }

    /// A parsed case.
    public struct Parsed: Hashable, Sendable {
        /// The case name.
        public var name: String
        /// Where the name starts in the text.
        public var nameOffset: Int
        /// The parameters, in order.
        public var parameters: [Parameter]
    }

    /// Why a case could not be read, and where (offset in Unicode scalars).
    public struct Failure: Error, Hashable, Sendable {
        /// What is wrong.
        public var message: String
        /// Where in the text.
        public var offset: Int
        /// `manifest.invalid-case` or `manifest.invalid-type`.
        public var ruleID: String
    }

    /// Parses a case written as a string.
    public static func parse(_ text: String) -> Result<Parsed, Failure> {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index] == " " { index += 1 }
        let nameStart = index
        while index < scalars.count, scalars[index] != "(", scalars[index] != " " { index += 1 }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
        guard !name.isEmpty else {
            return .failure(Failure(message: "missing a case name", offset: nameStart, ruleID: "manifest.invalid-case"))
        }
        var parsed = Parsed(name: name, nameOffset: nameStart, parameters: [])
        while index < scalars.count, scalars[index] == " " { index += 1 }
        guard index < scalars.count else { return .success(parsed) }
        guard scalars[index] == "(" else {
            return .failure(
                Failure(
                    message: "unexpected '\(scalars[index])' after the case name '\(name)'; write parameters as "
                        + "\(name)(label: Type)", offset: index, ruleID: "manifest.invalid-case"))
        }
        let open = index
        index += 1
        var depth = 0
        var pieceStart = index
        var pieces: [(start: Int, end: Int)] = []
        var closed = false
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "(", "[", "<": depth += 1
            case "]": depth -= 1
            case ">" where index == 0 || scalars[index - 1] != "-": depth -= 1
            case ")":
                if depth == 0 {
                    pieces.append((pieceStart, index))
                    closed = true
                } else {
                    depth -= 1
                }
            case ",":
                if depth == 0 {
                    pieces.append((pieceStart, index))
                    pieceStart = index + 1
                }
            default: break
            }
            if closed { break }
            index += 1
        }
        guard closed else {
            return .failure(Failure(message: "'(' is never closed", offset: open, ruleID: "manifest.invalid-case"))
        }
        index += 1
        while index < scalars.count, scalars[index] == " " { index += 1 }
        if index < scalars.count {
            return .failure(
                Failure(
                    message: "unexpected '\(scalars[index])' after the parameter list", offset: index,
                    ruleID: "manifest.invalid-case"))
        }
        if pieces.count == 1, isBlank(scalars, pieces[0]) {
            return .failure(
                Failure(
                    message: "empty parameter list; write '\(name)' without parentheses", offset: open,
                    ruleID: "manifest.invalid-case"))
        }
        for piece in pieces {
            switch parameter(scalars, from: piece.start, to: piece.end) {
            case .success(let parameter): parsed.parameters.append(parameter)
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(parsed)
    }

    /// Parses one parameter written as `label: Type`, `_: Type`, `label` (type `String`) or `Type` (unlabeled).
    public static func parameter(_ text: String) -> Result<Parameter, Failure> {
        let scalars = Array(text.unicodeScalars)
        return parameter(scalars, from: 0, to: scalars.count)
    }

    private static func parameter(_ scalars: [Unicode.Scalar], from: Int, to: Int) -> Result<Parameter, Failure> {
        var start = from
        var end = to
        while start < end, scalars[start] == " " { start += 1 }
        while end > start, scalars[end - 1] == " " { end -= 1 }
        guard start < end else {
            return .failure(Failure(message: "empty parameter", offset: start, ruleID: "manifest.invalid-case"))
        }
        var depth = 0
        var colon: Int?
        for index in start..<end {
            switch scalars[index] {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where index == 0 || scalars[index - 1] != "-": depth -= 1
            case ":" where depth == 0 && colon == nil: colon = index
            default: break
            }
        }
        let typeStart: Int
        var label: String?
        if let colon {
            var labelEnd = colon
            while labelEnd > start, scalars[labelEnd - 1] == " " { labelEnd -= 1 }
            let written = String(String.UnicodeScalarView(scalars[start..<labelEnd]))
            guard written == "_" || SwiftIdentifier.isValid(written) else {
                return .failure(
                    Failure(
                        message: "'\(written)' is not a valid parameter label", offset: start,
                        ruleID: "manifest.invalid-case"))
            }
            label = written == "_" ? nil : written
            typeStart = colon + 1
        } else {
            let word = String(String.UnicodeScalarView(scalars[start..<end]))
            if SwiftIdentifier.isValid(word), !SwiftIdentifier.looksLikeTypeName(word) {
                return .success(Parameter(label: word, type: "String", isTypeExplicit: false, offset: start))
            }
            typeStart = start
        }
        let typeText = String(String.UnicodeScalarView(scalars[typeStart..<end]))
        switch SwiftTypeSyntax.canonical(typeText) {
        case .success(let type):
            return .success(Parameter(label: label, type: type, isTypeExplicit: true, offset: start))
        case .failure(let failure):
            return .failure(
                Failure(
                    message: "invalid type '\(typeText.trimmingSpaces)': \(failure.message)",
                    offset: typeStart + failure.offset, ruleID: "manifest.invalid-type"))
        }
    }

    private static func isBlank(_ scalars: [Unicode.Scalar], _ piece: (start: Int, end: Int)) -> Bool {
        scalars[piece.start..<piece.end].allSatisfy { $0 == " " }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
