// The intentflow-ios 0.1.3 trace step (Docs/Migration.md). Its generic parameters (State, Effect, Output, Route)
// cannot name a FlowStep<Reducer>, so it does not compile; it is declared only so that the compiler names the edit.

/// The intentflow-ios 0.1.3 name of ``FlowStep``.
@available(
    *, unavailable, renamed: "FlowStep",
    message: """
        intentflow-ios 0.1.3 spelling: write FlowStep<YourFlow> (one generic parameter, the reducer); \
        FlowStep(signal:next:) replaces FlowTraceStep(next)
        """
)
public typealias FlowTraceStep<State, Effect, Output, Route> = Void
