@testable import IntentFlowCheck
import IntentFlowProject
import IntentFlowText
import Testing

@Suite struct SwiftDeclarationReaderTests {
    private func enumCases(_ source: String, named name: String) throws -> [SwiftEnumDeclaration.Case] {
        let reader = try SwiftDeclarationReader()
        let file = SwiftSourceFile(path: "A.swift", source: source)
        let scratch = PatternScratch()
        let declarations = reader.typeDeclarations(in: file, scratch: scratch)
        return reader.enums(in: file, declarations: declarations, named: [name], scratch: scratch).first?.cases ?? []
    }

    @Test func casesSurviveCommentsStringsAttributesAndLineBreaks() throws {
        let source = """
            // enum LoginState { case fake }
            let text = "enum LoginState { case alsoFake }"
            /* case hidden */
            enum LoginState: Equatable, Sendable {
                /// case inDocComment
                @available(*, deprecated, message: "case inString")
                case idle, `default`
                indirect case failed(
                    message: String,   // case inTrailingComment
                    code: Int = 0
                )
                case progress(Double), done(result: Result<[String: Int], any Error>, handler: @Sendable (Int) -> Void)
                case raw = 3 // raw values do not end the list
                enum Nested { case notMine }
                var isIdle: Bool {
                    switch self {
                    case .idle: true
                    default: false
                    }
                }
                static let multi = \"\"\"
                    case inMultiline
                    \"\"\"
            }
            """
        let cases = try enumCases(source, named: "LoginState")
        #expect(cases.map(\.name) == ["idle", "default", "failed", "progress", "done", "raw"])
        #expect(cases.map { "\($0.location.line):\($0.location.column)" } == ["7:10", "7:16", "8:19", "12:10", "12:28", "13:10"])
        let failed = cases[2].parameters
        #expect(failed.map(\.label) == ["message", "code"])
        #expect(failed.map(\.type) == ["String", "Int"])
        #expect(failed.map { "\($0.location.line):\($0.location.column)" } == ["9:9", "10:9"])
        #expect(cases[3].parameters.map(\.label) == [nil])
        #expect(cases[4].parameters.map(\.type) == ["Result<[String:Int],anyError>", "@Sendable(Int)->Void"])
    }

    @Test func unlabeledUnderscoreParametersHaveNoLabel() throws {
        let cases = try enumCases("enum E { case a(_ x: Int, _: String) }", named: "E")
        #expect(cases.first?.parameters.map(\.label) == [nil, nil])
        #expect(cases.first?.parameters.map(\.type) == ["Int", "String"])
    }

    @Test func effectIDsAreReadFromRequestsAndCancellationsOnly() throws {
        let reader = try SwiftDeclarationReader()
        let source = """
            .effect(.load, id: "a.load", policy: .run)
            .effect(
                .save(x),
                id: #"a.save"#
            )
            .cancel("a.load")
            .cancel(id: "a.other")
            // .effect(.x, id: "commented.out")
            .effect(.y, id: "dynamic.\\(name)")
            .effect(.z, id: Self.constant)
            log("id: \\"fake\\"")
            """
        let uses = reader.effectIDUses(in: SwiftSourceFile(path: "F.swift", source: source), scratch: PatternScratch())
        #expect(uses.map(\.id) == ["a.load", "a.save", "a.load", "a.other"])
        #expect(uses.map(\.isCancellation) == [false, false, true, true])
        #expect(uses.map { "\($0.location.line):\($0.location.column)" } == ["1:20", "4:9", "6:9", "7:13"])
    }

    @Test func typeDeclarationsIgnoreMembersAndComments() throws {
        let reader = try SwiftDeclarationReader()
        let source = "// struct Fake {}\nstruct LoginFlow {}\nextension LoginFlow {}\nlet x = a.enum\nclass func f() {}"
        let names = reader.typeDeclarations(in: SwiftSourceFile(path: "F.swift", source: source), scratch: PatternScratch())
            .map { "\($0.keyword) \($0.name)" }
        #expect(names == ["struct LoginFlow", "extension LoginFlow", "class func"])
    }
}
