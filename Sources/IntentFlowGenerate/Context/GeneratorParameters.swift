import IntentFlowTemplates

/// The options a person passes to a generator (`--ui swiftui`, `--testing xctest`, `--module App`), with their
/// defaults applied, as templates read them under `params`.
struct GeneratorParameters: Hashable, Sendable {
    /// Which UI adapter to add: `none`, `swiftui` or `uikit`.
    var ui: String
    /// Which test framework the generated tests use: `swift-testing` or `xctest`.
    var testing: String
    /// The module generated tests `@testable import`; empty for none.
    var module: String
    /// Every parameter as given, so a team pack's templates can read options of their own.
    var raw: [String: String]

    /// Reads the parameters, filling in `ui: none` and `testing: swift-testing` when they are absent.
    init(_ parameters: [String: String], manifestModule: String?) {
        raw = parameters
        ui = parameters["ui"].map { $0.lowercased() } ?? "none"
        testing = parameters["testing"].map { $0.lowercased() } ?? "swift-testing"
        module = parameters["module"] ?? manifestModule ?? ""
    }

    /// `params` as templates see it: the raw parameters, then the known ones and their flags over them.
    var templateValue: TemplateValue {
        var values = raw.mapValues(TemplateValue.string)
        values["ui"] = .string(ui)
        values["ui_none"] = .bool(ui != "swiftui" && ui != "uikit")
        values["ui_swiftui"] = .bool(ui == "swiftui")
        values["ui_uikit"] = .bool(ui == "uikit")
        values["testing"] = .string(testing)
        values["testing_xctest"] = .bool(testing == "xctest")
        values["testing_swift_testing"] = .bool(testing != "xctest")
        values["module"] = .string(module)
        return .dictionary(values)
    }
}
