/// What a file of a feature is for, by the naming the default pack uses; shown in `.ai/agent-context.md`.
package enum FileRole {
    /// The role of the file at `path`, or `nil` when the name says nothing.
    package static func of(_ path: String, feature: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        switch name {
        case "\(feature)Contract.swift": return "contract, generated from the manifest: never edit"
        case "\(feature)Flow.swift": return "reducer, yours: pure behaviour, one case per acceptance trace"
        case "\(feature)Effects.swift": return "effects, yours: side work, reports back with events"
        case "\(feature)Projection.swift": return "projection, yours: state to view state"
        case "\(feature)FlowTests.swift": return "tests, generated, one per acceptance trace: never edit"
        case "\(feature)View.swift": return "SwiftUI adapter, yours: renders the projection, sends intents"
        case "\(feature)ViewController.swift": return "UIKit adapter, yours: renders the projection, sends intents"
        default: return name.hasSuffix("Tests.swift") ? "tests" : nil
        }
    }
}
