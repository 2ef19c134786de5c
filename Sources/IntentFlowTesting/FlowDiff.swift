/// Renders two values as a line diff of their `dump` output, for failure messages.
enum FlowDiff {
    /// The lines of `expected` and `actual`, with `−` marking lines only expected and `+` lines only actual.
    static func lines<Value>(expected: Value, actual: Value) -> String {
        let old = dumped(expected)
        let new = dumped(actual)
        var output: [String] = []
        for change in diff(old, new) {
            switch change {
            case .same(let line): output.append("  \(line)")
            case .removed(let line): output.append("− \(line)")
            case .added(let line): output.append("+ \(line)")
            }
        }
        return "(− expected, + actual)\n" + output.joined(separator: "\n")
    }

    private enum Change {
        case same(String)
        case removed(String)
        case added(String)
    }

    private static func dumped<Value>(_ value: Value) -> [String] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// A longest-common-subsequence diff; values in failure messages are small.
    private static func diff(_ old: [String], _ new: [String]) -> [Change] {
        let rows = old.count
        let columns = new.count
        var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                common[row][column] =
                    old[row] == new[column]
                    ? common[row + 1][column + 1] + 1
                    : max(common[row + 1][column], common[row][column + 1])
            }
        }
        var changes: [Change] = []
        var row = 0
        var column = 0
        while row < rows || column < columns {
            if row < rows, column < columns, old[row] == new[column] {
                changes.append(.same(old[row]))
                row += 1
                column += 1
            } else if column < columns, row == rows || common[row][column + 1] >= common[row + 1][column] {
                changes.append(.added(new[column]))
                column += 1
            } else {
                changes.append(.removed(old[row]))
                row += 1
            }
        }
        return changes
    }
}
