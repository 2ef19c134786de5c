/// A name's skeleton in the sense of Unicode Technical Standard #39: two names with the same skeleton look alike
/// (`іdle` with a Cyrillic і and `idle`, or `idle` followed by a zero-width joiner and `idle`).
///
/// UTS #39's skeleton is the name decomposed (NFD), each scalar replaced by its prototype from Unicode's
/// confusables.txt, and decomposed again; default-ignorable code points (zero-width joiners and spaces, variation
/// selectors) are dropped. ``ConfusableTable`` holds each scalar's skeleton with the decompositions already applied
/// (the standard library has no public NFD), so here the entries are concatenated and combining marks put in
/// canonical order.
enum ConfusableSkeleton {
    /// The skeleton of each scalar that has one other than itself, read once from ``ConfusableTable``.
    static let prototypes: [Unicode.Scalar: [Unicode.Scalar]] = parse(ConfusableTable.text)

    /// The skeleton of `name`.
    static func skeleton(of name: String) -> String {
        var scalars: [Unicode.Scalar] = []
        for scalar in name.unicodeScalars {
            for mapped in prototypes[scalar] ?? [scalar] where !mapped.properties.isDefaultIgnorableCodePoint {
                scalars.append(mapped)
            }
        }
        var skeleton = String.UnicodeScalarView()
        skeleton.append(contentsOf: canonicallyOrdered(scalars))
        return String(skeleton)
    }

    /// `scalars` with each run of combining marks sorted by combining class, keeping the order of equal classes
    /// (the canonical ordering step of NFD, needed where two decompositions meet).
    static func canonicallyOrdered(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var run: [Unicode.Scalar] = []
        func flush() {
            // Sorting positions makes the sort stable.
            result += run.indices.sorted {
                let left = run[$0].properties.canonicalCombiningClass.rawValue
                let right = run[$1].properties.canonicalCombiningClass.rawValue
                return left == right ? $0 < $1 : left < right
            }.map { run[$0] }
            run.removeAll()
        }
        for scalar in scalars {
            if scalar.properties.canonicalCombiningClass.rawValue == 0 {
                flush()
                result.append(scalar)
            } else {
                run.append(scalar)
            }
        }
        flush()
        return result
    }

    /// Reads `source:target.target` entries (hexadecimal scalars) separated by whitespace; a malformed entry is
    /// skipped (the table is generated, so there is none).
    static func parse(_ text: String) -> [Unicode.Scalar: [Unicode.Scalar]] {
        var table: [Unicode.Scalar: [Unicode.Scalar]] = [:]
        for entry in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let parts = entry.split(separator: ":")
            guard parts.count == 2, let source = scalar(parts[0]) else { continue }
            let targets = parts[1].split(separator: ".").compactMap(scalar)
            table[source] = targets
        }
        return table
    }

    private static func scalar(_ hex: Substring) -> Unicode.Scalar? {
        UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init)
    }
}
