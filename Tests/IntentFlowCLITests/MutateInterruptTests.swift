import Foundation
import IntentFlowGenerate
import IntentFlowProject
import Testing

/// SIGTERM to `intentflow mutate` (an IDE or an MCP client stopping it) is passed on to its build: intentflow ends
/// only once the build has, and leaves nothing running.
@Suite struct MutateInterruptTests {
    /// The build is a script that tells its process id through a FIFO, then waits (as a long `swift build` does).
    @Test func sigtermReachesTheBuildAndNothingStaysRunning() throws {
        let root = try MutateCommandTests().package(flow: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("build-pid").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let script = root.appendingPathComponent("slow-swift")
        try "#!/bin/sh\necho $$ > \"$BUILD_PID_FIFO\"\nexec sleep 300\n".write(
            to: script, atomically: true, encoding: .utf8)
        #expect(chmod(script.path, 0o755) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }

        let intentflow = try MutateCommandTests.executable()
        let child = try ChildProcess.spawn(
            [intentflow.path, "mutate", root.appendingPathComponent(MutateCommandTests.manifest).path],
            environment: ["INTENTFLOW_SWIFT": script.path, "BUILD_PID_FIFO": fifo, "PATH": "/usr/bin:/bin"])
        let build = try #require(Self.processID(from: reader), "the build never started")
        defer { kill(build, SIGKILL) }
        kill(child.pid, SIGTERM)
        let ended = try #require(child.wait(until: Date().addingTimeInterval(120)), "intentflow did not end")
        #expect(ended.status == 128 + SIGTERM, "\(String(decoding: ended.errors, as: UTF8.self))")
        #expect(kill(build, 0) == -1 && errno == ESRCH, "the build is still running")
    }

    /// The process id written into the FIFO `reader` reads, awaited with `poll` for at most two minutes.
    static func processID(from reader: Int32) -> pid_t? {
        var text = ""
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(120)
        while !text.hasSuffix("\n"), clock.now < deadline {
            var entry = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 1_000) >= 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(reader, &buffer, buffer.count)
            if count > 0 { text += String(decoding: buffer[0..<count], as: UTF8.self) }
        }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
