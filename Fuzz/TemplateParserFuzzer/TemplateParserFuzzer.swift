// libFuzzer entry point for the template parser, built by Scripts/fuzz-templates.sh together with the sources of
// IntentFlowTemplates in one module (so internals such as the lexer are reachable).
//
// Every input is compiled; one that compiles is also rendered in strict and spec mode and walked for references.
// No input may crash, trap or hang: errors are the only acceptable failure. `w` is a list of 100 elements, so nested
// sections over it fan out exponentially (issue 45's attack shape); the render step bound must stop them, lowered
// here so each input stays fast.

let fuzzContext: TemplateValue = [
    "a": "x<y", "b": true, "f": false, "n": nil, "i": 3, "l": [["a": "z"]], "d": ["a": "w", "s": "a"],
    "p": "a", "e": "", "w": .array(Array(repeating: true, count: 100)),
]

/// The step bound the fuzzer renders with: low, so fanning-out inputs end in milliseconds.
let fuzzSteps = 100_000

@_cdecl("LLVMFuzzerTestOneInput")
public func templateParserFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let template: Template
    do {
        template = try Template(source: source, name: "")
    } catch {
        _ = error.description
        return 0
    }
    _ = template.references
    _ = template.referencedNames
    for var options in [RenderOptions.codeGeneration, .spec] {
        options.maximumSteps = fuzzSteps
        do {
            _ = try template.render(fuzzContext, options: options)
        } catch {
            _ = error.description
        }
    }
    return 0
}
