import Speakable
import Testing
import XCTest

/// Reports an assertion's failure to whichever test library is running: an issue in Swift
/// Testing, `XCTFail` in XCTest.
enum FailureReporter {
    static func fail(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        // A golden or a diff may hold control characters: shown in the test log, never obeyed.
        let message = VisibleText.escaped(message)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
                fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
