import Foundation

/// Formats benchmark figures as an aligned table.
public enum BenchmarkReport {
    /// One line per figure: value, reference, ratio and goal.
    public static func format(_ figures: [BenchmarkFigure]) -> String {
        figures.map { figure in
            var line = "  \(figure.name): \(number(figure.value)) \(figure.unit)"
            if let reference = figure.reference {
                line += " | \(reference.label): \(number(reference.value)) \(figure.unit)"
            }
            if let ratio = figure.ratio {
                line += String(format: " | %.2f× the reference", ratio)
            }
            line += " | goal: \(figure.goal)"
            return line
        }.joined(separator: "\n")
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
