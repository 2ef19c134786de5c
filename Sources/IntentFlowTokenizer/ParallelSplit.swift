/// Where a long text can be cut so that its parts, counted separately, add up to exactly the count of the whole.
///
/// A cut at `p` is safe when the byte before it is an ASCII letter and the byte at it is a space. Under both encodings'
/// patterns, the only pieces that can hold an ASCII letter are the letter runs (and, in cl100k_base, a contraction such
/// as `'ll`), and neither can continue through a space; so some piece ends exactly at `p`, and because the patterns
/// look neither behind nor past a space from before `p`, matching from `p` on is the same whether or not the text
/// before it is there. English prose and code have such places every few bytes; text without any stays whole.
enum ParallelSplit {
    /// Texts shorter than this are not split: starting threads would cost more than it saves.
    static let minimumLength = 1 << 20

    /// Up to `parts` ranges that tile `text`, cut only at safe places near equal shares.
    static func ranges(of text: UnsafeBufferPointer<UInt8>, parts: Int) -> [Range<Int>] {
        guard parts > 1, text.count >= minimumLength else { return [0..<text.count] }
        var cuts = [0]
        for part in 1..<parts {
            var position = max(text.count / parts * part, (cuts.last ?? 0) + 1)
            // Search at most 64 KiB for a safe cut; without one, this share joins the next.
            let limit = min(text.count, position + 65_536)
            while position < limit, !isSafeCut(text, at: position) { position += 1 }
            if position < limit { cuts.append(position) }
        }
        cuts.append(text.count)
        return zip(cuts, cuts.dropFirst()).map { $0..<$1 }
    }

    /// Whether a cut at `position` cannot change any piece.
    @inline(__always)
    static func isSafeCut(_ text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard position > 0, position < text.count, text[position] == 0x20 else { return false }
        let before = text[position - 1] | 0x20  // ASCII lower case
        return before >= 0x61 && before <= 0x7A
    }
}
