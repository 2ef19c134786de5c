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
        var reader = Reader(Array(text.unicodeScalars))
        do throws(Failure) {
            reader.skipSpaces()
            let rendered = try reader.type(depth: 0)
            reader.skipSpaces()
            if !reader.atEnd {
                throw Failure(message: "unexpected '\(reader.current)' after the type", offset: reader.index)
            }
            return .success(rendered)
        } catch {
            return .failure(error)
        }
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { index >= scalars.count }
        var current: Unicode.Scalar { atEnd ? " " : scalars[index] }

        mutating func skipSpaces() {
            while !atEnd, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        }

        mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws(Failure) {
            skipSpaces()
            guard !atEnd, scalars[index] == scalar else {
                throw Failure(message: atEnd ? "missing \(what)" : "expected \(what), found '\(current)'", offset: index)
            }
            index += 1
        }

        mutating func identifier() throws(Failure) -> String {
            skipSpaces()
            let start = index
            while !atEnd, SwiftIdentifier.isIdentifierScalar(scalars[index], first: index == start) { index += 1 }
            guard index > start else {
                throw Failure(
                    message: atEnd ? "missing a type name" : "expected a type name, found '\(current)'", offset: index)
            }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }

        mutating func type(depth: Int) throws(Failure) -> String {
            guard depth < 32 else { throw Failure(message: "type is nested too deeply", offset: index) }
            skipSpaces()
            var rendered = ""
            let save = index
            if let word = try? identifier(), word == "any" || word == "some", !atEnd, scalars[index] == " " {
                rendered = word + " "
            } else {
                index = save
            }
            rendered += try primary(depth: depth)
            while true {
                skipSpaces()
                guard !atEnd else { break }
                if scalars[index] == "?" || scalars[index] == "!" {
                    rendered.unicodeScalars.append(scalars[index])
                    index += 1
                } else if scalars[index] == "-", index + 1 < scalars.count, scalars[index + 1] == ">" {
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
            switch scalars[index] {
            case "[":
                index += 1
                let element = try type(depth: depth + 1)
                skipSpaces()
                if !atEnd, scalars[index] == ":" {
                    index += 1
                    let value = try type(depth: depth + 1)
                    try expect("]", "']'")
                    return "[\(element): \(value)]"
                }
                try expect("]", "']'")
                return "[\(element)]"
            case "(":
                index += 1
                var elements: [String] = []
                skipSpaces()
                if !atEnd, scalars[index] == ")" {
                    index += 1
                } else {
                    while true {
                        elements.append(try tupleElement(depth: depth + 1))
                        skipSpaces()
                        if !atEnd, scalars[index] == "," {
                            index += 1
                            continue
                        }
                        try expect(")", "')'")
                        break
                    }
                }
                skipSpaces()
                if !atEnd, scalars[index] == "-" {
                    throw Failure(message: "closure types are not supported in a manifest", offset: index)
                }
                return "(\(elements.joined(separator: ", ")))"
            case "@":
                throw Failure(message: "attributes are not supported in a manifest type", offset: index)
            default:
                var name = try identifier()
                while !atEnd, scalars[index] == "." {
                    index += 1
                    name += "." + (try identifier())
                }
                skipSpaces()
                if !atEnd, scalars[index] == "<" {
                    index += 1
                    var arguments = [try type(depth: depth + 1)]
                    while true {
                        skipSpaces()
                        if !atEnd, scalars[index] == "," {
                            index += 1
                            arguments.append(try type(depth: depth + 1))
                            continue
                        }
                        try expect(">", "'>'")
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
                if !atEnd, scalars[index] == ":" {
                    index += 1
                    return "\(label): \(try type(depth: depth))"
                }
            }
            index = save
            return try type(depth: depth)
        }
    }
}
