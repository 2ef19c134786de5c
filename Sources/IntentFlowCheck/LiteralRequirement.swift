/// What text must contain for a pattern to be able to match in it: literals, all of some, or any of some.
///
/// `\bawait\b|\bTask\s*\(` requires `any(await, all(Task, "("))`. A file that holds none of a rule's required
/// literals cannot hold a match, so the rule's pattern need not run there; that is the whole use. A requirement only
/// ever says what is necessary, never what is enough, so dropping a part of an `all` keeps it true.
package indirect enum LiteralRequirement<Literal: Sendable>: Sendable {
    /// The literal occurs.
    case literal(Literal)
    /// Every part is met.
    case all([LiteralRequirement])
    /// At least one part is met.
    case any([LiteralRequirement])

    /// Whether the requirement is met when `isPresent` says which literals occur.
    package func isMet(_ isPresent: (Literal) -> Bool) -> Bool {
        switch self {
        case .literal(let literal): isPresent(literal)
        case .all(let parts): parts.allSatisfy { $0.isMet(isPresent) }
        case .any(let parts): parts.contains { $0.isMet(isPresent) }
        }
    }

    /// The requirement with each literal replaced by what `transform` requires instead (`nil`: nothing known).
    ///
    /// A part of `all` that becomes unknown is dropped (what is left is still necessary); an `any` with an unknown
    /// part is unknown as a whole, since that part might be the one that matches.
    package func flatMap<Other>(_ transform: (Literal) -> LiteralRequirement<Other>?) -> LiteralRequirement<Other>? {
        switch self {
        case .literal(let literal):
            return transform(literal)
        case .all(let parts):
            return .allOf(parts.compactMap { $0.flatMap(transform) })
        case .any(let parts):
            var mapped: [LiteralRequirement<Other>] = []
            for part in parts {
                guard let other = part.flatMap(transform) else { return nil }
                mapped.append(other)
            }
            return .anyOf(mapped)
        }
    }

    /// All of `parts`: `nil` when there are none, the part itself when there is one.
    package static func allOf(_ parts: [LiteralRequirement]) -> LiteralRequirement? {
        parts.count > 1 ? .all(parts) : parts.first
    }

    /// Any of `parts`: `nil` when there are none, the part itself when there is one.
    package static func anyOf(_ parts: [LiteralRequirement]) -> LiteralRequirement? {
        parts.count > 1 ? .any(parts) : parts.first
    }
}

extension LiteralRequirement where Literal == [UInt8] {
    /// The same requirement with every literal cut at its spaces, for text whose comments and strings were blanked
    /// to spaces: a space in the blanked code may have been anything in the file, but every other byte is the file's
    /// own, so the pieces between spaces are what the file must hold.
    func splitAtSpaces() -> LiteralRequirement? {
        flatMap { literal in
            .allOf(literal.split(separator: UInt8(ascii: " ")).map { .literal(Array($0)) })
        }
    }
}
