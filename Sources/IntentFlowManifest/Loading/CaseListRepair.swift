/// Puts back together cases and traces that YAML's own syntax split apart, so they need no quotes.
///
/// Two splits are undone:
/// - `- failed(message: String)` is, to YAML, a one-pair mapping `failed(message` → `String)`. A one-pair mapping
///   whose key holds an unclosed `(` becomes the scalar it was written as.
/// - In a flow list a comma always ends an item: `[submit(email, password)]` holds `submit(email` and `password)`.
///   Consecutive items are rejoined while their parentheses are unbalanced.
///
/// The rebuilt scalar spans the original text, so columns inside it stay exact when it sits on one line. What YAML
/// cannot parse at all (`- loaded(items: [Item], page: Int)` in a block list) still needs quotes.
enum CaseListRepair {
    /// The items of `list`, repaired.
    static func items(of list: YAMLNode) -> [YAMLNode] {
        guard let items = list.sequence else { return [] }
        // The usual list has nothing to repair: hand back its items without copying them.
        if !items.contains(where: { needsRepair($0, inFlowList: list.isFlowStyle) }) { return items }
        var result: [YAMLNode] = []
        result.reserveCapacity(items.count)
        var index = 0
        while index < items.count {
            var item = unsplitPair(items[index])
            index += 1
            guard list.isFlowStyle, case .scalar(var text, .plain) = item.content else {
                result.append(item)
                continue
            }
            var balance = parenthesisBalance(text)
            while balance > 0, index < items.count {
                let piece = items[index]
                guard let next = flatText(piece) else { break }
                text += "," + gap(from: item, to: piece) + next
                balance += parenthesisBalance(next)
                extend(&item, to: piece)
                index += 1
            }
            item.content = .scalar(text, .plain)
            result.append(item)
        }
        return result
    }

    /// Whether `node` is a split pair, or in a flow list a plain scalar that leaves a parenthesis open. Checked
    /// before anything is copied: most lists have no such item.
    private static func needsRepair(_ node: YAMLNode, inFlowList: Bool) -> Bool {
        switch node.content {
        case .mapping(let pairs): pairs.count == 1 && splitPair(node) != nil
        case .scalar(let text, .plain): inFlowList && parenthesisBalance(text) > 0
        default: false
        }
    }

    /// The key's text, the key and the value of a one-pair mapping YAML split from a case, if `node` is one.
    private static func splitPair(_ node: YAMLNode) -> (key: String, scalar: YAMLNode, value: YAMLNode, text: String)? {
        guard let pairs = node.mapping, pairs.count == 1, case .scalar(let key, .plain) = pairs[0].key.content,
            parenthesisBalance(key) > 0, let value = flatText(pairs[0].value)
        else { return nil }
        return (key, pairs[0].key, pairs[0].value, value)
    }

    /// A one-pair mapping whose key opens a parenthesis, turned back into the plain scalar it was written as.
    private static func unsplitPair(_ node: YAMLNode) -> YAMLNode {
        guard let (key, keyNode, valueNode, value) = splitPair(node) else { return node }
        var scalar = keyNode
        let text = key + ":" + gap(from: scalar, to: valueNode) + value
        extend(&scalar, to: valueNode)
        scalar.content = .scalar(text, .plain)
        return scalar
    }

    /// Spaces standing for what lay between two nodes on one line (one space otherwise).
    private static func gap(from first: YAMLNode, to second: YAMLNode) -> String {
        let sameLine = second.location.line == first.endLine && second.location.column > first.endColumn
        return String(repeating: " ", count: sameLine ? second.location.column - first.endColumn - 1 : 1)
    }

    private static func extend(_ node: inout YAMLNode, to last: YAMLNode) {
        node.endLine = last.endLine
        node.endColumn = last.endColumn
    }

    /// The node written back as text: scalars as their value, collections in flow style.
    private static func flatText(_ node: YAMLNode) -> String? {
        switch node.content {
        case .scalar(let value, _): return value
        case .sequence(let items):
            let parts = items.compactMap(flatText)
            return parts.count == items.count ? "[" + parts.joined(separator: ", ") + "]" : nil
        case .mapping(let pairs):
            let parts = pairs.compactMap { pair in
                flatText(pair.key).flatMap { key in flatText(pair.value).map { "\(key): \($0)" } }
            }
            return parts.count == pairs.count ? parts.joined(separator: ", ") : nil
        }
    }

    /// `(` minus `)` in `text` (both are single bytes in UTF-8, never part of another character).
    private static func parenthesisBalance(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var balance = 0
            for byte in bytes {
                if byte == 0x28 { balance += 1 } else if byte == 0x29 { balance -= 1 }
            }
            return balance
        }
    }
}
