#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// SIGINT and SIGTERM, once ``install()`` has run, forwarded to the process groups of the children started in a
/// group of their own (``ChildProcess/spawn(_:environment:ownGroup:)``), and the process ended only when they are
/// gone.
///
/// `intentflow mutate` starts `swift build` and the test program in their own groups, so that a timed-out mutant's
/// program is stopped with everything it started. An IDE or an MCP client stopping mutate signals intentflow alone:
/// without forwarding, its build would go on running. A thread waits for the signals (`sigwait`), sends each live
/// group the same signal, waits up to ``grace`` for every one of them to end (then sends SIGKILL), and exits with
/// 128 + the signal, as the signal's default action would.
package enum InterruptForwarding {
    /// How long the children have to end after the signal before they are killed.
    package static let grace: Duration = .seconds(10)

    /// Blocks SIGINT and SIGTERM in the calling thread (and in the threads it starts afterwards) and starts the
    /// thread that forwards them. Call it early, from the main thread; a second call does nothing.
    package static func install() {
        guard registry.markInstalled() else { return }
        var signals = forwardedSignals
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        #if os(Linux)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        // The thread never returns: it ends the process once a signal has been forwarded.
        let created = pthread_create(&thread, nil, { _ in InterruptForwarding.forwardOnce() }, nil)
        #if os(Linux)
        if created == 0 { pthread_detach(thread) }
        #else
        if created == 0, let thread { pthread_detach(thread) }
        #endif
    }

    /// Records `group` as live; a signal already received is sent to it at once.
    package static func started(_ group: pid_t) {
        if let signal = registry.add(group) { kill(-group, signal) }
    }

    /// Forgets `group` once its leader has been reaped. When a signal has been forwarded, the calling thread stops
    /// here for good: the child ended because intentflow is being stopped, and the run must not go on to report a
    /// failed build or a killed mutant; the forwarding thread ends the process once every group is gone.
    package static func ended(_ group: pid_t) {
        registry.remove(group)
        guard registry.hasReceived else { return }
        while true { pause() }
    }

    /// SIGINT and SIGTERM.
    private static var forwardedSignals: sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        return signals
    }

    /// Waits for one signal, forwards it, waits for the groups to end and exits.
    private static func forwardOnce() -> Never {
        var signals = forwardedSignals
        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 {}
        let groups = registry.receive(received)
        for group in groups { kill(-group, received) }
        if !awaitEnd(of: registry.everyGroup(), for: grace) {
            for group in registry.everyGroup() { kill(-group, SIGKILL) }
            _ = awaitEnd(of: registry.everyGroup(), for: .seconds(2))
        }
        _exit(128 + received)
    }

    /// Whether every process of `groups` ended within `bound`. A group is looked at with signal 0 (no signal sent)
    /// every 20 ms: the thread has nothing else to do, and the children are not its own to wait for.
    private static func awaitEnd(of groups: [pid_t], for bound: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + bound
        while groups.contains(where: { kill(-$0, 0) == 0 }) {
            guard clock.now < deadline else { return false }
            usleep(20_000)
        }
        return true
    }

    private static let registry = Registry()

    /// The groups started and the signal received, shared by the thread that starts children and the one that
    /// forwards signals.
    private final class Registry: @unchecked Sendable {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private var installed = false
        private var live: Set<pid_t> = []
        /// Every group started since the signal: each is waited for, whoever reaped it.
        private var forwarded: Set<pid_t> = []
        private var signal: Int32?

        init() { pthread_mutex_init(mutex, nil) }

        private func locked<T>(_ body: () -> T) -> T {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body()
        }

        func markInstalled() -> Bool {
            locked {
                defer { installed = true }
                return !installed
            }
        }

        func add(_ group: pid_t) -> Int32? {
            locked {
                live.insert(group)
                if signal != nil { forwarded.insert(group) }
                return signal
            }
        }

        func remove(_ group: pid_t) { locked { _ = live.remove(group) } }

        var hasReceived: Bool { locked { signal != nil } }

        func receive(_ received: Int32) -> [pid_t] {
            locked {
                signal = received
                forwarded.formUnion(live)
                return Array(live)
            }
        }

        func everyGroup() -> [pid_t] { locked { Array(forwarded) } }
    }
}
