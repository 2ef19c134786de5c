/// Why a tokenizer could not be built.
///
/// The vocabularies ship inside the binary, so these errors mean a damaged build or an unusual platform (a PCRE2
/// without Unicode support), never bad input: counting and encoding text cannot fail.
package enum TokenizerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The embedded vocabulary could not be decompressed or parsed.
    case corruptVocabulary(encoding: String, reason: String)
    /// The decompressed vocabulary is not the one the reference implementation checks for.
    case checksumMismatch(encoding: String, expected: String, actual: String)
    /// The encoding's pre-tokenizer pattern was rejected by PCRE2.
    case invalidPattern(encoding: String, reason: String)

    /// The error in one sentence, for `intentflow: error: …`.
    package var description: String {
        switch self {
        case .corruptVocabulary(let encoding, let reason):
            "the \(encoding) vocabulary is damaged: \(reason)"
        case .checksumMismatch(let encoding, let expected, let actual):
            "the \(encoding) vocabulary has SHA-256 \(actual), expected \(expected)"
        case .invalidPattern(let encoding, let reason):
            "the \(encoding) pre-tokenizer pattern does not compile: \(reason)"
        }
    }
}
