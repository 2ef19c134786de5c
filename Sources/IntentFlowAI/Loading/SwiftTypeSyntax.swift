/// Parses the Swift type written for a case parameter (`[Item]`, `[String: Int]`, `Int?`, `Result<Data, Error>`,
/// `(x: Int, y: Int)`) and renders it in canonical spacing.
///
/// Closures, attributes and anything else that is not a plain value type are rejected: manifests describe data.
public enum SwiftTypeSyntax {
    /// A type that could not be read, with the offset (in Unicode scalars) of the first bad character.
    public struct Failure: Error, Hashable, Sendable {
        /// What is wrong.
        public var message: String
        /// The offset in the type text.
        public var offset: Int
    }

    /// The canonical spelling of `text` (`[String:Int]` → `[String: Int]`), or where and why it is not a type.
    public static func canonical(_ text: String) -> Result<String, Failure> {
        UTF8Text.with(text) { utf8 in
            switch canonical(utf8, from: 0, to: utf8.count) {
            case .success(let type): return .success(type)
            case .failure(let failure):
                return .failure(Failure(message: failure.message, offset: utf8.scalarOffset(failure.offset)))
            }
        }
    }

    /// The canonical spelling of the bytes `start..<end` of `text`; failure offsets are byte offsets into `text`.
    static func canonical(_ text: UTF8Text, from start: Int, to end: Int) -> Result<String, Failure> {
        var reader = Reader(text: text, index: start, end: end)
        do throws(Failure) {
            reader.skipSpaces()
            let rendered = try reader.type(depth: 0)
            reader.skipSpaces()
            if !reader.atEnd {
                throw Failure(message: "unexpected '\(text.character(at: reader.index))' after the type", offset: reader.index)
            }
            return .success(rendered)
        } catch {
            return .failure(error)
        }
    }

    private struct Reader {
        let text: UTF8Text
        var index: Int
        let end: Int

        var atEnd: Bool { index >= end }

        func peek(_ byte: UInt8) -> Bool { index < end && text[index] == byte }

        mutating func skipSpaces() {
            while index < end, text.isBlank(text[index]) { index += 1 }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
            skipSpaces()
            guard peek(byte) else {
                let found = atEnd ? "missing \(what)" : "expected \(what), found '\(text.character(at: index))'"
                throw Failure(message: found, offset: index)
            }
            index += 1
        }

        mutating func identifier() throws(Failure) -> String {
            skipSpaces()
            let start = index
            index = text.identifierEnd(from: start, limit: end)
            guard index > start else {
                throw Failure(
                    message: atEnd ? "missing a type name" : "expected a type name, found '\(text.character(at: index))'",
                    offset: index)
            }
            return text.string(start, index)
        }

        mutating func type(depth: Int) throws(Failure) -> String {
            guard depth < 32 else { throw Failure(message: "type is nested too deeply", offset: index) }
            skipSpaces()
            var rendered = ""
            let save = index
            if let word = try? identifier(), word == "any" || word == "some", peek(0x20) {
                rendered = word + " "
            } else {
                index = save
            }
            rendered += try primary(depth: depth)
            while true {
                skipSpaces()
                if peek(0x3F) || peek(0x21) {  // ? !
                    rendered.append(Character(Unicode.Scalar(text[index])))
                    index += 1
                } else if peek(0x2D), index + 1 < end, text[index + 1] == 0x3E {
                    throw Failure(message: "closure types are not supported in a manifest", offset: index)
                } else {
                    break
                }
            }
            return rendered
        }

        mutating func primary(depth: Int) throws(Failure) -> String {
            skipSpaces()
            guard !atEnd else { throw Failure(message: "missing a type", offset: index) }
            switch text[index] {
            case 0x5B:  // [
                index += 1
                let element = try type(depth: depth + 1)
                skipSpaces()
                if peek(0x3A) {
                    index += 1
                    let value = try type(depth: depth + 1)
                    try expect(0x5D, "']'")
                    return "[\(element): \(value)]"
                }
                try expect(0x5D, "']'")
                return "[\(element)]"
            case 0x28:  // (
                index += 1
                var elements: [String] = []
                skipSpaces()
                if peek(0x29) {
                    index += 1
                } else {
                    while true {
                        elements.append(try tupleElement(depth: depth + 1))
                        skipSpaces()
                        if peek(0x2C) {
                            index += 1
                            continue
                        }
                        try expect(0x29, "')'")
                        break
                    }
                }
                skipSpaces()
                if peek(0x2D) {
                    throw Failure(message: "closure types are not supported in a manifest", offset: index)
                }
                return "(\(elements.joined(separator: ", ")))"
            case 0x40:  // @
                throw Failure(message: "attributes are not supported in a manifest type", offset: index)
            default:
                var name = try identifier()
                while peek(0x2E) {
                    index += 1
                    name += "." + (try identifier())
                }
                skipSpaces()
                if peek(0x3C) {
                    index += 1
                    var arguments = [try type(depth: depth + 1)]
                    while true {
                        skipSpaces()
                        if peek(0x2C) {
                            index += 1
                            arguments.append(try type(depth: depth + 1))
                            continue
                        }
                        try expect(0x3E, "'>'")
                        break
                    }
                    name += "<\(arguments.joined(separator: ", "))>"
                }
                return name
            }
        }

        mutating func tupleElement(depth: Int) throws(Failure) -> String {
            skipSpaces()
            let save = index
            if let label = try? identifier() {
                skipSpaces()
                if peek(0x3A) {
                    index += 1
                    return "\(label): \(try type(depth: depth))"
                }
            }
            index = save
            return try type(depth: depth)
        }
    }
}
