import CZlib

/// Decompresses gzip data with the system's zlib.
enum Gzip {
    /// The decompressed bytes of a complete gzip stream, or `nil` if it is not one.
    static func decompress(_ compressed: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard let base = compressed.baseAddress, compressed.count >= 18 else { return nil }
        // The trailer holds the uncompressed size modulo 2^32; the vocabularies are far smaller, so it sizes the
        // output exactly and inflate runs in one call.
        let trailer = compressed.count - 4
        let expected =
            Int(compressed[trailer]) | Int(compressed[trailer + 1]) << 8 | Int(compressed[trailer + 2]) << 16
            | Int(compressed[trailer + 3]) << 24
        var output = [UInt8](repeating: 0, count: expected)
        var stream = z_stream()
        // 15 window bits + 16: expect a gzip header and trailer, not a raw zlib stream.
        guard inflateInit2_(&stream, 15 + 16, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { inflateEnd(&stream) }
        let status = output.withUnsafeMutableBufferPointer { out -> Int32 in
            stream.next_in = UnsafeMutablePointer(mutating: base)
            stream.avail_in = uInt(compressed.count)
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(out.count)
            return inflate(&stream, Z_FINISH)
        }
        guard status == Z_STREAM_END, Int(stream.total_out) == expected else { return nil }
        return output
    }
}
