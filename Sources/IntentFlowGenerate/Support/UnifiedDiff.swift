/// A line-based difference between two texts, printed in the unified format `diff -u` and `git diff` use.
///
/// Lines are matched with Myers' O(ND) algorithm after trimming the common prefix and suffix, so two versions of a
/// generated file that differ in a few places cost little however long they are. A missing newline at the end of a
/// text is reported with `\ No newline at end of file`, as `diff` does.
///
/// ```swift
/// let diff = UnifiedDiff(
///     old: onDisk, new: rendered, oldPath: "a/LoginContract.swift", newPath: "b/LoginContract.swift")
/// if !diff.isEmpty { print(diff) }
/// ```
package struct UnifiedDiff: Hashable, Sendable, CustomStringConvertible {
    /// One line of a hunk.
    package enum Line: Hashable, Sendable {
        /// A line both texts share, shown for context.
        case context(String)
        /// A line only the old text has.
        case removed(String)
        /// A line only the new text has.
        case added(String)
    }

    /// A run of changes with the context around them.
    package struct Hunk: Hashable, Sendable {
        /// The 1-based first line of the hunk in the old text (the line before it when `oldCount` is 0).
        package var oldStart: Int
        /// How many old lines the hunk covers.
        package var oldCount: Int
        /// The 1-based first line of the hunk in the new text (the line before it when `newCount` is 0).
        package var newStart: Int
        /// How many new lines the hunk covers.
        package var newCount: Int
        /// The hunk's lines. A line's text keeps its `\n`; a last line without one is printed with a marker.
        package var lines: [Line]
    }

    /// The name printed after `---`.
    package var oldPath: String
    /// The name printed after `+++`.
    package var newPath: String
    /// The changes, in order. Empty when the texts are equal.
    package var hunks: [Hunk]

    /// Compares two texts line by line, keeping `contextLines` unchanged lines around each change.
    package init(old: String, new: String, oldPath: String = "a", newPath: String = "b", contextLines: Int = 3) {
        self.oldPath = oldPath
        self.newPath = newPath
        let oldLines = Self.lines(of: old)
        let newLines = Self.lines(of: new)
        let script = Self.editScript(oldLines, newLines)
        hunks = Self.hunks(from: script, old: oldLines, new: newLines, context: max(0, contextLines))
    }

    /// Whether the texts are equal.
    package var isEmpty: Bool { hunks.isEmpty }

    /// The number of added and removed lines.
    package var changeCount: (added: Int, removed: Int) {
        var added = 0
        var removed = 0
        for hunk in hunks {
            for line in hunk.lines {
                switch line {
                case .added: added += 1
                case .removed: removed += 1
                case .context: break
                }
            }
        }
        return (added, removed)
    }

    /// The diff in unified format; empty when the texts are equal.
    package var description: String {
        guard !hunks.isEmpty else { return "" }
        var text = "--- \(oldPath)\n+++ \(newPath)\n"
        for hunk in hunks {
            text += "@@ -\(Self.range(hunk.oldStart, hunk.oldCount)) +\(Self.range(hunk.newStart, hunk.newCount)) @@\n"
            for line in hunk.lines {
                switch line {
                case .context(let body): text += Self.printed(" ", body)
                case .removed(let body): text += Self.printed("-", body)
                case .added(let body): text += Self.printed("+", body)
                }
            }
        }
        return text
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func printed(_ prefix: String, _ body: String) -> String {
        body.hasSuffix("\n") ? prefix + body : prefix + body + "\n\\ No newline at end of file\n"
    }

    /// Splits a text into lines that keep their `\n`, so a last line without one differs from the same line with one.
    static func lines(of text: String) -> [String] {
        // Bytes, not Characters: "\r\n" is one Character, and grapheme breaking is slow on whole files.
        if let lines = text.utf8.withContiguousStorageIfAvailable(Self.lines(ofBytes:)) { return lines }
        var lines: [String] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "\n") {
                lines.append(String(decoding: utf8[start..<next], as: UTF8.self))
                start = next
            }
            index = next
        }
        if start != utf8.endIndex { lines.append(String(decoding: utf8[start...], as: UTF8.self)) }
        return lines
    }

    /// ``lines(of:)`` over a text's bytes in memory.
    private static func lines(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var lines: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...index]), as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count {
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        }
        return lines
    }

    /// One step of an edit script.
    enum Edit {
        case equal, delete, insert
    }

    /// The shortest edit script turning `old` into `new` (Myers 1986), as a sequence of equal/delete/insert steps.
    static func editScript(_ old: [String], _ new: [String]) -> [Edit] {
        // Compare small integers instead of strings.
        var ids: [String: Int] = [:]
        let a = old.map { line in
            ids[line]
                ?? {
                    let id = ids.count
                    ids[line] = id
                    return id
                }()
        }
        let b = new.map { line in
            ids[line]
                ?? {
                    let id = ids.count
                    ids[line] = id
                    return id
                }()
        }

        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
            a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
        {
            suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)])
        let y = Array(b[prefix..<(b.count - suffix)])
        var script = Array(repeating: Edit.equal, count: prefix)
        script += middleScript(x, y)
        script += Array(repeating: Edit.equal, count: suffix)
        return script
    }

    private static func middleScript(_ a: [Int], _ b: [Int]) -> [Edit] {
        let n = a.count
        let m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .delete, count: n) }
        let maxD = n + m
        let offset = maxD
        var v = Array(repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        search: for d in 0...maxD {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk the trace backwards from (n, m) to (0, 0).
        var script: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                script.append(.equal)
                x -= 1
                y -= 1
            }
            if d > 0 {
                script.append(x == previousX ? .insert : .delete)
            }
            x = previousX
            y = previousY
        }
        return script.reversed()
    }

    private static func hunks(from script: [Edit], old: [String], new: [String], context: Int) -> [Hunk] {
        // Each step with its old and new line index.
        var steps: [(edit: Edit, oldIndex: Int, newIndex: Int)] = []
        steps.reserveCapacity(script.count)
        var i = 0
        var j = 0
        for edit in script {
            steps.append((edit, i, j))
            switch edit {
            case .equal:
                i += 1
                j += 1
            case .delete: i += 1
            case .insert: j += 1
            }
        }
        let changed = steps.indices.filter { steps[$0].edit != .equal }
        guard let first = changed.first else { return [] }

        // Group changes whose context would touch or overlap.
        var groups: [(start: Int, end: Int)] = []
        var start = first
        var end = first
        for index in changed.dropFirst() {
            if index - end > 2 * context {
                groups.append((start, end))
                start = index
            }
            end = index
        }
        groups.append((start, end))

        return groups.map { group in
            let lower = max(0, group.start - context)
            let upper = min(steps.count - 1, group.end + context)
            var lines: [Line] = []
            var oldCount = 0
            var newCount = 0
            for step in steps[lower...upper] {
                switch step.edit {
                case .equal:
                    lines.append(.context(old[step.oldIndex]))
                    oldCount += 1
                    newCount += 1
                case .delete:
                    lines.append(.removed(old[step.oldIndex]))
                    oldCount += 1
                case .insert:
                    lines.append(.added(new[step.newIndex]))
                    newCount += 1
                }
            }
            let firstStep = steps[lower]
            let oldStart = oldCount == 0 ? firstStep.oldIndex : firstStep.oldIndex + 1
            let newStart = newCount == 0 ? firstStep.newIndex : firstStep.newIndex + 1
            return Hunk(oldStart: oldStart, oldCount: oldCount, newStart: newStart, newCount: newCount, lines: lines)
        }
    }
}
