/// The values a parameter or a field may take (0.2 `domains:`): a range of numbers (`0...2`, `0..<3`) or a closed
/// list of Swift expressions (`[.x, .o]`). Generated tests send only values inside it, and a guard is evaluated on
/// no others.
package struct ValueDomain: Hashable, Sendable {
    /// What the domain holds.
    package enum Kind: Hashable, Sendable {
        /// The numbers from `lower` to `upper`, `upper` included when `isClosed`.
        case range(lower: Double, upper: Double, isClosed: Bool)
        /// Exactly these values, as Swift source.
        case list([String])
    }

    /// What it holds.
    package var kind: Kind
    /// As written: `0...2`, `[.x, .o]`.
    package var text: String
    /// Where its key is written.
    package var location: SourceLocation

    /// A domain of `kind`, written `text` at `location`.
    package init(kind: Kind, text: String, location: SourceLocation) {
        self.kind = kind
        self.text = text
        self.location = location
    }

    /// Whether `value` (Swift source) lies inside: a number within the range, or one of the list's values (spaces
    /// ignored). A value a range cannot read as a number is outside.
    package func contains(_ value: String) -> Bool {
        let spelled = value.filter { !$0.isWhitespace }
        switch kind {
        case .range(let lower, let upper, let isClosed):
            guard let number = Double(spelled.filter { !"_()".contains($0) }) else { return false }
            return number >= lower && (isClosed ? number <= upper : number < upper)
        case .list(let values):
            return values.contains { $0.filter { !$0.isWhitespace } == spelled }
        }
    }

    /// `0...2` or `0..<3` (numbers, a sign allowed) read as a range; `nil` for anything else or an empty range.
    package static func range(_ text: String) -> Kind? {
        let spelled = text.filter { !$0.isWhitespace }
        for (separator, isClosed) in [("...", true), ("..<", false)] {
            let parts = spelled.split(separator: separator, maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            let numbers = parts.map { part in Double(part.filter { $0 != "_" }) }
            guard let lower = numbers[0], let upper = numbers[1], isClosed ? lower <= upper : lower < upper else {
                return nil
            }
            return .range(lower: lower, upper: upper, isClosed: isClosed)
        }
        return nil
    }
}
