// intentflow-ios 0.1.3 reducer tests after exactly the edits Docs/Migration.md lists; each edited line names its
// edit. Written with XCTest in 0.1.3; Swift Testing here, which changes only the assertion spelling.
import IntentFlow
import Testing

@Suite("0.1.3 reducer tests, migrated")
struct MigratedReducerTests {
    @Test("a trace keeps the behaviour visible without UI")
    func traceKeepsBehaviourVisible() {
        let trace = AttachmentFlow().trace(
            initialState: .idle,
            signals: [
                .intent(.selectFile),
                .event(.fileSelected("a.png")),
                .event(.uploaded(remoteID: "remote-a.png")),
            ]
        )

        #expect(trace.steps.map(\.state) == [.selectingFile, .uploading(progress: 0), .completed(remoteID: "remote-a.png")])
        #expect(trace.steps[0].routes == [.filePicker])
        #expect(trace.steps[2].outputs == [.completed(remoteID: "remote-a.png")])
        #expect(lastStep(of: trace)?.state == .completed(remoteID: "remote-a.png"))
    }

    @Test("requested effects are EffectRequests, spelled as in 0.1.3", .tags(.shim))
    @available(*, deprecated, message: "0.1.3-style code: uses the migration shims on purpose")
    func effectsKeepTheirSpelling() {
        let next = AttachmentFlow().reduce(state: .selectingFile, signal: .event(.fileSelected("a.png")))

        #expect(next.effects == [
            .run(.upload("a.png"), id: "upload.file", policy: .cancelInFlight),  // Migration E2 (shim)
            EffectRequest(id: "upload.thumbnail", effect: .prepareThumbnail("a.png")),  // Migration E3 (shim)
        ])
        #expect(next.cancellations.isEmpty)
    }

    @Test("cancel requests every known upload effect's cancellation")
    func cancelCancelsEveryAttachmentEffect() {
        let next = AttachmentFlow().reduce(state: .uploading(progress: 0.5), signal: .intent(.cancel))

        #expect(next.state == .idle)
        #expect(next.cancellations == ["upload.file", "upload.thumbnail"])  // Migration E1: next.effects == [.cancel(…)]
        #expect(next.effects.isEmpty)
    }

    @Test("a store without effect handling keeps the reducer's decisions", .tags(.shim))
    @available(*, deprecated, message: "0.1.3-style code: uses the migration shims on purpose")
    func storeWithoutEffects() async {
        let store = FlowStore(
            initialState: AttachmentState.selectingFile,
            reducer: AttachmentFlow(),
            effects: NoEffectHandler()  // Migration E5 (shim)
        )

        await store.send(event: .fileSelected("a.png"))  // Migration R8: await store.receive(.fileSelected("a.png"))

        #expect(await store.state == .uploading(progress: 0))
    }

    /// The last step of a trace, as 0.1.3 helpers typed it.
    private func lastStep(of trace: FlowTrace<AttachmentFlow>) -> FlowStep<AttachmentFlow>? {  // Migration T1: FlowTraceStep<AttachmentState, AttachmentEffect, AttachmentOutput, AttachmentRoute>
        trace.steps.last
    }
}

extension Tag {
    /// Tests that exercise a deprecated 0.1.3 spelling kept by a migration shim.
    @Tag static var shim: Self
}
