#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A child process (`/usr/bin/env git …`, `swift build …`) spawned in the caller's process group, its standard input
/// `/dev/null`, its output and errors read through pipes until it ends or a deadline passes, when it is killed.
///
/// The child starts with no signal blocked and SIGPIPE at its default, whoever starts it: a thread of Swift's pool
/// blocks most signals (SIGINT and SIGTERM among them) and `intentflow mcp` ignores SIGPIPE, and a child would
/// inherit both.
///
/// `package`: `intentflow mutate` (IntentFlowMutate) runs the build and the test program of its copy through it, each
/// in a process group of its own (`ownGroup`): a deadline then stops the child with everything it started, and
/// ``InterruptForwarding`` sends such groups the SIGINT or SIGTERM that stops intentflow.
package struct ChildProcess {
    /// Why a child could not be started.
    package struct SpawnError: Error {
        /// The system's words for the failure.
        package var reason: String
    }

    /// How a child ended.
    package struct Ended {
        /// The exit status, or 128 + the signal that ended it.
        package var status: Int32
        /// What it wrote to its standard output.
        package var output: Data
        /// What it wrote to its standard error.
        package var errors: Data
    }

    /// The child's process id (with `ownGroup`, also its process group's).
    package let pid: pid_t
    /// Whether the child leads a process group of its own.
    package let ownGroup: Bool
    /// The read ends of the child's standard output and standard error.
    package let outputPipe: Int32
    package let errorPipe: Int32

    /// Starts `arguments` (looked up on the environment's `PATH` by `/usr/bin/env`), in a new process group when
    /// `ownGroup` is set.
    package static func spawn(
        _ arguments: [String], environment: [String: String], ownGroup: Bool = false
    ) throws(SpawnError) -> ChildProcess {
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { throw SpawnError(reason: String(cString: strerror(errno))) }
        guard pipe(&errors) == 0 else {
            close(output[0])
            close(output[1])
            throw SpawnError(reason: String(cString: strerror(errno)))
        }
        // No other child may inherit these ends (its copy would keep a pipe open); dup2 gives git its own.
        for descriptor in output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = FileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var attributes = Attributes()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        startWithDefaultSignals(&attributes, ownGroup: ownGroup)
        var pid = pid_t()
        let status = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, envp)
        close(output[1])
        close(errors[1])
        guard status == 0 else {
            close(output[0])
            close(errors[0])
            throw SpawnError(reason: String(cString: strerror(status)))
        }
        if ownGroup { InterruptForwarding.started(pid) }
        return ChildProcess(pid: pid, ownGroup: ownGroup, outputPipe: output[0], errorPipe: errors[0])
    }

    #if canImport(Darwin)
    private typealias FileActions = posix_spawn_file_actions_t?
    private typealias Attributes = posix_spawnattr_t?
    #else
    private typealias FileActions = posix_spawn_file_actions_t
    private typealias Attributes = posix_spawnattr_t
    #endif

    /// Sets `attributes` so that the child starts with no signal blocked and SIGPIPE at its default, leading a new
    /// process group when `ownGroup` is set.
    private static func startWithDefaultSignals(_ attributes: inout Attributes, ownGroup: Bool) {
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaulted = sigset_t()
        sigemptyset(&defaulted)
        sigaddset(&defaulted, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaulted)
        posix_spawnattr_setpgroup(&attributes, 0)
        let group = ownGroup ? Int32(POSIX_SPAWN_SETPGROUP) : 0
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | group))
    }

    /// Reads both pipes until the child ends; `nil` when `deadline` passes first (the child is then killed and
    /// reaped). A child that has exited while something it started (an ssh connection kept for reuse) still holds
    /// its pipes open has ended: what is left to read is read without waiting.
    package func wait(until deadline: Date) -> Ended? {
        defer {
            close(outputPipe)
            close(errorPipe)
        }
        var output = Data()
        var errors = Data()
        var open: [Int32] = [outputPipe, errorPipe]
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var exited: Int32?
        while !open.isEmpty {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                kill(ownGroup ? -pid : pid, SIGKILL)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                if ownGroup { InterruptForwarding.ended(pid) }
                return nil
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let wait = exited == nil ? Int32(min(remaining * 1000, 1000).rounded(.up)) : 0
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0, errno != EINTR { break }
            if ready == 0 {
                // Nothing to read: done once the child has exited, else look whether it has.
                if exited != nil { break }
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid { exited = status }
                continue
            }
            for entry in fds where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if entry.fd == outputPipe {
                        output.append(contentsOf: buffer[0..<count])
                    } else {
                        errors.append(contentsOf: buffer[0..<count])
                    }
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        var status: Int32 = exited ?? 0
        if exited == nil { while waitpid(pid, &status, 0) < 0, errno == EINTR {} }
        if ownGroup { InterruptForwarding.ended(pid) }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Ended(status: exitStatus, output: output, errors: errors)
    }
}
