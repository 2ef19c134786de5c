import Foundation
@testable import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject
import Testing

/// The file of bases beside the record: its text, read back exactly, and located errors for what is not one.
@Suite struct BaseBundleTests {
    private func bundle(_ texts: [String]) -> BaseBundle {
        BaseBundle(texts: Dictionary(texts.map { (ContentHash($0), $0) }, uniquingKeysWith: { first, _ in first }))
    }

    @Test func everyTextReadsBackExactly() throws {
        let texts = [
            "struct A {}\n", "no final newline", "", "\n\n", "two\nlines without end", "crlf\r\nkept\r\n", "a\r",
            "base 0123456789abcdef 1\nlooks like a header\n",
        ]
        let original = bundle(texts)
        #expect(try BaseBundle.parse(original.rendered(), path: "bases") == original)
    }

    @Test func aRecordedParameterWithLineBreaksReadsBackExactly() throws {
        // "\r\n" is one Character; the record escapes by bytes, so it cannot slip through as a raw line break.
        let entry = RecordEntry(
            manifest: "Login/Login.intentflow.yaml", generator: "feature", pack: PackStamp(name: "base", hash: ContentHash("p")),
            parameters: ["note": "one\r\ntwo"], files: [])
        let record = GenerationRecord(entries: [entry])
        let text = RecordFormat.render(record)
        #expect(!text.contains("one\r\n"))
        #expect(try RecordFormat.parse(text, path: "generated.lock").entries == record.entries)
    }

    @Test func theTextIsSortedByFingerprintAndTheSameForTheSameBases() throws {
        let text = bundle(["b\n", "a\n", "c"]).rendered()
        #expect(text == bundle(["c", "a\n", "b\n"]).rendered())
        let hashes = text.split(separator: "\n").filter { $0.hasPrefix("base ") }.map { $0.split(separator: " ")[1] }
        #expect(hashes == hashes.sorted() && hashes.count == 3)
        #expect(text.contains("\nbase \(ContentHash("c")) 1 no-final-newline\nc\n"))
        #expect(text.hasPrefix("# Written by `intentflow generate`"))
    }

    @Test func aBundleGitCheckedOutWithCRLFStillReads() throws {
        let original = bundle(["struct A {\n}\n", "x\n"])
        let converted = original.rendered().replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try BaseBundle.parse(converted, path: "bases") == original)
    }

    @Test(arguments: [
        ("", "no 'intentflow-bases <version>' line", 1),
        ("intentflow-bases 0\n", "does not exist", 1),
        ("# c\nintentflow-bases x\n", "expected 'intentflow-bases <version>' first", 2),
        ("intentflow-bases 1\n\nbase 0123 1\nx\n", "expected 'base <16 hex digits> <line count>'", 3),
        ("intentflow-bases 1\nbase \(ContentHash("x")) 0 no-final-newline\n", "no lines", 2),
        ("intentflow-bases 1\nbase \(ContentHash("a\nb\n")) 3\na\nb\n", "ends after 2", 2),
        ("intentflow-bases 1\nbase \(ContentHash("a\n")) 1\na", "ends inside its last", 2),
        ("intentflow-bases 1\nbase \(ContentHash("a\n")) 1\nb\n", "does not match its fingerprint", 2),
        ("intentflow-bases 1\nbase \(ContentHash("a\n")) 1\na\nbase \(ContentHash("a\n")) 1\na\n", "given twice", 4),
    ])
    func whatIsNotABundleIsALocatedError(text: String, message: String, line: Int) throws {
        let error = try #require(throws: GeneratorError.self) { try BaseBundle.parse(text, path: "x.bases") }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        #expect(diagnostic.location == SourceLocation(file: "x.bases", line: line, column: 1))
        #expect(diagnostic.ruleID == "record.invalid")
    }
}
