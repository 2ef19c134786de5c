/// The outcome of ``FlowStore/first(where:)``: resolved once, by the first matching snapshot or by cancellation,
/// whichever comes first — and whether it comes before or after the waiting task suspends.
final class SnapshotMatch<Reducer: FlowReducer>: Sendable {
    private struct Contents: Sendable {
        var result: FlowSnapshot<Reducer>??
        var waiter: CheckedContinuation<FlowSnapshot<Reducer>?, Never>?
    }

    private let contents = Locked(Contents())

    init() {}

    /// Records the outcome and resumes the waiter; only the first call counts.
    func resolve(_ snapshot: FlowSnapshot<Reducer>?) {
        let waiter = contents.withLock { contents -> CheckedContinuation<FlowSnapshot<Reducer>?, Never>? in
            guard contents.result == nil else { return nil }
            contents.result = .some(snapshot)
            defer { contents.waiter = nil }
            return contents.waiter
        }
        waiter?.resume(returning: snapshot)
    }

    /// Waits for the outcome.
    func value() async -> FlowSnapshot<Reducer>? {
        await withCheckedContinuation { continuation in
            let resolved = contents.withLock { contents -> FlowSnapshot<Reducer>?? in
                if let result = contents.result { return .some(result) }
                contents.waiter = continuation
                return nil
            }
            if let resolved { continuation.resume(returning: resolved) }
        }
    }
}
