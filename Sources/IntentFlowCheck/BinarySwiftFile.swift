import IntentFlowManifest
import IntentFlowText

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A `.swift` file that is not text: a NUL byte or bytes that are not UTF-8.
///
/// Such a file (a binary fixture, a file saved in another encoding) cannot compile and its rules' findings would be
/// nonsense, so `check` reports it at the first such byte and does not count it as checked.
package enum BinarySwiftFile {
    /// The warning for `bytes` when they are not UTF-8 text without NUL bytes, else `nil`.
    package static func warning(for bytes: [UInt8], path: String) -> Diagnostic? {
        guard let offset = firstNonTextOffset(in: bytes) else { return nil }
        let what = bytes[offset] == 0 ? "a NUL byte" : "bytes that are not UTF-8"
        let position = LineIndex(bytes).position(ofOffset: offset, in: bytes)
        return Diagnostic(
            .warning, "not checked: the file is not Swift source text (\(what) here); exclude it or save it as UTF-8",
            at: SourceLocation(file: path, line: position.line, column: position.column), rule: "check.binary-file")
    }

    /// The offset of the first NUL byte or the first byte that is not part of valid UTF-8, whichever comes first.
    package static func firstNonTextOffset(in bytes: [UInt8]) -> Int? {
        let nul = bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        // The fast validation first: almost every file is valid and needs nothing more.
        if nul == nil, bytes.withUnsafeBufferPointer({ String(validating: $0, as: UTF8.self) }) != nil { return nil }
        return UTF8Validation.firstInvalidOffset(in: Array(bytes.prefix(nul ?? bytes.count))) ?? nul
    }
}
