import Foundation
import IntentFlowGenerate

/// libFuzzer entry point for the record of what was generated (`.intentflow/generated.lock`), which is read from the
/// repository and so may hold anything: any text must be parsed or refused with a located error, never crash or hang;
/// every file path a parsed record names stays inside its output directory (relative, no `..`, no empty part); and a
/// parsed record, rendered again, parses to the same record.
///
/// Built by Scripts/fuzz-record.sh against IntentFlowGenerate and its dependencies compiled with coverage and ASan.
@_cdecl("LLVMFuzzerTestOneInput")
public func recordFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let record: GenerationRecord
    do {
        record = try RecordFormat.parse(text, path: ".intentflow/generated.lock")
    } catch {
        precondition(!error.diagnostics.isEmpty, "an error without a diagnostic")
        precondition(error.diagnostics.allSatisfy { $0.location.line >= 1 }, "an error without a line")
        return 0
    }
    for path in record.filesByPath.keys {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        precondition(!path.hasPrefix("/") && !parts.contains("..") && !parts.contains(""), "a path outside: \(path)")
    }
    let again = try? RecordFormat.parse(RecordFormat.render(record), path: "rendered")
    precondition(again?.entries == record.entries, "a record does not survive rendering")
    return 0
}
