/// Test results as JUnit XML, for CI systems that show them.
enum JUnitReport {
    static func xml(_ results: [GoldenSuite.Result], suite: String = "speakable") -> String {
        let failures = results.filter { !$0.passed }.count
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\">",
                     "  <testsuite name=\"\(escape(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\">"]
        for result in results {
            let name = "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(result.document))\""
            if result.passed {
                lines.append(name + (result.report.isEmpty ? "/>" : ">\n      <system-out>\(escape(result.report.joined(separator: "\n")))</system-out>\n    </testcase>"))
            } else {
                let message = escape(result.report.first ?? "failed")
                lines.append(name + ">\n      <failure message=\"\(message)\">\(escape(result.report.joined(separator: "\n")))</failure>\n    </testcase>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n")
    }

    /// XML's five specials escaped; what XML 1.0 forbids (C0 controls other than tab and line
    /// breaks, U+FFFE, U+FFFF) and DEL shown as U+FFFD, so that a document's name or a diff
    /// of its text never makes the report unreadable.
    static func escape(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            default:
                let forbidden = scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                output.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return output
    }
}
