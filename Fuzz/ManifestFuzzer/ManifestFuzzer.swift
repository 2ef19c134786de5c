import Foundation

/// libFuzzer entry point for manifest loading and acceptance-trace parsing.
///
/// Compiled together with IntentFlowManifest's sources by Scripts/fuzz-manifests.sh (so no `import`). Any input must
/// load without crashing, hanging or leaking, and every diagnostic must be located (line and column ≥ 1) and name
/// its rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func manifestFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let result = ManifestLoader.load(bytes: bytes, path: "fuzz.intentflow.yaml", limits: .default)
    for diagnostic in result.diagnostics {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "unlocated: \(diagnostic)")
        precondition(!diagnostic.ruleID.isEmpty, "no rule: \(diagnostic)")
    }
    if let manifest = result.manifest {
        _ = ManifestGraph.render(manifest, as: .mermaid)
        for trace in manifest.acceptanceTraces {
            precondition(!trace.signal.name.isEmpty)
        }
    }
    // The same bytes as one trace line and as one case string.
    let text = String(decoding: bytes, as: UTF8.self)
    if case .success(let syntax) = TraceParser.parse(text) {
        precondition(
            (IdentifierSyntax.isValid(syntax.from.name) || syntax.from.name == TraceSyntax.anyState)
                && IdentifierSyntax.isValid(syntax.to.name))
        let count = text.unicodeScalars.count
        precondition(syntax.requests.allSatisfy { $0.term.offset <= count })
    }
    if case .failure(let failure) = TraceParser.parse(text) {
        precondition(failure.offset >= 0 && failure.offset <= text.unicodeScalars.count, "offset \(failure.offset)")
    }
    // The same bytes as the arguments in a trace's parentheses (schema 0.2 values) and as an `initial:` state.
    let count = text.unicodeScalars.count
    switch TraceValueParser.arguments(text) {
    case .success(let arguments): precondition(arguments.allSatisfy { $0.offset >= 0 && $0.offset <= count })
    case .failure(let failure): precondition(failure.offset >= 0 && failure.offset <= count, "offset \(failure.offset)")
    }
    if case .failure(let failure) = InitialStateSyntax.parse(text) {
        precondition(failure.offset >= 0 && failure.offset <= count, "offset \(failure.offset)")
    }
    // The same bytes as an `undeclared:` entry: two names where it succeeds, a located failure where it does not.
    switch UndeclaredSyntax.parse(text) {
    case .success(let entry):
        precondition(IdentifierSyntax.isValid(entry.state) || entry.state == TraceSyntax.anyState, "state \(entry)")
        precondition(IdentifierSyntax.isValid(entry.signal), "signal \(entry)")
        precondition(entry.stateOffset >= 0 && entry.stateOffset < entry.signalOffset && entry.signalOffset < count)
    case .failure(let failure): precondition(failure.offset >= 0 && failure.offset <= count, "offset \(failure.offset)")
    }
    _ = SwiftValue.samples(for: text, named: "value")
    _ = CaseSyntax.parse(text)
    _ = SwiftTypeSyntax.canonical(text)
    return 0
}
