import Testing

@testable import IntentFlowAI

/// The ASCII shortcuts of ``NameCharacters`` answer as the Unicode properties they stand for.
@Suite("Name characters")
struct NameCharactersTests {
    static let samples: [Character] =
        (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        + ["é", "ß", "Ж", "名", "½", "٣", "\u{00A0}", "\u{2003}", "\u{0085}", "\r\n", "🙂", "e\u{301}"]

    @Test func wordCharactersAreLettersDigitsAndUnderscore() {
        for character in Self.samples {
            let expected = character.isLetter || character.isNumber || character == "_"
            #expect(NameCharacters.isWordCharacter(character) == expected, "\(character.unicodeScalars.map(\.value))")
        }
    }

    @Test func whitespaceIsRemovedAsCharacterIsWhitespaceSays() {
        for character in Self.samples {
            let text = "a\(character)b"
            #expect(NameCharacters.withoutWhitespace(text) == text.filter { !$0.isWhitespace })
        }
        #expect(NameCharacters.withoutWhitespace("[String : Int]") == "[String:Int]")
    }

    @Test func containsLooksForBytes() {
        #expect(NameCharacters.contains("Login/Flow", "/"))
        #expect(NameCharacters.contains("a..b", ".."))
        #expect(!NameCharacters.contains("a.b", ".."))
        #expect(NameCharacters.contains("loadfailed", "fail"))
        #expect(!NameCharacters.contains("fai", "fail"))
        #expect(NameCharacters.contains("x", ""))
    }
}
