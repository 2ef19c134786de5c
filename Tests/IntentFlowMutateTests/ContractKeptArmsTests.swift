import Foundation
import IntentFlowCheck
import IntentFlowManifest
import Testing

@testable import IntentFlowMutate

/// An arm whose trace keeps the whole state and asks for nothing (`_ + x -> _`) gets no keep-state or deleted-arm
/// mutant: both are the contract itself, so they survived every test (WebSocket scored 33 of 35 on them).
@Suite struct ContractKeptArmsTests {
    /// The example manifests with a reducer to mutate.
    static func exampleManifests() throws -> [(url: URL, manifest: Manifest)] {
        let folder = HostingParentMutationTests.root.appendingPathComponent(".intentflow")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".intentflow.yaml") }.sorted()
            .map { try HostingParentMutationTests.manifest(String($0.dropLast(".intentflow.yaml".count))) }
            .filter { !$0.manifest.hostsOnly }
    }

    @Test func onlyArmsWhoseTraceKeepsTheWholeStateLoseThoseMutants() throws {
        let (_, subjects) = try MutationPlanner.plan(
            try Self.exampleManifests(), workingDirectory: HostingParentMutationTests.root)
        var kept: [String] = []
        for subject in subjects {
            for reducer in subject.reducerFiles {
                let indexed = reducer.arms.sorted { $0.key < $1.key }.map { (index: $0.key, arm: $0.value) }
                for index in ContractKeptArms.indices(of: indexed, manifest: subject.manifest).sorted() {
                    let pattern = try #require(reducer.arms[index]?.reducerCase.patterns.first)
                    kept.append("\(subject.manifest.feature) \(pattern.text)")
                    #expect(
                        !reducer.mutants.contains {
                            $0.armIndex == index && ($0.mutation == .deleteArm || $0.mutation == .keepState)
                        })
                }
            }
        }
        #expect(kept == ["WebSocket (_, .event(.sendResponse(true)))"])
    }

    @Test func theArmThatWritesAnAlertKeepsItsMutants() throws {
        let (_, subjects) = try MutationPlanner.plan(
            [try HostingParentMutationTests.manifest("web-socket")], workingDirectory: HostingParentMutationTests.root)
        let reducer = try #require(subjects.first?.reducerFiles.first)
        let failed = try #require(
            reducer.arms.first { $0.value.reducerCase.patterns.first?.text.contains("sendResponse(false)") == true })
        #expect(reducer.mutants.contains { $0.armIndex == failed.key && $0.mutation == .deleteArm })
        #expect(reducer.mutants.contains { $0.armIndex == failed.key && $0.mutation == .keepState })
    }
}
