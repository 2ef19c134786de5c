/// A type's spelling peeled from the outside in: `[Int?]?` is an optional of an array of an optional, around `Int`.
///
/// ``SwiftValue`` reads a type's values from its layers, so one walk over the spelling answers for any depth: a
/// manifest may spell `Int` followed by 100,000 `?`, or nest arrays as deep as it likes, and peeling stays a loop,
/// linear in the spelling's length (no recursion to overflow the stack, no rescanning per layer).
///
/// Spaces are ignored (`[String : Int]` reads as `[String:Int]`); the spelling is compared, never printed.
package struct SwiftTypeLayers: Hashable, Sendable {
    /// One wrapper around the core.
    package enum Layer: Hashable, Sendable {
        /// `T?`.
        case optional
        /// `[T]`.
        case array
    }

    /// The wrappers, outermost first.
    package let layers: [Layer]
    /// What is inside the wrappers, without spaces: `Int`, `Set<String>`, `Item`, or a dictionary's `[K:V]`.
    package let core: String
    /// Whether the core is a dictionary, `[K: V]`: a bracket pair with a colon directly inside it.
    package let isDictionary: Bool

    /// Peels `type`.
    package init(_ type: String) {
        let characters = Array(NameCharacters.withoutWhitespace(type))
        let firstColon = Self.firstColonByDepth(characters)
        var layers: [Layer] = []
        var start = 0
        var end = characters.count
        var isDictionary = false
        while start < end {
            if characters[end - 1] == "?" {
                layers.append(.optional)
                end -= 1
            } else if end - start >= 2, characters[start] == "[", characters[end - 1] == "]" {
                // Inside the bracket opened at `start`, the depth counted from the spelling's start is
                // `start + 1`: everything before it is an opening bracket. A colon at that depth before the
                // closing bracket is at the outer level of this pair.
                if let colon = firstColon[start + 1], colon < end - 1 {
                    isDictionary = true
                    break
                }
                layers.append(.array)
                start += 1
                end -= 1
            } else {
                break
            }
        }
        self.layers = layers
        self.core = String(characters[start..<end])
        self.isDictionary = isDictionary
    }

    /// For each bracket depth (`[`, `<` and `(` open, `]`, `>` and `)` close), the position of the first colon at
    /// that depth.
    private static func firstColonByDepth(_ characters: [Character]) -> [Int: Int] {
        var firstColon: [Int: Int] = [:]
        var depth = 0
        for (position, character) in characters.enumerated() {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where firstColon[depth] == nil: firstColon[depth] = position
            default: break
            }
        }
        return firstColon
    }
}
