/// Checks a manifest's `alerts:` against its intents, and gives the state the field that holds the alert being
/// presented (`alert: <Feature>Alert? = nil`) before ``StateFields`` gives the fields to every state.
enum StateAlerts {
    /// Adds the alert field to `manifest` when it has alerts; returns the findings about its alerts.
    static func apply(to manifest: inout Manifest) -> [Finding] {
        guard !manifest.alerts.isEmpty else { return [] }
        var findings: [Finding] = []
        var seen: [String: SourceLocation] = [:]
        let intents = Dictionary(manifest.intents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for alert in manifest.alerts {
            if seen[alert.name] != nil {
                findings.append(
                    Finding(.invalidAlert, "the alert '\(alert.name)' is declared twice", at: alert.location))
            }
            seen[alert.name] = alert.location
            for button in alert.buttons {
                guard let reference = button.intent else { continue }
                guard let intent = intents[reference.name] else {
                    findings.append(
                        Finding(
                            .invalidAlert,
                            "the button '\(button.title)' sends '\(reference.name)', which is not a declared intent"
                                + EditDistance.hint(for: reference.name, among: manifest.intents.map(\.name)),
                            at: reference.location))
                    continue
                }
                if !intent.parameters.isEmpty {
                    findings.append(
                        Finding(
                            .invalidAlert,
                            "the button '\(button.title)' sends '\(reference.name)', which takes values a button "
                                + "cannot give; declare an intent without parameters for it", at: reference.location))
                }
            }
        }
        if let taken = manifest.fields.first(where: { $0.name == AlertDeclaration.fieldName }) {
            findings.append(
                Finding(
                    .invalidField,
                    "'alerts' keeps the alert being presented in the field '\(AlertDeclaration.fieldName)'; rename "
                        + "this field", at: taken.location))
            return findings
        }
        manifest.fields.append(
            StateField(
                name: AlertDeclaration.fieldName, type: manifest.feature + "Alert?", defaultValue: "nil",
                location: manifest.keyLocations["alerts"] ?? manifest.location))
        return findings
    }
}
