/// The functions declared in a reducer's files, whose result a case body may return (`return Self.end(saving: s)`):
/// by name, each with its file and the byte range of its body, so ``ReducerTargets`` reads the states a helper
/// returns as if the case returned them.
///
/// A static reader cannot follow every path: a name declared twice is read in each of its bodies, and a helper that
/// itself returns what cannot be read makes the case's state after unreadable (taken to do what any trace asks).
package struct ReducerHelpers: Sendable {
    /// Where one function's body is.
    package struct Body: Hashable, Sendable {
        /// The index of its file in ``files``.
        package var file: Int
        /// The bytes between its braces.
        package var range: Range<Int>
    }

    /// How many helpers deep a case's return is followed (helpers calling helpers, or calling themselves).
    package static let maximumDepth = 4

    package let files: [SwiftSourceFile]
    private(set) var bodies: [String: [Body]] = [:]

    /// No helpers: a return through a call stays unread.
    package init() {
        files = []
    }

    /// Reads the `func` declarations of `files` (the files declaring or extending the feature's flow).
    package init(files: [SwiftSourceFile]) {
        self.files = files
        for (index, file) in files.enumerated() {
            let code = file.code
            let words = ReducerSwitchReader.words(in: code, from: 0, to: code.count)
            for (position, word) in words.enumerated() where word.name == "func" && position + 1 < words.count {
                let name = words[position + 1]
                guard let body = Self.bodyRange(in: code, after: name.range.upperBound) else { continue }
                bodies[name.name, default: []].append(Body(file: index, range: body))
            }
        }
    }

    /// The bodies of the functions named `name`.
    package func bodies(named name: String) -> [Body] { bodies[name] ?? [] }

    /// The names of the functions declared, sorted.
    package var names: [String] { bodies.keys.sorted() }

    /// The names of these functions that `code[start..<end]` calls (`save(next)`, `Self.validate(&next)`,
    /// `todos.settingDescription(d, of: id)`).
    package func calls(in code: [UInt8], from start: Int, to end: Int) -> Set<String> {
        var called: Set<String> = []
        var index = start
        while index < end {
            guard ReducerSwitchReader.isWordByte(code[index]),
                index == 0 || !ReducerSwitchReader.isWordByte(code[index - 1])
            else {
                index += 1
                continue
            }
            var wordEnd = index
            while wordEnd < end, ReducerSwitchReader.isWordByte(code[wordEnd]) { wordEnd += 1 }
            var next = wordEnd
            while next < end, SwiftDeclarationReader.isWhitespace(code[next]) { next += 1 }
            let name = String(decoding: code[index..<wordEnd], as: UTF8.self)
            if next < end, code[next] == UInt8(ascii: "("), bodies[name] != nil { called.insert(name) }
            index = wordEnd
        }
        return called
    }

    /// The inside of the `{ … }` that follows a function's signature: the first `{` outside the parameter list's
    /// parentheses (a default value's closure stays inside them), or `nil` for a declaration without a body.
    private static func bodyRange(in code: [UInt8], after start: Int) -> Range<Int>? {
        var depth = 0
        var index = start
        while index < code.count {
            switch code[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "}") where depth == 0: return nil
            case UInt8(ascii: "{") where depth == 0:
                guard let close = SwiftDeclarationReader.matchingClose(in: code, from: index) else { return nil }
                return (index + 1)..<close
            default: break
            }
            index += 1
        }
        return nil
    }
}
