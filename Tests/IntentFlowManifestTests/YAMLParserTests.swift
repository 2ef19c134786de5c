import Foundation
import IntentFlowText
import Testing
@testable import IntentFlowManifest

@Suite struct YAMLParserTests {
    private func parse(_ text: String) throws -> YAMLNode {
        try #require(try YAMLParser.parse(text, path: "f.yaml"))
    }

    private func failure(_ text: String) -> String? {
        do {
            _ = try YAMLParser.parse(text, path: "f.yaml")
            return nil
        } catch {
            return "\(error.location.line):\(error.location.column) \(error.ruleID)"
        }
    }

    @Test func locationsAreOneBasedAndCountUnicodeScalars() throws {
        let root = try parse("# comment\nkey: value\nnäme: \"ü\" # é\nlist:\n  - a\n  - 'b'\n")
        let pairs = try #require(root.mapping)
        #expect(pairs.map { $0.key.scalar } == ["key", "näme", "list"])
        #expect(pairs[0].key.location == SourceLocation(file: "f.yaml", line: 2, column: 1))
        #expect(pairs[0].value.location == SourceLocation(file: "f.yaml", line: 2, column: 6))
        #expect(pairs[1].value.location.column == 7)
        #expect(pairs[1].value.content == .scalar("ü", .doubleQuoted))
        let items = try #require(pairs[2].value.sequence)
        #expect(items.map(\.location.line) == [5, 6])
        #expect(items.map(\.location.column) == [5, 5])
        #expect(items[1].content == .scalar("b", .singleQuoted))
    }

    @Test func flowCollectionsQuotingAndBlockScalarsWork() throws {
        let root = try parse(
            """
            empty: []
            pair: [a, "b c", 'd''e']
            map: {x: 1, y: ~}
            literal: |
              line one
              line two
            folded: >
              folded
              text

            """)
        #expect(root["empty"]?.sequence == [])
        #expect(root["empty"]?.isFlowStyle == true)
        #expect(root["pair"]?.sequence?.map(\.scalar) == ["a", "b c", "d'e"])
        #expect(root["map"]?["y"]?.isNull == true)
        #expect(root["map"]?["x"]?.string == "1")
        #expect(root["literal"]?.content == .scalar("line one\nline two\n", .literal))
        #expect(root["folded"]?.content == .scalar("folded text\n", .folded))
    }

    @Test func tagsAndAliasesAreKept() throws {
        let root = try parse("a: &x !!str 12\nb: *x\n")
        #expect(root["a"]?.tag == "tag:yaml.org,2002:str")
        #expect(root["b"]?.scalar == "12")
        #expect(root["b"]?.location == SourceLocation(file: "f.yaml", line: 2, column: 4))
    }

    @Test func scalarOffsetsMapToFileColumns() throws {
        let root = try parse("a: plain text\nb: 'single'\nc: \"double\"\nd: \"esc\\tape\"\ne: 'it''s'\nf: |\n  block\n")
        #expect(root["a"]?.location(ofScalarOffset: 6).column == 10)
        #expect(root["b"]?.location(ofScalarOffset: 2).column == 7)
        #expect(root["c"]?.location(ofScalarOffset: 2).column == 7)
        // Escapes, doubled quotes and block scalars fall back to the scalar's start.
        #expect(root["d"]?.location(ofScalarOffset: 4).column == 4)
        #expect(root["e"]?.location(ofScalarOffset: 3).column == 4)
        #expect(root["f"]?.location(ofScalarOffset: 2) == SourceLocation(file: "f.yaml", line: 6, column: 4))
    }

    @Test func emptyStreamsHaveNoDocument() throws {
        #expect(try YAMLParser.parse("", path: "f.yaml") == nil)
        #expect(try YAMLParser.parse("# nothing\n\n", path: "f.yaml") == nil)
    }

    @Test func hostileInputIsALocatedError() {
        #expect(failure("a: 1\na: 2\n") == "2:1 yaml.duplicate-key")
        #expect(failure("a: 1\n---\nb: 2\n") == "2:1 yaml.multiple-documents")
        #expect(failure("a:\n\t- b\n") == "2:1 yaml.tab-indentation")
        #expect(failure("a: b: c\n") == "1:5 yaml.syntax")
        #expect(failure("a: [b\n") == "2:1 yaml.syntax")
        #expect(failure("a: x\u{0}y\n") == "1:5 yaml.control-character")
        #expect(failure("a: *nothing\n") == "1:4 yaml.syntax")
        #expect(failure("a: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100)) == "1:67 yaml.too-deep")
    }

    /// Found by the manifest fuzz target: past a dozen pairs, a duplicate that followed only non-string keys was
    /// missed.
    @Test func duplicateKeyAfterManyNonStringKeysIsFound() {
        let complexKeys = (0..<13).map { "? [k\($0)]\n: v\n" }.joined()
        #expect(failure("a: 1\n" + complexKeys + "a: 2\n") == "28:1 yaml.duplicate-key")
        #expect(failure(complexKeys + "a: 1\nb: 1\na: 2\n") == "29:1 yaml.duplicate-key")
    }

    @Test func duplicateKeyNotesTheFirstKey() {
        do {
            _ = try YAMLParser.parse("x:\n  k: 1\n  k: 2\n", path: "f.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == """
                f.yaml:3:3: error: duplicate key 'k' in a mapping [yaml.duplicate-key]
                f.yaml:2:3: note: 'k' is first written here [yaml.duplicate-key]
                """)
        }
    }

    @Test func duplicateKeysAreFoundInLargeMappings() {
        let keys = (0..<200).map { "k\($0): v" }.joined(separator: "\n")
        #expect(failure(keys + "\nk150: again\n") == "201:1 yaml.duplicate-key")
    }

    @Test func invalidUTF8IsLocatedAtTheFirstBadByte() {
        let data = Data("a: ok\nb: caf\u{E9} ".utf8) + Data([0xFF, 0x0A])
        #expect(throws: YAMLError.self) { try YAMLParser.parse(data, path: "f.yaml") }
        do {
            _ = try YAMLParser.parse(data, path: "f.yaml")
        } catch {
            #expect("\(error.location.line):\(error.location.column) \(error.ruleID)" == "2:9 yaml.invalid-utf8")
        }
    }

    @Test func binaryDataIsRejectedAtOneOne() {
        let data = Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00])
        do {
            _ = try YAMLParser.parse(data, path: "f.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.location.line == 1 && error.location.column == 1)
            #expect(error.ruleID == "yaml.control-character")
        }
    }

    @Test func billionLaughsStopsQuickly() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for (index, name) in ["b", "c", "d", "e", "f", "g", "h", "i"].enumerated() {
            let previous = index == 0 ? "a" : ["b", "c", "d", "e", "f", "g", "h"][index - 1]
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        #expect(failure(text) == "6:8 yaml.alias-limit")
    }

    @Test func tooLargeInputIsRejectedAtOneOne() {
        let limits = YAMLLimits(maxBytes: 10)
        #expect(throws: YAMLError.self) { try YAMLParser.parse("key: a long value", path: "f.yaml", limits: limits) }
        do {
            _ = try YAMLParser.parse("key: a long value", path: "f.yaml", limits: limits)
        } catch {
            #expect(error.ruleID == "yaml.too-large" && error.location.line == 1 && error.location.column == 1)
        }
    }
}
