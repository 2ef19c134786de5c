import IntentFlowManifest
import IntentFlowTemplates
import IntentFlowContext
import Testing

@testable import IntentFlowGenerate

/// What the default pack writes for a feature hosting another: the output → event mapping, the hosting function and
/// the children tests, importing the child's module when it is another.
@Suite("Children generation")
struct ChildrenGenerationTests {
    @Test func theMappingHearsWhatChildrenMapsAndDropsTheRest() throws {
        let source = try DefaultPackRenderer().render("children.swift", manifest: SampleManifests.shopHostingLogin)
        #expect(source.contains("import LoginKit\n"))
        #expect(source.contains("  init?(signIn output: LoginOutput) {"))
        #expect(source.contains("    case .completed(let userID):\n      self = .signedIn(userID: userID)\n"))
        #expect(source.contains("    case .abandoned:\n      return nil\n"))
        #expect(source.contains("extension FlowStore where Reducer == ShopFlow {"))
        #expect(source.contains("  nonisolated func hostSignIn(_ signIn: FlowStore<LoginFlow>) -> ChildFlow<LoginFlow> {"))
        #expect(source.contains("    host(signIn) { ShopEvent(signIn: $0) }"))
    }

    @Test func theTestsFollowTheChildsTraces() throws {
        let tests = try DefaultPackRenderer().render("children-tests.swift", manifest: SampleManifests.shopHostingLogin)
        #expect(tests.contains("@testable import Shop\n@testable import LoginKit\n"))
        #expect(tests.contains("import IntentFlowTesting\n"))
        // requestingToken + tokenReceived -> authenticated + completed output
        #expect(tests.contains("        initialState: LoginState.requestingToken,"))
        #expect(tests.contains("    await signIn.store.send(event: .tokenReceived(userID: \"userID\"))"))
        #expect(tests.contains("await shop.history.compactMap(\\.signal.event) == [.signedIn(userID: \"userID\")]"))
        // idle + submit(valid form) -> validating + validate effect
        #expect(tests.contains("    effects.reply(to: .validate(email: \"email\", password: \"password\"), with: [], holding: true)"))
        #expect(tests.contains("    await signIn.store.send(.submit(email: \"email\", password: \"password\"))"))
        #expect(tests.contains("    #expect(await signIn.store.runningEffectCount == 1)"))
    }

    @Test func aChildWithoutTracesForTheTestsGetsNone() throws {
        var shop = SampleManifests.shopHostingLogin
        shop.childManifests["signIn"]?.acceptanceTraces = []
        let tests = try DefaultPackRenderer().render("children-tests.swift", manifest: shop)
        #expect(!tests.contains("@Test"))
        #expect(!tests.contains("IntentFlowTesting"))
    }

    @Test func aFeatureWithoutChildrenWritesNoChildrenFiles() throws {
        let renderer = try DefaultPackRenderer()
        guard case .dictionary(let context) = FeatureContext.make(manifest: SampleManifests.login) else {
            Issue.record("the context is not a dictionary")
            return
        }
        #expect(context["hasChildren"] == .bool(false))
        #expect(try renderer.library.render("children.swift", context: .dictionary(context)).contains("extension") == false)
    }
}
