import Foundation
import Testing
@testable import IntentFlowCLI

/// `intentflow tokens`: output format, totals, encodings and error paths. Expected counts come from the reference
/// implementation (Python tiktoken), as in the tokenizer's own tests.
@Suite struct TokensCommandTests {
    /// A fresh directory holding the given files.
    private func directory(_ files: [String: [UInt8]]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, bytes) in files {
            try Data(bytes).write(to: url.appendingPathComponent(name))
        }
        return url
    }

    @Test func printsTheCountAndThePathAsGiven() throws {
        // tiktoken o200k_base: "Hello, world!\n" → 4 tokens.
        let dir = try directory(["hello.txt": Array("Hello, world!\n".utf8)])
        let result = runCLI(["tokens", "hello.txt"], in: dir)
        #expect(result.code == .success)
        #expect(result.stdout == "4 hello.txt\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func devicesAreFilesToo() {
        let result = runCLI(["tokens", "/dev/null"])
        #expect(result.code == .success)
        #expect(result.stdout == "0 /dev/null\n")
    }

    @Test func severalFilesEndWithATotal() throws {
        // tiktoken o200k_base: "The quick brown fox" → 4; "東京は日本の首都です。" → 8.
        let dir = try directory([
            "a.txt": Array("The quick brown fox".utf8), "b.txt": Array("東京は日本の首都です。".utf8),
        ])
        let result = runCLI(["tokens", "a.txt", "b.txt"], in: dir)
        #expect(result.code == .success)
        #expect(result.stdout == "4 a.txt\n8 b.txt\n12 total\n")
    }

    @Test func encodingCanBeChosen() throws {
        // tiktoken: "東京は日本の首都です。" is 8 tokens in o200k_base and 11 in cl100k_base.
        let dir = try directory(["b.txt": Array("東京は日本の首都です。".utf8)])
        #expect(runCLI(["tokens", "b.txt", "--encoding", "cl100k_base"], in: dir).stdout == "11 b.txt\n")
        #expect(runCLI(["tokens", "--encoding=o200k_base", "b.txt"], in: dir).stdout == "8 b.txt\n")
    }

    @Test func anUnknownEncodingIsAUsageError() throws {
        let result = runCLI(["tokens", "x.txt", "--encoding", "p50k_base"])
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("'--encoding' must be one of o200k_base, cl100k_base"))
        #expect(result.stdout.isEmpty)
    }

    @Test func noFilesIsAUsageError() {
        let result = runCLI(["tokens"])
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("'tokens' needs at least one file"))
    }

    @Test func unreadableFilesAreReportedAndTheOthersStillCounted() throws {
        let dir = try directory(["a.txt": Array("The quick brown fox".utf8)])
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let result = runCLI(["tokens", "missing.txt", "a.txt", "sub"], in: dir)
        #expect(result.code == .usageOrIO)
        #expect(result.stdout == "4 a.txt\n4 total\n")
        #expect(result.stderr == "missing.txt: error: no such file\nsub: error: is a directory\n")
    }

    @Test func emptyAndInvalidUTF8FilesAreCounted() throws {
        // tiktoken o200k_base: b"ok \xff end".decode("utf-8", "replace") → 3 tokens.
        let dir = try directory(["empty.txt": [], "bad.txt": [0x6F, 0x6B, 0x20, 0xFF, 0x20, 0x65, 0x6E, 0x64]])
        let result = runCLI(["tokens", "empty.txt", "bad.txt"], in: dir)
        #expect(result.code == .success)
        #expect(result.stdout == "0 empty.txt\n3 bad.txt\n3 total\n")
    }

    @Test func helpDescribesTheCommand() {
        let result = runCLI(["tokens", "--help"])
        #expect(result.code == .success)
        #expect(result.stdout.contains("USAGE: intentflow tokens <file>..."))
    }
}
