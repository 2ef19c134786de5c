/// Undoes YAML's split of `[submit(email, password), cancel]` into `submit(email` and `password)`.
///
/// In a flow list a comma always ends a plain item, so a case or trace with several parameters would need quotes.
/// Consecutive plain items are rejoined while their parentheses are unbalanced; the joined scalar spans the
/// original text, so columns inside it stay exact when the pieces share a line.
enum FlowListRepair {
    /// The items of `list`, with split plain items rejoined (unchanged for a block list).
    static func items(of list: YAMLNode) -> [YAMLNode] {
        guard list.isFlowStyle, let items = list.sequence else { return list.sequence ?? [] }
        var result: [YAMLNode] = []
        result.reserveCapacity(items.count)
        var index = 0
        while index < items.count {
            var item = items[index]
            index += 1
            guard case .scalar(var text, .plain) = item.content, item.tag == nil else {
                result.append(item)
                continue
            }
            var balance = parenthesisBalance(text)
            while balance > 0, index < items.count, case .scalar(let next, .plain) = items[index].content {
                let piece = items[index]
                let sameLine = piece.location.line == item.endLine && piece.location.column > item.endColumn
                let gap = sameLine ? piece.location.column - item.endColumn - 1 : 1
                text += "," + String(repeating: " ", count: gap) + next
                balance += parenthesisBalance(next)
                item.endLine = piece.endLine
                item.endColumn = sameLine ? piece.endColumn : item.endColumn
                if !sameLine { item.endLine = item.location.line + 1 }
                index += 1
            }
            item.content = .scalar(text, .plain)
            result.append(item)
        }
        return result
    }

    private static func parenthesisBalance(_ text: String) -> Int {
        var balance = 0
        for scalar in text.unicodeScalars {
            if scalar == "(" { balance += 1 } else if scalar == ")" { balance -= 1 }
        }
        return balance
    }
}
