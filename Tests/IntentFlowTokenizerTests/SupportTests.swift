import Testing
@testable import IntentFlowTokenizer

@Suite struct SupportTests {
    @Test func sha256MatchesKnownDigests() {
        func digest(_ text: String) -> String {
            Array(text.utf8).withUnsafeBufferPointer { SHA256.hexDigest(of: $0) }
        }
        #expect(digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // 56 bytes: the padding spills into a second block.
        #expect(
            digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func whiteSpaceEscapesAreSpelledOut() {
        let source = PiecePattern.pcre2Source(for: #"\s+(?!\S)|[^\s\p{L}]|\p{N}|\\s"#)
        let ws = PiecePattern.whiteSpace
        #expect(source == "[\(ws)]+(?![^\(ws)])|[^\(ws)\\p{L}]|\\p{N}|\\\\s")
    }

    @Test func gzipRejectsGarbage() {
        let garbage: [UInt8] = Array(repeating: 0x42, count: 64)
        #expect(garbage.withUnsafeBufferPointer { Gzip.decompress($0) } == nil)
        #expect([UInt8]().withUnsafeBufferPointer { Gzip.decompress($0) } == nil)
    }

    @Test func corruptVocabulariesAreTypedErrors() {
        func parse(_ text: String) -> TokenizerError? {
            do {
                _ = try Array(text.utf8).withUnsafeBufferPointer { buffer throws(TokenizerError) in
                    try Vocabulary(parsing: buffer, encoding: .o200kBase)
                }
                return nil
            } catch {
                return error
            }
        }
        #expect(parse("QQ== 0\n") != nil)  // too few tokens
        #expect(parse("Q!Q= 0\n") != nil)  // bad base64
        #expect(parse("QQ== 1\n") != nil)  // rank out of order
        #expect(parse("QQ==\n") != nil)  // no rank
    }
}
