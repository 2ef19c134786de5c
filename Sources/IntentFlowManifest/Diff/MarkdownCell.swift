/// Text made safe for one cell of a Markdown table: a `|` would end the cell and a line break the row, and
/// backticks, `<` and `*` would start code, HTML or emphasis.
enum MarkdownCell {
    /// `text` escaped for a table cell.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|", "`", "*", "_", "<", ">", "[", "]", "\\": result += "\\" + String(character)
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}
