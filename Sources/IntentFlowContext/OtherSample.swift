import IntentFlowManifest

/// A value of a type other than one given, for a message that names the sample to add: the next number, the other
/// Boolean, another string, `nil` for a present optional. `nil` where no such value can be named without knowing the
/// type's cases (`.empty` of a `Board`).
enum OtherSample {
    /// A value of `type` (its core, as `samples:` keys it) other than `value`, or `nil`.
    static func value(besides value: String, type: String) -> String? {
        if value == "true" || value == "false" { return value == "true" ? "false" : "true" }
        if SwiftValue.isInteger(type), let number = Int(value.filter { $0 != "_" }) { return String(number + 1) }
        if SwiftValue.isFloatingPoint(type), let number = Double(value.filter { $0 != "_" }) {
            return String(number + 1)
        }
        if type == "String", value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
            return "\"" + value.dropFirst().dropLast() + "2\""
        }
        if type.hasSuffix("?") || type.hasPrefix("Optional<") { return value == "nil" ? nil : "nil" }
        return nil
    }
}
