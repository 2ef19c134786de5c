import IntentFlowManifest

extension SampleManifests {
    /// A Shop feature hosting the Login sample, which lives in the module `LoginKit`, as `signIn`; it hears Login's
    /// `completed` as `signedIn`. Not in ``all``: it is what the context model's `children` keys need, a child in
    /// another module among them.
    static let shopHostingLogin: Manifest = {
        var shop = manifest(
            feature: "Shop", schemaVersion: "0.2", summary: nil, states: ["browsing", "paying(userID)"],
            intents: ["buy"], events: ["signedIn(userID)"], effects: [], outputs: [], invariants: [],
            traces: ["browsing + buy -> browsing", "browsing + signedIn -> paying"])
        shop.module = "Shop"
        let location = SourceLocation(file: "shop.intentflow.yaml", line: 9, column: 5)
        var child = ChildDeclaration(
            feature: "Login", manifest: "login.intentflow.yaml", id: "signIn",
            outputs: [
                .init(
                    output: CaseReference(name: "completed", location: location),
                    event: CaseReference(name: "signedIn", location: location))
            ], location: location)
        child.keyLocations = ["manifest": location]
        shop.children = [child]
        var login = SampleManifests.login
        login.module = "LoginKit"
        login.outputs.append(caseDeclaration("abandoned"))
        shop.childManifests = ["signIn": login]
        return shop
    }()
}
