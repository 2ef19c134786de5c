/// Yields until `condition` holds: for states no signal announces, such as a task having
/// suspended inside `CompletionSignal.wait()`. Runs on the caller's actor, so `condition` may read
/// its state. The suites' time limits fail a test that never gets there.
func yield(
    isolation: isolated (any Actor)? = #isolation,
    until condition: () -> Bool
) async {
    while !condition() {
        await Task.yield()
    }
}
