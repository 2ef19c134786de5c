/// A diagnostic with the notes that belong to it, kept together when findings are ordered.
struct Finding {
    var diagnostic: Diagnostic
    var notes: [Diagnostic] = []

    init(_ rule: ManifestRule, _ message: String, at location: SourceLocation, notes: [Diagnostic] = []) {
        diagnostic = Diagnostic(rule, message, at: location)
        self.notes = notes
    }
}

extension Array where Element == Finding {
    /// Findings by position (stable), each followed by its notes.
    func ordered() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element.diagnostic, rhs.element.diagnostic)
            if l.location != r.location { return l.location < r.location }
            if l.severity != r.severity { return l.severity < r.severity }
            return lhs.offset < rhs.offset
        }.flatMap { [$0.element.diagnostic] + $0.element.notes }
    }
}
