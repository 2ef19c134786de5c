#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reading JSON-RPC messages and tools' JSON output with the one strict JSON reader (``JSONParser``), so a message
/// with a trailing comma or a key given twice is not JSON here either.
extension JSONValue {
    /// Parses one JSON text; `nil` when it is not JSON.
    package static func parse(_ data: Data) -> JSONValue? {
        try? JSONParser.parse([UInt8](data))
    }
}
