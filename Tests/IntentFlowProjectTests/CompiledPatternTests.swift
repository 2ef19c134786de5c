@testable import IntentFlowProject
import Testing

@Suite struct CompiledPatternTests {
    private func matches(_ pattern: String, _ subject: String) throws -> [String] {
        let compiled = try CompiledPattern(pattern)
        let bytes = Array(subject.utf8)
        var found: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            _ = compiled.forEachMatch(in: buffer, scratch: PatternScratch()) { range in
                found.append(String(decoding: bytes[range], as: UTF8.self))
                return true
            }
        }
        return found
    }

    @Test func findsEveryMatchInOrderWithTheJIT() throws {
        let pattern = try CompiledPattern(#"\bawait\b"#)
        #expect(pattern.isJITCompiled)
        #expect(try matches(#"\bawait\b"#, "await a; awaited; try await b") == ["await", "await"])
    }

    @Test func emptyMatchesAdvance() throws {
        #expect(try matches("x*", "axxb").count == 4)
        // As in grep, `^` does not match after the final newline.
        #expect(try matches("^", "a\nb\n").count == 2)
    }

    @Test func capturesAreReadable() throws {
        let pattern = try CompiledPattern(#"(\w+)=(\d+)?"#)
        let scratch = PatternScratch()
        let bytes = Array("a=1 b=".utf8)
        var groups: [[Range<Int>?]] = []
        bytes.withUnsafeBufferPointer { buffer in
            _ = pattern.forEachMatch(in: buffer, scratch: scratch) { _ in
                groups.append([scratch.group(1), scratch.group(2)])
                return true
            }
        }
        #expect(groups == [[0..<1, 2..<3], [4..<5, nil]])
    }

    @Test func invalidUTF8NeverStopsAMatch() throws {
        let pattern = try CompiledPattern("print")
        let bytes: [UInt8] = [0xFF, 0xFE] + Array(" print".utf8)
        let found = bytes.withUnsafeBufferPointer { pattern.firstMatch(in: $0, scratch: PatternScratch()) }
        #expect(found == 3..<8)
    }

    @Test func aBrokenPatternReportsWhereItStops() {
        #expect(throws: PatternError.self) { try CompiledPattern("(abc") }
        do {
            _ = try CompiledPattern("é[z")
        } catch {
            #expect(error.message.contains("missing terminating ]"))
            #expect(error.scalarOffset == 3)
            #expect(error.utf8Offset == 4)
        }
    }

    @Test func emptySubjectsAndPatterns() throws {
        let empty: [UInt8] = []
        let found = try empty.withUnsafeBufferPointer { try CompiledPattern("^$").firstMatch(in: $0, scratch: PatternScratch()) }
        #expect(found == 0..<0)
        #expect(try matches("", "ab").count == 3)
    }
}
