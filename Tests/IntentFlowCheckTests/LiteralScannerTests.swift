import Testing
@testable import IntentFlowCheck

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

    @Test func theSkippingScanFindsLiteralsAtEveryAlignment() {
        // Every literal three bytes or longer: the window skips. Each literal is placed at the start, in the middle,
        // overlapping another, and at the very end.
        let literals = ["URLSession", "Session", "abc", "cab"]
        #expect(presence(literals, in: "URLSession") == [true, true, false, false])
        #expect(presence(literals, in: "xxxxcabcxx") == [false, false, true, true])
        #expect(presence(literals, in: "ab") == [false, false, false, false])
        #expect(presence(literals, in: "zzzzzzzzzzzzzzzzzzzabc") == [false, false, true, false])
    }

    /// Both scans, skipping (all literals of three bytes or more) and not (a shorter one among them), against a
    /// plain search, over texts of few letters so that literals overlap and repeat.
    @Test func bothScansAgreeWithAPlainSearch() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let letters = Array("abcab ()".utf8)
        func word(_ length: Int) -> [UInt8] { (0..<length).map { _ in letters[next(letters.count)] } }
        for round in 0..<500 {
            let shortest = round % 2 == 0 ? 1 : 3
            let literals = (0..<(1 + next(5))).map { _ in word(shortest + next(4)) }
            let text = word(next(60))
            let scanner = LiteralScanner(literals)
            let found = text.withUnsafeBufferPointer { scanner.presence(in: $0) }
            let expected = literals.map { literal in
                text.count >= literal.count
                    && (0...(text.count - literal.count)).contains { Array(text[$0..<($0 + literal.count)]) == literal }
            }
            #expect(found == expected, "\(literals.map { String(decoding: $0, as: UTF8.self) }) in \(String(decoding: text, as: UTF8.self))")
        }
    }
}
