import IntentFlowManifest
import IntentFlowTemplates

/// The invariants a generated conformance test runs (`conformance.invariants` in `Docs/ContextModel.md`): each one
/// whose manifest entry carries a `state:` or `step:` check, as a `FlowInvariant` of closures over the state and the
/// step, with the manifest's line before each expression so that a compile error in one points there.
enum ConformanceInvariants {
    /// The elements of `conformance.invariants` for `manifest`'s checked invariants.
    static func make(_ manifest: Manifest) -> [TemplateValue] {
        manifest.invariants.filter(\.isChecked).map { invariant in
            .dictionary([
                "textLiteral": .string(SwiftText.stringLiteral(SwiftText.singleLine(invariant.text))),
                "hasState": .bool(invariant.state != nil),
                "state": .string(invariant.state?.text ?? ""),
                "stateLocation": .string(invariant.state.map(sourceLocation) ?? ""),
                "hasStep": .bool(invariant.step != nil),
                "step": .string(invariant.step?.text ?? ""),
                "stepLocation": .string(invariant.step.map(sourceLocation) ?? ""),
            ])
        }
    }

    /// Swift's line directive for `predicate`, in the spelling swift-format keeps.
    private static func sourceLocation(_ predicate: InvariantPredicate) -> String {
        "#sourceLocation(file:\(SwiftText.stringLiteral(predicate.location.file)),line:\(predicate.location.line))"
    }
}
