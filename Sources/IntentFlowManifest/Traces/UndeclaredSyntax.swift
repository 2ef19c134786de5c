/// Reads an `undeclared:` entry (schema 0.2): `state + signal`, where the state may be `_` (every state) and both
/// are bare case names.
enum UndeclaredSyntax {
    /// The two names and their offsets (in Unicode scalars).
    struct Parsed {
        var state: String
        var stateOffset: Int
        var signal: String
        var signalOffset: Int
    }

    /// Parses `text`, or says what is wrong and where (offset in Unicode scalars).
    static func parse(_ text: String) -> Result<Parsed, TraceSyntax.Failure> {
        let scalars = Array(text.unicodeScalars)
        let expected = "expected 'state + signal', as in 'failed + retry' or '_ + reset'"
        guard let plus = scalars.firstIndex(of: "+") else {
            return .failure(TraceSyntax.Failure(message: expected, offset: 0))
        }
        guard let state = name(in: scalars, from: 0, to: plus, allowsAnyState: true) else {
            return .failure(TraceSyntax.Failure(message: "\(expected): no state before '+'", offset: 0))
        }
        guard let signal = name(in: scalars, from: plus + 1, to: scalars.count, allowsAnyState: false) else {
            return .failure(TraceSyntax.Failure(message: "\(expected): no signal after '+'", offset: plus + 1))
        }
        return .success(
            Parsed(state: state.name, stateOffset: state.offset, signal: signal.name, signalOffset: signal.offset))
    }

    /// The one identifier (or `_`) between `start` and `end`, spaces around it allowed; `nil` for anything else.
    private static func name(
        in scalars: [Unicode.Scalar], from start: Int, to end: Int, allowsAnyState: Bool
    ) -> (name: String, offset: Int)? {
        var first = start
        while first < end, scalars[first] == " " { first += 1 }
        var last = end
        while last > first, scalars[last - 1] == " " { last -= 1 }
        let name = String(String.UnicodeScalarView(scalars[first..<last]))
        let isName = IdentifierSyntax.isValid(name) || (allowsAnyState && name == TraceSyntax.anyState)
        return isName ? (name, first) : nil
    }
}
