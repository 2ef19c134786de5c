import Testing

@testable import IntentFlowContext

/// Deciding guards on values as the manifest writes them, and leaving undecided what their written form does not say.
@Suite("Sample guard evaluator")
struct SampleGuardEvaluatorTests {
    /// The guard with each name bound to `(value, type)`; a value listed as a sample of its type when `samples`.
    private func evaluate(_ text: String, _ names: [String: (String, String)], samples: Bool = false) -> Bool? {
        SampleGuardEvaluator.evaluate(
            text,
            names: names.mapValues { value, type in
                .init(value: WrittenValue(value, type: type, isSample: samples), type: type)
            })
    }

    @Test("Members the written form answers: isEmpty and count of strings and arrays, a Result's error and value")
    func members() {
        #expect(evaluate("q.isEmpty", ["q": ("\"\"", "String")]) == true)
        #expect(evaluate("q.isEmpty", ["q": ("\"query\"", "String")]) == false)
        #expect(evaluate("!q.isEmpty && q.count >= 5", ["q": ("\"query\"", "String")]) == true)
        #expect(evaluate("items.count == 2", ["items": ("[1, 2]", "[Int]")]) == true)
        #expect(evaluate("items.isEmpty", ["items": ("[]", "[Item]")]) == true)
        let result = "Result<[SearchPlace], FlowError>"
        #expect(evaluate("r.error != nil", ["r": (".failure(FlowError(\"r\"))", result)]) == true)
        #expect(evaluate("r.error != nil", ["r": (".success([SearchPlace.special])", result)]) == false)
        #expect(evaluate("r.value == nil", ["r": (".failure(FlowError(\"r\"))", result)]) == true)
        // Another failure type's `error` is not the runtime's.
        #expect(evaluate("r.error != nil", ["r": (".failure(MyError.x)", "Result<Int, MyError>")]) == nil)
        // A member of a type whose written form says nothing of it.
        #expect(evaluate("q.isEmpty", ["q": ("Query(\"\")", "Query")]) == nil)
    }

    @Test("Equality of values written in the manifest: literals, nil, names spelled the same, known cases")
    func equality() {
        #expect(evaluate("e == nil", ["e": ("nil", "FlowError?")]) == true)
        // A sample of an optional that is not nil is a sample of the wrapped type: it holds a value.
        #expect(evaluate("e == nil", ["e": ("FlowError(\"e\")", "FlowError?")], samples: true) == false)
        // Computed by a step before, the same text may be nil.
        #expect(evaluate("e == nil", ["e": ("FlowError(\"e\")", "FlowError?")]) == nil)
        #expect(evaluate("t == TodoItem.twoRows", ["t": ("TodoItem.twoRows", "[TodoItem]")]) == true)
        #expect(evaluate("t == TodoItem.twoRows", ["t": ("[]", "[TodoItem]")]) == nil)
        #expect(evaluate("s == \"a\"", ["s": ("\"b\"", "String")]) == false)
        #expect(evaluate("flag != true", ["flag": ("false", "Bool")]) == true)
        #expect(evaluate("f == .all", ["f": (".all", "TodoFilter")]) == true)
        // `.completed` and `.all` may be static values that are equal: undecided.
        #expect(evaluate("f == .all", ["f": (".completed", "TodoFilter")]) == nil)
        #expect(evaluate("r == .failure(x)", ["r": (".success(1)", "Result<Int, FlowError>"), "x": ("e", "FlowError")]) == false)
        #expect(evaluate("d == Date.now", ["d": ("Date.now", "Date")]) == nil)
    }

    @Test("Undecided parts decide nothing unless the rest does; calls and subscripts are undecided")
    func threeValued() {
        let names = ["t": ("[]", "[TodoItem]"), "i": ("UUID(1)", "UUID"), "c": ("true", "Bool")]
        #expect(evaluate("t == TodoItem.twoRows && i == t[0].id", names) == nil)
        #expect(evaluate("c == false && t == TodoItem.twoRows", names) == false)
        #expect(evaluate("c || Form.canSave(t)", names) == true)
        #expect(evaluate("Form.canSave(current: t)", names) == nil)
        #expect(evaluate("!(t == TodoItem.twoRows)", names) == nil)
        #expect(evaluate("n < 3", ["n": ("1 + 1", "Int")]) == true)
        #expect(evaluate("n + 1 > 2 * 2", ["n": ("3", "Int")]) == false)
        #expect(evaluate("(o ?? 0) > 1", ["o": ("nil", "Int?")]) == false)
        #expect(evaluate("x?.isEmpty == true", ["x": ("\"\"", "String?")]) == nil)
    }

    @Test("Text that is not read as Swift here decides nothing")
    func unreadable() {
        #expect(evaluate("n <", ["n": ("1", "Int")]) == nil)
        #expect(evaluate("#available(iOS 17, *)", [:]) == nil)
        #expect(evaluate("n", ["n": ("1", "Int")]) == nil)
    }
}
