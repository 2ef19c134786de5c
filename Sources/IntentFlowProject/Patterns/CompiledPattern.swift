import CPCRE2

/// A PCRE2 regular expression compiled once (and JIT-compiled where the platform allows) and shared by every thread.
///
/// Patterns are compiled in UTF mode and match invalid UTF-8 without failing, so a stray byte in a source file can
/// never stop a check. The compiled code is immutable after compilation; each match uses its own match data from a
/// ``PatternScratch``, so one pattern serves any number of threads at once.
package final class CompiledPattern: @unchecked Sendable {
    /// The pattern as written.
    package let source: String
    /// How many capturing groups the pattern has.
    package let captureCount: Int
    /// Whether the JIT compiler accepted the pattern (matching falls back to the interpreter otherwise).
    package let isJITCompiled: Bool
    private let code: OpaquePointer

    /// Compiles a pattern. `multiline` makes `^` and `$` match at every line, as `grep` does.
    package init(_ source: String, multiline: Bool = true) throws(PatternError) {
        self.source = source
        var options = UInt32(PCRE2_UTF) | UInt32(PCRE2_MATCH_INVALID_UTF)
        if multiline { options |= UInt32(PCRE2_MULTILINE) }
        var errorCode: Int32 = 0
        var errorOffset = 0
        let utf8 = Array(source.utf8)
        let compiled = Self.withBase(of: utf8) { base, count in
            pcre2_compile_8(base, count, options, &errorCode, &errorOffset, nil)
        }
        guard let compiled else {
            throw PatternError(
                message: Self.errorMessage(errorCode),
                utf8Offset: errorOffset,
                scalarOffset: String(decoding: utf8.prefix(errorOffset), as: UTF8.self).unicodeScalars.count)
        }
        code = compiled
        isJITCompiled = pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE)) == 0
        var count: UInt32 = 0
        pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
        captureCount = Int(count)
    }

    deinit { pcre2_code_free_8(code) }

    /// Calls `body` with the byte range of every non-overlapping match in `subject`, in order, until it returns
    /// `false`. Capture group ranges are in `scratch` during the call (see ``PatternScratch/group(_:)``).
    ///
    /// Returns `nil` when the search ended normally (the subject's end, or `body` said stop), or the offset a search
    /// started from when it gave up at one of PCRE2's resource limits (match, depth, heap or JIT stack): what lies at
    /// and after that offset was not searched, and the caller decides how to go on.
    @discardableResult
    package func forEachMatch(
        in subject: UnsafeBufferPointer<UInt8>, from start: Int = 0, scratch: PatternScratch,
        _ body: (Range<Int>) -> Bool
    ) -> Int? {
        guard let base = subject.baseAddress else {
            // An empty subject may have no storage; match it as an empty array so `^$`-like patterns still work.
            let empty: [UInt8] = [0]
            return empty.withUnsafeBufferPointer { buffer in
                guard let pointer = buffer.baseAddress else { return nil }
                return forEachMatch(in: UnsafeBufferPointer(start: pointer, count: 0), scratch: scratch, body)
            }
        }
        scratch.reserve(groups: captureCount + 1)
        var offset = start
        var options: UInt32 = 0
        while offset <= subject.count {
            let status =
                isJITCompiled
                ? pcre2_jit_match_8(code, base, subject.count, offset, options, scratch.matchData, nil)
                : pcre2_match_8(code, base, subject.count, offset, options, scratch.matchData, nil)
            guard status > 0 else {
                // Only an empty match refused at its own start needs another try one character on; a resource limit
                // is handed back, and every other outcome (no match, a bad offset) ends the search.
                if status == PCRE2_ERROR_NOMATCH, options != 0, offset < subject.count {
                    options = 0
                    offset = Self.nextCharacter(after: offset, in: subject)
                    continue
                }
                return Self.resourceLimits.contains(status) ? offset : nil
            }
            scratch.groupCount = Int(status)
            let ovector = pcre2_get_ovector_pointer_8(scratch.matchData)
            guard let ovector else { return nil }
            let range = ovector[0]..<ovector[1]
            guard body(range) else { return nil }
            offset = range.upperBound
            options = range.isEmpty ? UInt32(PCRE2_NOTEMPTY_ATSTART) | UInt32(PCRE2_ANCHORED) : 0
        }
        return nil
    }

    /// The statuses with which PCRE2 gives up a search rather than answering it.
    private static let resourceLimits: Set<Int32> = [
        PCRE2_ERROR_MATCHLIMIT, PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_HEAPLIMIT, PCRE2_ERROR_JIT_STACKLIMIT,
    ]

    /// The byte range of the first match in `subject` at or after `start`, if any.
    package func firstMatch(
        in subject: UnsafeBufferPointer<UInt8>, from start: Int = 0, scratch: PatternScratch
    ) -> Range<Int>? {
        var found: Range<Int>?
        forEachMatch(in: subject, from: start, scratch: scratch) { range in
            found = range
            return false
        }
        return found
    }

    /// Whether `subject` holds a match anywhere.
    package func matches(_ subject: UnsafeBufferPointer<UInt8>, scratch: PatternScratch) -> Bool {
        firstMatch(in: subject, scratch: scratch) != nil
    }

    private static func nextCharacter(after offset: Int, in subject: UnsafeBufferPointer<UInt8>) -> Int {
        var next = offset + 1
        while next < subject.count, subject[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }

    private static func errorMessage(_ code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = buffer.withUnsafeMutableBufferPointer { pointer in
            pcre2_get_error_message_8(code, pointer.baseAddress, pointer.count)
        }
        guard length > 0 else { return "error \(code)" }
        return String(decoding: buffer.prefix(Int(length)), as: UTF8.self)
    }

    /// Calls `body` with a non-null pointer to `bytes` (an empty array may have no storage) and their count.
    private static func withBase<Result>(
        of bytes: [UInt8], _ body: (UnsafePointer<UInt8>?, Int) -> Result
    ) -> Result {
        // The padding byte gives even an empty pattern storage; it is not part of the count.
        let padded = bytes + [0]
        return padded.withUnsafeBufferPointer { buffer in body(buffer.baseAddress, bytes.count) }
    }
}
