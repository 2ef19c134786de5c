import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowContext
@testable import IntentFlowGenerate

/// The end-to-end package's composed feature: each example manifest with `children:` (Checkout hosting Login),
/// generated with its children into one target of its own, so the parent's generated mapping, hosting function and
/// children tests build against the children's generated code and run. (The fixtures' Checkout has a target of that
/// name already.)
extension EndToEndTests {
    /// The composed features' target, and its test target's prefix.
    static let composedTarget = "Composed"

    /// The parent's children templates, and the suffixes of the files they write.
    static let childrenFiles = [("children.swift", "Children.swift"), ("children-tests.swift", "ChildrenTests.swift")]

    /// The hand-written files, relative to the repository, that hold the types `parent`'s manifests name.
    static func appTypes(of parent: Manifest) -> [String] {
        switch parent.feature {
        case "Todos":
            ["TodoItem.swift", "UUID+Index.swift", "TodosInvariants.swift"].map { "Examples/Sources/Todos/" + $0 }
        case "Episodes":
            ["Examples/Sources/Episodes/EpisodeRow.swift", "Examples/Sources/Todos/UUID+Index.swift"]
        default:
            []
        }
    }

    /// Writes `parent` and the children it hosts into the composed target; returns the names of the children tests
    /// (XCTest methods) that must run and pass.
    static func writeComposed(_ parent: Manifest, into package: inout ScratchPackage, renderer: DefaultPackRenderer)
        throws -> [String]
    {
        // The children tests in XCTest: the examples' own (Examples/Tests) use Swift Testing. The features' tests stay
        // in Swift Testing (the XCTest name of a long Login chain test passes swift-format's 100 columns).
        let parameters = ["module": composedTarget]
        let childrenParameters = ["module": composedTarget, "testing": "xctest"]
        let children = parent.children.compactMap { parent.childManifests[$0.id] }
        #expect(children.count == parent.children.count, "\(parent.feature): a child's manifest was not resolved")
        for manifest in [parent] + children {
            for (template, suffix) in DefaultPackRenderer.featureFiles {
                try package.write(
                    renderer.render(template, manifest: manifest, parameters: parameters),
                    to: "\(folder(for: suffix, feature: composedTarget))/\(manifest.feature)\(suffix)")
            }
        }
        for (template, suffix) in childrenFiles {
            try package.write(
                renderer.render(template, manifest: parent, parameters: childrenParameters),
                to: "\(folder(for: suffix, feature: composedTarget))/\(parent.feature)\(suffix)")
        }
        // The app types the examples' manifests name (Todos' rows), as the examples define them.
        for source in appTypes(of: parent) {
            try package.write(
                String(contentsOf: DefaultPackRenderer.repositoryRoot.appendingPathComponent(source), encoding: .utf8),
                to: "Sources/\(composedTarget)/\(URL(fileURLWithPath: source).lastPathComponent)")
        }
        return parent.children.flatMap { child in
            let name = CaseStyle(child.id).pascal
            // Rows of a field (`from:`): the children follow the rows; for a child with effects, ending the hosting
            // cancels them.
            if child.from != nil {
                let hasEffects = !(parent.childManifests[child.id]?.effects.isEmpty ?? true)
                return ["test\(name)FollowTheRows"] + (hasEffects ? ["testEnding\(name)CancelsTheirEffects"] : [])
            }
            guard child.each != nil else {
                return ["test\(name)OutputsReach\(parent.feature)", "testRemoving\(name)CancelsItsEffects"]
            }
            // A collection's elements: added and removed, an output routed with its id, and, for a child with
            // effects, one element's removal cancelling its effects only.
            let hasEffects = !(parent.childManifests[child.id]?.effects.isEmpty ?? true)
            return ["test\(name)AreAddedAndRemovedByID", "test\(name)OutputsReach\(parent.feature)WithTheirID"]
                + (hasEffects ? ["testRemovingOneOf\(name)CancelsItsEffectsOnly"] : [])
        }
    }
}
