/// A state shape of the matrix and the example feature of this repository that has it.
///
/// The examples are the matrix's correct reducers: they are hand-written, ported from real code, and already built
/// and tested by the Examples' test target, so the matrix needs no feature of its own and no second package to build.
struct MatrixShape: Sendable, CustomStringConvertible {
    /// What the shape is, as issue 39 names it.
    var name: String
    /// The example feature with this shape (`.intentflow/<manifest>`), or nil where no example has it yet.
    var feature: String?
    /// The manifest's file name in `.intentflow/`.
    var manifest: String?
    /// Why a shape has no feature yet: the matrix lists it so the gap is seen, not forgotten.
    var missing: String?
    /// The planted bugs this shape's reducer must give at least once: the matrix is not vacuous for it.
    var expectedBugs: Set<PlantedBug>
    /// The effects whose events no generated store chain delivers today (`effect: event, …` as coverage lists them):
    /// their round trip is tested by hand only. Chains for rules are being built in the same wave (issue 39, item 2);
    /// as each lands, the matrix fails until its effect is taken off this list.
    var undeliveredToday: [String] = []
    /// The bug that is this shape's own, and text of the change that plants it where the shape lives (the date's
    /// write, the delayed effect): the matrix checks it is planted there, so the shape is tested, not only its
    /// feature.
    var ownBug: (bug: PlantedBug, change: String)?
    /// The tools, judged each on its own, that must find at least one of the bugs planted in this shape's
    /// feature: a tool gone blind fails the matrix even where another tool finds the same bugs. Given on the first
    /// shape of each feature (the slow test judges a feature once); store chains and scenarios only where the
    /// manifest has them.
    var findingTools: Set<MatrixTool> = []

    var description: String { feature.map { "\(name) (\($0))" } ?? name }

    /// Every shape of the matrix, in the order.
    static let all: [MatrixShape] = [
        .init(
            name: "enum state", feature: "Upload", manifest: "upload.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState, .droppedEffect, .missingCancel, .droppedOutput],
            undeliveredToday: [], ownBug: (.wrongState, ".uploading("),
            findingTools: [.flowTests, .storeChains, .scenarios, .conformance, .check]),
        // A port of TCA's VoiceMemos RecordingMemo: its timer is requested by a trace that reads `now`, which heads
        // store chains as the first step of a test (the date is the test store's first), so chains deliver the ticks
        // and the recorder's answer.
        .init(
            name: "phases with fields", feature: "RecordingMemo", manifest: "recording-memo.intentflow.yaml",
            expectedBugs: [
                .forgottenArm, .wrongState, .droppedEffect, .missingCancel, .droppedOutput, .invertedGuard,
                .wrongValue,
            ],
            undeliveredToday: [],
            ownBug: (.wrongState, "next.phase = .encoding"),
            findingTools: [.flowTests, .storeChains, .scenarios, .conformance, .check]),
        .init(
            name: "fields only", feature: "ChangePassword", manifest: "change-password.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState, .droppedEffect, .droppedOutput, .droppedRoute, .invertedGuard],
            undeliveredToday: [], ownBug: (.wrongState, "next."),
            findingTools: [.flowTests, .conformance, .check]),
        .init(
            name: "a list of children", feature: "Todos", manifest: "todos.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState, .droppedEffect, .invertedGuard],
            undeliveredToday: [],
            ownBug: (.wrongState, "settingCompletion"), findingTools: [.flowTests, .conformance, .check]),
        .init(
            name: "dependencies (uuid)", feature: "Todos", manifest: "todos.intentflow.yaml",
            expectedBugs: [.wrongState],
            undeliveredToday: [],
            ownBug: (.wrongState, "TodoItem(id: uuid)")),
        // The memo is dated by `FlowDependencies.current.now` when the recording starts.
        .init(
            name: "dependencies (date)", feature: "RecordingMemo", manifest: "recording-memo.intentflow.yaml",
            expectedBugs: [.wrongState],
            undeliveredToday: [],
            ownBug: (.wrongState, "FlowDependencies.current.now")),
        .init(
            name: "a repeating effect", feature: "Timers", manifest: "timers.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState, .droppedEffect, .missingCancel],
            ownBug: (.droppedEffect, ".timer"),
            findingTools: [.flowTests, .storeChains, .scenarios, .conformance, .check]),
        // Passcode's lock-out: `after: 30s`, lifted by the delayed effect's one event.
        .init(
            name: "a one-off delay", feature: "Passcode", manifest: "passcode.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState, .droppedEffect, .droppedOutput, .wrongValue],
            ownBug: (.droppedEffect, ".lockOut"), findingTools: [.flowTests, .storeChains, .conformance, .check]),
        .init(
            name: "Result errors", feature: "WeatherSearch", manifest: "weather-search.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState, .droppedEffect, .missingCancel],
            undeliveredToday: [],
            ownBug: (.wrongState, "response.value"), findingTools: [.flowTests, .conformance, .check]),
        .init(
            name: "alerts", feature: "AlertsAndDialogs", manifest: "alerts-and-dialogs.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState], ownBug: (.wrongState, "next.alert = ."),
            findingTools: [.flowTests, .conformance, .check]),
    ]
}
