/// A stable name for a kind of long-running effect, used to cancel or replace its runs.
///
/// Write it as a string literal where an `EffectID` is expected:
///
/// ```swift
/// .effect(.upload(url), id: "upload.file", policy: .cancelInFlight)
/// .cancel("upload.file")
/// ```
public struct EffectID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public let rawValue: String

    /// Creates an identifier from its text.
    @inlinable
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    @inlinable
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The identifier's text, as written.
    public var description: String { rawValue }
}
