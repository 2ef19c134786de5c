/// Splits the bytes of the stdio transport into newline-delimited messages, in time linear in the input: each byte
/// is looked at once, when it arrives (the newline is searched for only in the bytes just read), and a message is
/// never held beyond ``maximumLineLength`` bytes. A line that grows past the limit is reported as soon as it does and
/// its remaining bytes are dropped as they come.
struct MCPLineReader {
    /// What the bytes fed so far complete.
    enum Event: Hashable {
        /// One whole message, without its newline.
        case line([UInt8])
        /// A message longer than the limit (reported once; the rest of its line is skipped).
        case tooLong
    }

    /// The longest message kept, in bytes.
    let maximumLineLength: Int
    /// The start of the current line, when it is not yet complete.
    private var pending: [UInt8] = []
    /// Whether the current line has passed the limit and is being skipped.
    private var discarding = false
    /// How many bytes have been looked at, in all: a test's measure that the work is linear.
    private(set) var examinedBytes = 0

    init(maximumLineLength: Int) { self.maximumLineLength = maximumLineLength }

    /// Takes the bytes just read; returns the messages (and overlong lines) they complete, in order.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> [Event] {
        var events: [Event] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            examinedBytes += end - start + (end < bytes.count ? 1 : 0)
            let segment = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if !discarding {
                if pending.count + segment.count > maximumLineLength {
                    pending.removeAll()
                    discarding = true
                    events.append(.tooLong)
                } else {
                    pending.append(contentsOf: segment)
                }
            }
            guard end < bytes.count else { break }
            if !discarding { events.append(.line(pending)) }
            pending.removeAll(keepingCapacity: true)
            discarding = false
            start = end + 1
        }
        return events
    }

    /// The last message, when the input ended without a newline after it; `nil` when it was skipped as too long.
    mutating func finish() -> [UInt8]? {
        defer { pending.removeAll() }
        return discarding ? nil : pending
    }
}
