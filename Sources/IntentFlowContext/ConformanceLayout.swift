import IntentFlowTemplates

/// How the conformance test's two exploration calls are laid out, as swift-format lays them out: on one line when it
/// fits in 100 columns, else the arguments on the next line, then the closing parenthesis on a line of its own, then
/// one argument a line.
struct ConformanceLayout {
    /// The feature's name: `Upload`.
    let feature: String
    /// The initial state as Swift source: `.idle`.
    let initial: String

    /// `exploreAnnouncingSteps(from:signals:)` inside the exit test's closure, from its first line's indentation on.
    var childCall: String {
        Self.call(
            "\(feature)ConformanceTests.conformance.exploreAnnouncingSteps", indent: 6,
            arguments: ["from: \(initial)", "signals: \(feature)ConformanceTests.signals"])
    }

    /// `let report = Self.conformance.explore(…, afterChild: child)`, from its first line's indentation on.
    var exploreCall: String {
        Self.call(
            "let report = Self.conformance.explore", indent: 4,
            arguments: ["from: \(initial)", "signals: Self.signals", "afterChild: child"])
    }

    /// A call of `function` with `arguments` whose first line is indented by `indent`, laid out in 100 columns as
    /// swift-format lays it out; the first line's indentation is left to the template.
    static func call(_ function: String, indent: Int, arguments: [String]) -> String {
        let margin = String(repeating: " ", count: indent)
        let inner = margin + "  "
        let joined = arguments.joined(separator: ", ")
        if SwiftText.width(margin + function + "(" + joined + ")") <= 100 { return function + "(" + joined + ")" }
        if SwiftText.width(inner + joined + ")") <= 100 { return function + "(\n" + inner + joined + ")" }
        if SwiftText.width(inner + joined) <= 100 { return function + "(\n" + inner + joined + "\n" + margin + ")" }
        return function + "(\n" + arguments.map { inner + $0 }.joined(separator: ",\n") + "\n" + margin + ")"
    }

    /// What templates see: `conformance.layout`.
    var templateValue: TemplateValue {
        .dictionary(["childCall": .string(childCall), "exploreCall": .string(exploreCall)])
    }
}
