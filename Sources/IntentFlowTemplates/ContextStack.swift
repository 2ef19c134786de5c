/// The stack of values names are looked up in while rendering, innermost last.
///
/// Each list section pushes its element together with its position, which `{{@index}}`, `{{@first}}` and
/// `{{@last}}` read from the innermost list.
struct ContextStack {
    /// One value on the stack.
    struct Frame {
        /// The value.
        var value: TemplateValue
        /// The element's position when pushed by a list section, else -1.
        var index: Int
        /// The list's length when pushed by a list section, else 0.
        var count: Int
    }

    private var frames: [Frame]

    /// A stack holding only the root context.
    init(root: TemplateValue) {
        frames = [Frame(value: root, index: -1, count: 0)]
        frames.reserveCapacity(16)
    }

    /// Pushes a value that is not a list element.
    mutating func push(_ value: TemplateValue) { frames.append(Frame(value: value, index: -1, count: 0)) }

    /// Pushes a list element with its position.
    mutating func push(element: TemplateValue, index: Int, count: Int) {
        frames.append(Frame(value: element, index: index, count: count))
    }

    /// Pops the innermost value.
    mutating func pop() { frames.removeLast() }

    /// Resolves a name; `nil` when it resolves to nothing.
    ///
    /// The first part of a dotted name is found in the innermost dictionary that has it; each further part only in
    /// the value before it (so `{{a.b}}` never finds `b` further out once `a` is found).
    func lookup(_ name: ValueName) -> TemplateValue? {
        switch name {
        case .implicit:
            return frames.last?.value
        case .path(let parts):
            guard var value = lookup(first: parts[0]) else { return nil }
            for part in parts.dropFirst() {
                guard case .dictionary(let dictionary) = value, let next = dictionary[part] else { return nil }
                value = next
            }
            return value
        case .position(let position):
            guard let frame = frames.last(where: { $0.count > 0 }) else { return nil }
            switch position {
            case .index: return .int(frame.index)
            case .first: return .bool(frame.index == 0)
            case .last: return .bool(frame.index == frame.count - 1)
            }
        }
    }

    private func lookup(first key: String) -> TemplateValue? {
        var index = frames.count - 1
        while index >= 0 {
            if case .dictionary(let dictionary) = frames[index].value, let value = dictionary[key] {
                return value
            }
            index -= 1
        }
        return nil
    }
}
