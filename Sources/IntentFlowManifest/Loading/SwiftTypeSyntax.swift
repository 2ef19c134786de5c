/// Parses the Swift type written for a case parameter (`[Item]`, `[String: Int]`, `Int?`, `Result<Data, Error>`,
/// `(x: Int, y: Int)`) and renders it in canonical spacing.
///
/// Closures, attributes and anything else that is not a plain value type are rejected: manifests describe data.
package enum SwiftTypeSyntax {
    /// A type that could not be read, with the offset (in Unicode scalars) of the first bad character.
    package struct Failure: Error, Hashable, Sendable {
        /// What is wrong.
        package var message: String
        /// The offset in the type text.
        package var offset: Int
    }

    /// The canonical spelling of `text` (`[String:Int]` → `[String: Int]`), or where and why it is not a type.
    package static func canonical(_ text: String) -> Result<String, Failure> {
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
            try reader.type(depth: 0)
            reader.skipSpaces()
            if !reader.atEnd {
                throw Failure(
                    message: "unexpected '\(text.character(at: reader.index))' after the type", offset: reader.index)
            }
            return .success(String(decoding: reader.rendered, as: UTF8.self))
        } catch {
            return .failure(error)
        }
    }

    /// Reads a type and writes its canonical spelling, byte by byte, into ``rendered``.
    private struct Reader {
        let text: UTF8Text
        var index: Int
        let end: Int
        /// The canonical spelling of what has been read.
        var rendered: [UInt8] = []

        init(text: UTF8Text, index: Int, end: Int) {
            self.text = text
            self.index = index
            self.end = end
            rendered.reserveCapacity(end - index + 8)
        }

        private static let any = Array("any".utf8)
        private static let some = Array("some".utf8)

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

        /// Writes the bytes `range` of the text.
        mutating func write(_ range: Range<Int>) {
            rendered.append(contentsOf: UnsafeBufferPointer(rebasing: text.bytes[range]))
        }

        /// Writes a separator: `", "` or `": "`.
        mutating func write(_ byte: UInt8, space: Bool) {
            rendered.append(byte)
            if space { rendered.append(0x20) }
        }

        /// Reads an identifier and returns where it is written (not writing it).
        mutating func identifier() throws(Failure) -> Range<Int> {
            skipSpaces()
            let start = index
            index = text.identifierEnd(from: start, limit: end)
            guard index > start else {
                throw Failure(
                    message: atEnd
                        ? "missing a type name" : "expected a type name, found '\(text.character(at: index))'",
                    offset: index)
            }
            return start..<index
        }

        mutating func type(depth: Int) throws(Failure) {
            guard depth < ManifestLimits.typeDepth else { throw tooDeep() }
            skipSpaces()
            let wordEnd = text.identifierEnd(from: index, limit: end)
            if text.equals(index, wordEnd, Self.any) || text.equals(index, wordEnd, Self.some),
                wordEnd < end, text[wordEnd] == 0x20
            {
                write(index..<wordEnd)
                rendered.append(0x20)
                index = wordEnd
            }
            try primary(depth: depth)
            var optionals = 0
            while true {
                skipSpaces()
                if peek(0x3F) || peek(0x21) {  // ? !
                    // Each `?` wraps the type once more: `Int` and 10,000 of them nest 10,000 deep.
                    optionals += 1
                    guard depth + optionals < ManifestLimits.typeDepth else { throw tooDeep() }
                    rendered.append(text[index])
                    index += 1
                } else if peek(0x2D), index + 1 < end, text[index + 1] == 0x3E {
                    throw Failure(message: "closure types are not supported in a manifest", offset: index)
                } else {
                    break
                }
            }
        }

        func tooDeep() -> Failure {
            Failure(
                message: "type is nested too deeply (more than \(ManifestLimits.typeDepth) levels of brackets, generic "
                    + "arguments, tuples and optionals)", offset: index)
        }

        mutating func primary(depth: Int) throws(Failure) {
            skipSpaces()
            guard !atEnd else { throw Failure(message: "missing a type", offset: index) }
            switch text[index] {
            case 0x5B:  // [
                index += 1
                rendered.append(0x5B)
                try type(depth: depth + 1)
                skipSpaces()
                if peek(0x3A) {
                    index += 1
                    write(0x3A, space: true)
                    try type(depth: depth + 1)
                }
                try expect(0x5D, "']'")
                rendered.append(0x5D)
            case 0x28:  // (
                index += 1
                rendered.append(0x28)
                skipSpaces()
                if peek(0x29) {
                    index += 1
                } else {
                    while true {
                        try tupleElement(depth: depth + 1)
                        skipSpaces()
                        if peek(0x2C) {
                            index += 1
                            write(0x2C, space: true)
                            continue
                        }
                        try expect(0x29, "')'")
                        break
                    }
                }
                rendered.append(0x29)
                skipSpaces()
                if peek(0x2D) {
                    throw Failure(message: "closure types are not supported in a manifest", offset: index)
                }
            case 0x40:  // @
                throw Failure(message: "attributes are not supported in a manifest type", offset: index)
            default:
                write(try identifier())
                while peek(0x2E) {
                    index += 1
                    rendered.append(0x2E)
                    write(try identifier())
                }
                skipSpaces()
                if peek(0x3C) {
                    index += 1
                    rendered.append(0x3C)
                    try type(depth: depth + 1)
                    while true {
                        skipSpaces()
                        if peek(0x2C) {
                            index += 1
                            write(0x2C, space: true)
                            try type(depth: depth + 1)
                            continue
                        }
                        try expect(0x3E, "'>'")
                        break
                    }
                    rendered.append(0x3E)
                }
            }
        }

        mutating func tupleElement(depth: Int) throws(Failure) {
            skipSpaces()
            let start = index
            let labelEnd = text.identifierEnd(from: start, limit: end)
            if labelEnd > start {
                index = labelEnd
                skipSpaces()
                if peek(0x3A) {
                    index += 1
                    write(start..<labelEnd)
                    write(0x3A, space: true)
                    try type(depth: depth)
                    return
                }
                index = start
            }
            try type(depth: depth)
        }
    }
}
