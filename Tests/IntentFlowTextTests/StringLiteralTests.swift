import IntentFlowText
import Testing

/// One escaper per format: each writes a literal its format's reader reads back as exactly the string.
@Suite struct StringLiteralTests {
    @Test func swiftEscapesWhatWouldBreakOrHideTheLine() {
        #expect(StringLiteral.swift(#"a "b" \ c"#) == #""a \"b\" \\ c""#)
        #expect(StringLiteral.swift("a\nb\r\tc") == #""a\nb\r\tc""#)
        // NUL and the line and paragraph separators: the embedded templates' escaper wrote both as they were.
        #expect(StringLiteral.swift("\0") == #""\0""#)
        #expect(StringLiteral.swift("a\u{2028}b\u{2029}c\u{85}") == #""a\u{2028}b\u{2029}c\u{85}""#)
        #expect(StringLiteral.swift("\u{1b}[2J\u{7f}") == #""\u{1b}[2J\u{7f}""#)
        // A bidirectional override (Trojan Source) and a zero-width space are shown, not hidden.
        #expect(StringLiteral.swift("x\u{202E}y\u{200B}") == #""x\u{202e}y\u{200b}""#)
        #expect(StringLiteral.swift("Grüße 🎉") == "\"Grüße 🎉\"")
    }

    @Test func jsonReadsBackAsTheSameString() throws {
        let text = "a \"b\" \\ \n\t\u{1} \u{1f} é \u{2028}"
        #expect(StringLiteral.json("\u{1}") == #""\u0001""#)
        #expect(try JSONParser.parse(StringLiteral.json(text)) == .string(text))
    }

    @Test func yamlEscapesControlCharactersAsHex() {
        #expect(StringLiteral.yaml("**/Checkout/**") == #""**/Checkout/**""#)
        #expect(StringLiteral.yaml("a\u{1}b\u{7f}\n") == #""a\x01b\x7f\n""#)
    }
}
