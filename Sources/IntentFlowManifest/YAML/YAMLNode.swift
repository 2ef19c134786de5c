/// One node of a parsed YAML document: a scalar, a sequence or a mapping, with where it is written.
///
/// ``YAMLParser`` builds nodes from libyaml's events, so every value keeps its file, line and column (1-based;
/// columns count Unicode scalars). Aliases are expanded into copies of the anchored node. Mappings keep their pairs
/// in the order they are written; duplicate keys are rejected by the parser.
package struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    package enum Content: Hashable, Sendable {
        /// A scalar's text (after unquoting and folding) and how it was written.
        case scalar(String, ScalarStyle)
        /// The items of a sequence, in order.
        case sequence([YAMLNode])
        /// The key–value pairs of a mapping, in the order they are written.
        case mapping([YAMLPair])
    }

    /// How a scalar was written.
    package enum ScalarStyle: String, Hashable, Sendable, Codable {
        /// Unquoted: `idle`.
        case plain
        /// In single quotes: `'idle'` (`''` stands for one quote).
        case singleQuoted
        /// In double quotes: `"idle"` (backslash escapes apply).
        case doubleQuoted
        /// A literal block scalar: `|`.
        case literal
        /// A folded block scalar: `>`.
        case folded
    }

    /// The node's value.
    package var content: Content
    /// The explicit tag (`!!str`, `!custom`), if one was written.
    package var tag: String?
    /// Where the node starts (for a quoted scalar, its opening quote).
    package var location: SourceLocation
    /// The 1-based line just after the node ends.
    package var endLine: Int
    /// The 1-based column just after the node ends.
    package var endColumn: Int
    /// Whether a sequence or mapping is written in flow style (`[a, b]`, `{a: 1}`).
    package var isFlowStyle: Bool

    /// Creates a node.
    package init(
        _ content: Content, tag: String? = nil, location: SourceLocation, endLine: Int, endColumn: Int,
        isFlowStyle: Bool = false
    ) {
        self.content = content
        self.tag = tag
        self.location = location
        self.endLine = endLine
        self.endColumn = endColumn
        self.isFlowStyle = isFlowStyle
    }

    /// The scalar's text, or `nil` for a sequence or mapping.
    package var scalar: String? {
        if case .scalar(let value, _) = content { return value }
        return nil
    }

    /// The scalar's text unless the scalar is null (`~`, `null`, or nothing); `nil` for collections too.
    package var string: String? { isNull ? nil : scalar }

    /// The items, or `nil` when the node is not a sequence.
    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs, or `nil` when the node is not a mapping.
    package var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// Whether the node is YAML's null: a plain `~`, `null`, `Null`, `NULL` or empty scalar, or one tagged `!!null`.
    package var isNull: Bool {
        guard case .scalar(let value, let style) = content else { return false }
        if tag == "tag:yaml.org,2002:null" { return true }
        guard style == .plain, tag == nil else { return false }
        return Self.isNullText(value)
    }

    /// Whether a plain, untagged scalar with this text is YAML's null.
    static func isNullText(_ text: String) -> Bool {
        switch text {
        case "", "~", "null", "Null", "NULL": true
        default: false
        }
    }

    /// The value of the first pair whose key is the scalar `key`, when the node is a mapping.
    package subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar == key }?.value
    }

    /// A short phrase naming what the node is, for messages: "a string", "a list", "a mapping" or "null".
    package var kindDescription: String {
        switch content {
        case .scalar: isNull ? "null" : "a string"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    /// Where the character at `offset` (in Unicode scalars) of the scalar's value is written in the file.
    ///
    /// Exact for a scalar on one line whose text appears unchanged in the file (plain, or quoted without escapes or
    /// doubled quotes); otherwise, where the mapping cannot be known cheaply, the scalar's start.
    package func location(ofScalarOffset offset: Int) -> SourceLocation {
        ScalarLocator(self).location(ofOffset: offset)
    }
}

/// Maps offsets inside a scalar's value to file locations; build one per scalar when mapping many offsets.
package struct ScalarLocator: Sendable {
    private let start: SourceLocation
    /// The column of the value's first character, or `nil` when offsets cannot be mapped exactly.
    private let firstColumn: Int?
    private let count: Int

    /// Prepares to map offsets inside `node` (a scalar; any other node maps every offset to its start).
    package init(_ node: YAMLNode) {
        guard case .scalar(let value, let style) = node.content else {
            self.init(start: node.location)
            return
        }
        self.init(
            value: value, style: style, start: node.location, endLine: node.endLine, endColumn: node.endColumn)
    }

    /// Prepares to map offsets inside a scalar written from `start` to just before `endLine`:`endColumn`.
    init(value: String, style: YAMLNode.ScalarStyle, start: SourceLocation, endLine: Int, endColumn: Int) {
        guard endLine == start.line else {
            self.init(start: start)
            return
        }
        let written = endColumn - start.column
        let count = value.unicodeScalars.count
        let firstColumn: Int?
        switch style {
        case .plain: firstColumn = written == count ? start.column : nil
        case .singleQuoted, .doubleQuoted: firstColumn = written == count + 2 ? start.column + 1 : nil
        case .literal, .folded: firstColumn = nil
        }
        self.init(start: start, firstColumn: firstColumn, count: count)
    }

    /// Maps offsets from `firstColumn` on, up to `count` (every offset to `start` when `firstColumn` is `nil`).
    private init(start: SourceLocation, firstColumn: Int? = nil, count: Int = 0) {
        self.start = start
        self.firstColumn = firstColumn
        self.count = count
    }

    /// Where the character at `offset` (in Unicode scalars) is written, or the scalar's start when unknown.
    package func location(ofOffset offset: Int) -> SourceLocation {
        guard let firstColumn else { return start }
        var shifted = start
        shifted.column = firstColumn + max(0, min(offset, count))
        return shifted
    }
}

/// One key–value pair of a YAML mapping.
package struct YAMLPair: Hashable, Sendable {
    /// The key (usually a scalar).
    package var key: YAMLNode
    /// The value.
    package var value: YAMLNode

    /// Creates a pair.
    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
