/// Reads the string form of a case: `idle`, `failed(message)`, `failed(message: String)`, `progress(Double)`,
/// `loaded(items: [Item], page: Int)`.
///
/// A parameter written as a bare lowercase word is a 0.1 label whose type defaults to `String`
/// (`submit(email,password)` has the labels `email` and `password`); a bare word starting with an uppercase letter, or
/// anything with type punctuation (`[Int]`, `Int?`), is the type of an unlabeled value. `label: Type` and `_: Type` are
/// explicit.
package enum CaseSyntax {
    /// One parameter as written, with offsets (in Unicode scalars) into the case text.
    package struct Parameter: Hashable, Sendable {
        /// The label, or `nil` when unlabeled.
        package var label: String?
        /// The canonical type (`String` when it defaulted).
        package var type: String
        /// Whether the type was written.
        package var isTypeExplicit: Bool
        /// Where the parameter starts in the text.
        package var offset: Int
    }

    /// A parsed case.
    package struct Parsed: Hashable, Sendable {
        /// The case name.
        package var name: String
        /// Where the name starts in the text.
        package var nameOffset: Int
        /// The parameters, in order.
        package var parameters: [Parameter]
    }

    /// Why a case could not be read, and where (offset in Unicode scalars).
    package struct Failure: Error, Hashable, Sendable {
        /// What is wrong.
        package var message: String
        /// Where in the text.
        package var offset: Int
        /// `manifest.invalid-case` or `manifest.invalid-type`.
        package var ruleID: String
    }

    /// Parses a case written as a string.
    package static func parse(_ text: String) -> Result<Parsed, Failure> {
        UTF8Text.with(text) { utf8 in
            switch parse(utf8) {
            case .success(var parsed):
                if !utf8.isASCII {
                    parsed.nameOffset = utf8.scalarOffset(parsed.nameOffset)
                    for index in parsed.parameters.indices {
                        parsed.parameters[index].offset = utf8.scalarOffset(parsed.parameters[index].offset)
                    }
                }
                return .success(parsed)
            case .failure(var failure):
                failure.offset = utf8.scalarOffset(failure.offset)
                return .failure(failure)
            }
        }
    }

    /// Parses one parameter written as `label: Type`, `_: Type`, `label` (type `String`) or `Type` (unlabeled).
    package static func parameter(_ text: String) -> Result<Parameter, Failure> {
        UTF8Text.with(text) { utf8 in
            switch parameter(utf8, from: 0, to: utf8.count) {
            case .success(var parameter):
                parameter.offset = utf8.scalarOffset(parameter.offset)
                return .success(parameter)
            case .failure(var failure):
                failure.offset = utf8.scalarOffset(failure.offset)
                return .failure(failure)
            }
        }
    }

    /// Parses with byte offsets.
    private static func parse(_ text: UTF8Text) -> Result<Parsed, Failure> {
        let count = text.count
        var index = 0
        while index < count, text[index] == 0x20 { index += 1 }
        let nameStart = index
        while index < count, text[index] != 0x28, text[index] != 0x20 { index += 1 }
        guard index > nameStart else {
            return .failure(Failure(message: "missing a case name", offset: nameStart, ruleID: "manifest.invalid-case"))
        }
        let name = text.string(nameStart, index)
        var parsed = Parsed(name: name, nameOffset: nameStart, parameters: [])
        while index < count, text[index] == 0x20 { index += 1 }
        guard index < count else { return .success(parsed) }
        guard text[index] == 0x28 else {
            return .failure(
                Failure(
                    message:
                        "unexpected '\(text.character(at: index))' after the case name '\(name)'; write parameters as "
                        + "\(name)(label: Type)", offset: index, ruleID: "manifest.invalid-case"))
        }
        let open = index
        index += 1
        var closers: [UInt8] = []
        var pieceStart = index
        var pieces: [(start: Int, end: Int)] = []
        var closed = false
        scan: while index < count {
            let byte = text[index]
            switch byte {
            case 0x28: closers.append(0x29)
            case 0x5B: closers.append(0x5D)
            case 0x3C: closers.append(0x3E)
            case 0x3E where index > 0 && text[index - 1] == 0x2D:
                break
            case 0x29, 0x5D, 0x3E:
                if closers.isEmpty, byte == 0x29 {
                    pieces.append((pieceStart, index))
                    closed = true
                    break scan
                } else if closers.last == byte {
                    closers.removeLast()
                } else {
                    let found = text.character(at: index)
                    let message =
                        closers.last.map { "expected '\(Unicode.Scalar($0))', found '\(found)'" }
                        ?? "unexpected '\(found)'"
                    return .failure(Failure(message: message, offset: index, ruleID: "manifest.invalid-type"))
                }
            case 0x2C where closers.isEmpty:
                pieces.append((pieceStart, index))
                pieceStart = index + 1
            default: break
            }
            index += 1
        }
        guard closed else {
            return .failure(Failure(message: "'(' is never closed", offset: open, ruleID: "manifest.invalid-case"))
        }
        index += 1
        while index < count, text[index] == 0x20 { index += 1 }
        if index < count {
            return .failure(
                Failure(
                    message: "unexpected '\(text.character(at: index))' after the parameter list", offset: index,
                    ruleID: "manifest.invalid-case"))
        }
        if pieces.count == 1,
            text.trimmed(pieces[0].start, pieces[0].end).start == text.trimmed(pieces[0].start, pieces[0].end).end
        {
            return .failure(
                Failure(
                    message: "empty parameter list; write '\(name)' without parentheses", offset: open,
                    ruleID: "manifest.invalid-case"))
        }
        parsed.parameters.reserveCapacity(pieces.count)
        for piece in pieces {
            switch parameter(text, from: piece.start, to: piece.end) {
            case .success(let parameter): parsed.parameters.append(parameter)
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(parsed)
    }

    /// Parses one parameter in `from..<to` with byte offsets.
    private static func parameter(_ text: UTF8Text, from: Int, to: Int) -> Result<Parameter, Failure> {
        let (start, end) = text.trimmed(from, to)
        guard start < end else {
            return .failure(Failure(message: "empty parameter", offset: start, ruleID: "manifest.invalid-case"))
        }
        var depth = 0
        var colon: Int?
        for index in start..<end {
            switch text[index] {
            case 0x28, 0x5B, 0x3C: depth += 1
            case 0x29, 0x5D: depth -= 1
            case 0x3E where index == 0 || text[index - 1] != 0x2D: depth -= 1
            case 0x3A where depth == 0 && colon == nil: colon = index
            default: break
            }
        }
        let typeStart: Int
        var label: String?
        if let colon {
            let labelEnd = text.trimmed(start, colon).end
            let isUnderscore = labelEnd == start + 1 && text[start] == 0x5F
            guard isUnderscore || text.isIdentifier(start, labelEnd) else {
                return .failure(
                    Failure(
                        message: "'\(text.string(start, labelEnd))' is not a valid parameter label", offset: start,
                        ruleID: "manifest.invalid-case"))
            }
            label = isUnderscore ? nil : text.string(start, labelEnd)
            typeStart = colon + 1
        } else {
            if text.isIdentifier(start, end), !(text[start] >= 0x41 && text[start] <= 0x5A),
                text[start] < 0x80 || !IdentifierSyntax.looksLikeTypeName(text.string(start, end))
            {
                return .success(
                    Parameter(label: text.string(start, end), type: "String", isTypeExplicit: false, offset: start))
            }
            typeStart = start
        }
        switch SwiftTypeSyntax.canonical(text, from: typeStart, to: end) {
        case .success(let type):
            return .success(Parameter(label: label, type: type, isTypeExplicit: true, offset: start))
        case .failure(let failure):
            let written = text.trimmed(typeStart, end)
            return .failure(
                Failure(
                    message: "invalid type '\(text.string(written.start, written.end))': \(failure.message)",
                    offset: failure.offset, ruleID: "manifest.invalid-type"))
        }
    }
}
