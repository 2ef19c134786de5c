// A 0.1.3-style UI adapter without the UI (SwiftUI and UIKit do not exist here): it owns a typed store, keeps its
// observation and hands outputs to its owner. It uses the 0.1.3 spelling `FlowStore.Output`, which the migration shim
// keeps compiling; the declaration is deprecated so that using the shim on purpose warns nobody.
import IntentFlow

@available(*, deprecated, message: "0.1.3-style code: uses the migration shims on purpose")
final class AttachmentScreenModel {
    let store: FlowStore<AttachmentFlow>  // Migration R1: FlowStore<AttachmentFlow, AttachmentEffects>
    let projection = AttachmentProjection()
    private let log = ObservedLog<FlowSnapshot<AttachmentFlow>>()  // Migration R4: FlowSnapshot<AttachmentState, AttachmentOutput, AttachmentRoute>
    private var observation: FlowObservation?
    private let onOutput: @Sendable (FlowStore<AttachmentFlow>.Output) -> Void  // Migration R7 (shim): FlowStore.Output

    init(
        store: FlowStore<AttachmentFlow>,  // Migration R1
        onOutput: @escaping @Sendable (FlowStore<AttachmentFlow>.Output) -> Void  // Migration R7 (shim): FlowStore.Output
    ) {
        self.store = store
        self.onOutput = onOutput
    }

    deinit {
        observation?.cancel()
    }

    /// The view states rendered so far, one per applied signal.
    var rendered: [AttachmentViewState] {
        log.values.map { projection.project($0.state) }
    }

    func bind() async {
        let log = self.log
        let onOutput = self.onOutput
        observation = await store.observe { snapshot in
            guard snapshot.step != nil else { return }  // Migration R5: the first snapshot is the current state
            log.append(snapshot)  // Migration X2: appended synchronously, not from a Task read after a sleep
            snapshot.outputs.forEach(onOutput)
        }
    }

    func send(_ intent: AttachmentIntent) async {
        await store.send(intent)
    }
}
