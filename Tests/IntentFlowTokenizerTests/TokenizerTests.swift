import Testing
@testable import IntentFlowTokenizer

/// Exact agreement with the reference implementation on fixed texts; see ReferenceCases.swift for how the expected
/// values were produced.
@Suite struct TokenizerTests {
    @Test(arguments: referenceCases, TokenizerEncoding.allCases)
    func matchesTheReference(_ reference: ReferenceCase, encoding: TokenizerEncoding) throws {
        let tokenizer = try Tokenizer.shared(encoding)
        let tokens = tokenizer.encode(reference.text)
        if let expected = reference.tokens[encoding.name] {
            #expect(tokens == expected)
        }
        let summary = try #require(reference.summary[encoding.name])
        #expect(tokens.count == summary.count)
        #expect(fnv1a(tokens) == summary.hash)
        #expect(tokenizer.count(reference.text) == summary.count)
    }

    @Test(arguments: referenceCases, TokenizerEncoding.allCases)
    func decodingGivesBackTheText(_ reference: ReferenceCase, encoding: TokenizerEncoding) throws {
        let tokenizer = try Tokenizer.shared(encoding)
        #expect(tokenizer.decodeBytes(tokenizer.encode(reference.text)) == Array(reference.text.utf8))
    }

    @Test(arguments: TokenizerEncoding.allCases)
    func invalidUTF8IsCountedAsItsReplacementText(_ encoding: TokenizerEncoding) throws {
        let tokenizer = try Tokenizer.shared(encoding)
        for reference in referenceByteCases {
            #expect(tokenizer.count(contentsOf: reference.bytes) == reference.counts[encoding.name], "\(reference.name)")
        }
    }

    @Test(arguments: TokenizerEncoding.allCases)
    func patternsAreTheReferencePatterns(_ encoding: TokenizerEncoding) {
        #expect(encoding.pattern == referencePatterns[encoding.name])
    }

    @Test func vocabulariesHaveTheirPublishedSizes() throws {
        #expect(try Tokenizer.o200kBase().vocabularySize == 199_998)
        #expect(try Tokenizer.cl100kBase().vocabularySize == 100_256)
        #expect(try Tokenizer.o200kBase().encoding == .o200kBase)
    }

    @Test func decodingAnUnknownTokenFails() throws {
        let tokenizer = try Tokenizer.o200kBase()
        #expect(tokenizer.decodeBytes([0, 199_998]) == nil)
        #expect(tokenizer.decodeBytes([-1]) == nil)
        #expect(tokenizer.decodeBytes([]) == [])
    }

    @Test func specialTokenTextIsOrdinaryText() throws {
        let tokenizer = try Tokenizer.o200kBase()
        let tokens = tokenizer.encode("<|endoftext|>")
        #expect(tokens.count > 1)
        #expect(!tokens.contains(199_999))
    }

    @Test func buildingAFreshTokenizerGivesTheSameCounts() throws {
        let fresh = try Tokenizer(building: .cl100kBase)
        let shared = try Tokenizer.cl100kBase()
        for reference in referenceCases {
            #expect(fresh.encode(reference.text) == shared.encode(reference.text))
        }
    }

    @Test func hugeUniformInputsDoNotOverflowAnything() throws {
        let tokenizer = try Tokenizer.o200kBase()
        let letters = String(repeating: "ab", count: 200_000)
        #expect(tokenizer.count(letters) > 0)
        #expect(tokenizer.count(String(repeating: " ", count: 400_000) + "x") > 0)
        #expect(tokenizer.count(String(repeating: "\u{301}", count: 100_000)) > 0)
    }
}

/// FNV-1a over token ids, as Scripts/tokenizer-reference.py computes it.
func fnv1a(_ tokens: [Int]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for token in tokens {
        hash ^= UInt64(token)
        hash = hash &* 0x100_0000_01B3
    }
    return hash
}
