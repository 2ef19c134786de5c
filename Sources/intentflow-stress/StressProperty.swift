/// One guarantee of the runtime, checked round after round until its count is reached or its time is up.
struct StressProperty: Sendable {
    /// What a round found.
    enum Outcome: Sendable {
        case held
        case violated
    }

    let name: String
    /// Rounds at scale 1.
    let rounds: Int
    let round: @Sendable (Int) async -> Outcome

    /// What running the property found.
    struct Result: Sendable {
        var name: String
        var rounds = 0
        var violations = 0
    }

    /// Runs up to `rounds × scale` rounds, stopping early when `budget` has passed.
    func run(scale: Double, budget: Duration) async -> Result {
        var result = Result(name: name)
        let target = max(1, Int(Double(rounds) * scale))
        let clock = ContinuousClock()
        let end = clock.now + budget
        while result.rounds < target && clock.now < end {
            if await round(result.rounds) == .violated { result.violations += 1 }
            result.rounds += 1
        }
        return result
    }
}
