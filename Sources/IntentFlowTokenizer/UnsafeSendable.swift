/// Carries pointers into `DispatchQueue.concurrentPerform` workers.
///
/// Sound here because every worker reads the same immutable text and writes only its own slot of the results, and
/// `concurrentPerform` returns only after all of them have finished.
struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
}
