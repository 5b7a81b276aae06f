import FoundationEssentials
import Glibc

/// A system call that failed, with its `errno` (or returned error number) and the C library's
/// words for it.
package struct SystemCallError: Error, CustomStringConvertible, Sendable {
    package let code: Int32
    package let call: String

    package init(code: Int32 = errno, call: String) {
        self.code = code
        self.call = call
    }

    package var description: String { "\(call): \(String(cString: strerror(code)))" }

    /// The C library's words for why a file operation failed (`No such file or directory`),
    /// from the error number under a Foundation file error; the error itself otherwise.
    package static func reason(of error: any Error) -> String {
        if let error = error as? SystemCallError { return String(cString: strerror(error.code)) }
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        return "\(error)"
    }
}
