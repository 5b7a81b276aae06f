import Speakable
/// Test results as JUnit XML, for CI systems that show them.
enum JUnitReport {
    /// The report; `properties` are the suite's (`<properties>`: the reader, TB3), in order.
    static func xml(_ results: [GoldenSuite.Result], suite: String = "speakable", properties: [(name: String, value: String)] = []) -> String {
        let failures = results.filter { !$0.passed }.count
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     "<testsuites tests=\"\(results.count)\" failures=\"\(failures)\">",
                     "  <testsuite name=\"\(escape(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\">"]
        if !properties.isEmpty {
            lines.append("    <properties>")
            lines += properties.map { "      <property name=\"\(escape($0.name))\" value=\"\(escape($0.value))\"/>" }
            lines.append("    </properties>")
        }
        for result in results {
            // A name with a line feed would be read back with a space (attribute values are
            // normalized): it is written with visible escapes, as the text output writes it.
            // A document checked under a reader besides its own is a test case of its own, named
            // after both; every case checked under a reader names it in a property (TB3).
            let shownName = VisibleText.escapedName(result.document) + (result.isDefaultReader ? "" : result.reader.map { " (\($0.displayName))" } ?? "")
            let name = "    <testcase classname=\"\(escape(suite))\" name=\"\(escape(shownName))\""
            let properties = result.reader.map { "\n      <properties>\n        <property name=\"reader\" value=\"\($0.rawValue)\"/>\n      </properties>" } ?? ""
            if result.passed {
                lines.append(name + (result.report.isEmpty && properties.isEmpty ? "/>"
                    : ">" + properties + (result.report.isEmpty ? "" : "\n      <system-out>\(escape(result.report.joined(separator: "\n")))</system-out>") + "\n    </testcase>"))
            } else {
                let message = escape(VisibleText.escapedName(result.headline ?? result.report.first ?? "failed"))
                lines.append(name + ">" + properties + "\n      <failure message=\"\(message)\">\(escape(result.report.joined(separator: "\n")))</failure>\n    </testcase>")
            }
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n")
    }

    /// Through the one XML escaper (``XMLText``).
    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
