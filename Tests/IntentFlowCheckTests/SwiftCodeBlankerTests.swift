import Testing
@testable import IntentFlowCheck

@Suite struct SwiftCodeBlankerTests {
    private func blank(_ source: String) -> String {
        String(decoding: SwiftCodeBlanker.blank(Array(source.utf8)), as: UTF8.self)
    }

    @Test func blanksLineAndNestedBlockComments() {
        let source = "a // await x\nb /* Task { /* nested */ print( */ c\n"
        let blanked = blank(source)
        #expect(blanked == "a           \nb                                  c\n")
        #expect(blanked.utf8.count == source.utf8.count)
    }

    @Test func blanksStringContentsAndKeepsQuotes() {
        #expect(blank(#"let s = "await \"x\" print(""#) == #"let s = "                  ""#)
    }

    @Test func blanksMultilineAndRawStringsKeepingNewlines() {
        let source = "let a = \"\"\"\n  await x\n  \"\"\"\nlet b = #\"print(\"x\")\"#\nlet c = ##\"\"\"\n\"# Task {\n\"\"\"##\nz"
        let blanked = blank(source)
        #expect(blanked == "let a = \"\"\"\n         \n  \"\"\"\nlet b = #\"          \"#\nlet c = ##\"\"\"\n         \n\"\"\"##\nz")
    }

    @Test func keepsInterpolationsAsCodeWithNestedStrings() {
        let source = #"let s = "a \(Date()) b \(f("x)")) c""#
        let blanked = blank(source)
        #expect(blanked == #"let s = "   (Date())    (f("  "))  ""#)
        let raw = ##"let r = #"\(x) \#(UUID())"#"##
        #expect(blank(raw) == ##"let r = #"       (UUID())"#"##)
    }

    @Test func blanksExtendedRegexLiteralsButNotDivision() {
        #expect(blank("let r = #/await\\/x/#; let d = a / b") == "let r = #/        /#; let d = a / b")
    }

    @Test func multibyteCharactersBecomeOneSpacePerByte() {
        let source = "// é\nx"
        #expect(blank(source) == "     \nx")
    }

    @Test func unterminatedLiteralsStopAtTheEndWithoutTrapping() {
        #expect(blank("let s = \"abc\nawait") == "let s = \"   \nawait")
        #expect(blank("/* never closed") == "               ")
        #expect(blank("\"\"\"\nopen") == "\"\"\"\n    ")
        #expect(blank("").isEmpty)
    }
}
