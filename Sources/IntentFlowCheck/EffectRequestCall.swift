import IntentFlowManifest

/// A `.effect(…)` call in a reducer, `.effect(.requestToken, id: "login.requestToken", policy: .run)`, read from its
/// blanked code so it can be held to the manifest's id and policy for that effect.
package struct EffectRequestCall: Hashable, Sendable {
    /// An argument written as a literal or a member: its text and where it starts.
    package struct Argument: Hashable, Sendable {
        /// The literal's contents (`login.validate`) or the member's name (`run`).
        package var value: String
        /// Where the argument's value starts.
        package var location: SourceLocation
    }

    /// The effect case requested.
    package var effect: String
    /// The `id:` argument, when it is a plain string literal.
    package var id: Argument?
    /// The `policy:` argument, when it is a member such as `.run`.
    package var policy: Argument?

    /// Every request in `file` whose effect is written as a case (`.scan`, `.connect(deviceID: id)`,
    /// `LoginEffect.validate(…)`); others (`.effect(effect, …)`) cannot be compared and are skipped. An `id:` held in
    /// one of `constants` (`id: Self.loadID`) is read as the constant's literal, located at the reference.
    package static func requests(
        in file: SwiftSourceFile, constants: EffectIDConstants = EffectIDConstants()
    ) -> [EffectRequestCall] {
        let code = file.code
        var found: [EffectRequestCall] = []
        let call = Array(".effect".utf8)
        var index = 0
        while index + call.count < code.count {
            defer { index += 1 }
            guard code[index] == call[0], code[index..<(index + call.count)].elementsEqual(call),
                !ReducerSwitchReader.isWordByte(code[index + call.count]),
                let open = code[(index + call.count)...].firstIndex(where: { !SwiftDeclarationReader.isWhitespace($0) }
                ),
                code[open] == UInt8(ascii: "("),
                let close = SwiftDeclarationReader.matchingClose(in: code, from: open)
            else { continue }
            let arguments = SwiftDeclarationReader.topLevelSplit(
                code, from: open + 1, to: close, separator: UInt8(ascii: ","))
            guard let first = arguments.first,
                let effect = PatternElement(file.code(in: first), bindsAll: false)?.name
            else { continue }
            var request = EffectRequestCall(effect: effect)
            for argument in arguments.dropFirst() {
                request.read(argument, in: file, constants: constants)
            }
            found.append(request)
        }
        return found
    }

    /// Creates a request of `effect` with no arguments read yet.
    package init(effect: String, id: Argument? = nil, policy: Argument? = nil) {
        self.effect = effect
        self.id = id
        self.policy = policy
    }

    /// Reads a labelled argument, `id: "…"` or `policy: .…`.
    private mutating func read(_ range: Range<Int>, in file: SwiftSourceFile, constants: EffectIDConstants) {
        let code = file.code
        guard let start = code[range].firstIndex(where: { !SwiftDeclarationReader.isWhitespace($0) }) else { return }
        let text = file.code(in: start..<range.upperBound)
        guard let colon = text.firstIndex(of: ":") else { return }
        let label = text[..<colon].trimmingWhitespace()
        let valueOffset = start + text.utf8.distance(from: text.startIndex, to: colon) + 1
        guard
            let value = code[valueOffset..<range.upperBound].firstIndex(where: {
                !SwiftDeclarationReader.isWhitespace($0)
            })
        else { return }
        switch label {
        case "id":
            if let constant = constants.resolve(Substring(file.code(in: value..<range.upperBound))) {
                id = Argument(value: constant.value, location: file.location(ofOffset: value))
                return
            }
            guard code[value] == UInt8(ascii: "\""),
                let close = code[(value + 1)..<range.upperBound].firstIndex(of: UInt8(ascii: "\""))
            else { return }
            let literal = file.text(in: (value + 1)..<close)
            guard !literal.contains("\\(") else { return }
            id = Argument(value: literal, location: file.location(ofOffset: value))
        case "policy":
            let member = file.code(in: value..<range.upperBound).trimmingWhitespaceAndNewlines()
            guard member.hasPrefix("."), member.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber }) else { return }
            policy = Argument(value: String(member.dropFirst()), location: file.location(ofOffset: value))
        default:
            return
        }
    }
}
