/// What a run does, or would do, to one file.
package enum FileStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// The file does not exist yet and will be written.
    case created
    /// The file exists and its content will change.
    case updated
    /// The file already holds what would be written; it is not touched (its modification time stays).
    case unchanged
    /// A user-owned file left as people wrote it.
    case kept
    /// Writing would lose someone's work (a hand-edited generated file, a foreign file, a block file without its
    /// block, broken region markers); refused without `--force`.
    case conflict

    /// Whether a file with this status is written.
    package var isWrite: Bool { self == .created || self == .updated }
}
