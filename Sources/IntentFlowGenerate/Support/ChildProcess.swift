#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Runs a program to its end and collects what it printed: `posix_spawn`, standard input from `/dev/null`, both
/// output pipes read with `poll` on the calling thread (so neither can fill up and stall the child), and an optional
/// time limit after which the child is killed.
///
/// The child stays in the caller's process group, so a signal that ends the group (Ctrl-C in a terminal) ends it too.
struct ChildProcess {
    /// How a run ended and what it printed.
    struct Outcome {
        /// The exit status; for a child ended by a signal, 128 plus the signal's number, as shells report it.
        var status: Int32
        /// Standard output.
        var output: Data
        /// Standard error.
        var errorOutput: Data
        /// Whether the child was killed because it ran past the time limit.
        var timedOut: Bool
    }

    /// Why a child could not be started.
    struct LaunchFailure: Error {
        /// The system's reason.
        var reason: String
    }

    /// The program's path.
    var executable: String
    /// The arguments after the program's name.
    var arguments: [String]
    /// The whole environment of the child.
    var environment: [String: String]
    /// The longest the child may run, in seconds; `nil` for no limit.
    var timeLimit: Double?

    /// Starts the child and waits for it to end.
    func run() throws(LaunchFailure) -> Outcome {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw LaunchFailure(reason: ErrorTextOfErrno.current) }
        guard pipe(&errorPipe) == 0 else {
            closeAll(outputPipe)
            throw LaunchFailure(reason: ErrorTextOfErrno.current)
        }
        let pid: pid_t
        do throws(LaunchFailure) {
            pid = try spawn(output: outputPipe[1], errors: errorPipe[1])
        } catch {
            closeAll(outputPipe + errorPipe)
            throw error
        }
        close(outputPipe[1])
        close(errorPipe[1])
        let (output, errors, timedOut) = collect(output: outputPipe[0], errors: errorPipe[0], pid: pid)
        close(outputPipe[0])
        close(errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return Outcome(status: Self.exitStatus(status), output: output, errorOutput: errors, timedOut: timedOut)
    }

    /// Spawns the child with its standard output and error on the given descriptors.
    private func spawn(output: Int32, errors: Int32) throws(LaunchFailure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard result == 0 else { throw LaunchFailure(reason: String(cString: strerror(result))) }
        return pid
    }

    /// Reads both pipes to their ends, or until the time limit passes (then the child is killed).
    private func collect(output: Int32, errors: Int32, pid: pid_t) -> (Data, Data, Bool) {
        var collected = [Data(), Data()]
        var open = [true, true]
        let deadline = timeLimit.map { Self.now() + $0 }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while open[0] || open[1] {
            var descriptors = [
                pollfd(fd: open[0] ? output : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: open[1] ? errors : -1, events: Int16(POLLIN), revents: 0),
            ]
            let wait = deadline.map { Int32(max(0, min(Double(Int32.max), ($0 - Self.now()) * 1000))) } ?? -1
            let ready = poll(&descriptors, 2, wait)
            if ready < 0, errno == EINTR { continue }
            if ready == 0 || ready < 0 {
                kill(pid, SIGKILL)
                return (collected[0], collected[1], ready == 0)
            }
            for index in 0..<2 where open[index] && descriptors[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptors[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index].append(contentsOf: buffer[..<count])
                } else if count == 0 || errno != EINTR {
                    open[index] = false
                }
            }
        }
        return (collected[0], collected[1], false)
    }

    private func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
    }

    /// Seconds on a monotonic clock.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `waitpid`'s status as an exit status: the exit code, or 128 plus the signal that ended the child.
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}

/// The text of the current `errno`.
private enum ErrorTextOfErrno {
    static var current: String { String(cString: strerror(errno)) }
}
