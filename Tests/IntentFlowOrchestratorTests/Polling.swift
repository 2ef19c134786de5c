/// Yields until `condition` holds, for states no signal announces, such as a task having suspended
/// inside `CompletionSignal.wait()`. Runs on the caller's actor, so `condition` may read its state.
///
/// Gives up when the calling task is cancelled, as a suite's time limit does, so that the test's
/// expectations fail instead of the run hanging.
func yield(
    isolation: isolated (any Actor)? = #isolation,
    until condition: () -> Bool
) async {
    while !condition(), !Task.isCancelled {
        await Task.yield()
    }
}
