/// Renders a command's `--help`: the usage line and OPTIONS from its option table, the command's own prose around
/// them.
enum HelpText {
    /// The column help text wraps at.
    static let width = 116

    /// The whole help of `command` with the options of one run (the pack's parameters included); `note` is printed
    /// after the options (why the pack's parameters are missing, when they are).
    static func render(_ command: any CLICommand.Type, table: OptionTable, note: String? = nil) -> String {
        let own = table.options.filter { $0.packParameter == nil }
        let pack = table.options.filter { $0.packParameter != nil }
        var text = usage(command, options: table.options) + "\n"
        if !command.discussion.isEmpty { text += "\n" + command.discussion + "\n" }
        if !own.isEmpty { text += "\nOPTIONS:\n" + OptionTable(own).rendered() }
        if !pack.isEmpty {
            text += "\n\(command.packParametersTitle):\n" + OptionTable(pack).rendered()
        }
        if let note { text += "\n" + wrap(note, width: width).joined(separator: "\n") + "\n" }
        if !command.epilogue.isEmpty { text += "\n" + command.epilogue + "\n" }
        return text
    }

    /// `USAGE: intentflow <name> <positionals> [--option …]…`, wrapped under its first option.
    static func usage(_ command: any CLICommand.Type, options: [CommandOption]) -> String {
        let head = "USAGE: intentflow \(command.name)" + (command.usage.isEmpty ? "" : " \(command.usage)")
        let items = options.map { "[\($0.synopsis)]" }
        guard !items.isEmpty else { return head }
        let indent = String(repeating: " ", count: "USAGE: intentflow \(command.name) ".count)
        var lines: [String] = []
        var line = head
        for item in items {
            if line.count + 1 + item.count > width, line != head, !line.allSatisfy(\.isWhitespace) {
                lines.append(line)
                line = indent + item
            } else {
                line += " " + item
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// Words of `text` in lines of at most `width` characters (a longer word stands alone on its line).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += " " + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
