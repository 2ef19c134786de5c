/// An acceptance trace as written, before its names are resolved against a manifest.
///
/// Grammar (spaces around `+` and `->` are optional):
/// ```
/// trace    := source '+' signal [ guard ] '->' target ( '+' request )* [ guard ]
/// guard    := 'where' Swift boolean expression   (one per trace; after the signal it ends at '->')
/// source   := term | '_'
/// target   := term | '_' [ '(' fields ')' ]        ('_' only after a source '_')
/// signal   := [ 'intent:' | 'event:' ] term
/// request  := term 'effect' | 'cancel' term 'effect' | term 'output' | term 'route'
/// term     := identifier [ '(' arguments ')' ]
/// ```
///
/// `_` as the source state means every state. `_` as the state after keeps the state before: with fields named
/// (`_ + typed(t) -> _(text: t)`), its phase is kept and those fields change; with none, the whole state is kept.
/// The arguments are kept as written (``Term/detail``); ``TraceValueParser`` reads them into values and free text.
package struct TraceSyntax: Hashable, Sendable {
    /// A name with its optional free text in parentheses and its offset (in Unicode scalars) in the line.
    package struct Term: Hashable, Sendable {
        /// The name.
        package var name: String
        /// The text in parentheses after the name, trimmed, if any.
        package var detail: String?
        /// Where the name starts in the line.
        package var offset: Int
        /// Where ``detail`` starts in the line, when there is one.
        package var detailOffset: Int?
    }

    /// The source state's name when the trace applies in every state.
    package static let anyState = "_"

    /// The state after's name when the trace keeps the state before (`_ + signal -> _(field: value)`): its phase,
    /// and every field it does not name.
    package static let keptState = "_"

    /// What a request segment asks for.
    package enum RequestKind: String, Hashable, Sendable, CaseIterable {
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
    package struct Request: Hashable, Sendable {
        /// Effect, cancellation, output or route.
        package var kind: RequestKind
        /// The case named.
        package var term: Term
    }

    /// Why a line is not a trace, and where (offset in Unicode scalars).
    package struct Failure: Error, Hashable, Sendable {
        /// What is wrong and how to write it.
        package var message: String
        /// Where in the line.
        package var offset: Int
    }

    /// The state before.
    package var from: Term
    /// The intent or event.
    package var signal: Term
    /// `intent:` or `event:` when written, forcing how the signal resolves.
    package var signalKind: TraceSignal.Kind?
    /// The state after.
    package var to: Term
    /// What the transition requests, in order.
    package var requests: [Request]
    /// The condition written after `where`, trimmed, if any.
    package var condition: String? = nil
    /// Where ``condition`` starts in the line.
    package var conditionOffset: Int? = nil
}
