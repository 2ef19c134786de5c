import Foundation
import IntentFlowCheck
import Testing

/// Issue 45, cause 2: `check` reads a Swift file found by its walk; one swapped for a FIFO since is refused at once,
/// never waited on (the open is `O_NONBLOCK` and the type is taken from the descriptor).
@Suite struct CheckReadRaceTests {
    @Test func aSwiftFileThatIsNowAFIFOIsAnErrorNotAHang() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.url.appendingPathComponent("LoginFlow.swift").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let read = FileBytes.read(fifo)
        #expect(throws: CheckError.self) { try read.get() }
        guard case .failure(let error) = read else { return }
        #expect(error.message.contains("not a regular file"))
    }

    @Test func aRegularFileIsReadWhole() throws {
        let directory = try TemporaryDirectory()
        try directory.write("LoginFlow.swift", "struct LoginFlow {}\n")
        let read = FileBytes.read(directory.url.appendingPathComponent("LoginFlow.swift").path)
        #expect(try read.get() == Array("struct LoginFlow {}\n".utf8))
    }
}
