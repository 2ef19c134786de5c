/// What a file of a feature is for, by the naming the default pack uses; shown in `.ai/agent-context.md`.
public enum FileRole {
    /// The role of the file at `path`, or `nil` when the name says nothing.
    public static func of(_ path: String, feature: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        switch name {
        case "\(feature)Contract.swift": return "contract: the enums generated from the manifest (do not edit)"
        case "\(feature)Flow.swift": return "reducer: pure behaviour, one case per acceptance trace"
        case "\(feature)Effects.swift": return "effects: side work, reports back with events"
        case "\(feature)Projection.swift": return "projection: state to view state"
        case "\(feature)FlowTests.swift": return "tests: one per acceptance trace (generated)"
        case "\(feature)View.swift": return "SwiftUI adapter: renders the projection, sends intents"
        case "\(feature)ViewController.swift": return "UIKit adapter: renders the projection, sends intents"
        default: return name.hasSuffix("Tests.swift") ? "tests" : nil
        }
    }
}
