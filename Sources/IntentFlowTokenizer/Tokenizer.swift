import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Exact, offline token counting and encoding for OpenAI's byte-pair encodings, matching the reference
/// implementation (tiktoken's `encode_ordinary`) token for token.
///
/// ```swift
/// let tokenizer = try Tokenizer.o200kBase()
/// tokenizer.count("Hello, world!")   // 4
/// ```
///
/// Building a tokenizer decompresses and indexes its vocabulary (about 50 ms for o200k_base, 20 ms for cl100k_base),
/// so ``o200kBase()``, ``cl100kBase()`` and ``shared(_:)`` build each encoding once per process and hand out copies,
/// which share their storage. A tokenizer is immutable and safe to use from any number of tasks at once.
///
/// How it stays exact:
/// - Text is split with the encoding's own pattern (``TokenizerEncoding/pattern``), compiled by PCRE2 with `\s`
///   spelled as Unicode `White_Space` and the property classes extended to Unicode 16.0, the reference's tables.
/// - Each piece is looked up whole first; otherwise it is merged as the reference merges, lowest rank first and
///   leftmost on a tie, with a heap instead of a rescan for pieces over 256 bytes.
/// - Special tokens such as `<|endoftext|>` are counted as the ordinary text they spell.
/// - File bytes that are not UTF-8 become U+FFFD first, as Python's `errors="replace"` decodes them
///   (``count(contentsOf:)``). Counting and encoding never fail: every string has an encoding.
/// - Long texts are counted on all cores, cut only between an ASCII letter and a space, where no piece can span.
///
/// The vocabularies are compiled into the binary (a copied `intentflow` needs nothing beside it); their gzip CRC is
/// checked on every load and their SHA-256 by the tests.
package struct Tokenizer: Sendable {
    /// The encoding this tokenizer implements.
    package let encoding: TokenizerEncoding
    let vocabulary: Vocabulary
    /// The pattern with PCRE2's own Unicode tables, for text without ``UnicodeCatchUp`` code points.
    let fastPattern: PiecePattern
    /// The pattern extended to the reference's Unicode version, for the rest.
    let exactPattern: PiecePattern

    /// The shared o200k_base tokenizer (GPT-4o family), built on first use.
    package static func o200kBase() throws(TokenizerError) -> Tokenizer { try shared(.o200kBase) }

    /// The shared cl100k_base tokenizer (GPT-4 and GPT-3.5 family), built on first use.
    package static func cl100kBase() throws(TokenizerError) -> Tokenizer { try shared(.cl100kBase) }

    /// The shared tokenizer for `encoding`, built on first use and reused for the life of the process.
    package static func shared(_ encoding: TokenizerEncoding) throws(TokenizerError) -> Tokenizer {
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

    /// Builds a new tokenizer from the embedded vocabulary.
    ///
    /// Prefer ``shared(_:)``; this exists to measure the cost of building one and to check the embedded data.
    ///
    /// - Parameter verifyingChecksum: also compare the vocabulary's SHA-256 with
    ///   ``TokenizerEncoding/vocabularySHA256``, as the reference does after a download. The gzip CRC-32 is always
    /// checked; the tests verify the SHA-256 of
    ///   every build, so the shared tokenizers skip it to start faster.
    package init(building encoding: TokenizerEncoding, verifyingChecksum: Bool = false) throws(TokenizerError) {
        self.encoding = encoding
        self.vocabulary = try VocabularyLoader.load(encoding, verifyingChecksum: verifyingChecksum)
        self.fastPattern = try PiecePattern(encoding: encoding, catchingUp: false)
        self.exactPattern = try PiecePattern(encoding: encoding, catchingUp: true)
    }

    /// The number of tokens in the vocabulary, not counting special tokens.
    package var vocabularySize: Int { vocabulary.count }

    /// The number of tokens `text` encodes to.
    ///
    /// Texts of a megabyte or more are split at places that provably cannot change the result and counted on all
    /// cores; use ``count(_:maximumThreads:)`` to limit that.
    package func count(_ text: String) -> Int {
        count(text, maximumThreads: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// The number of tokens `text` encodes to, using at most `maximumThreads` threads (1: the calling thread only).
    package func count(_ text: String, maximumThreads: Int) -> Int {
        var text = text
        return text.withUTF8 { utf8 in
            let splitter = pattern(for: utf8)
            let ranges = ParallelSplit.ranges(of: utf8, parts: maximumThreads)
            guard ranges.count > 1, let base = utf8.baseAddress else { return count(utf8: utf8, with: splitter) }
            let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: ranges.count)
            defer { counts.deallocate() }
            let parts = UnsafeSendable(value: (base, counts))
            DispatchQueue.concurrentPerform(iterations: ranges.count) { index in
                let (base, counts) = parts.value
                let range = ranges[index]
                let part = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
                counts[index] = count(utf8: part, with: splitter)
            }
            return counts.reduce(0, +)
        }
    }

    /// The number of tokens the bytes of a file encode to.
    ///
    /// Invalid UTF-8 is replaced by U+FFFD first, one replacement per maximal invalid subsequence, the same text
    /// Python's `bytes.decode("utf-8", errors="replace")` produces.
    package func count(contentsOf bytes: some Collection<UInt8>) -> Int {
        count(String(decoding: bytes, as: UTF8.self))
    }

    /// ``count(contentsOf:)`` using at most `maximumThreads` threads.
    package func count(contentsOf bytes: some Collection<UInt8>, maximumThreads: Int) -> Int {
        count(String(decoding: bytes, as: UTF8.self), maximumThreads: maximumThreads)
    }

    /// The token ranks of `text`, in order.
    package func encode(_ text: String) -> [Int] {
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
    package func decodeBytes(_ tokens: [Int]) -> [UInt8]? {
        var bytes: [UInt8] = []
        for token in tokens {
            guard let tokenBytes = vocabulary.bytes(ofRank: token) else { return nil }
            bytes.append(contentsOf: tokenBytes)
        }
        return bytes
    }

    /// The pattern that splits `text` exactly as the reference does, the faster one when it can.
    func pattern(for text: UnsafeBufferPointer<UInt8>) -> PiecePattern {
        UnicodeCatchUp.hasAddition(in: text) ? exactPattern : fastPattern
    }

    /// Counts the tokens of valid UTF-8 on the calling thread, splitting it with `splitter`.
    func count(utf8 text: UnsafeBufferPointer<UInt8>, with splitter: PiecePattern) -> Int {
        guard let base = text.baseAddress else { return 0 }
        return vocabulary.withLookup { lookup in
            var total = 0
            splitter.forEachPiece(in: text) { start, end in
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
        let splitter = pattern(for: text)
        vocabulary.withLookup { lookup in
            splitter.forEachPiece(in: text) { start, end in
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
