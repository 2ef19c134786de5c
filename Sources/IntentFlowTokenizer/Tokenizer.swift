/// Exact, offline token counting and encoding for OpenAI's byte-pair encodings, matching the reference
/// implementation (tiktoken's `encode_ordinary`) token for token.
///
/// ```swift
/// let tokenizer = try Tokenizer.o200kBase()
/// tokenizer.count("Hello, world!")   // 4
/// ```
///
/// Building a tokenizer decompresses and indexes its vocabulary (tens of milliseconds), so ``o200kBase()``,
/// ``cl100kBase()`` and ``shared(_:)`` build each encoding once per process and hand out copies, which share
/// their storage. A tokenizer is immutable and safe to use from any number of tasks at once.
///
/// Special tokens such as `<|endoftext|>` are counted as the ordinary text they spell. Counting and encoding never
/// fail: every string has an encoding.
public struct Tokenizer: Sendable {
    /// The encoding this tokenizer implements.
    public let encoding: TokenizerEncoding
    let vocabulary: Vocabulary
    let pattern: PiecePattern

    /// The shared o200k_base tokenizer (GPT-4o family), built on first use.
    public static func o200kBase() throws(TokenizerError) -> Tokenizer { try shared(.o200kBase) }

    /// The shared cl100k_base tokenizer (GPT-4 and GPT-3.5 family), built on first use.
    public static func cl100kBase() throws(TokenizerError) -> Tokenizer { try shared(.cl100kBase) }

    /// The shared tokenizer for `encoding`, built on first use and reused for the life of the process.
    public static func shared(_ encoding: TokenizerEncoding) throws(TokenizerError) -> Tokenizer {
        // `static let` is initialised lazily, exactly once, without a lock on later reads.
        switch encoding {
        case .o200kBase: try Cache.o200kBase.get()
        case .cl100kBase: try Cache.cl100kBase.get()
        }
    }

    private enum Cache {
        static let o200kBase = Result { () throws(TokenizerError) in try Tokenizer(building: .o200kBase) }
        static let cl100kBase = Result { () throws(TokenizerError) in try Tokenizer(building: .cl100kBase) }
    }

    /// Builds a new tokenizer from the embedded vocabulary, checking its SHA-256 as the reference does.
    ///
    /// Prefer ``shared(_:)``; this exists to measure the cost of building one.
    public init(building encoding: TokenizerEncoding) throws(TokenizerError) {
        self.encoding = encoding
        self.vocabulary = try VocabularyLoader.load(encoding)
        self.pattern = try PiecePattern(encoding: encoding)
    }

    /// The number of tokens in the vocabulary, not counting special tokens.
    public var vocabularySize: Int { vocabulary.count }

    /// The number of tokens `text` encodes to.
    public func count(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { count(utf8: $0) }
    }

    /// The number of tokens the bytes of a file encode to.
    ///
    /// Invalid UTF-8 is replaced by U+FFFD first, one replacement per maximal invalid subsequence, the same text
    /// Python's `bytes.decode("utf-8", errors="replace")` produces.
    public func count(contentsOf bytes: some Collection<UInt8>) -> Int {
        count(String(decoding: bytes, as: UTF8.self))
    }

    /// The token ranks of `text`, in order.
    public func encode(_ text: String) -> [Int] {
        var text = text
        return text.withUTF8 { utf8 in
            var tokens: [Int] = []
            tokens.reserveCapacity(utf8.count / 4)
            forEachToken(in: utf8) { tokens.append(Int($0)) }
            return tokens
        }
    }

    /// The bytes the tokens stand for, or `nil` if one of them is not in the vocabulary.
    ///
    /// Bytes rather than a string: a token can end inside a multi-byte character.
    public func decodeBytes(_ tokens: [Int]) -> [UInt8]? {
        var bytes: [UInt8] = []
        for token in tokens {
            guard let tokenBytes = vocabulary.bytes(ofRank: token) else { return nil }
            bytes.append(contentsOf: tokenBytes)
        }
        return bytes
    }

    /// Counts the tokens of valid UTF-8.
    func count(utf8 text: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = text.baseAddress else { return 0 }
        return vocabulary.withLookup { lookup in
            var total = 0
            pattern.forEachPiece(in: text) { start, end in
                let length = end - start
                if length == 1 || lookup.rank(base + start, length) != Vocabulary.noRank {
                    total += 1
                } else {
                    BytePairMerge.merge(base + start, count: length, lookup: lookup) { _, _ in total += 1 }
                }
            }
            return total
        }
    }

    /// Calls `emit` with each token's rank, in order.
    func forEachToken(in text: UnsafeBufferPointer<UInt8>, _ emit: (UInt32) -> Void) {
        guard let base = text.baseAddress else { return }
        vocabulary.withLookup { lookup in
            pattern.forEachPiece(in: text) { start, end in
                let piece = base + start
                let whole = lookup.rank(piece, end - start)
                if whole != Vocabulary.noRank {
                    emit(whole)
                } else {
                    BytePairMerge.merge(piece, count: end - start, lookup: lookup) { tokenStart, tokenEnd in
                        emit(lookup.rank(piece + tokenStart, tokenEnd - tokenStart))
                    }
                }
            }
        }
    }
}
