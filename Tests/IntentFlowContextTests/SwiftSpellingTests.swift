import Testing

import IntentFlowManifest
import IntentFlowTemplates
@testable import IntentFlowContext

/// Names, literals, comments and values the context model writes into Swift.
@Suite("Swift spelling")
struct SwiftSpellingTests {
    @Test(
        "Names split into words at case changes",
        arguments: [
            ("DeviceConnection", ["Device", "Connection"]),
            ("userID", ["user", "ID"]),
            ("HTTPClient", ["HTTP", "Client"]),
            ("upload2FA", ["upload2", "FA"]),
            ("device-connection_flow", ["device", "connection", "flow"]),
        ])
    func words(name: String, words: [String]) {
        #expect(CaseStyle(name).words.map(String.init) == words)
    }

    @Test("ASCII names split as the Unicode rules split them")
    func asciiMatchesUnicode() {
        // A non-ASCII word after a space sends a name down the Unicode road; the words before it must not change.
        let names = [
            "DeviceConnection", "userID", "HTTPClient", "upload2FA", "a", "A", "AB", "aB", "Ab", "ABc", "a1B", "1a",
            "__x__", "x-y_z w", "ID2Go", "getURLForID", "idle on submit moves to validating", "", "-", "9", "aa9AA9aa",
        ]
        for name in names {
            #expect(CaseStyle(name + " é").words == CaseStyle(name).words + ["é"], "\(name)")
        }
    }

    @Test("Every case style")
    func styles() {
        let style = CaseStyle("URLSession")
        #expect(style.pascal == "URLSession")
        #expect(style.camel == "urlSession")
        #expect(style.snake == "url_session")
        #expect(style.kebab == "url-session")
        #expect(style.lower == "urlsession")
        #expect(CaseStyle("waitingForTwoFactor").title == "Waiting for two factor")
        #expect(CaseStyle("deviceID").phrase == "device ID")
    }

    @Test("Keywords are escaped in declarations, only special members after a dot")
    func keywords() {
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("get") == "get")
        #expect(SwiftIdentifier.escapedMember("default") == "default")
        #expect(SwiftIdentifier.escapedMember("self") == "`self`")
        #expect(SwiftIdentifier.escapedLabel("in") == "in")
        #expect(SwiftIdentifier.escapedLabel("inout") == "`inout`")
    }

    @Test(
        "Templates get Swift naming as the swiftIdentifier filter",
        arguments: [
            ("default", "`default`"), ("return", "`return`"), ("self", "`self`"), ("class", "`class`"),
            ("Type", "`Type`"), ("in", "`in`"), ("userName", "userName"), ("2fa", "_2fa"), ("user-name", "user_name"),
            // The engine's old list escaped `open` and let `_` through: `open` is contextual (`case open`, `.open`
            // compile bare, as generated code has always named it), while a bare `_` is a wildcard, never a name.
            ("open", "open"), ("_", "`_`"), ("", "`_`"),
        ])
    func swiftIdentifierFilter(input: String, expected: String) throws {
        let template = try Template(
            source: "{{name | swiftIdentifier}}", name: "t", filters: SwiftIdentifier.templateFilters)
        #expect(try template.render(["name": .string(input)]) == expected)
    }

    @Test("The keyword list covers the declaration, statement and pattern keywords")
    func keywordList() {
        let keywords = ["associatedtype", "deinit", "fallthrough", "guard", "inout", "repeat", "rethrows", "subscript", "_"]
        for keyword in keywords {
            #expect(SwiftIdentifier.identifier(from: keyword) == "`\(keyword)`")
        }
        #expect(SwiftIdentifier.identifier(from: "Did Load") == "Did_Load")
        #expect(SwiftIdentifier.identifier(from: "é2") == "é2")
    }

    @Test("String literals escape what would end or break them")
    func stringLiterals() {
        #expect(SwiftText.stringLiteral("say \"hi\"") == #""say \"hi\"""#)
        #expect(SwiftText.stringLiteral(#"C:\path"#) == #""C:\\path""#)
        #expect(SwiftText.stringLiteral("a\nb\tc") == #""a\nb\tc""#)
        #expect(SwiftText.stringLiteral("\u{7}") == #""\u{7}""#)
        #expect(SwiftText.stringLiteral("café ✓ */ {{x}}") == "\"café ✓ */ {{x}}\"")
        // Plain ASCII takes a shorter road; a quote, backslash or DEL anywhere still sends it the long one.
        #expect(SwiftText.stringLiteral("Only one load runs at a time.") == "\"Only one load runs at a time.\"")
        #expect(SwiftText.stringLiteral("") == "\"\"")
        #expect(SwiftText.stringLiteral("a long plain line ending in a quote\"") == #""a long plain line ending in a quote\"""#)
        #expect(SwiftText.stringLiteral("x\u{7F}") == #""x\u{7f}""#)
        // Printable ASCII with quotes and backslashes is escaped byte by byte; with a newline or é, scalar by scalar.
        #expect(SwiftText.stringLiteral(#"submit(email: "a\b")"#) == #""submit(email: \"a\\b\")""#)
        #expect(SwiftText.stringLiteral("\"é\"\n") == #""\"é\"\n""#)
    }

    @Test("Comments keep every line behind its marker")
    func comments() {
        #expect(SwiftText.docComment("One.\n\nTwo */ three.\n") == "/// One.\n///\n/// Two */ three.")
        #expect(SwiftText.lineComment("a\r\nb") == "// a\n// b")
        #expect(SwiftText.singleLine("a\n\n b  \n") == "a  b")
        #expect(SwiftText.docComment("") == "")
        // One plain line: trailing spaces go, leading ones stay, a blank line is no line.
        #expect(SwiftText.commentLines("  indented, then spaces   ") == ["  indented, then spaces"])
        #expect(SwiftText.commentLines("   ") == [])
        #expect(SwiftText.lineComment("x\u{7F}y") == "// x y")
    }

    @Test(
        "Placeholders and samples for the types that have them",
        arguments: [
            ("String", "\"\"", "\"name\""), ("Int", "0", "1"), ("Double", "0", "0.5"), ("Bool", "false", "true"),
            ("String?", "nil", "\"name\""), ("[Int]", "[]", "[1]"), ("[String: Int]", "[:]", "[:]"),
            ("Set<Int>", "[]", "[]"), ("URL", nil, "URL(fileURLWithPath: \"/name\")"),
            ("Data", "Data()", "Data(\"name\".utf8)"), ("Item", nil, nil), ("[Item]", "[]", "[]"),
        ] as [(String, String?, String?)])
    func values(type: String, placeholder: String?, sample: String?) {
        #expect(SwiftValue.placeholder(for: type) == placeholder)
        #expect(SwiftValue.sample(for: type, named: "name") == sample)
    }

    @Test("Unlabelled values are named after their type")
    func bindingNames() {
        #expect(ParameterContext.name(forType: "URL") == "url")
        #expect(ParameterContext.name(forType: "[Item]") == "items")
        #expect(ParameterContext.name(forType: "Int?") == "int")
        #expect(ParameterContext.name(forType: "Result<Int, Error>") == "value")
        #expect(ParameterContext.name(forType: "Foundation.Date") == "date")
    }
}
