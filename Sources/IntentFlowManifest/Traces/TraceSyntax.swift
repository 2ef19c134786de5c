/// An acceptance trace as written, before its names are resolved against a manifest.
///
/// Grammar (spaces around `+` and `->` are optional):
/// ```
/// trace    := source '+' signal [ guard ] '->' term ( '+' request )* [ guard ]
/// guard    := 'where' Swift boolean expression   (one per trace; after the signal it ends at '->')
/// source   := term | '_'
/// signal   := [ 'intent:' | 'event:' ] term
/// request  := term 'effect' | 'cancel' term 'effect' | term 'output' | term 'route'
/// term     := identifier [ '(' arguments ')' ]
/// ```
///
/// `_` as the source state means every state. The arguments are kept as written (``Term/detail``);
/// ``TraceValueParser`` reads them into values and free text.
public struct TraceSyntax: Hashable, Sendable {
    /// A name with its optional free text in parentheses and its offset (in Unicode scalars) in the line.
    public struct Term: Hashable, Sendable {
        /// The name.
        public var name: String
        /// The text in parentheses after the name, trimmed, if any.
        public var detail: String?
        /// Where the name starts in the line.
        public var offset: Int
        /// Where ``detail`` starts in the line, when there is one.
        public var detailOffset: Int?
    }

    /// The source state's name when the trace applies in every state.
    public static let anyState = "_"

    /// What a request segment asks for.
    public enum RequestKind: String, Hashable, Sendable, CaseIterable {
        /// `+ name effect`: the transition requests the effect.
        case effect
        /// `+ cancel name effect`: the transition cancels the effect.
        case cancel
        /// `+ name output`: the transition emits the output.
        case output
        /// `+ name route`: the transition asks for the route.
        case route
    }

    /// One `+ …` after the next state.
    public struct Request: Hashable, Sendable {
        /// Effect, cancellation, output or route.
        public var kind: RequestKind
        /// The case named.
        public var term: Term
    }

    /// Why a line is not a trace, and where (offset in Unicode scalars).
    public struct Failure: Error, Hashable, Sendable {
        /// What is wrong and how to write it.
        public var message: String
        /// Where in the line.
        public var offset: Int
    }

    /// The state before.
    public var from: Term
    /// The intent or event.
    public var signal: Term
    /// `intent:` or `event:` when written, forcing how the signal resolves.
    public var signalKind: TraceSignal.Kind?
    /// The state after.
    public var to: Term
    /// What the transition requests, in order.
    public var requests: [Request]
    /// The condition written after `where`, trimmed, if any.
    public var condition: String? = nil
    /// Where ``condition`` starts in the line.
    public var conditionOffset: Int? = nil
}
