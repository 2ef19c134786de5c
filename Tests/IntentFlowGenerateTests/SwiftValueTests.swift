import IntentFlowManifest
import IntentFlowTemplates
import Testing

@testable import IntentFlowContext
@testable import IntentFlowGenerate

@Suite("Swift values")
struct SwiftValueTests {
    @Test(
        "Wrapped types take their placeholder from the outer layer and their sample from the inner ones",
        arguments: [
            ("Item?", "nil", "nil"), ("[Int?]?", "nil", "[1]"), ("[[Item]]", "[]", "[[]]"),
            ("[[String: Int]]", "[]", "[[:]]"), ("[Int]?", "nil", "[1]"), ("[[Int]]", "[]", "[[1]]"),
            ("Int??", "nil", "1"), ("[Item?]", "[]", "[nil]"), ("Set<Int>?", "nil", "[]"),
        ] as [(String, String?, String?)])
    func wrapped(type: String, placeholder: String?, sample: String?) {
        #expect(SwiftValue.placeholder(for: type) == placeholder)
        #expect(SwiftValue.sample(for: type, named: "name") == sample)
    }

    /// One `?` or bracket pair per level used to cost a level of recursion: 10,000 crashed `generate`.
    @Test("Types spelled 100,000 levels deep have a sample and a placeholder")
    func deepTypes() {
        let optional = "Int" + String(repeating: "?", count: 100_000)
        #expect(SwiftValue.sample(for: optional, named: "count") == "1")
        #expect(SwiftValue.placeholder(for: optional) == "nil")
        #expect(SwiftValue.sample(for: "Item" + String(repeating: "?", count: 100_000), named: "item") == "nil")
        let depth = 100_000
        let nested = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        let sample = SwiftValue.sample(for: nested, named: "values")
        #expect(sample == String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth))
        #expect(SwiftValue.placeholder(for: nested) == "[]")
        #expect(ParameterContext.name(forType: optional) == "int")
    }

    @Test("A feature whose parameter is `Int` and 100,000 `?` gets its context")
    func deepFeature() {
        let type = "Int" + String(repeating: "?", count: 100_000)
        let manifest = SampleManifests.manifest(
            feature: "Deep", schemaVersion: "0.2", summary: nil, states: ["idle", "counting(value: \(type))"],
            intents: ["set(value: \(type))"], events: [], effects: [], outputs: [], invariants: [],
            traces: ["idle + set -> counting"])
        let context = FeatureContext.make(manifest: manifest)
        guard case .dictionary(let fields) = context, case .array(let traces) = fields["traces"],
            case .dictionary(let trace) = traces.first, case .dictionary(let signal) = trace["signal"]
        else {
            Issue.record("no trace in the context")
            return
        }
        #expect(signal["sample"] == .string(".intent(.set(value: 1))"))
        #expect(trace["isTestable"] == .bool(true))
    }
}
