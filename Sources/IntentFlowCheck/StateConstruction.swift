/// A struct state built in a reducer's body, `.init(phase: .idle, query: q)` or `LoginState(phase: .locked)`, read
/// from its blanked code by its labels: which fields it gives a value of their own, and its phase.
///
/// A field left out takes its default and one given `state.<field>` keeps its value, so only the labels whose
/// value is something else are ``writtenFields``; ``ReducerCase`` compares the rest with the manifest's defaults.
package struct StateConstruction: Hashable, Sendable {
    /// The phase case given (`.locked` in `phase: .locked`), or `nil` when `phase:` is left out (the default phase,
    /// or a state without phases).
    package var phase: String?
    /// Whether the phase is given as `state.phase`, keeping the phase of the state before.
    package var keepsPhase = false
    /// Whether `phase:` is given something that cannot be read as a case (a variable, a call).
    package var hasUnreadPhase = false
    /// The labels given a value other than `state.<label>`.
    package var writtenFields: Set<String> = []
    /// The labels given `state.<label>`: the field keeps its value.
    package var keptFields: Set<String> = []

    /// Reads the argument list `code[start..<end]` (inside the parentheses of the initializer call).
    init(code: [UInt8], from start: Int, to end: Int) {
        for argument in SwiftDeclarationReader.topLevelSplit(code, from: start, to: end, separator: UInt8(ascii: ",")) {
            let text = ReducerSwitchReader.collapsed(String(decoding: code[argument], as: UTF8.self))
            guard let colon = text.firstIndex(of: ":") else { continue }
            let label = Self.trimmed(text[..<colon])
            let value = Self.trimmed(text[text.index(after: colon)...])
            if label == "phase" {
                readPhase(value)
            } else if value == "state." + label {
                keptFields.insert(label)
            } else {
                writtenFields.insert(label)
            }
        }
    }

    /// `.x`, `.x(…)`, `SomePhase.x…` as the case `x`; `state.phase` as the phase kept.
    private mutating func readPhase(_ value: String) {
        if value == "state.phase" {
            keepsPhase = true
        } else if let element = PatternElement(value, bindsAll: false), let name = element.name {
            phase = name
        } else {
            hasUnreadPhase = true
        }
    }

    /// `text` without the spaces around it.
    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
