/// Builds a ``Vocabulary`` from the copy embedded in the binary: decompress, optionally check, parse.
enum VocabularyLoader {
    /// Loads the vocabulary of `encoding`.
    ///
    /// Decompression already verifies the gzip CRC-32, so a damaged binary fails here rather than miscounting. With
    /// `verifyingChecksum`, the text's SHA-256 is also compared with the value the reference implementation checks
    /// after downloading; the tests do that, and the shared tokenizers skip it (a fifth of the load time) because the
    /// data was fixed when the binary was built.
    static func load(
        _ encoding: TokenizerEncoding, verifyingChecksum: Bool = false
    ) throws(TokenizerError) -> Vocabulary {
        guard let text = Gzip.decompress(encoding.compressedVocabulary) else {
            throw .corruptVocabulary(encoding: encoding.name, reason: "the embedded data is not valid gzip")
        }
        return try text.withUnsafeBufferPointer { buffer throws(TokenizerError) in
            if verifyingChecksum {
                let digest = SHA256.hexDigest(of: buffer)
                guard digest == encoding.vocabularySHA256 else {
                    throw .checksumMismatch(
                        encoding: encoding.name, expected: encoding.vocabularySHA256, actual: digest)
                }
            }
            return try Vocabulary(parsing: buffer, encoding: encoding)
        }
    }
}
