@testable import IntentFlowProject
import Testing

@Suite struct PathGlobTests {
    private func matches(_ glob: String, _ path: String) throws -> Bool {
        try PathGlob(glob).matches(path, scratch: PatternScratch())
    }

    @Test func doubleStarSpansDirectoriesIncludingNone() throws {
        #expect(try matches("**/*Flow.swift", "LoginFlow.swift"))
        #expect(try matches("**/*Flow.swift", "Sources/Login/LoginFlow.swift"))
        #expect(try !matches("**/*Flow.swift", "Sources/Login/LoginFlowTests.swift"))
        #expect(try matches("Sources/**", "Sources/a/b.swift"))
        #expect(try !matches("Sources/**", "Tests/a.swift"))
    }

    @Test func singleStarStaysInOneComponent() throws {
        #expect(try matches("Sources/*.swift", "Sources/a.swift"))
        #expect(try !matches("Sources/*.swift", "Sources/x/a.swift"))
    }

    @Test func aGlobWithoutSlashMatchesTheNameAnywhere() throws {
        #expect(try matches("*Contract.swift", "Features/Login/LoginContract.swift"))
        #expect(try !matches("*Contract.swift", "Features/Login/LoginContract.swift.bak"))
    }

    @Test func setsAlternativesAndLiteralDots() throws {
        #expect(try matches("**/*{Flow,Projection}.swift", "a/LoginProjection.swift"))
        #expect(try matches("**/[A-Z]*.swift", "a/Login.swift"))
        #expect(try !matches("**/[!A-Z]*.swift", "a/Login.swift"))
        #expect(try !matches("*.swift", "aXswift"))
    }

    @Test func unclosedBracketsAreLocatedErrors() {
        #expect(throws: PatternError.self) { try PathGlob("**/{a,b.swift") }
        do {
            _ = try PathGlob("ab[c")
        } catch {
            #expect(error.scalarOffset == 2)
        }
    }
}
