/// How often a repeating effect emits (0.2 `every:` on an effect): a timer's tick, a poll's period.
///
/// Written as a whole number and a unit, `every: 1s`, `every: 250ms`, `every: 2m`; kept in milliseconds, and
/// written in Swift as the `Duration` the runtime's `RepeatingEffect.every(_:)` and the test clock take.
package struct RepeatInterval: Hashable, Sendable {
    /// The interval as written: `1s`.
    package var text: String
    /// The interval in milliseconds; always positive.
    package var milliseconds: Int

    /// Creates an interval of `milliseconds`, written as `text`.
    package init(text: String, milliseconds: Int) {
        self.text = text
        self.milliseconds = milliseconds
    }

    /// The interval `text` writes (`1s`, `250ms`, `2m`, an optional space before the unit); `nil` for anything else,
    /// zero included, or an interval over a day.
    package static func parse(_ text: String) -> RepeatInterval? {
        let digits = text.prefix(while: \.isASCIIDigitCharacter)
        let unit = text.dropFirst(digits.count).drop { $0 == " " }
        guard !digits.isEmpty, digits.count <= 9, let amount = Int(digits) else { return nil }
        let scale: Int
        switch unit {
        case "ms": scale = 1
        case "s": scale = 1_000
        case "m", "min": scale = 60_000
        default: return nil
        }
        let milliseconds = amount * scale
        guard milliseconds > 0, milliseconds <= 86_400_000 else { return nil }
        return RepeatInterval(text: text, milliseconds: milliseconds)
    }

    /// The Swift `Duration`: `.seconds(1)`, `.milliseconds(250)`.
    package var swiftExpression: String {
        milliseconds.isMultiple(of: 1_000) ? ".seconds(\(milliseconds / 1_000))" : ".milliseconds(\(milliseconds))"
    }
}

extension Character {
    /// `0` to `9`, and nothing else that Unicode calls a digit.
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
