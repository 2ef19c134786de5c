// intentflow-ios 0.1.3 store tests after exactly the edits Docs/Migration.md lists; each edited line names its edit.
import IntentFlow
import Testing

@Suite("0.1.3 store tests, migrated")
struct MigratedStoreTests {
    @Test("the store runs effects back into events")
    func storeRunsEffectsBackIntoEvents() async {
        let store = FlowStore(
            initialState: AttachmentState.idle,
            reducer: AttachmentFlow(),
            effects: AttachmentEffects()
        )

        await store.send(.selectFile)
        await store.send(event: .fileSelected("a.png"))  // Migration R8: await store.receive(.fileSelected("a.png"))

        await store.settle()  // Migration X1: 0.1.3 slept 80 ms here

        let state = await store.state
        #expect(state == .completed(remoteID: "remote-a.png"))
    }

    @Test("send's result: the step it applied")
    func sendReportsItsStep() async {
        let store = FlowStore(initialState: AttachmentState.idle, reducer: AttachmentFlow(), effects: AttachmentEffects())

        await store.send(.selectFile)  // Migration R2: let snapshot = await store.send(.selectFile)
        let snapshot = await store.history.last  // Migration R2

        #expect(snapshot?.state == .selectingFile)
        #expect(snapshot?.routes == [.filePicker])
    }

    @Test("history records state, outputs and routes")
    func historyRecordsStateOutputsAndRoutes() async {
        let store = FlowStore(
            initialState: AttachmentState.uploading(progress: 0.5),
            reducer: AttachmentFlow(),
            effects: AttachmentEffects()
        )

        await store.send(event: .uploaded(remoteID: "remote-a.png"))  // Migration R8: await store.receive(.uploaded(remoteID: "remote-a.png"))
        await store.send(.retry)

        let history = await store.history
        // Migration R3: history == [.init(state: …, outputs: […], routes: […]), …]
        #expect(history.map(\.state) == [.completed(remoteID: "remote-a.png"), .completed(remoteID: "remote-a.png")])
        #expect(history.map(\.outputs) == [[.completed(remoteID: "remote-a.png")], []])
        #expect(history.map(\.routes) == [[], []])
    }

    @Test("an observation receives snapshots", .tags(.shim))
    @available(*, deprecated, message: "0.1.3-style code: uses the migration shims on purpose")
    func observationReceivesSnapshots() async {
        let outputs = ObservedLog<AttachmentOutput>()
        let model = AttachmentScreenModel(
            store: FlowStore(initialState: .idle, reducer: AttachmentFlow(), effects: AttachmentEffects()),
            onOutput: { outputs.append($0) }
        )
        await model.bind()

        await model.send(.selectFile)
        await model.store.send(event: .fileSelected("a.png"))  // Migration R8: await model.store.receive(.fileSelected("a.png"))
        await model.store.settle()  // Migration X1

        #expect(model.rendered == [
            AttachmentViewState(title: "Attachment", isBusy: false),
            AttachmentViewState(title: "0%", isBusy: true),
            AttachmentViewState(title: "50%", isBusy: true),
            AttachmentViewState(title: "Attachment", isBusy: false),
        ])
        #expect(outputs.values == [.completed(remoteID: "remote-a.png")])
    }

    @Test("cancelling an effect by id stops its runs")
    func cancelEffectStopsRuns() async {
        let store = FlowStore(initialState: AttachmentState.selectingFile, reducer: AttachmentFlow(), effects: PendingAttachments())

        await store.send(event: .fileSelected("a.png"))  // Migration R8: await store.receive(.fileSelected("a.png"))
        await store.cancelEffect(id: "upload.file")
        #expect(await store.runningEffectIDs == ["upload.thumbnail"])
        await store.send(.cancel)

        #expect(await store.state == .idle)
        #expect(await store.isSettled)
    }
}
