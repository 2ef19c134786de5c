import CPCRE2

/// An encoding's pre-tokenizer pattern compiled once with PCRE2 (UTF, Unicode properties, JIT when available).
///
/// The reference implementation matches with Rust's `fancy-regex`; both are leftmost-first backtracking engines, so
/// the same pattern splits text the same way, with one adjustment made by ``pcre2Source(for:)``: `\s` is spelled out as
/// the Unicode `White_Space` set that Rust uses, because PCRE2's `\s` also matches U+180E.
///
/// A class because it owns the compiled code and frees it; the code is immutable after compiling and PCRE2 allows
/// matching with it from several threads at once (each call has its own match data), hence `@unchecked Sendable`.
final class PiecePattern: @unchecked Sendable {
    private let code: OpaquePointer
    private let usesJIT: Bool

    /// The characters of Unicode's `White_Space` property, as the inside of a PCRE2 character class.
    static let whiteSpace =
        #"\x{09}-\x{0D}\x{20}\x{85}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}"#

    /// Compiles the pattern of `encoding`.
    init(encoding: TokenizerEncoding) throws(TokenizerError) {
        let source = Array(Self.pcre2Source(for: encoding.pattern).utf8)
        var errorCode: Int32 = 0
        var errorOffset = 0
        let options = UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_DOLLAR_ENDONLY)
        let compiled = source.withUnsafeBufferPointer { buffer in
            pcre2_compile_8(buffer.baseAddress, buffer.count, options, &errorCode, &errorOffset, nil)
        }
        guard let compiled else {
            throw .invalidPattern(encoding: encoding.name, reason: "\(Self.message(for: errorCode)) at offset \(errorOffset)")
        }
        code = compiled
        // JIT is unavailable on some platforms (iOS forbids writable executable memory); the interpreter then
        // gives the same results, only slower.
        usesJIT = pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE)) == 0
    }

    deinit { pcre2_code_free_8(code) }

    /// Calls `body` with the byte range of each piece of `text`, in order. `text` must be valid UTF-8.
    ///
    /// Every character of valid UTF-8 belongs to exactly one piece under the encodings' patterns, so the ranges
    /// tile the text.
    @inline(__always)
    func forEachPiece(in text: UnsafeBufferPointer<UInt8>, _ body: (_ start: Int, _ end: Int) -> Void) {
        guard let subject = text.baseAddress, !text.isEmpty else { return }
        guard let matchData = pcre2_match_data_create_from_pattern_8(code, nil) else {
            return forEachCharacter(in: text, from: 0, body)
        }
        defer { pcre2_match_data_free_8(matchData) }
        let ovector = pcre2_get_ovector_pointer_8(matchData)
        let length = text.count
        var offset = 0
        while offset < length {
            var status =
                usesJIT
                ? pcre2_jit_match_8(code, subject, length, offset, 0, matchData, nil)
                : pcre2_match_8(code, subject, length, offset, UInt32(PCRE2_NO_UTF_CHECK), matchData, nil)
            if status < 0, status != PCRE2_ERROR_NOMATCH, usesJIT {
                // A JIT resource limit; the interpreter keeps its backtracking state on the heap.
                status = pcre2_match_8(code, subject, length, offset, UInt32(PCRE2_NO_UTF_CHECK), matchData, nil)
            }
            guard status >= 0, let ovector, ovector[1] > ovector[0] else {
                // Unreachable with the encodings' patterns (they match every character); kept so that no input can
                // loop forever or crash: the rest is split into single characters.
                return forEachCharacter(in: text, from: offset, body)
            }
            body(ovector[0], ovector[1])
            offset = ovector[1]
        }
    }

    /// The fallback split: one piece per UTF-8 character.
    private func forEachCharacter(in text: UnsafeBufferPointer<UInt8>, from offset: Int, _ body: (Int, Int) -> Void) {
        var start = offset
        while start < text.count {
            var end = start + 1
            while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
            body(start, end)
            start = end
        }
    }

    /// The pattern as PCRE2 should compile it: tiktoken's pattern with `\s` and `\S` written as explicit
    /// `White_Space` classes, so both engines agree on every code point.
    static func pcre2Source(for pattern: String) -> String {
        var result = ""
        var inClass = false
        var characters = pattern.makeIterator()
        while let character = characters.next() {
            switch character {
            case "\\":
                guard let escaped = characters.next() else {
                    result.append(character)
                    break
                }
                switch (escaped, inClass) {
                case ("s", true): result += whiteSpace
                case ("s", false): result += "[\(whiteSpace)]"
                case ("S", false): result += "[^\(whiteSpace)]"
                default:
                    result.append(character)
                    result.append(escaped)
                }
            case "[" where !inClass:
                inClass = true
                result.append(character)
            case "]" where inClass:
                inClass = false
                result.append(character)
            default:
                result.append(character)
            }
        }
        return result
    }

    private static func message(for errorCode: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = pcre2_get_error_message_8(errorCode, &buffer, buffer.count)
        guard length > 0 else { return "PCRE2 error \(errorCode)" }
        return String(decoding: buffer[..<Int(length)], as: UTF8.self)
    }
}
