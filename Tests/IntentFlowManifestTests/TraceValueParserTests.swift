import Testing
@testable import IntentFlowManifest

/// The arguments in a trace's parentheses: values (schema 0.2) beside free text, and malformed values located.
@Suite struct TraceValueParserTests {
    /// `label=source|kind` for a value, `label~` for free text, at its offset.
    private func read(_ text: String) -> String {
        switch TraceValueParser.arguments(text) {
        case .failure(let failure): return "\(failure.offset): \(failure.message)"
        case .success(let arguments):
            return arguments.map { argument in
                let label = argument.label.map { "\($0)=" } ?? ""
                guard let value = argument.value else { return "\(argument.offset):\(label)~" }
                return "\(argument.offset):\(label)\(value.source)|\(describe(value.kind))"
            }.joined(separator: " ")
        }
    }

    private func describe(_ kind: TraceValue.Kind) -> String {
        switch kind {
        case .string: "string"
        case .integer: "integer"
        case .float: "float"
        case .boolean: "bool"
        case .none: "nil"
        case .emptyDictionary: "dictionary"
        case .array(let elements): "array(\(elements.map { describe($0.kind) }.joined(separator: ",")))"
        case .member(let name, let arguments): "member(\(name),\(arguments?.count ?? -1))"
        }
    }

    @Test("Literals, members and free text, labelled or not")
    func values() {
        #expect(read(#""bad email""#) == "0:\"bad email\"|string")
        #expect(read("progress: 0") == "0:progress=0|integer")
        #expect(read("-1.5e3, 1_000") == "0:-1.5e3|float 8:1_000|integer")
        #expect(read("true, false, nil") == "0:true|bool 6:false|bool 13:nil|nil")
        #expect(read("[], [:], [1, 2,]") == "0:[]|array() 4:[:]|dictionary 9:[1, 2]|array(integer,integer)")
        #expect(read(#".noDevices, .failed("x"), .some(reason: .timeout)"#)
            == #"0:.noDevices|member(noDevices,-1) 12:.failed("x")|member(failed,1) 26:.some(reason: .timeout)|member(some,1)"#)
        #expect(read("valid form") == "0:~")
        #expect(read("devices") == "0:~")
        #expect(read("nilable, truth") == "0:~ 9:~")
        #expect(read("the server answered, or not") == "0:~ 21:~")
        #expect(read(#"user's "name""#) == "0:~")
        #expect(read(#""a, b (c)", x: "\u{41}\n""#) == #"0:"a, b (c)"|string 12:x="\u{41}\n"|string"#)
    }

    @Test("Malformed values are located")
    func malformed() {
        #expect(read(#""unclosed"#) == "0: this string is never closed; end it with '\"'")
        #expect(read(".") == "1: expected a case name after '.', as in '.noDevices'")
        #expect(read("[1,") == "0: '[' is never closed; end the array with ']'")
        #expect(read("[1 2]") == "3: expected ',' or ']' after the element")
        #expect(read(#""a" b"#) == "4: unexpected 'b' after the value; separate arguments with ','")
        #expect(read("12abc") == "0: '12a…' is not a number")
        #expect(read("1.") == "1: expected digits after '.' in a number")
        #expect(read(#""\q""#) == "1: unknown escape '\\q' in a string; write \\\\ for a backslash")
        #expect(read(#"["a": 1]"#) == "4: only the empty dictionary '[:]' can be written in a trace")
        #expect(read(".failed(1 2)") == "10: expected ',' or ')' after the argument")
        #expect(read(String(repeating: "[", count: 40)).hasSuffix("values nest more than 32 deep"))
    }
}
