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

    var description: String { feature.map { "\(name) (\($0))" } ?? name }

    /// Every shape of the matrix, in the order.
    static let all: [MatrixShape] = [
        .init(
            name: "enum state", feature: "Upload", manifest: "upload.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState, .droppedEffect, .missingCancel, .droppedOutput],
            undeliveredToday: []),
        .init(
            name: "phases with fields", missing: "no example has phases with fields yet (see places-fields in "
                + "Templates/tests, which is a pack snapshot, not a built reducer)", expectedBugs: []),
        .init(
            name: "fields only", feature: "ChangePassword", manifest: "change-password.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState, .droppedEffect, .droppedOutput, .droppedRoute, .invertedGuard]),
        .init(
            name: "a list of children", feature: "Todos", manifest: "todos.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState, .droppedEffect, .invertedGuard]),
        .init(
            name: "dependencies (uuid)", feature: "Todos", manifest: "todos.intentflow.yaml",
            expectedBugs: [.wrongState]),
        .init(
            name: "dependencies (date)", missing: "no example reads the clock's date yet", expectedBugs: []),
        .init(
            name: "a repeating effect", feature: "Timers", manifest: "timers.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState, .droppedEffect, .missingCancel]),
        // Passcode (`after: 30s`) landed at the end of the wave that built the matrix: it joins once its mutants are
        // measured, so that the slow test does not start failing on a score nobody has read.
        .init(
            name: "a one-off delay", missing: "Passcode's lock-out (after: 30s) joins once its mutation score is "
                + "measured", expectedBugs: []),
        .init(
            name: "Result errors", feature: "WeatherSearch", manifest: "weather-search.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState, .droppedEffect, .missingCancel]),
        .init(
            name: "alerts", feature: "AlertsAndDialogs", manifest: "alerts-and-dialogs.intentflow.yaml",
            expectedBugs: [.forgottenArm, .wrongState]),
    ]
}
