/// Assembles ``YAMLNode`` values from a stream of parser events, enforcing ``YAMLLimits``.
///
/// Keeps a stack of open collections; anchors map to finished nodes with their size, so an alias costs a copy of a
/// reference-counted value and adds its node count to the alias budget.
struct YAMLTreeBuilder {
    /// A sequence or mapping still being read. Its children are appended in place (no enum payload is copied out
    /// and back), which keeps building large documents cheap.
    private struct OpenCollection {
        var isMapping: Bool
        /// A sequence's items.
        var items: [YAMLNode] = []
        /// A mapping's pairs.
        var pairs: [YAMLPair] = []
        /// A mapping's key, read and waiting for its value.
        var pendingKey: YAMLNode?
        /// The nodes in the collection, itself included (for the alias budget).
        var size = 1
        /// A large mapping's keys and where each is written among its pairs.
        var keys: [String: Int] = [:]
        var tag: String?
        var anchor: String?
        var location: SourceLocation
        var isFlowStyle: Bool
    }

    /// Mappings with at least this many pairs look keys up in a dictionary instead of scanning.
    private static let indexThreshold = 12

    private let limits: YAMLLimits
    private var stack: [OpenCollection] = []
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    /// How many nodes aliases have copied in so far.
    private(set) var aliasExpansion = 0
    /// The finished root node, once the document's top collection or scalar is complete.
    private(set) var root: YAMLNode?

    init(limits: YAMLLimits) {
        self.limits = limits
    }

    /// Clears anchors and the finished root between documents.
    mutating func startDocument() {
        root = nil
        anchors = [:]
    }

    mutating func scalar(
        _ value: String, style: YAMLNode.ScalarStyle, tag: String?, anchor: String?, location: SourceLocation,
        endLine: Int, endColumn: Int
    ) throws(YAMLError) {
        let node = YAMLNode(.scalar(value, style), tag: tag, location: location, endLine: endLine, endColumn: endColumn)
        if let anchor { anchors[anchor] = (node, 1) }
        try add(node, size: 1)
    }

    mutating func alias(_ anchor: String, location: SourceLocation) throws(YAMLError) {
        guard let (node, size) = anchors[anchor] else {
            throw YAMLError(
                "alias '*\(anchor)' refers to no anchor defined before it", at: location,
                rule: ManifestRule.yamlSyntax.id)
        }
        aliasExpansion += size
        if aliasExpansion > limits.maxAliasExpansion {
            throw YAMLError(
                "aliases expand to more than \(limits.maxAliasExpansion) nodes; refusing to expand further",
                at: location, rule: ManifestRule.yamlAliasLimit.id)
        }
        var copy = node
        copy.location = location
        try add(copy, size: size)
    }

    mutating func startSequence(tag: String?, anchor: String?, location: SourceLocation, isFlowStyle: Bool)
        throws(YAMLError)
    {
        try open(
            OpenCollection(isMapping: false, tag: tag, anchor: anchor, location: location, isFlowStyle: isFlowStyle))
    }

    mutating func startMapping(tag: String?, anchor: String?, location: SourceLocation, isFlowStyle: Bool)
        throws(YAMLError)
    {
        try open(
            OpenCollection(isMapping: true, tag: tag, anchor: anchor, location: location, isFlowStyle: isFlowStyle))
    }

    /// Closes the innermost collection (the event's end mark tells where it ends).
    mutating func end(endLine: Int, endColumn: Int) throws(YAMLError) {
        guard let open = stack.popLast() else { return }
        let node = YAMLNode(
            open.isMapping ? .mapping(open.pairs) : .sequence(open.items), tag: open.tag, location: open.location,
            endLine: endLine, endColumn: endColumn, isFlowStyle: open.isFlowStyle)
        if let anchor = open.anchor { anchors[anchor] = (node, open.size) }
        try add(node, size: open.size)
    }

    private mutating func open(_ collection: OpenCollection) throws(YAMLError) {
        guard stack.count < limits.maxDepth else {
            throw YAMLError(
                "nesting is deeper than \(limits.maxDepth) levels", at: collection.location,
                rule: ManifestRule.yamlTooDeep.id)
        }
        stack.append(collection)
    }

    private mutating func add(_ node: consuming YAMLNode, size: Int) throws(YAMLError) {
        guard let last = stack.indices.last else {
            root = node
            return
        }
        stack[last].size += size
        guard stack[last].isMapping else {
            stack[last].items.append(node)
            return
        }
        guard let key = stack[last].pendingKey.take() else {
            stack[last].pendingKey = node
            return
        }
        if let keyText = key.scalar {
            if let first = Self.firstIndex(of: keyText, in: stack[last].pairs, keys: stack[last].keys) {
                throw YAMLError(
                    "duplicate key '\(keyText)' in a mapping", at: key.location, rule: ManifestRule.yamlDuplicateKey.id,
                    notes: [
                        Diagnostic(
                            .note, "'\(keyText)' is first written here", at: stack[last].pairs[first].key.location,
                            rule: ManifestRule.yamlDuplicateKey.id)
                    ])
            }
            let count = stack[last].pairs.count
            if count >= Self.indexThreshold {
                if stack[last].keys.isEmpty {
                    for (index, pair) in stack[last].pairs.enumerated() {
                        if let text = pair.key.scalar { stack[last].keys[text] = index }
                    }
                }
                stack[last].keys[keyText] = count
            }
        }
        stack[last].pairs.append(YAMLPair(key: key, value: node))
    }

    /// Where `key` is first written among `pairs`: looked up in `keys` once that index exists (it is built, complete,
    /// when the first string key arrives after ``indexThreshold`` pairs), else found by scanning — also past the
    /// threshold while only non-string keys have come (an index keyed on pair count missed duplicates there).
    private static func firstIndex(of key: String, in pairs: [YAMLPair], keys: [String: Int]) -> Int? {
        if !keys.isEmpty { return keys[key] }
        return pairs.firstIndex { $0.key.scalar == key }
    }
}
