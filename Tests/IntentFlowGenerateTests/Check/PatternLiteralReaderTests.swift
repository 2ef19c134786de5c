import IntentFlowProject
import Testing
@testable import IntentFlowCheck
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
        "(?i)urlsession", #"(a)\1"#, #"\N{U+41}BC"#, #"\Qa.b\E"#, #"\x41BC"#, "(*UTF)abc", "(?(1)a|b)", "a|", #"\w+"#,
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

    /// Random patterns and texts: wherever PCRE2 finds a match, the text holds what the reader says a match needs.
    @Test func aMatchAlwaysMeetsTheRequirement() throws {
        let pieces = [
            "a", "b", "ab", "ba", "(", ")", "(?:", "|", "?", "*", "+", "{2}", "{1,}", "[ab]", "[^a]", ".", "\\b", "\\w",
            "\\s", "\\(", "\\)", " ", "\\n", "(?<=a)", "(?!b)", "^", "$", "{", "}", "\\N", "\\{",
        ]
        let letters = Array("ab ()\n{}".utf8)
        var state: UInt64 = 3
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let scratch = PatternScratch()
        var checked = 0
        for _ in 0..<3000 {
            let source = (0...next(6)).map { _ in pieces[next(pieces.count)] }.joined()
            guard let pattern = try? CompiledPattern(source),
                let requirement = PatternLiteralReader.requirement(of: source)
            else { continue }
            for _ in 0..<8 {
                let text = (0..<next(12)).map { _ in letters[next(letters.count)] }
                guard text.withUnsafeBufferPointer({ pattern.matches($0, scratch: scratch) }) else { continue }
                checked += 1
                let met = requirement.isMet { literal in
                    text.count >= literal.count
                        && (0...(text.count - literal.count)).contains { Array(text[$0..<($0 + literal.count)]) == literal }
                }
                #expect(met, "'\(source)' matches '\(String(decoding: text, as: UTF8.self))'")
            }
        }
        #expect(checked > 100)
    }
}
