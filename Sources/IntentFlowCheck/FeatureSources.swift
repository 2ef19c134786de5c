import IntentFlowManifest

/// The Swift code of one feature, found for its manifest: the contract enums, the reducer's files and the test files.
package struct FeatureSources: Sendable {
    /// An enum of the contract and the file that declares it.
    package struct ContractEnum: Sendable {
        /// The vocabulary it holds.
        package var group: CaseGroup
        /// The enum as read.
        package var declaration: SwiftEnumDeclaration
        /// Index of the declaring file in the checked files.
        package var fileIndex: Int
    }

    /// The contract enums found, by group (`LoginState` under `.states`).
    package var enums: [CaseGroup: ContractEnum] = [:]
    /// Indices of the files that declare or extend `<Feature>Flow`.
    package var flowFiles: [Int] = []
    /// Indices of the test files (`*Tests.swift`) that use the feature's types.
    package var testFiles: [Int] = []

    /// Creates an empty set of sources.
    package init() {}

    /// Whether no contract enum was found: the feature has not been generated (or is named differently).
    package var isEmpty: Bool { enums.isEmpty }
}
