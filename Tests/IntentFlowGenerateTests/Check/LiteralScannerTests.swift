import Testing
@testable import IntentFlowGenerate

@Suite struct LiteralScannerTests {
    private func presence(_ literals: [String], in text: String) -> [Bool] {
        let scanner = LiteralScanner(literals.map { Array($0.utf8) })
        return Array(text.utf8).withUnsafeBufferPointer { scanner.presence(in: $0) }
    }

    @Test func findsEachLiteralThatOccurs() {
        #expect(presence(["await", "Task", "URLSession"], in: "let a = await Task.value") == [true, true, false])
    }

    @Test func literalsSharingTheirFirstBytesAreTellApart() {
        #expect(presence(["print", "private", "pri"], in: "private let x") == [false, true, true])
        #expect(presence(["print", "private"], in: "private print") == [true, true])
    }

    @Test func oneByteLiteralsAndLiteralsAtTheEnd() {
        #expect(presence(["(", "{", "x"], in: "f(") == [true, false, false])
        #expect(presence(["ab", "b"], in: "b") == [false, true])
        #expect(presence(["end"], in: "the end") == [true])
        #expect(presence(["end"], in: "the en") == [false])
    }

    @Test func aLiteralFoundEarlyLeavesOthersStillFound() {
        // After "ab" is found its pair is cleared only once every literal starting with "ab" is found.
        #expect(presence(["ab", "abc"], in: "ab ab abc") == [true, true])
    }

    @Test func emptyTextAndEmptyLiterals() {
        #expect(presence(["a", ""], in: "") == [false, false])
        #expect(presence([""], in: "abc") == [false])
        #expect(presence([], in: "abc") == [])
    }

    @Test func nonASCIIBytesAreMatchedAsBytes() {
        #expect(presence(["café", "é"], in: "un café") == [true, true])
    }
}
