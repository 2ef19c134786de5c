import Testing

import IntentFlowManifest
@testable import IntentFlowGenerate

@Suite("Swift type layers")
struct SwiftTypeLayersTests {
    @Test("Optionals and arrays peel from the outside in, around the core")
    func peels() {
        let type = SwiftTypeLayers("[ Int? ]?")
        #expect(type.layers == [.optional, .array, .optional])
        #expect(type.core == "Int")
        #expect(!type.isDictionary)
    }

    @Test(
        "A colon directly inside the outer brackets makes a dictionary; a nested one does not",
        arguments: [
            ("[String: Int]", true, "[String:Int]", 0), ("[[String: Int]]", true, "[String:Int]", 1),
            ("[(a: Int, b: Int)]", false, "(a:Int,b:Int)", 1), ("[Set<String>]", false, "Set<String>", 1),
            ("[[String]: Int]?", true, "[[String]:Int]", 1), ("[String]", false, "String", 1),
        ] as [(String, Bool, String, Int)])
    func dictionaries(spelling: String, isDictionary: Bool, core: String, layers: Int) {
        let type = SwiftTypeLayers(spelling)
        #expect(type.isDictionary == isDictionary)
        #expect(type.core == core)
        #expect(type.layers.count == layers)
    }

    @Test("Brackets that do not open and close the spelling are not an array")
    func unwrappedBrackets() {
        let type = SwiftTypeLayers("Dictionary<String, [Int]>?")
        #expect(type.layers == [.optional])
        #expect(type.core == "Dictionary<String,[Int]>")
        #expect(SwiftTypeLayers("Matrix[Int]").layers.isEmpty)
        #expect(SwiftTypeLayers("[").layers.isEmpty)
        #expect(SwiftTypeLayers("").core == "")
    }

    @Test("A spelling of 100,000 layers peels in one loop")
    func deepSpellings() {
        let optionals = SwiftTypeLayers("Int" + String(repeating: "?", count: 100_000))
        #expect(optionals.layers.count == 100_000)
        #expect(optionals.core == "Int")
        let depth = 100_000
        let arrays = SwiftTypeLayers(
            String(repeating: "[", count: depth) + "String: Int" + String(repeating: "]", count: depth))
        #expect(arrays.layers.count == depth - 1)
        #expect(arrays.isDictionary)
        #expect(arrays.core == "[String:Int]")
    }
}
