import IntentFlowManifest

/// The Swift the generated reducer holds for a trace: the pattern of its `switch` case and the values it returns.
///
/// Patterns bind only the values some target reads (an unused binding is a compiler warning) and write `_` for
/// the others: `.submit(let email, _)`, or `.submit` when none is read.
struct TraceExpressions: Hashable, Sendable {
    /// The values in scope.
    let bindings: TraceBindings
    /// The state before: `.connecting(let deviceID)`; `_` for a trace from any state; empty when it is not declared.
    let fromPattern: String
    /// The signal: `.intent(.submit(let email, let password))`.
    let signalPattern: String
    /// The guard after `where`, as written (it reads the names the patterns bind).
    let condition: String?

    /// The patterns of `cases`' state and signal (an intent or event, `kind`), binding what `targets` read.
    init(_ cases: TraceCases, kind: String, bindings: TraceBindings, targets: TraceTargets) {
        self.bindings = bindings
        let used = targets.usedBindings
        fromPattern =
            cases.isFromAnyState ? "_" : Self.pattern(of: cases.from, fromSignal: false, bindings: bindings, used: used)
        signalPattern = ".\(kind)(\(Self.pattern(of: cases.signal, fromSignal: true, bindings: bindings, used: used)))"
        condition = cases.condition?.text
    }

    /// `(.idle, .intent(.submit(let email, let password)))`, with ` where n < 3` for a guard: what follows `case`
    /// in the reducer's `switch`.
    var casePattern: String {
        patternWithoutGuard + (condition.map { " where \($0)" } ?? "")
    }

    /// The state's and signal's patterns alone: `(.failed(let n, _), .intent(.retry))`.
    var patternWithoutGuard: String {
        "(\(fromPattern), \(signalPattern))"
    }

    /// The state's and signal's patterns on lines of their own, for a `case` whose patterns do not fit on one line:
    /// swift-format's layout of a long tuple pattern.
    var brokenPattern: String {
        "(\n      \(fromPattern),\n      \(signalPattern)\n    )"
    }

    /// Whether `    case <casePattern>:` fits in swift-format's 100 columns; otherwise the guard goes on a line of
    /// its own, `where` under `case`.
    var caseFitsOnOneLine: Bool {
        SwiftText.width(casePattern) + "    case :".count <= 100
    }

    /// The value the reducer builds for `target`: `.failed(message: message)`, `.uploading(progress: 0)`.
    ///
    /// A parameter nothing gives a value is left out; such a trace is not generated, and this only shows in its
    /// description.
    func expression(of target: TraceTarget) -> String {
        target.call { argument in
            switch argument {
            case .binding(let index): bindings.values[index].written ?? bindings.values[index].name
            case .value(let value), .placeholder(let value), .kept(let value, _, _): value
            case .expression(let expression): expression.text
            case .missing: nil
            }
        }
    }

    /// The pattern of `owner` binding those of its values (the signal's or the state's) that are `used`.
    private static func pattern(
        of owner: CaseContext?, fromSignal: Bool, bindings: TraceBindings, used: Set<Int>
    ) -> String {
        guard let owner else { return "" }
        let indices = bindings.values.indices.filter { bindings.values[$0].isFromSignal == fromSignal }
        guard indices.contains(where: { used.contains($0) || bindings.values[$0].written != nil }) else {
            return ".\(owner.memberName)"
        }
        // A written value is matched as an expression pattern; a value a target reads is bound.
        let parts = indices.map { index in
            bindings.values[index].written ?? (used.contains(index) ? "let \(bindings.values[index].name)" : "_")
        }
        return ".\(owner.memberName)(\(parts.joined(separator: ", ")))"
    }
}
