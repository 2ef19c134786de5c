import IntentFlowManifest

/// The Swift code of one feature, found for its manifest: the contract enums, the reducer's files and the test files.
public struct FeatureSources: Sendable {
    /// An enum of the contract and the file that declares it.
    public struct ContractEnum: Sendable {
        /// The vocabulary it holds.
        public var group: CaseGroup
        /// The enum as read.
        public var declaration: SwiftEnumDeclaration
        /// Index of the declaring file in the checked files.
        public var fileIndex: Int
    }

    /// The contract enums found, by group (`LoginState` under `.states`).
    public var enums: [CaseGroup: ContractEnum] = [:]
    /// Indices of the files that declare or extend `<Feature>Flow`.
    public var flowFiles: [Int] = []
    /// Indices of the test files (`*Tests.swift`) that use the feature's types.
    public var testFiles: [Int] = []

    /// Creates an empty set of sources.
    public init() {}

    /// Whether no contract enum was found: the feature has not been generated (or is named differently).
    public var isEmpty: Bool { enums.isEmpty }
}
