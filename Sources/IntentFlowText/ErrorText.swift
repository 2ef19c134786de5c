#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What went wrong in a failed file-system call, in the system's words: "No such file or directory", "Permission
/// denied". The tooling prints this instead of `localizedDescription`, which needs the full Foundation (and ICU) on
/// Linux and there says no more than "The operation could not be completed".
package enum ErrorText {
    /// The POSIX reason under `error` when it has one, else the error's own description.
    package static func describing(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return reason(posix.code.rawValue) }
        if let cocoa = error as? CocoaError, let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
            return reason(posix.code.rawValue)
        }
        return String(describing: error)
    }

    /// `strerror`'s text for an `errno` value.
    package static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
