/// Levenshtein distance, for "did you mean …" suggestions (manifests, pack parameters, command-line options).
package enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions turning `a` into `b`.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased().unicodeScalars)
        let b = Array(b.lowercased().unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word`, when it is close enough to be a plausible typo.
    package static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, word.count / 3 + 1))
        var best: (String, Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// `; did you mean 'x'?` or the empty string.
    package static func hint(for word: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
