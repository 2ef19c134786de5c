import Testing
@testable import IntentFlowGenerate

@Suite struct PatternLiteralReaderTests {
    /// The requirement in a compact form: `a`, `all(a, b)`, `any(a, b)`; `-` when nothing is known.
    private func read(_ pattern: String) -> String {
        PatternLiteralReader.requirement(of: pattern).map(describe) ?? "-"
    }

    private func describe(_ requirement: LiteralRequirement<[UInt8]>) -> String {
        switch requirement {
        case .literal(let bytes): String(decoding: bytes, as: UTF8.self)
        case .all(let parts): "all(" + parts.map(describe).joined(separator: ", ") + ")"
        case .any(let parts): "any(" + parts.map(describe).joined(separator: ", ") + ")"
        }
    }

    @Test(arguments: [
        ("URLSession", "URLSession"),
        (#"\bawait\b|\bTask(?:\.detached)?\s*(?:\{|\()"#, "any(await, all(Task, any({, ()))"),
        (#"\b(?:URLSession|UserDefaults)\b"#, "any(URLSession, UserDefaults)"),
        (#"(?<![\w.])(?:print|dump)\s*\("#, "all(any(print, dump), ()"),
        (#"\btry!"#, "try!"),
        (#"\b[A-Z]\w*\.(?:shared|standard)\b"#, "all(., any(shared, standard))"),
        (#"URL\(string:[^)\n]*\)!"#, "all(URL(string:, )!)"),
        (#"^\s*import\s+Combine\b"#, "all(import, Combine)"),
        (#"ab+c"#, "all(ab, c)"),
        (#"ab?c"#, "all(a, c)"),
        (#"ab{2,3}c"#, "all(ab, c)"),
        (#"(?:a|)b"#, "b"),
        (#"a{0}bc"#, "bc"),
        (#"x(?:ab)+y"#, "all(x, ab, y)"),
        (#"x(?:ab)*y"#, "all(x, y)"),
        (#"(?<name>foo)bar"#, "all(foo, bar)"),
        (#"[(]?Task"#, "Task"),
        (#"[]a-z]+Task"#, "Task"),
        (#"[[:alpha:]]Date"#, "Date"),
        (#"a\nb"#, "a\nb"),
        (#"Task {"#, "Task {"),
        (#"\p{Lu}Effects"#, "Effects"),
        ("café", "café"),
    ])
    func readsTheLiteralsAMatchMustContain(_ pattern: String, _ expected: String) {
        #expect(read(pattern) == expected)
    }

    @Test(arguments: [
        "(?i)urlsession", #"(a)\1"#, #"\Qa.b\E"#, #"\x41BC"#, "(*UTF)abc", "(?(1)a|b)", "a|", #"\w+"#,
        "", "a{,3}", "(?#note)abc", "ab)", #"(?=Task)\w+"#,
    ])
    func knowsNothingOfWhatItDoesNotRead(_ pattern: String) {
        #expect(read(pattern) == "-")
    }

    @Test func everyDefaultRuleHasARequirement() {
        for rule in CheckFixtures.defaultRules().rules {
            #expect(PatternLiteralReader.requirement(of: rule.pattern.source) != nil, "\(rule.id)")
        }
    }

    @Test func codeRulesCutLiteralsAtSpaces() throws {
        let requirement = try #require(PatternLiteralReader.requirement(of: "await  x|Task"))
        let split = try #require(requirement.splitAtSpaces())
        #expect(describe(split) == "any(all(await, x), Task)")
        #expect(LiteralRequirement<[UInt8]>.literal(Array("   ".utf8)).splitAtSpaces() == nil)
    }
}
