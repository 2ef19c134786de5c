/// The values a generated test uses for a trace: the state it starts from, the signal it sends, and what it
/// expects back, built from the samples of the values in scope (see ``SwiftValue``).
///
/// Each is `nil` when a value it needs has no sample (a type such as `Device`), and the test is then skipped.
struct TraceSamples: Hashable, Sendable {
    /// The values in scope.
    let bindings: TraceBindings
    /// The state before: `.connecting(deviceID: "deviceID")`.
    let from: String?
    /// The intent or event: `.submit(email: "email", password: "password")`.
    let signalValue: String?
    /// The signal as the reducer receives it: `.intent(.submit(email: "email", password: "password"))`.
    let signal: String?

    /// The samples of `cases`' state and signal (an intent or event, `kind`).
    init(_ cases: TraceCases, kind: String, bindings: TraceBindings) {
        self.bindings = bindings
        from = Self.sample(of: cases.from, fromSignal: false, bindings: bindings)
        signalValue = Self.sample(of: cases.signal, fromSignal: true, bindings: bindings)
        signal = signalValue.map { ".\(kind)(\($0))" }
    }

    /// The value the test expects the reducer to build for `target`: `.failed(message: "message")`; `nil` when a
    /// parameter has no value or its value no sample.
    func expected(of target: TraceTarget) -> String? {
        guard target.arguments.allSatisfy({ value(of: $0) != nil }) else { return nil }
        return target.call(value(of:))
    }

    /// The sample an argument gives a test: its binding's sample or its placeholder.
    private func value(of argument: TraceArgument) -> String? {
        switch argument {
        case .binding(let index): bindings.values[index].sample
        case .placeholder(let placeholder): placeholder
        case .missing: nil
        }
    }

    /// Whether a test can be written from these samples: the state, the signal and every target have one.
    func coverEvery(_ targets: TraceTargets) -> Bool {
        from != nil && signal != nil && targets.to != nil && targets.all.allSatisfy { expected(of: $0) != nil }
    }

    /// `owner` built from the samples of its values (the signal's or the state's).
    private static func sample(of owner: CaseContext?, fromSignal: Bool, bindings: TraceBindings) -> String? {
        guard let owner else { return nil }
        var arguments: [String] = []
        for value in bindings.values where value.isFromSignal == fromSignal {
            guard let sample = value.sample else { return nil }
            arguments.append(value.parameter.argumentPrefix + sample)
        }
        return arguments.isEmpty ? ".\(owner.memberName)" : ".\(owner.memberName)(\(arguments.joined(separator: ", ")))"
    }
}
