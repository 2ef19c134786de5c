import IntentFlowManifest
import IntentFlowTemplates

/// How many bytes a run may render: per file and in all. The template engine checks the bound while it renders
/// (``RenderOptions/maximumOutputBytes``), so a runaway template stops early with an error at the tag that grew the
/// output, and nothing is written.
///
/// Lowered in `.intentflow/config.yaml` (the defaults are also the caps: a repository cannot raise them):
///
/// ```yaml
/// limits:
///   file: 16 MiB    # one rendered file (the default)
///   run: 1 GiB      # everything one run renders (the default)
/// ```
package struct RenderBudget: Hashable, Sendable {
    /// The most one file may render.
    package var fileBytes: Int
    /// The most one run may render, all files together.
    package var runBytes: Int
    /// How much the run has rendered so far.
    package private(set) var spent = 0

    /// The default of ``fileBytes``: 16 MiB.
    package static let defaultFileBytes = RenderOptions.defaultMaximumOutputBytes
    /// The default of ``runBytes``: 1 GiB.
    package static let defaultRunBytes = 1 << 30

    /// Creates a budget with nothing spent.
    package init(fileBytes: Int = RenderBudget.defaultFileBytes, runBytes: Int = RenderBudget.defaultRunBytes) {
        self.fileBytes = fileBytes
        self.runBytes = runBytes
    }

    /// The render options for the next file: the code-generation ones, bounded by what is left.
    package var options: RenderOptions {
        var options = RenderOptions.codeGeneration
        options.maximumOutputBytes = max(0, min(fileBytes, runBytes - spent))
        return options
    }

    /// Counts a rendered file against the run.
    package mutating func spend(_ bytes: Int) { spent += bytes }

    /// Why a render stopped, for an ``TemplateError/Kind/outputTooLarge`` error: which of the two bounds was reached.
    package func explanation(for path: String) -> String {
        if runBytes - spent < fileBytes {
            return "this run has rendered more than \(Self.describe(runBytes)) in all (at \(path)); generate fewer "
                + "manifests at a time"
        }
        return "\(path) would be larger than \(Self.describe(fileBytes)), the limit of one file; a section over a list "
            + "inside another multiplies the output"
    }

    /// A byte count as config.yaml spells it: `16 MiB`, `512 KiB`, `300`.
    package static func describe(_ bytes: Int) -> String {
        for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)]
        where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
            return "\(bytes >> shift) \(unit)"
        }
        return "\(bytes) bytes"
    }

    /// Reads a size as config.yaml spells it: a number of bytes, optionally followed by `KiB`, `MiB` or `GiB`.
    package static func parse(_ text: String) -> Int? {
        let trimmed = text.trimmingWhitespace()
        for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10), ("", 0)] where trimmed.hasSuffix(unit) {
            let number = trimmed.dropLast(unit.count).trimmingWhitespace()
            guard let value = Int(number), value > 0, value <= Int.max >> shift else { return nil }
            return value << shift
        }
        return nil
    }
}
