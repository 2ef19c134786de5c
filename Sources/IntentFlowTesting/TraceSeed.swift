#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The seed that chooses which generated values a rule test tries, and a small generator of numbers from it.
///
/// A generated test writes its own seed, so every run tries the same values; `INTENTFLOW_SEED` (decimal or `0x…`)
/// replaces it for a run, to try other values or to replay the run a failure names.
public struct TraceSeed: Hashable, Sendable, CustomStringConvertible {
    /// The seed.
    public var value: UInt64

    /// The seed `INTENTFLOW_SEED` names, or `written` when it is unset or not a number.
    public init(default written: UInt64) {
        value = getenv("INTENTFLOW_SEED").flatMap { Self.parse(String(cString: $0)) } ?? written
    }

    /// `text` read as a seed: decimal, or hexadecimal after `0x`.
    static func parse(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    /// `0x…`, as `INTENTFLOW_SEED` takes it.
    public var description: String { "0x" + String(value, radix: 16) }

    /// SplitMix64 from this seed: small, fast and the same on every platform, which a replay needs.
    struct Generator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A generator of numbers from this seed.
    var generator: Generator { Generator(state: value) }
}
