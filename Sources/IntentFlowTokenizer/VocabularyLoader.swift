/// Builds a ``Vocabulary`` from the copy embedded in the binary: decompress, check, parse.
enum VocabularyLoader {
    /// Loads the vocabulary of `encoding`, verifying its SHA-256 against the value the reference implementation
    /// checks, so a damaged build fails loudly instead of counting wrongly.
    static func load(_ encoding: TokenizerEncoding) throws(TokenizerError) -> Vocabulary {
        guard let text = Gzip.decompress(encoding.compressedVocabulary) else {
            throw .corruptVocabulary(encoding: encoding.name, reason: "the embedded data is not valid gzip")
        }
        return try text.withUnsafeBufferPointer { buffer throws(TokenizerError) in
            let digest = SHA256.hexDigest(of: buffer)
            guard digest == encoding.vocabularySHA256 else {
                throw .checksumMismatch(encoding: encoding.name, expected: encoding.vocabularySHA256, actual: digest)
            }
            return try Vocabulary(parsing: buffer, encoding: encoding)
        }
    }
}
