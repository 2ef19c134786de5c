import Testing
@testable import IntentFlowTokenizer

/// The two merge strategies must agree on every input, or long pieces would be tokenized differently.
@Suite struct BytePairMergeTests {
    @Test(arguments: TokenizerEncoding.allCases)
    func heapMergeAgreesWithTheReferenceAlgorithm(_ encoding: TokenizerEncoding) throws {
        let tokenizer = try Tokenizer.shared(encoding)
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("aabbeeinorsttthh  ...==--__ééßü語日本😀🏽\u{301}".utf8)
        for round in 0..<300 {
            let length = 1 + Int(generator.next() % 300)
            let piece = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let quadratic = ranges(piece, tokenizer, BytePairMerge.mergeQuadratic)
            let heap = ranges(piece, tokenizer, BytePairMerge.mergeWithHeap)
            #expect(quadratic == heap, "round \(round)")
        }
    }

    @Test func everyByteIsAToken() throws {
        let tokenizer = try Tokenizer.o200kBase()
        for byte in 0...255 {
            let piece = [UInt8(byte)]
            #expect(ranges(piece, tokenizer, BytePairMerge.mergeQuadratic) == [0, 1])
        }
    }

    private typealias Merge = (UnsafePointer<UInt8>, Int, RankLookup, (Int, Int) -> Void) -> Void

    private func ranges(
        _ piece: [UInt8], _ tokenizer: Tokenizer,
        _ merge: (UnsafePointer<UInt8>, _ count: Int, _ lookup: RankLookup, (Int, Int) -> Void) -> Void
    ) -> [Int] {
        piece.withUnsafeBufferPointer { buffer in
            tokenizer.vocabulary.withLookup { lookup in
                var boundaries: [Int] = []
                guard let base = buffer.baseAddress else { return boundaries }
                merge(base, buffer.count, lookup) { start, end in
                    if boundaries.isEmpty { boundaries.append(start) }
                    boundaries.append(end)
                }
                return boundaries
            }
        }
    }
}

/// A small deterministic generator so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
