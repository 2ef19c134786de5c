/// A value in scope in the `switch` case generated for a trace: one of its signal's associated values or one of its
/// source state's, under the name the case binds it to.
struct TraceBinding: Hashable, Sendable {
    /// The associated value.
    let parameter: ParameterContext
    /// The name the pattern binds, as Swift source: `message`, `` `default` ``, `currentDeviceID`.
    let name: String
    /// The value a generated test gives it, or `nil` when its type has no sample: the written value, or the first
    /// of ``samples``.
    let sample: String?
    /// The value the trace writes for it (Swift source), matched exactly by the reducer and sent by the test.
    let written: String?
    /// The samples a test may give it, in order of preference (only the written value when there is one).
    let samples: [String]
    /// Whether it comes from the signal (`true`) or from the state before (`false`).
    let isFromSignal: Bool
    /// The name the trace binds it to when a guard or computed value reads it: the test gives it several values.
    var userName: String? = nil
    /// The name of the test's loop variable that gives it several values: ``userName``, or the name an earlier
    /// trace's guard reads it by (the test keeps only values where that guard does not hold).
    var loopName: String? = nil
    /// The name the trace binds it to when the trace only copies it: failures print the input under this name.
    var traceName: String? = nil
    /// Whether a guard or computed value reads it (this trace's or an earlier one's), which makes the trace a rule;
    /// a name the trace only binds still takes several values, but the trace stays an example for store tests.
    var isReadByRule: Bool = false

    /// Its type, for a test that cannot be written: `LabDevice`.
    var type: String { parameter.type }
}

extension TraceBinding {
    /// `parameter` in scope as `name`, with the value the trace writes for it, if any.
    init(
        parameter: ParameterContext, name: String, isFromSignal: Bool, written: String?, userName: String? = nil,
        isReadByRule: Bool = false
    ) {
        let samples = written.map { [$0] } ?? parameter.samples(named: name.filter { $0 != "`" })
        self.init(
            parameter: parameter, name: name, sample: samples.first, written: written, samples: samples,
            isFromSignal: isFromSignal, userName: userName, loopName: userName, isReadByRule: isReadByRule)
    }
}
