import IntentFlowText

/// One piece of template text as the lexer cuts it: a run of text within one line, or a tag.
struct Token: Sendable {
    /// What the piece is.
    enum Kind: Sendable, Equatable {
        /// Literal text, never crossing a line break (a line's break ends its last text token).
        case text
        /// `{{name}}`: escaped interpolation.
        case variable
        /// `{{{name}}}` or `{{&name}}`: interpolation without escaping.
        case unescapedVariable
        /// `{{#name}}`.
        case section
        /// `{{^name}}`.
        case invertedSection
        /// `{{/name}}`.
        case close
        /// `{{! … }}`.
        case comment
        /// `{{>name}}`.
        case partial
        /// `{{<name}}`.
        case parent
        /// `{{$name}}`.
        case block
        /// `{{=<% %>=}}`.
        case delimiters

        /// Whether a line holding only tags of this kind and whitespace is removed from the output.
        var canStandAlone: Bool {
            switch self {
            case .text, .variable, .unescapedVariable: false
            case .section, .invertedSection, .close, .comment, .partial, .parent, .block, .delimiters: true
            }
        }
    }

    /// What the piece is.
    var kind: Kind
    /// For text, the text; for a tag, its content without delimiters and sigil, trimmed of whitespace.
    var content: String
    /// The byte offset of the token's first byte in the template source.
    var offset: Int
    /// For a tag, its line and column, worked out as the lexer passes (so long lines cost nothing extra).
    var location: SourceLocation? = nil
    /// For text, whether it ends with a line break.
    var endsLine: Bool = false
    /// For a partial, parent or block on a standalone line, or a block first on its line: the whitespace before it.
    var indentation: String = ""
    /// Whether the tag is on a standalone line (its line's whitespace and break render nothing).
    var isStandalone: Bool = false
    /// Set when the token belongs to a standalone line and renders nothing (whitespace around standalone tags).
    var isRemoved: Bool = false
}
