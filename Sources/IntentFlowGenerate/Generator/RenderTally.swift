import Foundation

/// What the workers of a concurrent render share: the bytes rendered so far, against the run's bound, and whether a
/// render failed. Either stops the remaining renders early; the run then renders again in order, which reports the
/// error a run in order reports.
final class RenderTally: @unchecked Sendable {
    private let lock = NSLock()
    private let runBytes: Int
    private var spent = 0
    private var failed = false

    /// A tally for a run that may render `runBytes` in all.
    init(runBytes: Int) {
        self.runBytes = runBytes
    }

    /// Whether the remaining renders are pointless: one failed, or the run rendered more than it may.
    var shouldStop: Bool {
        lock.withLock { failed || spent > runBytes }
    }

    /// Counts a manifest's rendered bytes; `false` once the run has rendered more than it may.
    func spend(_ bytes: Int) -> Bool {
        lock.withLock {
            spent += bytes
            return spent <= runBytes
        }
    }

    /// Records that a render failed.
    func fail() {
        lock.withLock { failed = true }
    }
}
