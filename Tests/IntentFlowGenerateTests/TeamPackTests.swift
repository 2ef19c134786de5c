import Foundation
import IntentFlowContext
import IntentFlowTemplates
import Testing

@testable import IntentFlowGenerate

/// The example team pack in `.intentflow/packs/acme` extends `swift` and overrides the contract's `header` block:
/// its contract carries Acme's notice instead of the default header, and is otherwise the same.
@Suite("Team pack")
struct TeamPackTests {
    @Test("Overriding the header block changes only the header")
    func headerBlockOverride() throws {
        let renderer = try DefaultPackRenderer()
        var library = renderer.library
        let child = try String(
            contentsOf: DefaultPackRenderer.repositoryRoot.appendingPathComponent(
                ".intentflow/packs/acme/contract.swift.mustache"),
            encoding: .utf8)
        // The pipeline resolves the child's `{{<contract.swift}}` to the parent pack's template of that name; here the
        // child is added under its own name beside the parent's.
        library.add(try Template(source: child, name: "acme/contract.swift"))
        let context = FeatureContext.make(manifest: SampleManifests.login)

        let base = try library.render("contract.swift", context: context)
        let acme = try library.render("acme/contract.swift", context: context)

        #expect(acme.contains("// Copyright © Acme Inc. All rights reserved."))
        #expect(!base.contains("Acme"))
        #expect(base.contains("// The Login contract"))
        #expect(!acme.contains("// The Login contract"))
        // Everything from the first declaration on is the parent's.
        let declarations = { (text: String) in text.components(separatedBy: "/// Where the Login workflow").last }
        #expect(declarations(acme) == declarations(base))
    }
}
