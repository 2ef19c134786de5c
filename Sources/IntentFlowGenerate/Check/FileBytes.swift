import Foundation

/// Reads a whole file into bytes with one `read` loop, the cheapest way to get a source file into memory once.
enum FileBytes {
    /// The file's bytes, or `nil` with the reason when it cannot be read.
    static func read(_ path: String) -> Result<[UInt8], CheckError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(CheckError("cannot read '\(path)': \(String(cString: strerror(errno)))")) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            return .failure(CheckError("cannot read '\(path)': \(String(cString: strerror(errno)))"))
        }
        var bytes = [UInt8](repeating: 0, count: max(0, Int(status.st_size)))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: max(4096, bytes.count))) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(CheckError("cannot read '\(path)': \(String(cString: strerror(errno)))"))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }
}
