import Foundation
import IntentFlow

/// A one-shot condition a test awaits, bounded by a timeout so a broken guarantee fails instead of hanging.
final class Latch: @unchecked Sendable {
    private let lock = NSLock()
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func open() {
        lock.lock()
        isOpen = true
        let waiting = waiters
        waiters = []
        lock.unlock()
        for waiter in waiting { waiter.resume() }
    }

    /// Returns whether the latch opened within `timeout`. The bound is generous on purpose: it only turns a broken
    /// guarantee into a failure, and on a loaded machine (the suite beside other builds) two settle tests passed alone
    /// but missed a 5 s bound.
    func wait(timeout: Duration = .seconds(30)) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await withCheckedContinuation { continuation in
                    self.lock.lock()
                    if self.isOpen {
                        self.lock.unlock()
                        continuation.resume()
                    } else {
                        self.waiters.append(continuation)
                        self.lock.unlock()
                    }
                }
                return true
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            if !first { open() }  // releases the waiting child so the group can end
            return first
        }
    }
}

/// Collects values from any thread.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// A scripted effect handler: each effect is a named stream that yields its script's events at once, then either
/// finishes or stays open for the test to drive through ``continuation(_:)``. Records starts and terminations.
final class ScriptedEffects: FlowEffectHandler, @unchecked Sendable {
    struct Script: Sendable {
        var events: [TestFlow.Event] = []
        var finishes = false
    }

    private let lock = NSLock()
    private let scripts: [String: Script]
    private var continuations: [String: AsyncStream<TestFlow.Event>.Continuation] = [:]
    private var startedNames: [String] = []
    private var terminationLatches: [String: Latch] = [:]
    private var cancelledNames: [String] = []

    init(_ scripts: [String: Script] = [:]) {
        self.scripts = scripts
    }

    func handle(_ effect: TestFlow.Effect) -> AsyncStream<TestFlow.Event> {
        guard case .stream(let name) = effect else {
            return AsyncStream { $0.finish() }
        }
        let script = scripts[name] ?? Script()
        let terminated = latch(name)
        return AsyncStream { continuation in
            continuation.onTermination = { [weak self] reason in
                if case .cancelled = reason { self?.record { $0.cancelledNames.append(name) } }
                terminated.open()
            }
            self.record {
                $0.continuations[name] = continuation
                $0.startedNames.append(name)
            }
            for event in script.events { continuation.yield(event) }
            if script.finishes { continuation.finish() }
        }
    }

    /// The continuation of the run named `name`, to yield more events or finish it.
    func continuation(_ name: String) -> AsyncStream<TestFlow.Event>.Continuation? {
        record { $0.continuations[name] }
    }

    /// Opens when the run named `name` has terminated.
    func latch(_ name: String) -> Latch {
        record { probe in
            if let latch = probe.terminationLatches[name] { return latch }
            let latch = Latch()
            probe.terminationLatches[name] = latch
            return latch
        }
    }

    var started: [String] { record { $0.startedNames } }
    var cancelled: [String] { record { $0.cancelledNames } }

    private func record<T>(_ body: (ScriptedEffects) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(self)
    }
}
