import IntentFlowManifest
import IntentFlowProject

/// Reads the declarations `intentflow check` compares with manifests out of Swift source: type declarations, enum
/// cases with their associated values, and the effect ids a reducer requests and cancels.
///
/// Works on a file's blanked code (see ``SwiftCodeBlanker``), so comments and string literals never look like
/// declarations, and finds keywords with JIT-compiled PCRE2 patterns; what follows a keyword (a case list split over
/// lines, attributes, raw values, nested generic types) is read by a small cursor that balances brackets.
package struct SwiftDeclarationReader: Sendable {
    /// A type declaration or extension: its keyword, name and where the name is written.
    package struct TypeDeclaration: Hashable, Sendable {
        /// `enum`, `struct`, `class`, `actor`, `extension` or `protocol`.
        package var keyword: String
        /// The declared (or extended) type's name.
        package var name: String
        /// The byte offset of the name in the file.
        package var offset: Int
    }

    /// An effect id written as a string literal in a reducer: `.effect(…, id: "login.validate")` or
    /// `.cancel("login.validate")`.
    package struct EffectIDUse: Hashable, Sendable {
        /// The literal's text.
        package var id: String
        /// Whether it requests (`.effect`) or cancels (`.cancel`).
        package var isCancellation: Bool
        /// Where the literal's opening quote is, or the reference to the constant holding it.
        package var location: SourceLocation
        /// For an id held in a constant, where the constant's literal is.
        package var constant: SourceLocation? = nil
    }

    private let typePattern: CompiledPattern
    private let casePattern: CompiledPattern
    private let effectCallPattern: CompiledPattern
    private let idArgumentPattern: CompiledPattern
    private let constantPattern: CompiledPattern

    /// Compiles the reader's patterns. They are constants, so an error here is a defect the tests catch.
    package init() throws(PatternError) {
        typePattern = try CompiledPattern(
            #"(?<![\w.@$])(enum|struct|class|actor|extension|protocol)\s+`?([A-Za-z_]\w*)"#)
        casePattern = try CompiledPattern(#"(?<![\w.$#])case\b"#)
        effectCallPattern = try CompiledPattern(#"\.(effect|cancel)\s*\("#)
        idArgumentPattern = try CompiledPattern(#"\G\s*(?:id\s*:\s*)?#*""#)
        constantPattern = try CompiledPattern(
            #"(?<![\w.$])let\s+`?([A-Za-z_]\w*)`?\s*(?::\s*(?:EffectID|String)\s*)?=\s*(?:EffectID\s*\(\s*)?#*""#)
    }

    /// Every type declaration and extension in a file, in order.
    package func typeDeclarations(in file: SwiftSourceFile, scratch: PatternScratch) -> [TypeDeclaration] {
        var found: [TypeDeclaration] = []
        file.code.withUnsafeBufferPointer { code in
            _ = typePattern.forEachMatch(in: code, scratch: scratch) { _ in
                if let keyword = scratch.group(1), let name = scratch.group(2) {
                    found.append(
                        TypeDeclaration(
                            keyword: file.code(in: keyword), name: file.code(in: name), offset: name.lowerBound))
                }
                return true
            }
        }
        return found
    }

    /// The enums among `declarations` (from ``typeDeclarations(in:scratch:)``) whose names are in `names`, with
    /// their cases.
    package func enums(
        in file: SwiftSourceFile, declarations: [TypeDeclaration], named names: Set<String>, scratch: PatternScratch
    ) -> [SwiftEnumDeclaration] {
        declarations.compactMap { declaration in
            guard declaration.keyword == "enum", names.contains(declaration.name) else { return nil }
            return enumDeclaration(in: file, name: declaration.name, at: declaration.offset, scratch: scratch)
        }
    }

    /// Reads the enum whose name starts at byte `offset`.
    package func enumDeclaration(
        in file: SwiftSourceFile, name: String, at offset: Int, scratch: PatternScratch
    ) -> SwiftEnumDeclaration {
        var declaration = SwiftEnumDeclaration(name: name, location: file.location(ofOffset: offset), cases: [])
        let code = file.code
        guard let open = code[offset...].firstIndex(of: UInt8(ascii: "{")) else { return declaration }
        let close = Self.matchingClose(in: code, from: open) ?? code.count
        var depth = 0
        var scanned = open + 1
        code.withUnsafeBufferPointer { buffer in
            _ = casePattern.forEachMatch(in: buffer, from: open + 1, scratch: scratch) { match in
                guard match.lowerBound < close else { return false }
                // Only cases directly in the enum's body count: nested types and `switch` statements in members
                // sit deeper.
                while scanned < match.lowerBound {
                    switch buffer[scanned] {
                    case UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: "}"): depth -= 1
                    default: break
                    }
                    scanned += 1
                }
                if depth == 0 {
                    declaration.cases += caseElements(in: file, from: match.upperBound, to: close)
                }
                return true
            }
        }
        return declaration
    }

    /// Reads `a, b(x: Int), c = 3` after a `case` keyword.
    private func caseElements(in file: SwiftSourceFile, from start: Int, to end: Int) -> [SwiftEnumDeclaration.Case] {
        let code = file.code
        var cursor = Cursor(code: code, index: start, end: end)
        var cases: [SwiftEnumDeclaration.Case] = []
        while true {
            cursor.skipWhitespace()
            guard let nameRange = cursor.identifier() else { break }
            var element = SwiftEnumDeclaration.Case(
                name: Self.unescaped(file.code(in: nameRange)), location: file.location(ofOffset: nameRange.lowerBound))
            cursor.skipWhitespace()
            if cursor.peek == UInt8(ascii: "(") {
                let open = cursor.index
                let close = Self.matchingClose(in: code, from: open) ?? end
                element.parameters = parameters(in: file, from: open + 1, to: close)
                cursor.index = min(close + 1, end)
                cursor.skipWhitespace()
            }
            if cursor.peek == UInt8(ascii: "=") {
                // A raw value: skip its literal (blanked, so only the quotes or digits remain) to the next comma.
                cursor.index += 1
                cursor.skipRawValue()
            }
            cases.append(element)
            guard cursor.peek == UInt8(ascii: ",") else { break }
            cursor.index += 1
        }
        return cases
    }

    /// Splits an associated-value list at its top-level commas.
    private func parameters(in file: SwiftSourceFile, from start: Int, to end: Int) -> [SwiftEnumDeclaration.Parameter]
    {
        var parameters: [SwiftEnumDeclaration.Parameter] = []
        for range in Self.topLevelSplit(file.code, from: start, to: end, separator: UInt8(ascii: ",")) {
            let text = file.code(in: range)
            guard let first = text.firstIndex(where: { !$0.isWhitespace }) else { continue }
            let leading = text.utf8.distance(from: text.startIndex, to: first)
            let location = file.location(ofOffset: range.lowerBound + leading)
            var label: String?
            var typeText = Substring(text)
            let colon = Self.topLevelSplit(Array(text.utf8), from: 0, to: text.utf8.count, separator: UInt8(ascii: ":"))
            if colon.count >= 2 {
                let bytes = Array(text.utf8)
                let labelText = String(decoding: bytes[colon[0]], as: UTF8.self)
                let names = labelText.split(whereSeparator: \.isWhitespace)
                // `_ name: T` and `_: T` are unlabeled; `name: T` is labeled.
                if let external = names.first, external != "_" { label = Self.unescaped(String(external)) }
                typeText = Substring(String(decoding: bytes[colon[1].lowerBound..<bytes.count], as: UTF8.self))
            }
            // A default value (`x: Int = 0`) is not part of the type.
            let typeBytes = Array(typeText.utf8)
            let typeOnly = Self.topLevelSplit(typeBytes, from: 0, to: typeBytes.count, separator: UInt8(ascii: "="))
            let type = typeOnly.first.map { String(decoding: typeBytes[$0], as: UTF8.self) } ?? String(typeText)
            parameters.append(
                SwiftEnumDeclaration.Parameter(
                    label: label, type: Self.normalizedType(type), location: location))
        }
        return parameters
    }

    /// The `let` constants of `EffectID` or string type set to a plain literal in `files` (``EffectIDConstants``).
    package func effectIDConstants(in files: [SwiftSourceFile], scratch: PatternScratch) -> EffectIDConstants {
        var constants = EffectIDConstants()
        for file in files {
            file.code.withUnsafeBufferPointer { buffer in
                _ = constantPattern.forEachMatch(in: buffer, scratch: scratch) { match in
                    guard let name = scratch.group(1),
                        let literal = Self.literalContents(
                            in: file, openQuote: match.upperBound - 1, limit: buffer.count)
                    else { return true }
                    constants.add(
                        name: file.code(in: name),
                        .init(value: literal.text, location: file.location(ofOffset: literal.range.lowerBound)))
                    return true
                }
            }
        }
        return constants
    }

    /// Every effect id written as a literal in `.effect(…, id: "…")` and `.cancel("…")` calls, or held in one of
    /// `constants` (`id: Self.loadID`); the use is located at the literal or the reference. Ids built with
    /// interpolation or computed are skipped.
    package func effectIDUses(
        in file: SwiftSourceFile, scratch: PatternScratch, constants: EffectIDConstants = EffectIDConstants()
    ) -> [EffectIDUse] {
        var uses: [EffectIDUse] = []
        let code = file.code
        code.withUnsafeBufferPointer { buffer in
            var calls: [(isCancellation: Bool, open: Int)] = []
            effectCallPattern.forEachMatch(in: buffer, scratch: scratch) { match in
                if let name = scratch.group(1) {
                    calls.append((file.code(in: name) == "cancel", match.upperBound - 1))
                }
                return true
            }
            for call in calls {
                let close = Self.matchingClose(in: code, from: call.open) ?? code.count
                let arguments = Self.topLevelSplit(code, from: call.open + 1, to: close, separator: UInt8(ascii: ","))
                // `.cancel("id")` / `.cancel(id: "id")`: the first argument; `.effect(x, id: "id", …)`: the `id:` one.
                let candidates = call.isCancellation ? Array(arguments.prefix(1)) : Array(arguments.dropFirst())
                for argument in candidates {
                    let text = file.code(in: argument)
                    let trimmed = text.drop(while: \.isWhitespace)
                    if !call.isCancellation, !trimmed.hasPrefix("id") { continue }
                    if let constant = Self.constant(in: trimmed, constants: constants) {
                        let offset = argument.upperBound - trimmed.utf8.count
                        uses.append(
                            EffectIDUse(
                                id: constant.value, isCancellation: call.isCancellation,
                                location: file.location(ofOffset: Self.valueStart(in: code, from: offset)),
                                constant: constant.location))
                        continue
                    }
                    guard
                        let quote = idArgumentPattern.firstMatch(
                            in: buffer, from: argument.lowerBound, scratch: scratch),
                        quote.upperBound <= argument.upperBound,
                        let literal = Self.literalContents(
                            in: file, openQuote: quote.upperBound - 1, limit: argument.upperBound)
                    else { continue }
                    uses.append(
                        EffectIDUse(
                            id: literal.text, isCancellation: call.isCancellation,
                            location: file.location(ofOffset: literal.range.lowerBound)))
                }
            }
        }
        return uses
    }

    /// The constant an argument (`Self.loadID`, `id: loadID`) names, if it is one of `constants`.
    package static func constant(in argument: Substring, constants: EffectIDConstants) -> EffectIDConstants.Constant? {
        var expression = argument
        if let colon = expression.firstIndex(of: ":"), expression[..<colon].filter({ !$0.isWhitespace }) == "id" {
            expression = expression[expression.index(after: colon)...]
        }
        return constants.resolve(expression)
    }

    /// The offset of an argument's value: after `id:` when it is labelled, and after whitespace.
    private static func valueStart(in code: [UInt8], from start: Int) -> Int {
        var index = start
        var label = index
        while label < code.count, ReducerSwitchReader.isWordByte(code[label]) { label += 1 }
        if code[start..<label].elementsEqual("id".utf8) {
            var colon = label
            while colon < code.count, isWhitespace(code[colon]) { colon += 1 }
            if colon < code.count, code[colon] == UInt8(ascii: ":") { index = colon + 1 }
        }
        while index < code.count, isWhitespace(code[index]) { index += 1 }
        return index
    }

    /// The text of a single-line string literal whose opening quote is at `openQuote`, unless it interpolates.
    package static func literalContents(
        in file: SwiftSourceFile, openQuote: Int, limit: Int
    ) -> (text: String, range: Range<Int>)? {
        let code = file.code
        var hashes = 0
        var position = openQuote - 1
        while position >= 0, code[position] == UInt8(ascii: "#") {
            hashes += 1
            position -= 1
        }
        guard let close = code[(openQuote + 1)..<limit].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        let text = file.text(in: (openQuote + 1)..<close)
        let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
        guard !text.contains(interpolation), !text.contains("\n") else { return nil }
        return (text, (openQuote - hashes)..<(close + 1 + hashes))
    }

    /// The offset of the bracket closing the one at `open` (`(`, `[`, `{` or `<`), counting only brackets of the
    /// same kind, or `nil` when it is not closed.
    package static func matchingClose(in code: [UInt8], from open: Int) -> Int? {
        let opening = code[open]
        let closing: UInt8
        switch opening {
        case UInt8(ascii: "("): closing = UInt8(ascii: ")")
        case UInt8(ascii: "["): closing = UInt8(ascii: "]")
        case UInt8(ascii: "{"): closing = UInt8(ascii: "}")
        default: return nil
        }
        var depth = 0
        var index = open
        while index < code.count {
            let byte = code[index]
            if byte == opening {
                depth += 1
            } else if byte == closing {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// Splits `code[start..<end]` at `separator` where no bracket is open (`()`, `[]`, `{}`, and `<>` of generic
    /// arguments, not the `>` of `->`).
    package static func topLevelSplit(_ code: [UInt8], from start: Int, to end: Int, separator: UInt8) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var depth = 0
        var pieceStart = start
        var index = start
        while index < end {
            switch code[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            case UInt8(ascii: ">"):
                if index == 0 || code[index - 1] != UInt8(ascii: "-") { depth -= 1 }
            case separator where depth == 0:
                ranges.append(pieceStart..<index)
                pieceStart = index + 1
            default:
                break
            }
            index += 1
        }
        if pieceStart < end || !ranges.isEmpty { ranges.append(pieceStart..<end) }
        return ranges.filter { range in code[range].contains { !Self.isWhitespace($0) } }
    }

    /// A type with its whitespace removed, so `[String : Int]` and `[String: Int]` compare equal.
    package static func normalizedType(_ type: String) -> String {
        String(type.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }

    /// A name without the backticks that escape a keyword.
    package static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 ? String(name.dropFirst().dropLast()) : name
    }

    package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }

    /// Reads identifiers and skips whitespace in blanked code.
    private struct Cursor {
        let code: [UInt8]
        var index: Int
        let end: Int

        var peek: UInt8? { index < end ? code[index] : nil }

        mutating func skipWhitespace() {
            while index < end, SwiftDeclarationReader.isWhitespace(code[index]) { index += 1 }
        }

        /// An identifier, possibly in backticks.
        mutating func identifier() -> Range<Int>? {
            let start = index
            if peek == UInt8(ascii: "`") {
                guard let close = code[(index + 1)..<end].firstIndex(of: UInt8(ascii: "`")) else { return nil }
                index = close + 1
                return start..<index
            }
            while index < end, Self.isIdentifierByte(code[index], first: index == start) { index += 1 }
            return index > start ? start..<index : nil
        }

        /// Skips a raw value up to the next `,` (another case follows) or the end of the line.
        mutating func skipRawValue() {
            while index < end {
                let byte = code[index]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") { return }
                index += 1
            }
        }

        static func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                return !first
            case 0x80...:
                return true
            default:
                return false
            }
        }
    }
}
