import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A destination for a command's text: a process stream or an in-memory buffer.
///
/// A sink that colours diagnostics (``colorsDiagnostics``) highlights the severity of every line written in the
/// `path:line:column: severity: message` form, and of `intentflow: error: …` lines, as it writes them; other text
/// passes unchanged. Whether a stream colours is decided once, when the context is made
/// (``CommandContext/usesColor(isTerminal:environment:)``), so commands never ask.
package final class OutputSink: @unchecked Sendable {
    /// Writes one at a time, so lines from different tasks never interleave.
    private let queue = DispatchQueue(label: "intentflow.output")
    private let descriptor: Int32?
    private var buffer = Data()
    /// Whether diagnostics written as text are coloured.
    package let colorsDiagnostics: Bool

    private init(descriptor: Int32?, colorsDiagnostics: Bool) {
        self.descriptor = descriptor
        self.colorsDiagnostics = colorsDiagnostics
    }

    /// The process's standard output.
    package static func standardOutput(colored: Bool) -> OutputSink {
        OutputSink(descriptor: STDOUT_FILENO, colorsDiagnostics: colored)
    }

    /// The process's standard error.
    package static func standardError(colored: Bool) -> OutputSink {
        OutputSink(descriptor: STDERR_FILENO, colorsDiagnostics: colored)
    }

    /// A sink that keeps everything written to it, for tests; `colored` as a terminal without `NO_COLOR` would be.
    package static func buffer(colored: Bool = false) -> OutputSink {
        OutputSink(descriptor: nil, colorsDiagnostics: colored)
    }

    /// Writes text exactly as given (no newline is added), its diagnostics coloured when the sink colours them.
    package func write(_ text: String) {
        write(Data((colorsDiagnostics ? DiagnosticHighlighter.highlight(text) : text).utf8))
    }

    /// Writes bytes exactly as given.
    package func write(_ data: Data) {
        queue.sync {
            if let descriptor {
                StandardStream.write(data, to: descriptor)
            } else {
                buffer.append(data)
            }
        }
    }

    /// Writes a line of text followed by a newline.
    package func line(_ text: String = "") { write(text + "\n") }

    /// Everything written so far to a buffer sink (empty for process streams).
    package var text: String {
        queue.sync { String(decoding: buffer, as: UTF8.self) }
    }
}
