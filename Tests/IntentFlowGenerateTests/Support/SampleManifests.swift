import Foundation
import IntentFlowManifest

/// Manifests built in code for the context model's and the default pack's tests: the three examples, and one
/// written to break naive generation (keywords as names, hostile text).
enum SampleManifests {
    /// The seed's Login feature (schema 0.1: untyped parameters are `String`).
    static let login = manifest(
        feature: "Login", schemaVersion: "0.1",
        summary: "Signs a person in with email and password, with an optional two-factor step.",
        states: [
            "idle", "validating", "requestingToken", "waitingForTwoFactor", "failed(message)",
            "authenticated(userID)",
        ],
        intents: ["submit(email, password)", "submitTwoFactor(code)", "cancel"],
        events: ["credentialsValid", "tokenRequiresTwoFactor", "tokenReceived(userID)", "tokenFailed(message)"],
        effects: ["validate(email, password)", "requestToken(email, password)"],
        outputs: ["completed(userID)"],
        invariants: [
            "A token must not be persisted before authentication succeeds.",
            "Two-factor code can only be submitted from waitingForTwoFactor.",
        ],
        traces: [
            "idle + submit(valid form) -> validating + validate effect",
            "requestingToken + tokenReceived -> authenticated + completed output",
            "validating + credentialsValid -> requestingToken + requestToken effect",
            "requestingToken + tokenRequiresTwoFactor -> waitingForTwoFactor",
            "waitingForTwoFactor + submitTwoFactor(code) -> requestingToken + requestToken effect",
            "requestingToken + tokenFailed(bad password) -> failed",
            "validating + cancel -> idle + cancel validate effect",
        ])

    /// The guide's Upload feature (schema 0.2, typed).
    static let upload = manifest(
        feature: "Upload", schemaVersion: "0.2",
        summary: "Picks a file and uploads it, reporting progress; the upload can be cancelled and retried.",
        states: [
            "idle", "selectingFile", "uploading(progress: Double)", "failed(message: String)",
            "completed(remoteID: String)",
        ],
        intents: ["selectFile", "retry", "cancel"],
        events: ["fileSelected(URL)", "progress(Double)", "uploaded(remoteID: String)", "failed(String)"],
        effects: ["upload(URL) [id=upload.file, policy=cancelInFlight]"],
        routes: ["filePicker"],
        outputs: ["completed(remoteID: String)"],
        imports: ["Foundation"],
        invariants: [
            "Only one upload runs at a time.",
            "A cancelled upload reports nothing after it is cancelled.",
        ],
        traces: [
            "idle + selectFile -> selectingFile + filePicker route",
            "selectingFile + fileSelected -> uploading + upload effect",
            "uploading + progress -> uploading",
            "uploading + uploaded -> completed + completed output",
            "uploading + failed -> failed",
            "uploading + cancel -> idle + cancel upload effect",
            "failed + retry -> selectingFile + filePicker route",
        ])

    /// The README's device connection workflow (schema 0.2, typed).
    static let deviceConnection = manifest(
        feature: "DeviceConnection", schemaVersion: "0.2",
        summary: "Finds a nearby device, connects to it, waits for the person to trust it and checks the internet.",
        states: [
            "idle", "scanning", "choosingDevice(devices: [String])", "connecting(deviceID: String)",
            "waitingForTrust(deviceID: String)", "verifyingInternet(deviceID: String)", "ready(deviceID: String)",
            "failed(reason: String)",
        ],
        intents: ["startScan", "choose(deviceID: String)", "retry", "cancel"],
        events: [
            "devicesFound(devices: [String])", "connected(deviceID: String)", "trustRequired", "trusted",
            "internetVerified", "connectionFailed(reason: String)",
        ],
        effects: ["scan", "connect(deviceID: String)", "verifyInternet(deviceID: String)"],
        routes: ["trustInstructions"],
        outputs: ["connected(deviceID: String)"],
        invariants: ["A device is ready only after it is trusted and the internet is reachable."],
        traces: [
            "idle + startScan -> scanning + scan effect",
            "scanning + devicesFound -> choosingDevice",
            "choosingDevice + choose -> connecting + connect effect",
            "connecting + trustRequired -> waitingForTrust + trustInstructions route",
            "waitingForTrust + trusted -> verifyingInternet + verifyInternet effect",
            "connecting + connected -> verifyingInternet + verifyInternet effect",
            "verifyingInternet + internetVerified -> ready + connected output",
            "connecting + connectionFailed -> failed",
            "scanning + cancel -> idle + cancel scan effect",
            "failed + retry -> scanning + scan effect",
        ])

    /// A feature whose names are Swift keywords and whose text holds everything a string or comment must escape.
    static let hostile = manifest(
        feature: "Hostile", schemaVersion: "0.2",
        summary: "Text with \"quotes\", a \\ backslash, {{braces}}, a */ comment end,\nnon-ASCII: café ✓ 日本語.",
        states: ["default", "return(self: Int)", "self", "Type"],
        intents: ["switch(in: String)", "case", "Protocol(Type: Int)"],
        events: ["where(String)"],
        effects: [],
        outputs: [],
        invariants: ["Never \"quote\" a \\ path */ or {{brace}}.\nSecond line: ünïcödé."],
        traces: [
            "default + switch -> return",
            "return + where -> self",
            "self + case -> default",
            "self + case -> return",
            "default + Protocol -> Type",
        ])

    /// A feature with an app type (`Item`) that has no sample or placeholder, so some traces cannot be generated,
    /// and a route with a parameter.
    static let catalog = manifest(
        feature: "Catalog", schemaVersion: "0.2", summary: nil,
        states: ["browsing(items: [Item])", "showing(item: Item)", "loading"],
        intents: ["open(itemID: Int)", "refresh"],
        events: ["loaded(items: [Item])"],
        effects: ["load"],
        routes: ["detail(itemID: Int)"],
        outputs: ["opened(item: Item)"],
        invariants: [],
        traces: [
            "browsing + open -> showing + cancel load effect + load effect + opened output + detail route",
            "browsing + refresh -> loading + load effect",
            "loading + loaded -> browsing",
        ])

    /// A feature that lists a transition as undeclared and has an intent no sample can be made for.
    static let undeclared: Manifest = {
        var manifest = SampleManifests.manifest(
            feature: "Picker", schemaVersion: "0.2", summary: nil, states: ["idle", "failed"],
            intents: ["reset", "pick(item: Item)"], events: [], effects: [], outputs: [], invariants: [],
            traces: ["idle + reset -> failed"])
        let at = manifest.location
        manifest.undeclared = [
            UndeclaredPair(
                text: "failed + reset", state: TraceName("failed", at: at), signal: TraceName("reset", at: at))
        ]
        return manifest
    }()

    /// Every sample, in the order tests generate them.
    static let all = [login, upload, deviceConnection, hostile, catalog, undeclared]

    // MARK: Building

    static func manifest(
        feature: String, schemaVersion: String, summary: String?, states: [String], intents: [String],
        events: [String], effects: [String], routes: [String] = [], outputs: [String], imports: [String] = [],
        invariants: [String], traces: [String]
    ) -> Manifest {
        let location = SourceLocation(file: "\(feature).intentflow.yaml", line: 1, column: 1)
        var manifest = Manifest(
            path: ".intentflow/\(feature.lowercased()).intentflow.yaml", schemaVersion: schemaVersion,
            feature: feature, mode: .ai, summary: summary, imports: imports, location: location)
        manifest.states = states.map(caseDeclaration)
        manifest.intents = intents.map(caseDeclaration)
        manifest.events = events.map(caseDeclaration)
        manifest.effects = effects.map(caseDeclaration)
        manifest.routes = routes.map(caseDeclaration)
        manifest.outputs = outputs.map(caseDeclaration)
        manifest.invariants = invariants.map { Invariant(text: $0, location: location) }
        let intentNames = Set(manifest.intents.map(\.name))
        manifest.acceptanceTraces = traces.map { trace(from: $0, intents: intentNames) }
        return manifest
    }

    /// `failed(message: String)`, `failed(message)` (a `String`), `progress(Double)`, `idle`; a trailing
    /// `[id=…, policy=…]` sets an effect's id and policy.
    static func caseDeclaration(_ text: String) -> CaseDeclaration {
        let location = SourceLocation(file: "sample", line: 1, column: 1)
        var text = text
        var effectID: String?
        var policy: EffectPolicyName?
        if let open = text.firstIndex(of: "[") {
            for option in text[text.index(after: open)...].dropLast().split(separator: ",") {
                let parts = option.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
                if parts[0] == "id" { effectID = parts[1] }
                if parts[0] == "policy" { policy = EffectPolicyName(rawValue: parts[1]) }
            }
            text = String(text[..<open]).trimmingCharacters(in: .whitespaces)
        }
        guard let open = text.firstIndex(of: "(") else {
            return CaseDeclaration(name: text, effectID: effectID, policy: policy, location: location)
        }
        let name = String(text[..<open])
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parameters = splitTopLevel(String(inner)).map { part -> CaseParameter in
            let part = part.trimmingCharacters(in: .whitespaces)
            if let colon = topLevelColon(part) {
                let label = part[..<colon].trimmingCharacters(in: .whitespaces)
                let type = part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                return CaseParameter(label: label, type: type, isTypeExplicit: true, location: location)
            }
            if let first = part.first, first.isUppercase || first == "[" {
                return CaseParameter(label: nil, type: part, isTypeExplicit: true, location: location)
            }
            return CaseParameter(label: part, type: "String", isTypeExplicit: false, location: location)
        }
        return CaseDeclaration(
            name: name, parameters: parameters, effectID: effectID, policy: policy, location: location)
    }

    /// `from + signal(detail) -> to + name effect + cancel name effect + name output + name route`.
    static func trace(from text: String, intents: Set<String>) -> AcceptanceTrace {
        let location = SourceLocation(file: "sample", line: 1, column: 1)
        let sides = text.components(separatedBy: " -> ")
        let left = sides[0].components(separatedBy: " + ")
        let right = sides[1].components(separatedBy: " + ")
        var signalName = left[1]
        var detail: String?
        if let open = signalName.firstIndex(of: "(") {
            detail = String(signalName[signalName.index(after: open)..<signalName.index(before: signalName.endIndex)])
            signalName = String(signalName[..<open])
        }
        var trace = AcceptanceTrace(
            text: text, location: location, from: TraceName(left[0], at: location),
            signal: TraceSignal(
                name: signalName, kind: intents.contains(signalName) ? .intent : .event, detail: detail,
                location: location),
            to: TraceName(right[0].components(separatedBy: "(")[0], at: location))
        for item in right.dropFirst() {
            let words = item.split(separator: " ").map(String.init)
            switch (words.first, words.last) {
            case ("cancel", "effect"): trace.cancellations.append(TraceName(words[1], at: location))
            case (_, "effect"): trace.effects.append(TraceName(words[0], at: location))
            case (_, "output"): trace.outputs.append(TraceName(words[0], at: location))
            case (_, "route"): trace.routes.append(TraceName(words[0], at: location))
            default: break
            }
        }
        return trace
    }

    private static func splitTopLevel(_ text: String) -> [String] {
        var parts = TopLevelCommas.split(text)
        if parts.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { parts.removeLast() }
        return parts
    }

    private static func topLevelColon(_ text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}
