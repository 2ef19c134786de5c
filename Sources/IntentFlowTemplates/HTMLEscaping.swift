/// HTML escaping of interpolated text (`&`, `<`, `>`, `"`, `'`), used when ``RenderOptions/escaping`` is `.html`.
enum HTMLEscaping {
    /// Appends `text` to `output` with the five characters replaced by entities.
    static func append(_ text: String, to output: inout String) {
        var runStart = text.utf8.startIndex
        var index = runStart
        while index < text.utf8.endIndex {
            let entity: String? =
                switch text.utf8[index] {
                case UInt8(ascii: "&"): "&amp;"
                case UInt8(ascii: "<"): "&lt;"
                case UInt8(ascii: ">"): "&gt;"
                case UInt8(ascii: "\""): "&quot;"
                case UInt8(ascii: "'"): "&#39;"
                default: nil
                }
            if let entity {
                output += text[runStart..<index]
                output += entity
                runStart = text.utf8.index(after: index)
            }
            index = text.utf8.index(after: index)
        }
        output += text[runStart..<text.utf8.endIndex]
    }
}
