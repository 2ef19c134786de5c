/// The few text operations the tooling takes from Foundation on Apple platforms, written once for every platform:
/// on Linux the tooling imports FoundationEssentials, which lacks them (the full Foundation would link ICU's 45 MB of
/// data into `intentflow`).
///
/// Comparisons are scalar by scalar, as Foundation's literal search compares UTF-16 units: `"\r"` is found inside
/// `"\r\n"`, which a `Character` comparison (one `Character`, equal to neither) would miss.
extension StringProtocol {
    /// The text without spaces and tabs (Unicode category Zs, and U+0009) at its start and end.
    package func trimmingWhitespace() -> String {
        trimmingScalars { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without line breaks (U+000A–U+000D, U+0085, U+2028, U+2029) at its start and end.
    package func trimmingNewlines() -> String {
        trimmingScalars(where: Self.isNewline)
    }

    /// The text without spaces, tabs and line breaks at its start and end.
    package func trimmingWhitespaceAndNewlines() -> String {
        trimmingScalars { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator || Self.isNewline($0) }
    }

    /// The text with every occurrence of `target` replaced by `replacement`.
    package func replacingEvery(_ target: String, with replacement: String) -> String {
        let scalars = Array(unicodeScalars)
        let pattern = Array(target.unicodeScalars)
        guard let head = pattern.first else { return String(self) }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == head, index + pattern.count <= scalars.count,
                scalars[index..<(index + pattern.count)].elementsEqual(pattern)
            {
                result.append(contentsOf: replacement.unicodeScalars)
                index += pattern.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    private func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
