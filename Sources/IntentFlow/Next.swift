/// What a reducer decided for one signal: the next state, and the effects, cancellations, outputs and routes
/// that go with it.
///
/// Build it with the chainable builder, starting from the state:
///
/// ```swift
/// return .state(.uploading(progress: 0))
///     .effect(.upload(url), id: "upload.file", policy: .cancelInFlight)
///     .route(.progressSheet)
/// ```
///
/// The store applies ``cancellations`` before ``effects``, whatever order the builder calls came in, so
/// `.cancel("search").effect(.search(q), id: "search")` restarts the search.
public struct Next<State, Effect, Output, Route> {
    /// The state after this step.
    public var state: State
    /// Effects to run, in order.
    public var effects: [EffectRequest<Effect>]
    /// Ids whose in-flight runs to cancel, before any of ``effects`` starts.
    public var cancellations: [EffectID]
    /// Values for the parent flow or app shell, in order.
    public var outputs: [Output]
    /// Navigation decisions for the router, in order.
    public var routes: [Route]

    /// Creates a step result from all of its parts.
    @inlinable
    public init(
        state: State,
        effects: [EffectRequest<Effect>] = [],
        cancellations: [EffectID] = [],
        outputs: [Output] = [],
        routes: [Route] = []
    ) {
        self.state = state
        self.effects = effects
        self.cancellations = cancellations
        self.outputs = outputs
        self.routes = routes
    }

    /// Starts a result with the next state and nothing else.
    @inlinable
    public static func state(_ state: State) -> Next {
        Next(state: state)
    }

    /// Replaces the next state, keeping everything else.
    @inlinable
    public func state(_ state: State) -> Next {
        var next = self
        next.state = state
        return next
    }

    /// Adds an effect to run, registered under `id` and governed by `policy` (see ``EffectPolicy``).
    @inlinable
    public func effect(_ effect: Effect, id: EffectID? = nil, policy: EffectPolicy = .run) -> Next {
        var next = self
        next.effects.append(EffectRequest(effect, id: id, policy: policy))
        return next
    }

    /// Cancels every run in flight under `id`; events they produced that were not yet applied are dropped.
    @inlinable
    public func cancel(_ id: EffectID) -> Next {
        var next = self
        next.cancellations.append(id)
        return next
    }

    /// Adds an output for the parent flow or app shell.
    @inlinable
    public func output(_ output: Output) -> Next {
        var next = self
        next.outputs.append(output)
        return next
    }

    /// Adds a route for the app's navigation layer.
    @inlinable
    public func route(_ route: Route) -> Next {
        var next = self
        next.routes.append(route)
        return next
    }
}

extension Next: Sendable where State: Sendable, Effect: Sendable, Output: Sendable, Route: Sendable {}
extension Next: Equatable where State: Equatable, Effect: Equatable, Output: Equatable, Route: Equatable {}
