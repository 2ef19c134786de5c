/// The standard base64 alphabet, for decoding vocabulary lines.
enum Base64 {
    /// Maps an ASCII byte to its 6-bit value, or 255 for bytes outside the alphabet.
    static let decodingTable: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (value, character) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(character)] = UInt8(value)
        }
        return table
    }()
}
