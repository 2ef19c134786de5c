import Foundation
import IntentFlowProject
import Testing

@testable import IntentFlowGenerate

/// The one-pass check of a relative output path: which components it refuses and what it says.
@Suite("Output path validation")
struct OutputPathValidationTests {
    func message(_ path: String) -> String? {
        do {
            try OutputDirectory.validate(path)
            return nil
        } catch {
            #expect(error.kind == .invalidPath)
            return error.message
        }
    }

    @Test func plainPathsPass() {
        for path in ["A.swift", "Sources/Login/LoginFlow.swift", ".hidden/x", "a/...", "a/.b", "a/b.", "...x/y"] {
            #expect(message(path) == nil, "\(path)")
        }
    }

    @Test func dotAndEmptyComponentsAreRefusedWithTheirSpelling() {
        #expect(message("a/../b") == "an output path may not contain '..' components")
        #expect(message("..") == "an output path may not contain '..' components")
        #expect(message("./a") == "an output path may not contain '.' components")
        #expect(message("a/.") == "an output path may not contain '.' components")
        #expect(message("a//b") == "an output path may not contain '//' components")
        #expect(message("a/") == "an output path may not contain '//' components")
        #expect(message("") == "an output path must be relative and not empty")
        #expect(message("/etc/passwd") == "an output path must be relative and not empty")
        #expect(message("a\u{0}b") == "an output path must be relative and not empty")
    }

    @Test func aLongNameIsRefusedWhereverItIs() {
        let long = String(repeating: "é", count: 130)  // 260 bytes, 130 characters
        #expect(message("a/\(long)/b")?.contains("is 260 bytes long") == true)
        #expect(message("\(long)") != nil)
        #expect(message(String(repeating: "a/", count: 200) + "b") == nil)
    }
}
