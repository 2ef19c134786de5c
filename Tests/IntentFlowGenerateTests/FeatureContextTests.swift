import IntentFlowContext
import IntentFlowTemplates
import Testing

@testable import IntentFlowGenerate

@Suite("Feature context")
struct FeatureContextTests {
    /// The value at a dotted path, with `[n]` for a list element.
    func value(_ context: TemplateValue, _ path: String) -> TemplateValue? {
        var current: TemplateValue? = context
        for part in path.split(separator: ".") {
            var name = Substring(part)
            var index: Int?
            if let open = part.firstIndex(of: "[") {
                name = part[..<open]
                index = Int(part[part.index(after: open)..<part.index(before: part.endIndex)])
            }
            guard case .dictionary(let fields) = current else { return nil }
            current = fields[String(name)]
            if let index {
                guard case .array(let elements) = current, elements.indices.contains(index) else { return nil }
                current = elements[index]
            }
        }
        return current
    }

    func string(_ context: TemplateValue, _ path: String) -> String? {
        guard case .string(let text) = value(context, path) else { return nil }
        return text
    }

    @Test("Feature names in every case style")
    func featureNames() {
        let context = FeatureContext.make(manifest: SampleManifests.deviceConnection)
        #expect(string(context, "feature.name") == "DeviceConnection")
        #expect(string(context, "feature.camel") == "deviceConnection")
        #expect(string(context, "feature.snake") == "device_connection")
        #expect(string(context, "feature.kebab") == "device-connection")
        #expect(string(context, "feature.lower") == "deviceconnection")
    }

    @Test("A target state takes the signal's value by label")
    func bindsByLabel() {
        let context = FeatureContext.make(manifest: SampleManifests.login)
        // requestingToken + tokenFailed(bad password) -> failed
        #expect(string(context, "traces[5].casePattern") == "(.requestingToken, .event(.tokenFailed(let message)))")
        #expect(string(context, "traces[5].to.expression") == ".failed(message: message)")
        #expect(string(context, "traces[5].to.expected") == ".failed(message: \"message\")")
    }

    @Test("An unlabelled value binds by type, named after the parameter it fills")
    func bindsByType() {
        let context = FeatureContext.make(manifest: SampleManifests.upload)
        // uploading + failed -> failed: `failed(String)` gives `failed(message: String)` its message.
        #expect(string(context, "traces[4].casePattern") == "(.uploading, .event(.failed(let message)))")
        #expect(string(context, "traces[4].to.expression") == ".failed(message: message)")
        #expect(string(context, "traces[4].signal.sample") == ".event(.failed(\"message\"))")
        // uploading + progress -> uploading: the event's value, not the state's.
        #expect(string(context, "traces[2].casePattern") == "(.uploading, .event(.progress(let progress)))")
        #expect(string(context, "traces[2].to.expression") == ".uploading(progress: progress)")
        // selectingFile + fileSelected -> uploading + upload effect: unlabelled to unlabelled keeps `url`.
        #expect(string(context, "traces[1].effects[0].expression") == ".upload(url)")
    }

    @Test("Values the target does not use are not bound")
    func unusedValuesAreNotBound() {
        let context = FeatureContext.make(manifest: SampleManifests.login)
        // waitingForTwoFactor + submitTwoFactor(code) -> requestingToken: the code goes nowhere.
        #expect(string(context, "traces[4].casePattern") == "(.waitingForTwoFactor, .intent(.submitTwoFactor))")
    }

    @Test("A value nothing provides gets a placeholder and a note")
    func placeholders() {
        let context = FeatureContext.make(manifest: SampleManifests.login)
        // validating + credentialsValid -> requestingToken + requestToken effect
        #expect(string(context, "traces[2].effects[0].expression") == ".requestToken(email: \"\", password: \"\")")
        #expect(value(context, "traces[2].hasNotes") == .bool(true))
    }

    @Test("Effects get a default id and policy, or the manifest's")
    func effectIDs() {
        let login = FeatureContext.make(manifest: SampleManifests.login)
        #expect(string(login, "effects.cases[0].effectIDLiteral") == "\"login.validate\"")
        // No `policy:` in the manifest: the runtime's default.
        #expect(string(login, "effects.cases[0].policy") == "run")
        let upload = FeatureContext.make(manifest: SampleManifests.upload)
        #expect(string(upload, "effects.cases[0].effectID") == "upload.file")
    }

    @Test("Keywords are escaped where Swift needs it and only there")
    func keywords() {
        let context = FeatureContext.make(manifest: SampleManifests.hostile)
        #expect(string(context, "states.cases[0].caseDeclaration") == "`default`")
        #expect(string(context, "states.cases[0].pattern") == ".default")
        #expect(string(context, "states.cases[2].pattern") == ".`self`")
        #expect(string(context, "intents.cases[0].caseDeclaration") == "`switch`(in: String)")
        // `Type` and `Protocol` are contextual words, but a member so named conflicts with `Foo.Type`.
        #expect(string(context, "states.cases[3].caseDeclaration") == "`Type`")
        #expect(string(context, "states.cases[3].pattern") == ".`Type`")
        #expect(string(context, "intents.cases[2].caseDeclaration") == "`Protocol`(Type: Int)")
        #expect(string(context, "intents.cases[2].pattern") == ".`Protocol`")
    }

    @Test("Hostile text is escaped in literals and kept on comment lines")
    func hostileText() {
        let context = FeatureContext.make(manifest: SampleManifests.hostile)
        let literal = string(context, "summary.stringLiteral") ?? ""
        #expect(literal.hasPrefix("\"Text with \\\"quotes\\\", a \\\\ backslash"))
        #expect(literal.contains("\\n") && !literal.contains("\n"))
        let doc = string(context, "summary.docComment") ?? ""
        #expect(doc.split(separator: "\n").allSatisfy { $0.hasPrefix("///") })
    }

    @Test("A trace repeating an earlier trace's state and signal is not generated, and its test is skipped")
    func shadowedTrace() {
        let context = FeatureContext.make(manifest: SampleManifests.hostile)
        #expect(value(context, "traces[3].isImplemented") == .bool(false))
        #expect(value(context, "traces[3].isTestable") == .bool(false))
        #expect(value(context, "needsDefaultCase") == .bool(true))
    }

    @Test("Test names are unique")
    func uniqueTestNames() {
        let context = FeatureContext.make(manifest: SampleManifests.hostile)
        #expect(string(context, "traces[2].testName") == "selfOnCaseMovesToDefault")
        #expect(string(context, "traces[3].testName") == "selfOnCaseMovesToReturn")
    }
}
