import IntentFlowText

/// Why a template could not be compiled or rendered, and where.
///
/// Printed, it reads the way compilers print diagnostics, with the offending line, a caret under the tag and, when the
/// tag was reached through partials or parents, the chain that led there:
///
/// ```
/// Row.mustache:3:9: error: no value for 'title' in strict mode
///     Hello {{title}}!
///           ^
///   in partial 'Row' included from Screen.mustache:12:5
/// ```
package struct TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The broad class of failure, for code that reacts to some of them.
    package enum Kind: String, Sendable, Hashable {
        /// The template text is malformed: an unclosed tag or section, a mismatched closing tag, a bad delimiter.
        case syntax
        /// A `{{name | filter}}` names a filter that does not exist, or passes it a bad argument.
        case unknownFilter
        /// Strict mode: a name resolved to nothing, or a value cannot be rendered where it was used.
        case missingValue
        /// Strict mode: a partial or parent template does not exist.
        case missingPartial
        /// Partials, parents and sections nest deeper than ``RenderOptions/maximumDepth`` (usually endless recursion).
        case recursionTooDeep
        /// The output grew past ``RenderOptions/maximumOutputBytes``.
        case outputTooLarge
        /// Rendering took more than ``RenderOptions/maximumSteps`` steps (sections over lists nested too deeply).
        case tooMuchWork
        /// The data handed to the engine could not be read (bad JSON, an unencodable model).
        case invalidData
        /// A template file could not be read.
        case io
    }

    /// One step of the way to the failing tag: a partial or parent included from a location.
    package struct Inclusion: Sendable, Hashable, CustomStringConvertible {
        /// Whether the step was a `{{>partial}}` or a `{{<parent}}`.
        package enum Kind: String, Sendable, Hashable {
            /// A `{{>name}}` tag.
            case partial
            /// A `{{<name}}` tag.
            case parent
        }

        /// Partial or parent.
        package var kind: Kind
        /// The included template's name.
        package var name: String
        /// Where the including tag is.
        package var location: SourceLocation

        /// Creates a step.
        package init(kind: Kind, name: String, location: SourceLocation) {
            self.kind = kind
            self.name = name
            self.location = location
        }

        /// `in partial 'x' included from y.mustache:3:5`.
        package var description: String { "in \(kind.rawValue) '\(name)' included from \(location)" }
    }

    /// The class of failure.
    package var kind: Kind
    /// What went wrong, in one sentence without the location.
    package var message: String
    /// Where, when the failure comes from a template.
    package var location: SourceLocation?
    /// The text of the line at ``location``, without its line break.
    package var sourceLine: String?
    /// The inclusions that led to the failing template, innermost first.
    package var inclusions: [Inclusion]

    /// Creates an error.
    package init(
        kind: Kind, message: String, location: SourceLocation? = nil, sourceLine: String? = nil,
        inclusions: [Inclusion] = []
    ) {
        self.kind = kind
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
        self.inclusions = inclusions
    }

    /// The whole diagnostic: `file:line:column: error: message`, the source line with a caret, then the inclusions.
    package var description: String {
        var text = location.map { "\($0): error: \(message)" } ?? "error: \(message)"
        if let sourceLine, let location {
            let prefix = sourceLine.prefix(max(0, location.column - 1))
            let padding = String(prefix.map { $0 == "\t" ? "\t" : " " })
            text += "\n    \(sourceLine)\n    \(padding)^"
        }
        let shown =
            inclusions.count > Self.shownInclusions ? Array(inclusions.prefix(Self.shownInclusions)) : inclusions
        for inclusion in shown {
            text += "\n  \(inclusion)"
        }
        if inclusions.count > shown.count {
            text += "\n  … and \(inclusions.count - shown.count) more inclusions"
        }
        return text
    }

    /// Endless recursion makes chains hundreds of steps long; the first few say enough.
    private static let shownInclusions = 8
}
