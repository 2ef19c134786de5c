/// A short fingerprint of a text: 64-bit FNV-1a over its UTF-8 bytes, printed as 16 hexadecimal digits.
///
/// Generated files record the fingerprint of their content in their header, so a later run can tell a file someone
/// edited by hand from one it wrote itself. It guards against accidents, not adversaries, which is what FNV-1a is
/// good at: fast, stable across platforms and releases, and dependency-free.
package struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    /// The 64-bit value.
    package var value: UInt64

    /// Fingerprints a text.
    package init(_ text: String) {
        // The bytes in place when the string has them contiguously (native strings do), else one by one.
        value = text.utf8.withContiguousStorageIfAvailable(Self.fnv1a) ?? Self.fnv1a(text.utf8)
    }

    private static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Reads a fingerprint printed by ``description``; `nil` unless it is exactly 16 hexadecimal digits.
    package init?(hex: some StringProtocol) {
        guard hex.count == 16, let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    /// The fingerprint as 16 lowercase hexadecimal digits.
    package var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
