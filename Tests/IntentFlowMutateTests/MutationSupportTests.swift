import IntentFlowManifest
import Testing

@testable import IntentFlowMutate
import IntentFlowCheck

/// The pieces around the operators: the copied Package.swift, the test files left out of the copy, reading a test
/// program's output, and a survivor's explanation.
@Suite struct MutationSupportTests {
    @Test func relativePathDependenciesBecomeAbsoluteAndTargetPathsStay() {
        let manifest = """
            let package = Package(
                name: "App",
                dependencies: [.package(path: "../deps/IntentFlow"), .package(name: "X", path: "/abs/X")],
                targets: [.target(name: "A", path: "Sources/A")]
            )
            """
        let rewritten = PackagePathDependencies.rewrite(manifest, root: "/work/app")
        #expect(rewritten.contains(#".package(path: "/work/deps/IntentFlow")"#))
        #expect(rewritten.contains(#".package(name: "X", path: "/abs/X")"#))
        #expect(rewritten.contains(#"path: "Sources/A""#))
        #expect(MutantBuild.packageName(in: manifest) == "App")
    }

    @Test func onlySwiftFilesOfTestFoldersAreTestSources() {
        #expect(PackageCopy.isTestSource("Tests/LoginTests/LoginFlowTests.swift"))
        #expect(PackageCopy.isTestSource("Examples/Tests/UploadStoreTests.swift"))
        #expect(!PackageCopy.isTestSource("Sources/IntentFlowTesting/TestClock.swift"))
        #expect(!PackageCopy.isTestSource("Tests/Fixtures/login.intentflow.yaml"))
    }

    @Test func testCountsAndXCTestCasesAreReadFromTheProgramsOutput() {
        #expect(MutantTestRun.testCount(in: "✔ Test run with 12 tests in 2 suites passed after 0.1 seconds.") == 12)
        #expect(MutantTestRun.testCount(in: "\t Executed 3 tests, with 1 failure (0 unexpected)") == 3)
        #expect(MutantTestRun.testCount(in: "nothing") == nil)
        let listing = "Listing 3 tests:\nAppTests.UploadFlowTests/testA\nAppTests.UploadFlowTests/testB\n"
            + "AppTests.Other/testC\n"
        #expect(MutantTestRun.testCases(named: ["UploadFlowTests"], in: listing) == ["AppTests.UploadFlowTests"])
    }

    @Test func aSurvivorNamesItsPairAndATraceInTheManifestsWords() throws {
        let file = MutantFinderTests.file(
            """
                case (.uploading, .intent(.cancel)):
                  return .state(.idle)
                    .cancel("upload.file")
            """)
        let arm = try #require(MutantFinderTests.arms(of: file).first?.arm)
        let mutants = MutantFinder.mutants(of: [(0, arm)], in: file, stateName: "state", firstID: 1)
        let drop = try #require(mutants.first { $0.mutation == .dropCancel })
        let at = SourceLocation(file: "upload.intentflow.yaml", line: 1, column: 1)
        let manifest = Manifest(
            path: "upload.intentflow.yaml", schemaVersion: "0.2", feature: "Upload", mode: .ai,
            effects: [CaseDeclaration(name: "upload", effectID: "upload.file", location: at)], location: at)
        let explanation = SurvivorExplanation(mutant: drop, arm: arm, in: file, manifest: manifest)
        #expect(explanation.suggestedTrace == "uploading + cancel -> idle + cancel upload effect")
        #expect(
            explanation.behaviour.hasPrefix("no test checks that uploading + cancel asks for .cancel(\"upload.file\")"))
    }
}
