/// The arguments written in a parsed trace's parentheses, read into values and free text and located in the file.
struct TraceValues {
    /// The source state's arguments.
    let from: [TraceValueArgument]
    /// The signal's.
    let signal: [TraceValueArgument]
    /// The state after's.
    let to: [TraceValueArgument]
    /// Each request's, in order.
    let requests: [[TraceValueArgument]]

    /// Reads every term's arguments; the first malformed value fails with its offset in the line.
    init(_ syntax: TraceSyntax, locator: ScalarLocator) throws(TraceSyntax.Failure) {
        from = try Self.arguments(of: syntax.from, locator)
        signal = try Self.arguments(of: syntax.signal, locator)
        to = try Self.arguments(of: syntax.to, locator)
        var requests: [[TraceValueArgument]] = []
        for request in syntax.requests { requests.append(try Self.arguments(of: request.term, locator)) }
        self.requests = requests
    }

    private static func arguments(
        of term: TraceSyntax.Term, _ locator: ScalarLocator
    ) throws(TraceSyntax.Failure) -> [TraceValueArgument] {
        guard let detail = term.detail, let start = term.detailOffset, !detail.isEmpty else { return [] }
        switch TraceValueParser.arguments(detail) {
        case .success(let arguments):
            return arguments.map { argument in
                let expression = argument.expression.map { text in
                    TraceExpressionScanner.expression(text, at: start + argument.expressionOffset, locator)
                }
                return TraceValueArgument(
                    label: argument.label, value: argument.value,
                    location: locator.location(ofOffset: start + argument.offset), name: argument.name,
                    expression: expression)
            }
        case .failure(let failure):
            throw TraceSyntax.Failure(message: failure.message, offset: start + failure.offset)
        }
    }
}
