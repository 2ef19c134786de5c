import Foundation

/// Formats benchmark figures as lines a person reads: each value, then how it compares with its reference.
public enum BenchmarkReport {
    /// One line per figure: value, comparison with the reference ("3.0× slower than …"), goal.
    public static func format(_ figures: [BenchmarkFigure]) -> String {
        figures.map { figure in
            var line = "  \(figure.name): \(number(figure.value)) \(figure.unit)"
            if let reference = figure.reference {
                let measured = "\(number(reference.value)) \(figure.unit)"
                if let ratio = figure.ratio {
                    line += " | \(comparison(ratio, isSpeed: figure.isSpeed)) \(reference.label) (\(measured))"
                } else {
                    line += " | \(reference.label): \(measured)"
                }
            }
            line += " | goal: \(figure.goal)"
            return line
        }.joined(separator: "\n")
    }

    /// How a figure compares with its reference, from ``BenchmarkFigure/ratio`` (above 1: better): "2.1× faster than",
    /// "3.0× slower than", or "about as fast as" within 5 %; a size (`isSpeed` false, lower better) is "smaller" or
    /// "larger" than its reference, or "about the size of" it.
    static func comparison(_ ratio: Double, isSpeed: Bool = true) -> String {
        guard abs(ratio - 1) >= 0.05 else { return isSpeed ? "about as fast as" : "about the size of" }
        let times = ratio >= 1 ? ratio : 1 / ratio
        let formatted = times < 10 ? String(format: "%.1f", times) : String(format: "%.0f", times)
        let word = isSpeed ? (ratio >= 1 ? "faster" : "slower") : (ratio >= 1 ? "smaller" : "larger")
        return "\(formatted)× \(word) than"
    }

    /// A compact human form of a number: 1234567 → "1.23M".
    static func number(_ value: Double) -> String {
        switch abs(value) {
        case 1e9...: String(format: "%.2fG", value / 1e9)
        case 1e6...: String(format: "%.2fM", value / 1e6)
        case 1e4...: String(format: "%.1fk", value / 1e3)
        case 100...: String(format: "%.0f", value)
        default: String(format: "%.3g", value)
        }
    }
}
