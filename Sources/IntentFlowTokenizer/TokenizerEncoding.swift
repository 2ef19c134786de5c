import IntentFlowTokenizerVocabularies

/// A byte-pair encoding the tokenizer knows: its vocabulary, pre-tokenizer pattern and special tokens, exactly as
/// the reference implementation (tiktoken, `tiktoken_ext/openai_public.py`) defines them.
package enum TokenizerEncoding: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The GPT-4o family's encoding: 199,998 ranks.
    case o200kBase = "o200k_base"
    /// The GPT-4 and GPT-3.5 family's encoding: 100,256 ranks.
    case cl100kBase = "cl100k_base"

    /// The name tiktoken uses, e.g. `o200k_base`.
    package var name: String { rawValue }

    /// The name tiktoken uses.
    package var description: String { rawValue }

    /// The pre-tokenizer pattern, character for character as tiktoken spells it.
    ///
    /// Text is first split into pieces by this pattern; byte-pair merging then happens within each piece.
    package var pattern: String {
        switch self {
        case .o200kBase:
            [
                #"[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll"#
                    + #"|'d)?"#,
                #"[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll"#
                    + #"|'d)?"#,
                #"\p{N}{1,3}"#,
                #" ?[^\s\p{L}\p{N}]+[\r\n/]*"#,
                #"\s*[\r\n]+"#,
                #"\s+(?!\S)"#,
                #"\s+"#,
            ].joined(separator: "|")
        case .cl100kBase:
            #"'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++[\r\n]*+|\s++$|\s*[\r\n]"#
                + #"|\s+(?!\S)|\s"#
        }
    }

    /// The special tokens and their ranks.
    ///
    /// Counting and encoding treat these strings as ordinary text (tiktoken's `encode_ordinary`): a file that
    /// mentions `<|endoftext|>` is measured by what its characters cost, which is what a prompt containing it costs
    /// unless the caller deliberately allows special tokens.
    package var specialTokens: [String: Int] {
        switch self {
        case .o200kBase: ["<|endoftext|>": 199_999, "<|endofprompt|>": 200_018]
        case .cl100kBase:
            [
                "<|endoftext|>": 100_257, "<|fim_prefix|>": 100_258, "<|fim_middle|>": 100_259,
                "<|fim_suffix|>": 100_260, "<|endofprompt|>": 100_276,
            ]
        }
    }

    /// The SHA-256 of the uncompressed vocabulary file, the value tiktoken checks after downloading it.
    package var vocabularySHA256: String {
        switch self {
        case .o200kBase: "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d"
        case .cl100kBase: "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7"
        }
    }

    /// The gzip-compressed vocabulary embedded in the binary.
    var compressedVocabulary: UnsafeBufferPointer<UInt8> {
        var count = 0
        let bytes: UnsafePointer<UInt8>? =
            switch self {
            case .o200kBase: intentflow_vocabulary_o200k_base(&count)
            case .cl100kBase: intentflow_vocabulary_cl100k_base(&count)
            }
        return UnsafeBufferPointer(start: bytes, count: count)
    }
}
