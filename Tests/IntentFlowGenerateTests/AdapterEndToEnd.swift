import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowGenerate

/// The adapters' new shape, checked where SwiftUI and UIKit do not exist: the coordinator they hand routes and outputs
/// to builds with its feature, a test drives it through the main-actor relay, and every UI file injects its effects,
/// forwards its routes and outputs, and (SwiftUI) has a preview and the availability Observation needs.
extension EndToEndTests {
    /// A hand-written test of the Upload example's coordinator, run with the generated tests.
    static let coordinatorTest = """
        import IntentFlow
        import Testing

        @testable import Upload

        /// Records what the Upload flow hands its coordinator, and lets a test await it.
        @MainActor
        final class RecordingUploadCoordinator: UploadCoordinator {
          private(set) var calls: [String] = []
          private var waiter: CheckedContinuation<Void, Never>?

          func showFilePicker() { record("showFilePicker()") }

          func uploadCompleted(remoteID: String) { record("uploadCompleted(remoteID: \\(remoteID))") }

          /// Returns once a call has been recorded.
          func firstCall() async {
            guard calls.isEmpty else { return }
            await withCheckedContinuation { waiter = $0 }
          }

          private func record(_ call: String) {
            calls.append(call)
            waiter?.resume()
            waiter = nil
          }
        }

        /// The adapters' wiring without SwiftUI or UIKit: a store's routes and outputs reach the app's
        /// coordinator on the main actor through the relay the adapters use.
        @MainActor
        @Suite("Upload coordinator")
        struct UploadCoordinatorTests {
          @Test func aRouteReachesTheCoordinator() async {
            let coordinator = RecordingUploadCoordinator()
            let store = FlowStore(initialState: .idle, reducer: UploadFlow(), effects: NoEffects())
            let relay = MainActorRelay(store: store) { delivery in
              switch delivery {
              case .state: break
              case .route(let route): coordinator.handle(route)
              case .output(let output): coordinator.handle(output)
              }
            }
            store.enqueue(.selectFile)
            await coordinator.firstCall()
            #expect(coordinator.calls == ["showFilePicker()"])
            #expect(!relay.isCancelled)
          }

          @Test func anOutputReachesTheCoordinatorByItsMethod() {
            let coordinator = RecordingUploadCoordinator()
            coordinator.handle(UploadOutput.completed(remoteID: "r-1"))
            #expect(coordinator.calls == ["uploadCompleted(remoteID: r-1)"])
          }
        }

        """

    /// Checks what `swiftc -parse` cannot: that each UI file of `manifests` has the shape the adapters promise.
    func expectAdaptersRoute(_ files: [URL], manifests: [Manifest]) throws {
        for manifest in manifests {
            let feature = manifest.feature
            let routesOrOutputs = !manifest.routes.isEmpty || !manifest.outputs.isEmpty
            for file in files where [feature + "View.swift", feature + "ViewController.swift"].contains(file.lastPathComponent) {
                let text = try String(contentsOf: file, encoding: .utf8)
                let name = file.lastPathComponent
                #expect(!text.contains("\(feature)Effects()"), "\(name) hard-codes its effects handler")
                #expect(text.contains("init(store: FlowStore<\(feature)Flow>"), "\(name) takes no store")
                #expect(text.contains("effects: Effects"), "\(name) takes no effects handler")
                #expect(
                    text.contains("coordinator?.handle(") == routesOrOutputs,
                    "\(name) does not hand its routes and outputs to the coordinator")
                if name.hasSuffix("ViewController.swift") {
                    #expect(text.contains("MainActorRelay(store: store)"), "\(name) does not use the main-actor relay")
                    #expect(!text.contains("Task {"), "\(name) hops to the main actor by itself")
                } else {
                    let availability = "@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)\n"
                    #expect(
                        text.contains(availability + "#Preview {\n  \(feature)View(\n    initialState: .")
                            || text.contains("// No #Preview:"),
                        "\(name) has no preview from the manifest's initial state")
                    #expect(
                        text.contains(availability + "struct \(feature)View"),
                        "\(name) does not state the availability FlowViewModel needs")
                }
            }
        }
    }
}
