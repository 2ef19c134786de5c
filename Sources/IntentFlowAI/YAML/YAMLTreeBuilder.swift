/// Assembles ``YAMLNode`` values from a stream of parser events, enforcing ``YAMLLimits``.
///
/// Keeps a stack of open collections; anchors map to finished nodes with their size, so an alias costs a copy of a
/// reference-counted value and adds its node count to the alias budget.
struct YAMLTreeBuilder {
    private enum Frame {
        case sequence(items: [YAMLNode], size: Int)
        case mapping(pairs: [YAMLPair], pendingKey: YAMLNode?, size: Int, keys: [String: Int])
    }

    private struct OpenCollection {
        var frame: Frame
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
            throw YAMLError("alias '*\(anchor)' refers to no anchor defined before it", at: location, rule: ManifestRule.yamlSyntax.id)
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
            .sequence(items: [], size: 1), tag: tag, anchor: anchor, location: location, isFlowStyle: isFlowStyle)
    }

    mutating func startMapping(tag: String?, anchor: String?, location: SourceLocation, isFlowStyle: Bool)
        throws(YAMLError)
    {
        try open(
            .mapping(pairs: [], pendingKey: nil, size: 1, keys: [:]), tag: tag, anchor: anchor, location: location,
            isFlowStyle: isFlowStyle)
    }

    /// Closes the innermost collection (the event's end mark tells where it ends).
    mutating func end(endLine: Int, endColumn: Int) throws(YAMLError) {
        guard let open = stack.popLast() else { return }
        let node: YAMLNode
        let size: Int
        switch open.frame {
        case .sequence(let items, let total):
            node = YAMLNode(
                .sequence(items), tag: open.tag, location: open.location, endLine: endLine, endColumn: endColumn,
                isFlowStyle: open.isFlowStyle)
            size = total
        case .mapping(let pairs, _, let total, _):
            node = YAMLNode(
                .mapping(pairs), tag: open.tag, location: open.location, endLine: endLine, endColumn: endColumn,
                isFlowStyle: open.isFlowStyle)
            size = total
        }
        if let anchor = open.anchor { anchors[anchor] = (node, size) }
        try add(node, size: size)
    }

    private mutating func open(
        _ frame: Frame, tag: String?, anchor: String?, location: SourceLocation, isFlowStyle: Bool
    ) throws(YAMLError) {
        guard stack.count < limits.maxDepth else {
            throw YAMLError(
                "nesting is deeper than \(limits.maxDepth) levels", at: location, rule: ManifestRule.yamlTooDeep.id)
        }
        stack.append(
            OpenCollection(frame: frame, tag: tag, anchor: anchor, location: location, isFlowStyle: isFlowStyle))
    }

    private mutating func add(_ node: YAMLNode, size: Int) throws(YAMLError) {
        guard let last = stack.indices.last else {
            root = node
            return
        }
        switch stack[last].frame {
        case .sequence(var items, let total):
            stack[last].frame = .sequence(items: [], size: 0)
            items.append(node)
            stack[last].frame = .sequence(items: items, size: total + size)
        case .mapping(var pairs, let pendingKey, let total, var keys):
            guard let key = pendingKey else {
                stack[last].frame = .mapping(pairs: pairs, pendingKey: node, size: total + size, keys: keys)
                return
            }
            stack[last].frame = .mapping(pairs: [], pendingKey: nil, size: 0, keys: [:])
            if let keyText = key.scalar {
                if let first = Self.firstIndex(of: keyText, in: pairs, keys: keys) {
                    throw YAMLError(
                        "duplicate key '\(keyText)' in a mapping", at: key.location, rule: ManifestRule.yamlDuplicateKey.id,
                        notes: [
                            Diagnostic(
                                .note, "'\(keyText)' is first written here", at: pairs[first].key.location,
                                rule: ManifestRule.yamlDuplicateKey.id)
                        ])
                }
                if pairs.count >= Self.indexThreshold {
                    if keys.isEmpty {
                        for (index, pair) in pairs.enumerated() {
                            if let text = pair.key.scalar { keys[text] = index }
                        }
                    }
                    keys[keyText] = pairs.count
                }
            }
            pairs.append(YAMLPair(key: key, value: node))
            stack[last].frame = .mapping(pairs: pairs, pendingKey: nil, size: total + size, keys: keys)
        }
    }

    private static func firstIndex(of key: String, in pairs: [YAMLPair], keys: [String: Int]) -> Int? {
        if pairs.count > indexThreshold { return keys[key] }
        return pairs.firstIndex { $0.key.scalar == key }
    }
}
