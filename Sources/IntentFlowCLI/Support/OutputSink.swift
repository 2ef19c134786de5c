import Foundation

/// A destination for a command's text: a process stream or an in-memory buffer.
///
/// A sink that colours diagnostics (``colorsDiagnostics``) highlights the severity of every line written in the
/// `path:line:column: severity: message` form, and of `intentflow: error: …` lines, as it writes them; other text
/// passes unchanged. Whether a stream colours is decided once, when the context is made
/// (``CommandContext/usesColor(isTerminal:environment:)``), so commands never ask.
public final class OutputSink: @unchecked Sendable {
    private let lock = NSLock()
    private let fileHandle: FileHandle?
    private var buffer = Data()
    /// Whether diagnostics written as text are coloured.
    public let colorsDiagnostics: Bool

    private init(fileHandle: FileHandle?, colorsDiagnostics: Bool) {
        self.fileHandle = fileHandle
        self.colorsDiagnostics = colorsDiagnostics
    }

    /// The process's standard output.
    public static func standardOutput(colored: Bool) -> OutputSink {
        OutputSink(fileHandle: .standardOutput, colorsDiagnostics: colored)
    }

    /// The process's standard error.
    public static func standardError(colored: Bool) -> OutputSink {
        OutputSink(fileHandle: .standardError, colorsDiagnostics: colored)
    }

    /// A sink that keeps everything written to it, for tests; `colored` as a terminal without `NO_COLOR` would be.
    public static func buffer(colored: Bool = false) -> OutputSink {
        OutputSink(fileHandle: nil, colorsDiagnostics: colored)
    }

    /// Writes text exactly as given (no newline is added), its diagnostics coloured when the sink colours them.
    public func write(_ text: String) {
        write(Data((colorsDiagnostics ? DiagnosticHighlighter.highlight(text) : text).utf8))
    }

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
