/// The effects, outputs and routes a reducer case's body asks for, by case name, read from its blanked code:
/// `.effect(.search(query: q), …)`, `EffectRequest(.search…)`, `.output(.changed)`, `.route(.focus(.field))`; and
/// whether it cancels a run, `.cancel("search")`.
///
/// A request whose value is not written as a case (`.effect(effect, …)`), or a `Next(state:effects:…)` whose lists
/// cannot be read one by one, makes its kind unread: the body is then taken to ask for whatever a trace asks.
package struct ReducerRequests: Hashable, Sendable {
    /// What a trace asks for besides its state after.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case effect, output, route

        /// The call that asks for one, `.effect(…)`, and the `Next(…)` argument that lists them, `effects:`.
        fileprivate var call: [UInt8] { Array(".\(rawValue)".utf8) }
        fileprivate var listLabel: String { rawValue + "s" }
    }

    /// The case names asked for, by kind.
    private(set) var names: [Kind: Set<String>] = [:]
    /// The kinds some request of which cannot be read.
    private(set) var unread: Set<Kind> = []
    /// Whether the body may cancel a run: it calls `.cancel(…)` or lists `cancellations:`. Which run is not read
    /// (its id is a string or a constant), so a trace's `cancel x effect` asks only that the body cancel something.
    private(set) var cancels = false

    /// Nothing asked for.
    package init() {}

    /// Reads the requests in `code[start..<end]`.
    package init(code: [UInt8], from start: Int, to end: Int) {
        for kind in Kind.allCases {
            for open in Self.calls(kind.call, in: code, from: start, to: end) {
                read(kind, argumentsAt: open, in: code)
            }
        }
        for open in Self.calls(Array("EffectRequest".utf8), in: code, from: start, to: end) {
            read(.effect, argumentsAt: open, in: code)
        }
        cancels = !Self.calls(Array(".cancel".utf8), in: code, from: start, to: end).isEmpty
        for word in ReducerSwitchReader.words(in: code, from: start, to: end) {
            if word.name == "cancellations" { cancels = true }
            guard let kind = Kind.allCases.first(where: { $0.listLabel == word.name }),
                code[word.range.upperBound..<end].first(where: { !SwiftDeclarationReader.isWhitespace($0) })
                    == UInt8(ascii: ":")
            else { continue }
            unread.insert(kind)
        }
    }

    /// Whether the body may ask for the `kind` named `name`.
    package func mayAsk(for name: String, as kind: Kind) -> Bool {
        unread.contains(kind) || names[kind]?.contains(name) == true
    }

    /// Whether the body may cancel the runs of an effect (see ``cancels``).
    package var mayCancel: Bool { cancels }

    /// Adds what `other` asks for (a helper the body calls).
    mutating func formUnion(_ other: ReducerRequests) {
        for (kind, found) in other.names { names[kind, default: []].formUnion(found) }
        unread.formUnion(other.unread)
        cancels = cancels || other.cancels
    }

    /// Takes every kind as unread: the body returns what cannot be followed.
    mutating func markUnread() {
        unread = Set(Kind.allCases)
        cancels = true
    }

    /// Reads the first argument of the call whose `(` is at `open`.
    private mutating func read(_ kind: Kind, argumentsAt open: Int, in code: [UInt8]) {
        guard let close = SwiftDeclarationReader.matchingClose(in: code, from: open),
            let first = SwiftDeclarationReader.topLevelSplit(
                code, from: open + 1, to: close, separator: UInt8(ascii: ",")
            )
            .first,
            let name = PatternElement(String(decoding: code[first], as: UTF8.self), bindsAll: false)?.name
        else {
            unread.insert(kind)
            return
        }
        names[kind, default: []].insert(name)
    }

    /// The offsets of the `(` after each `call` in `code[start..<end]` that is a whole word.
    private static func calls(_ call: [UInt8], in code: [UInt8], from start: Int, to end: Int) -> [Int] {
        var found: [Int] = []
        var index = start
        while index + call.count < end {
            defer { index += 1 }
            guard code[index] == call[0], code[index..<(index + call.count)].elementsEqual(call),
                !ReducerSwitchReader.isWordByte(code[index + call.count]),
                call[0] == UInt8(ascii: ".") || index == 0 || !ReducerSwitchReader.isWordByte(code[index - 1]),
                let open = code[(index + call.count)..<end].firstIndex(where: {
                    !SwiftDeclarationReader.isWhitespace($0)
                }),
                code[open] == UInt8(ascii: "(")
            else { continue }
            found.append(open)
        }
        return found
    }
}
