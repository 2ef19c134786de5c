import Foundation
import Testing
@testable import IntentFlowCLI

@Suite struct StartupActionCommandTests {
    @Test func writesTheActionWithItsPriorityOnce() throws {
        let project = try Project()
        let created = project.run(["startup-action", "ForceUpdateAction", "--priority", "critical", "--pack", "swift", "--output", "Startup"])
        #expect(created.code == .success, "\(created.stderr)")
        let text = try #require(project.read("Startup/ForceUpdate/ForceUpdateAction.swift"))
        #expect(text.contains("struct ForceUpdateAction: StartupAction {"))
        #expect(text.contains("let priority: ActionPriority = .critical"))
        #expect(text.contains("final class ForceUpdateState {"))

        // The file is the user's now: a second run keeps it, even with --force.
        try project.write("Startup/ForceUpdate/ForceUpdateAction.swift", text + "// mine\n")
        let again = project.run(["startup-action", "ForceUpdate", "--pack", "swift", "--output", "Startup", "--force"])
        #expect(again.code == .success)
        #expect(project.read("Startup/ForceUpdate/ForceUpdateAction.swift") == text + "// mine\n")
    }

    @Test func badNamesAndPrioritiesAreUsageErrors() throws {
        let project = try Project()
        #expect(project.run(["startup-action"]).code == .usageOrIO)
        #expect(project.run(["startup-action", "../Evil"]).code == .usageOrIO)
        project.expectUsageError(
            ["startup-action", "Onboarding", "--pack", "swift", "--priority", "urgent"],
            saying: "'--priority' must be one of critical, high, medium, low; got 'urgent'")
        project.expectUsageError(
            ["startup-action", "Onboarding", "--param", "priority=urgent"],
            saying: "'urgent' is not a value of parameter 'priority'")
        #expect(!project.exists("Onboarding"))
    }
}
