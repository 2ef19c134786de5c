import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowGenerate

/// The UI adapters and the coordinator they share, rendered from the default pack: names, access, the preview and
/// when the coordinator is written.
@Suite struct AdapterGenerationTests {
    private static let source = """
        schemaVersion: "0.2"
        feature: Upload
        mode: core
        imports: [Foundation]
        initial: idle
        states: [idle, "uploading(progress: Double)"]
        intents: [selectFile, "choose(URL)"]
        events: ["progress(Double)", "uploaded(remoteID: String)"]
        effects:
          - name: upload
            params: [URL]
            emits: [uploaded, progress]
        routes: [filePicker, showHelp, "settings(String)"]
        outputs: ["completed(remoteID: String)"]

        """

    /// The manifest without routes or outputs.
    private static let quietManifest = source.replacingOccurrences(
        of: "routes: [filePicker, showHelp, \"settings(String)\"]\nou", with: "ou"
    ).replacingOccurrences(of: "outputs: [\"completed(remoteID: String)\"]\n", with: "")

    private static func manifest(_ yaml: String = source) throws -> Manifest {
        let result = ManifestLoader.load(yaml: yaml, path: "Upload.intentflow.yaml")
        return try #require(result.validManifest, "\(result.diagnostics)")
    }

    private static func render(_ template: String, _ parameters: [String: String] = [:], yaml: String = source)
        throws -> String
    {
        try DefaultPackRenderer().render(template, manifest: manifest(yaml), parameters: parameters)
    }

    @Test func theCoordinatorHasAMethodPerRouteAndOutput() throws {
        let text = try Self.render("coordinator.swift")
        #expect(text.contains("@MainActor\nprotocol UploadCoordinator: AnyObject {"))
        for method in ["func showFilePicker()", "func showHelp()", "func showSettings(_ string: String)",
            "func uploadCompleted(remoteID: String)"]
        {
            #expect(text.contains("  \(method)\n"), "\(method)")
        }
        #expect(text.contains("    case .settings(let string):\n      showSettings(string)\n"))
        #expect(text.contains("    case .completed(let remoteID):\n      uploadCompleted(remoteID: remoteID)\n"))
    }

    @Test func publicAdaptersExportWhatTheAppModuleCalls() throws {
        let parameters = ["access": "public"]
        let coordinator = try Self.render("coordinator.swift", parameters)
        #expect(coordinator.contains("public protocol UploadCoordinator"))
        #expect(coordinator.contains("  public func handle(_ route: UploadRoute) {"))
        #expect(coordinator.contains("  public func handle(_ output: UploadOutput) {"))
        let view = try Self.render("swiftui-view.swift", parameters)
        #expect(view.contains("public struct UploadView: View {"))
        #expect(view.contains("  public init(store: FlowStore<UploadFlow>, coordinator: (any UploadCoordinator)?) {"))
        #expect(view.contains("  public init<Effects: FlowEffectHandler>("))
        #expect(view.contains("  public var body: some View {"))
        let controller = try Self.render("uikit-view-controller.swift", parameters)
        #expect(controller.contains("public final class UploadViewController: UIViewController {"))
        #expect(controller.contains("  public weak var coordinator: (any UploadCoordinator)?"))
        #expect(controller.contains("  public convenience init<Effects: FlowEffectHandler>("))
        #expect(controller.contains("  public override func viewDidLoad() {"))
    }

    @Test func thePreviewStartsFromInitialWithAHandlerThatAnswersWithTheFirstEmittedEvent() throws {
        let view = try Self.render("swiftui-view.swift")
        #expect(view.contains("    case .upload:\n      await send(.uploaded(remoteID: \"\"))"))
        #expect(view.contains("#Preview {\n  UploadView(\n    initialState: .idle,\n    effects: UploadPreviewEffects(),\n    coordinator: nil\n  )\n}"))
        #expect(!view.contains("UploadEffects()"))
    }

    @Test func aStateWithoutPlaceholdersGetsNoPreviewButSaysWhy() throws {
        let yaml = Self.source.replacingOccurrences(of: "initial: idle", with: "initial: editing")
            .replacingOccurrences(of: "states: [idle,", with: "states: [\"editing(draft: Draft)\", idle,")
        let view = try Self.render("swiftui-view.swift", yaml: yaml)
        #expect(!view.contains("#Preview {"))
        #expect(view.contains("// No #Preview: the manifest's `initial:` leaves a value of `editing` without a placeholder."))
    }

    @Test func theControllerRendersAndSendsThroughTheRelay() throws {
        let controller = try Self.render("uikit-view-controller.swift")
        #expect(controller.contains("relay = MainActorRelay(store: store) { [weak self] delivery in"))
        #expect(controller.contains("    case .route(let route):\n      coordinator?.handle(route)\n"))
        #expect(controller.contains("    case .output(let output):\n      coordinator?.handle(output)\n"))
        #expect(controller.contains("      button(\"Select file\", sending: .selectFile)\n    ]\n"))
        #expect(controller.contains("    // Send .choose(…) from the controls that collect its values.\n"))
        #expect(!controller.contains("Task {"))
    }

    @Test func aFeatureWithoutRoutesOrOutputsTakesNoCoordinator() throws {
        let controller = try Self.render("uikit-view-controller.swift", yaml: Self.quietManifest)
        #expect(!controller.contains("oordinator"))
        #expect(controller.contains("    case .route, .output:\n      break"))
        let view = try Self.render("swiftui-view.swift", yaml: Self.quietManifest)
        #expect(!view.contains("oordinator"))
    }

    @Test func theCoordinatorIsWrittenWithAnAdapterWhenThereIsARouteOrAnOutput() throws {
        let root = URL(fileURLWithPath: "/nonexistent-output")
        func paths(_ parameters: [String: String], _ yaml: String = Self.source) throws -> [String] {
            let generator = try FeatureGenerator(
                options: GenerateOptions(output: root, module: nil, parameters: parameters, workingDirectory: root),
                catalog: PackCatalog(projectRoot: nil))
            return try generator.render(Self.manifest(yaml)).map(\.path)
        }
        let coordinator = "Sources/Upload/UploadCoordinator.swift"
        #expect(try paths(["ui": "swiftui"]).contains(coordinator))
        #expect(try paths(["ui": "uikit"]).contains(coordinator))
        #expect(try !paths([:]).contains(coordinator))
        #expect(try !paths(["ui": "uikit"], Self.quietManifest).contains(coordinator))
    }
}
