import Foundation

/// A destination for a command's text: a process stream or an in-memory buffer.
public final class OutputSink: @unchecked Sendable {
    private let lock = NSLock()
    private let fileHandle: FileHandle?
    private var buffer = Data()

    private init(fileHandle: FileHandle?) { self.fileHandle = fileHandle }

    /// The process's standard output.
    public static let standardOutput = OutputSink(fileHandle: .standardOutput)
    /// The process's standard error.
    public static let standardError = OutputSink(fileHandle: .standardError)

    /// A sink that keeps everything written to it, for tests.
    public static func buffer() -> OutputSink { OutputSink(fileHandle: nil) }

    /// Writes text exactly as given (no newline is added).
    public func write(_ text: String) { write(Data(text.utf8)) }

    /// Writes bytes exactly as given.
    public func write(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        if let fileHandle {
            fileHandle.write(data)
        } else {
            buffer.append(data)
        }
    }

    /// Writes a line of text followed by a newline.
    public func line(_ text: String = "") { write(text + "\n") }

    /// Everything written so far to a buffer sink (empty for process streams).
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: buffer, as: UTF8.self)
    }
}
