/// How a template renders: escaping, strictness and the bounds on recursion, output size and work.
///
/// The defaults suit code generation: no escaping, and a name that resolves to nothing is an error. ``spec`` is the
/// behaviour the Mustache specification describes.
package struct RenderOptions: Sendable, Hashable {
    /// What `{{name}}` does to the text it inserts. `{{{name}}}` and `{{&name}}` never escape.
    package enum Escaping: String, Sendable, Hashable {
        /// Insert text as it is (code generation).
        case none
        /// Replace `&`, `<`, `>`, `"` and `'` with HTML entities (the specification's behaviour).
        case html
    }

    /// What `{{name}}` does to the text it inserts.
    package var escaping: Escaping
    /// Whether a name that resolves to nothing (or a partial that does not exist) is an error rather than empty.
    ///
    /// A value that is present but `null` is not missing. A name is looked up by every kind of tag: variables,
    /// sections, inverted sections, dynamic partial names and list positions (`{{@index}}` outside a list).
    package var strict: Bool
    /// How deeply sections, partials, parents and blocks may nest while rendering; past it rendering stops with
    /// ``TemplateError/Kind/recursionTooDeep`` instead of exhausting the stack.
    package var maximumDepth: Int
    /// How many partials and parents one render may include in all; past it rendering stops with
    /// ``TemplateError/Kind/recursionTooDeep``. The depth bound alone does not stop a partial that includes itself
    /// twice, whose work doubles with every level.
    package var maximumInclusions: Int
    /// How many bytes (UTF-8) one render may produce; past it rendering stops with
    /// ``TemplateError/Kind/outputTooLarge`` at the tag that was growing the output. Nested sections over lists
    /// multiply: a 2 KB template can ask for gigabytes, and the bound stops it while it renders, not after.
    package var maximumOutputBytes: Int
    /// How many steps one render may take: one per tag or text node visited and one per element of a list section.
    /// Past it rendering stops with ``TemplateError/Kind/tooMuchWork`` at the tag being rendered. The output bound
    /// alone does not stop sections that produce nothing: six nested empty sections over a 100-item list take
    /// 100⁶ passes and write no byte.
    package var maximumSteps: Int

    /// The default of ``maximumOutputBytes``: 16 MiB, far more than any source file a person reads.
    package static let defaultMaximumOutputBytes = 16 << 20
    /// The default of ``maximumSteps``: 2 million, over 1,600 times what the largest file of the default pack takes
    /// for the repository's example manifests (1,197 steps), and a second or two of work.
    package static let defaultMaximumSteps = 2_000_000

    /// Creates options; the defaults are the code-generation ones.
    package init(
        escaping: Escaping = .none, strict: Bool = true, maximumDepth: Int = 200, maximumInclusions: Int = 1_000_000,
        maximumOutputBytes: Int = RenderOptions.defaultMaximumOutputBytes,
        maximumSteps: Int = RenderOptions.defaultMaximumSteps
    ) {
        self.escaping = escaping
        self.strict = strict
        self.maximumDepth = maximumDepth
        self.maximumInclusions = maximumInclusions
        self.maximumOutputBytes = maximumOutputBytes
        self.maximumSteps = maximumSteps
    }

    /// Code generation: no escaping, strict.
    package static let codeGeneration = RenderOptions()
    /// The Mustache specification: HTML escaping, missing names render empty.
    package static let spec = RenderOptions(escaping: .html, strict: false)
}
