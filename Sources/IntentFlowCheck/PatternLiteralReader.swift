/// Reads from a PCRE2 pattern the literals any match must contain (see ``LiteralRequirement``).
///
/// It understands the syntax rules are written in — literal characters and escapes, `.`, classes, `\b`/`\w`-style
/// escapes, groups (capturing, `(?:…)`, named, atomic), lookarounds, alternation and quantifiers — and gives up
/// (`nil`: the pattern always runs) on anything else: inline options such as `(?i)`, `\Q…\E`, back-references,
/// code points written as escapes, verbs, conditionals. Giving up costs speed, never a finding.
package struct PatternLiteralReader {
    /// Syntax the reader does not interpret.
    private struct Unsupported: Error {}

    private let scalars: [Unicode.Scalar]
    private var index = 0

    private init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    /// What any match of `pattern` (compiled as ``CompiledPattern`` compiles it) must contain, or `nil` when nothing
    /// is known.
    package static func requirement(of pattern: String) -> LiteralRequirement<[UInt8]>? {
        var reader = PatternLiteralReader(pattern)
        do throws(Unsupported) {
            let requirement = try reader.alternation()
            // A `)` with no group open is an error PCRE2 reports; nothing to learn from it here.
            guard reader.index == reader.scalars.count else { return nil }
            return requirement
        } catch {
            return nil
        }
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Alternatives up to the end or a closing `)`: every one must require something for the whole to.
    private mutating func alternation() throws(Unsupported) -> LiteralRequirement<[UInt8]>? {
        var alternatives: [LiteralRequirement<[UInt8]>?] = [try sequence()]
        while current == "|" {
            index += 1
            alternatives.append(try sequence())
        }
        var known: [LiteralRequirement<[UInt8]>] = []
        for alternative in alternatives {
            guard let alternative else { return nil }
            known.append(alternative)
        }
        return .anyOf(known)
    }

    /// One alternative: the literal runs and required groups in it, all required.
    private mutating func sequence() throws(Unsupported) -> LiteralRequirement<[UInt8]>? {
        var parts: [LiteralRequirement<[UInt8]>] = []
        var run: [UInt8] = []
        func endRun() {
            if !run.isEmpty { parts.append(.literal(run)) }
            run = []
        }
        while let scalar = current, scalar != "|", scalar != ")" {
            let atom = try self.atom()
            let quantifier = try quantifierMinimum()
            let minimum = quantifier ?? 1
            switch atom {
            case .character(let bytes):
                if minimum == 0 {
                    endRun()
                } else {
                    run += bytes
                    // `ab+` still requires `ab`, but what follows need not come right after the `b`.
                    if quantifier != nil { endRun() }
                }
            case .group(let requirement):
                endRun()
                if minimum > 0, let requirement { parts.append(requirement) }
            case .other:
                endRun()
            }
        }
        endRun()
        return .allOf(parts)
    }

    private enum Atom {
        /// A character matched as itself: its UTF-8 bytes.
        case character([UInt8])
        /// A group and what it requires.
        case group(LiteralRequirement<[UInt8]>?)
        /// Anything else: a class, `.`, an escape such as `\w`, or a zero-width assertion.
        case other
    }

    private mutating func atom() throws(Unsupported) -> Atom {
        guard let scalar = current else { throw Unsupported() }
        index += 1
        switch scalar {
        case "(":
            return try group()
        case "[":
            try skipClass()
            return .other
        case "\\":
            return try escape()
        case ".", "^", "$":
            return .other
        case "*", "+", "?":
            throw Unsupported()
        case "{":
            // A `{` that could start a quantifier here is an error or a quirk; only a plainly literal one is read.
            if let next = current, ("0"..."9").contains(next) || next == "," { throw Unsupported() }
            return .character(Array("{".utf8))
        default:
            return .character(Array(String(scalar).utf8))
        }
    }

    /// `index` is past the `(`.
    private mutating func group() throws(Unsupported) -> Atom {
        var isLookaround = false
        if current == "*" { throw Unsupported() }
        if current == "?" {
            index += 1
            switch (current, peek(1)) {
            case (":", _), (">", _):
                index += 1
            case ("=", _), ("!", _):
                index += 1
                isLookaround = true
            case ("<", "="), ("<", "!"):
                index += 2
                isLookaround = true
            case ("<", _), ("P", "<"), ("'", _):
                try skipGroupName()
            default:
                throw Unsupported()
            }
        }
        let requirement = try alternation()
        guard current == ")" else { throw Unsupported() }
        index += 1
        // A lookaround matches no text of its own; what it looks at need not be part of the match.
        return isLookaround ? .other : .group(requirement)
    }

    /// `(?<name>`, `(?P<name>`, `(?'name'`: `index` is at `<`, `P` or `'`.
    private mutating func skipGroupName() throws(Unsupported) {
        if current == "P" { index += 1 }
        let close: Unicode.Scalar = current == "'" ? "'" : ">"
        index += 1
        while let scalar = current, scalar != close {
            guard scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil else {
                throw Unsupported()
            }
            index += 1
        }
        guard current == close else { throw Unsupported() }
        index += 1
    }

    /// `index` is past the `[`; moves past the closing `]`.
    private mutating func skipClass() throws(Unsupported) {
        if current == "^" { index += 1 }
        // A `]` first in the class is a member, not the end.
        if current == "]" { index += 1 }
        while let scalar = current, scalar != "]" {
            index += 1
            if scalar == "\\" {
                if current == "Q" || current == "E" { throw Unsupported() }
                index += 1
            } else if scalar == "[", current == ":" {
                while let inner = current, !(inner == ":" && peek(1) == "]") { index += 1 }
                index += 2
            }
        }
        guard current == "]" else { throw Unsupported() }
        index += 1
    }

    /// `index` is past the `\`.
    private mutating func escape() throws(Unsupported) -> Atom {
        guard let scalar = current else { throw Unsupported() }
        index += 1
        guard scalar.isASCII, scalar.properties.isAlphabetic || scalar.properties.numericType != nil else {
            // `\` before anything but a letter or digit quotes it.
            return .character(Array(String(scalar).utf8))
        }
        switch scalar {
        case "N" where current == "{":
            // `\N{U+hh}` is a character written by its code point.
            throw Unsupported()
        case "b", "B", "A", "z", "Z", "G", "w", "W", "s", "S", "d", "D", "h", "H", "v", "V", "N", "R", "X":
            return .other
        case "p", "P":
            guard current == "{" else { throw Unsupported() }
            while let inner = current, inner != "}" { index += 1 }
            guard current == "}" else { throw Unsupported() }
            index += 1
            return .other
        case "n": return .character([0x0A])
        case "t": return .character([0x09])
        case "r": return .character([0x0D])
        case "f": return .character([0x0C])
        case "e": return .character([0x1B])
        case "a": return .character([0x07])
        default:
            throw Unsupported()
        }
    }

    /// Reads the quantifier after an atom, if there is one, and returns how many times the atom must occur at least
    /// (`nil`: no quantifier, once).
    private mutating func quantifierMinimum() throws(Unsupported) -> Int? {
        let minimum: Int
        switch current {
        case "?", "*":
            index += 1
            minimum = 0
        case "+":
            index += 1
            minimum = 1
        case "{":
            guard let bound = try boundsMinimum() else { return nil }
            minimum = bound
        default:
            return nil
        }
        // Lazy (`?`) and possessive (`+`) forms repeat as often at least.
        if current == "?" || current == "+" { index += 1 }
        return minimum
    }

    /// `{n}`, `{n,}` or `{n,m}` at `index`: its minimum, or `nil` (nothing read) when the `{` is a literal.
    private mutating func boundsMinimum() throws(Unsupported) -> Int? {
        var end = index + 1
        let digits = decimalDigits(from: &end)
        if digits.isEmpty {
            // `{,m}` changed meaning between PCRE2 versions; do not guess. Any other `{` is a literal.
            if end < scalars.count, scalars[end] == "," { throw Unsupported() }
            return nil
        }
        if end < scalars.count, scalars[end] == "," {
            end += 1
            _ = decimalDigits(from: &end)
        }
        guard end < scalars.count, scalars[end] == "}", let minimum = Int(digits) else { throw Unsupported() }
        index = end + 1
        return minimum
    }

    /// The ASCII digits from `position` on; moves `position` past them.
    private func decimalDigits(from position: inout Int) -> String {
        var digits = ""
        while position < scalars.count, ("0"..."9").contains(scalars[position]) {
            digits.unicodeScalars.append(scalars[position])
            position += 1
        }
        return digits
    }
}
