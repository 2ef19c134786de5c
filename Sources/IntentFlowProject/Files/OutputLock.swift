#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// One run at a time per output directory: an advisory `flock` on the directory itself.
///
/// The lock is held on an open descriptor of the output directory, so no lock file is left in a person's tree, and
/// the kernel releases it when the process ends, however it ends — a run killed with SIGKILL never leaves a stale
/// lock behind. A second run waits up to a bounded time for the first, then fails with a message that says why.
///
/// `package`: `intentflow mutate` (IntentFlowMutate) holds it on its scratch copy of a package.
package enum OutputLock {
    /// Runs `body` holding the lock on `directory` (which must exist), after waiting at most `timeout` for another
    /// run to finish.
    ///
    /// - Throws: ``FilePlanError`` (`io`) when the directory cannot be opened or another run holds it for longer;
    ///   whatever `body` throws.
    package static func holding<Result>(
        _ directory: URL, timeout: Duration, _ body: () throws(FilePlanError) -> Result
    ) throws(FilePlanError) -> Result {
        let path = directory.path
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FilePlanError(.io, path: path, "cannot be locked: \(String(cString: strerror(errno)))")
        }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        // Polling, not a blocking flock: a blocking call cannot be given a deadline without signals.
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let reason = errno
            guard reason == EWOULDBLOCK || reason == EINTR, clock.now < deadline else {
                close(descriptor)
                throw FilePlanError(
                    .io, path: path,
                    reason == EWOULDBLOCK
                        ? "another intentflow run is writing into this directory and did not finish within \(timeout); "
                            + "run again when it has"
                        : "cannot be locked: \(String(cString: strerror(reason)))")
            }
            usleep(20_000)
        }
        defer {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        return try body()
    }
}
