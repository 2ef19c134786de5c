import IntentFlow
import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The stdio transport's output, shared by the requests that run at once: each response is written whole, with its
/// newline, under one lock, so two responses never interleave on the line. After a write fails (the client left)
/// nothing more is written.
final class MCPOutput: Sendable {
    /// Where responses go.
    let descriptor: Int32
    /// Whether a write failed.
    private let broken = Locked(false)

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Whether a write failed: the client is gone.
    var failed: Bool { broken.withLock { $0 } }

    /// Writes `response` as one line.
    func send(_ response: JSONValue) {
        var bytes = Data(response.encoded.utf8)
        bytes.append(0x0A)
        broken.withLock { failed in
            guard !failed else { return }
            failed = !Self.writeAll(bytes, to: descriptor)
        }
    }

    /// Writes every byte, retrying after a signal; `false` when the descriptor refuses them.
    private static func writeAll(_ bytes: Data, to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}
