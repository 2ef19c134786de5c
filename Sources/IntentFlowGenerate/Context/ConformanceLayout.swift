import IntentFlowTemplates

/// How the conformance test's two exploration calls are laid out, as swift-format lays them out: on one line when it
/// fits in 100 columns, else with the arguments on the next.
struct ConformanceLayout {
    /// The feature's name: `Upload`.
    let feature: String
    /// The initial state as Swift source: `.idle`.
    let initial: String

    /// Whether `exploreAnnouncingSteps(from:signals:)` fits on one line inside the exit test's closure.
    var childFitsOnOneLine: Bool {
        let line = "      \(feature)ConformanceTests.conformance.exploreAnnouncingSteps(from: \(initial), signals: "
            + "\(feature)ConformanceTests.signals)"
        return SwiftText.width(line) <= 100
    }

    /// Whether `let report = Self.conformance.explore(…, afterChild: child)` fits on one line.
    var exploreFitsOnOneLine: Bool {
        let line = "    let report = Self.conformance.explore(from: \(initial), signals: Self.signals, afterChild: child)"
        return SwiftText.width(line) <= 100
    }

    /// What templates see: `conformance.layout`.
    var templateValue: TemplateValue {
        .dictionary([
            "childFitsOnOneLine": .bool(childFitsOnOneLine), "exploreFitsOnOneLine": .bool(exploreFitsOnOneLine),
        ])
    }
}
