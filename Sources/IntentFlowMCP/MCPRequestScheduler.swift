import Dispatch
import IntentFlow
import IntentFlowManifest

/// Runs the stdio server's requests that read or write the project (``MCPRequestWork``) at once, each as a task, so
/// that one slow request never delays another.
///
/// - At most ``limit`` run at once; the rest wait in arrival order, at most ``queueLimit`` of them (one more is
///   answered with an error at once). Requests that may write (`generate`) run one at a time.
/// - `notifications/cancelled` cancels a running request's task (the check and the pipeline stop at their next file
///   or stage) or drops a waiting one; no response is sent for it either way.
/// - A tool call not answered within ``bound`` (counted from its arrival) is answered with an error and its task
///   cancelled; a response its work makes afterwards is dropped. Exactly one answer goes out per request.
/// A request's place is freed when its task ends, not when it is answered: work that ignores cancellation (a read
/// blocked in the kernel) keeps its place, so it can never pile up threads past the limit.
final class MCPRequestScheduler: Sendable {
    /// How many requests run at once.
    let limit: Int
    /// How many requests may wait for a place.
    let queueLimit: Int
    /// How long a tool call may take before it is answered without its work.
    let bound: MCPTimeBound
    private let output: MCPOutput
    private let state = Locked(State())
    /// Entered for each request accepted, left when its task ends or it leaves the queue unrun.
    private let pending = DispatchGroup()

    /// One request, waiting or running.
    private struct Entry: Sendable {
        var serial: Int
        var work: MCPRequestWork
        var task: Task<Void, Never>?
        /// Whether it was answered (time bound) or cancelled: whatever its work returns is dropped.
        var answered = false
    }

    private struct State: Sendable {
        var next = 0
        var waiting: [Entry] = []
        var running: [Int: Entry] = [:]
        var writing = false
    }

    init(limit: Int = 8, queueLimit: Int = 1024, bound: MCPTimeBound, output: MCPOutput) {
        self.limit = max(1, limit)
        self.queueLimit = queueLimit
        self.bound = bound
        self.output = output
    }

    /// Accepts `work`: it starts now when there is a place, or waits for one.
    func submit(_ work: MCPRequestWork) {
        let serial = state.withLock { state -> Int? in
            guard state.waiting.count < queueLimit else { return nil }
            state.next += 1
            state.waiting.append(Entry(serial: state.next, work: work))
            pending.enter()
            startReady(&state)
            return state.next
        }
        guard let serial else {
            let busy = JSONRPCError.internalError(
                "the server is busy: \(queueLimit) requests wait for one of \(limit) running; send it again later")
            return output.send(MCPServer.responseObject(id: work.id ?? .null, error: busy))
        }
        guard work.timeoutResponse != nil, bound.seconds.isFinite else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + bound.seconds) { [weak self] in self?.timeOut(serial) }
    }

    /// Cancels the request with `id`, waiting or running; nothing is sent for it. An unknown id is ignored.
    func cancel(_ id: JSONValue) {
        let dropped = state.withLock { state -> Int in
            let before = state.waiting.count
            state.waiting.removeAll { $0.work.id.map { Self.same($0, id) } ?? false }
            for (serial, entry) in state.running where entry.work.id.map({ Self.same($0, id) }) ?? false {
                Self.abandon(serial, in: &state)
            }
            return before - state.waiting.count
        }
        for _ in 0..<dropped { pending.leave() }
    }

    /// Cancels every request (the client is gone).
    func cancelAll() {
        let dropped = state.withLock { state -> Int in
            let count = state.waiting.count
            state.waiting.removeAll()
            for serial in state.running.keys { Self.abandon(serial, in: &state) }
            return count
        }
        for _ in 0..<dropped { pending.leave() }
    }

    /// The ids of the requests running: what a test sees of the places taken.
    var runningIDs: Set<Int> { state.withLock { Set($0.running.values.compactMap { $0.work.id?.wholeNumber }) } }

    /// Waits until every request accepted has ended.
    func waitUntilIdle() { pending.wait() }

    /// Starts the waiting requests that have a place, in arrival order; one that writes waits while another writes.
    private func startReady(_ state: inout State) {
        var index = 0
        while index < state.waiting.count, state.running.count < limit {
            var entry = state.waiting[index]
            guard !entry.work.writes || !state.writing else {
                index += 1
                continue
            }
            state.waiting.remove(at: index)
            state.writing = state.writing || entry.work.writes
            let (serial, respond) = (entry.serial, entry.work.respond)
            // The task may end before the lock is released; its `finish` then waits for the entry to be stored.
            entry.task = WorkerThread.task { [self] in finish(serial, respond()) }
            state.running[serial] = entry
        }
    }

    /// A request's task ended with `response`: sent unless the request was answered or cancelled meanwhile.
    private func finish(_ serial: Int, _ response: JSONValue?) {
        let answered = state.withLock { state -> Bool in
            guard let entry = state.running.removeValue(forKey: serial) else { return true }
            if entry.work.writes { state.writing = false }
            startReady(&state)
            return entry.answered
        }
        if !answered, let response { output.send(response) }
        pending.leave()
    }

    /// The bound passed for the request `serial`: it is answered with its timeout response, and cancelled.
    private func timeOut(_ serial: Int) {
        let (response, unrun) = state.withLock { state -> (JSONValue?, Bool) in
            if let index = state.waiting.firstIndex(where: { $0.serial == serial }) {
                return (state.waiting.remove(at: index).work.timeoutResponse, true)
            }
            guard let entry = state.running[serial], !entry.answered else { return (nil, false) }
            Self.abandon(serial, in: &state)
            return (entry.work.timeoutResponse, false)
        }
        if let response { output.send(response) }
        if unrun { pending.leave() }
    }

    /// Marks the running request `serial` answered and cancels its task.
    private static func abandon(_ serial: Int, in state: inout State) {
        state.running[serial]?.answered = true
        state.running[serial]?.task?.cancel()
    }

    /// Whether two request ids are the same: `1` and `1.0` are one number.
    private static func same(_ first: JSONValue, _ second: JSONValue) -> Bool {
        if let one = first.wholeNumber, let other = second.wholeNumber { return one == other }
        return first == second
    }
}
