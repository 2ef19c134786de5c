/// Where the server's requests run: each job of a request's task on a thread of its own, with the stack of a main
/// thread. Tools parse deep YAML and JSON, which a cooperative pool thread's stack would not hold; and a task (not a
/// bare thread) is what cancellation reaches: the check and the generation pipeline stop at `Task.isCancelled`.
@available(macOS 15, iOS 18, *)
final class MCPWorkerExecutor: TaskExecutor {
    /// The one executor: it keeps no state, each job gets a fresh thread.
    static let shared = MCPWorkerExecutor()

    /// The stack of each thread: a main thread's (8 MiB).
    static let stackSize = 8 << 20

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        WorkerThread.start(stackSize: Self.stackSize) { job.runSynchronously(on: executor) }
    }
}

extension WorkerThread {
    /// A task running `work` on a worker thread of its own (``MCPWorkerExecutor``; a plain task where task executors
    /// do not exist): a thread's stack, and a task's cancellation.
    static func task<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Task<Value, Never> {
        if #available(macOS 15, iOS 18, *) {
            return Task(executorPreference: MCPWorkerExecutor.shared) { work() }
        }
        return Task.detached { work() }
    }
}
