/// The six vocabularies a feature declares, each becoming one Swift enum.
package enum CaseGroup: String, Hashable, Sendable, Codable, CaseIterable {
    case states, intents, events, effects, routes, outputs

    /// The suffix of the generated enum's name: `Login` + `State` = `LoginState`.
    package var typeSuffix: String {
        switch self {
        case .states: "State"
        case .intents: "Intent"
        case .events: "Event"
        case .effects: "Effect"
        case .routes: "Route"
        case .outputs: "Output"
        }
    }

    /// The singular noun used in messages: "state", "intent", ….
    package var singular: String { typeSuffix.lowercased() }
}
