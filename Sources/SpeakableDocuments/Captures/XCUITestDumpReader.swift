import Foundation

/// Reads XCUITest's element dump, `print(app.debugDescription)` or `po app`:
///
/// ```text
/// Attributes: Application, 0x600000c04000, pid: 4242, label: 'Shop'
/// Element subtree:
///  →Application, 0x600000c04000, pid: 4242, label: 'Shop'
///     Window (Main), 0x600000c04150, {{0.0, 0.0}, {390.0, 844.0}}
///       Button, 0x600000c04290, {{16.0, 52.0}, {80.0, 44.0}}, identifier: 'save', label: 'Save'
/// Path to element:
///  →Application, 0x600000c04000, pid: 4242, label: 'Shop'
/// Query chain:
///  →Find: Target Application 'com.example.shop'
/// ```
///
/// The dump escapes nothing: a label may hold apostrophes (`label: 'Fig 'Green Gem''`) and line
/// breaks. So a quoted text ends only at an apostrophe followed by the end of the element or by
/// another field, and a line that does not start an element continues the one before.
enum XCUITestDumpReader {
    /// Whether the first line that is not blank is a header of the dump or an element line.
    static func looksLikeDump(_ bytes: ArraySlice<UInt8>) -> Bool {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let first = head.split(separator: "\n", omittingEmptySubsequences: true).first else { return false }
        let line = first.trimmingCharacters(in: .whitespaces)
        return line.hasPrefix("Attributes: ") || line == "Element subtree:" || elementStart(Substring(line)) != nil
    }

    static func read(_ text: String, file: String) throws -> CapturedScreen {
        var records: [(line: Int, indent: Int, text: String)] = []
        var inSubtree = !text.contains("\nElement subtree:") && !text.hasPrefix("Element subtree:")
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "Element subtree:" { inSubtree = true; continue }
            if trimmed == "Path to element:" || trimmed == "Query chain:" { if !records.isEmpty { break }; inSubtree = false; continue }
            if trimmed.hasPrefix("Attributes: ") { continue }
            guard inSubtree else { continue }
            if let start = elementStart(line) {
                records.append((lineNumber, start.indent, String(line[start.body...])))
            } else if !records.isEmpty {
                records[records.count - 1].text += "\n" + line   // a line break inside a label
            } else if !trimmed.isEmpty {
                throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                    severity: .error, file: file, line: lineNumber, column: 1, keyPath: "",
                    message: "expected an element line such as `Button, 0x600000c04290, {{16.0, 52.0}, {80.0, 44.0}}, label: 'Save'`"))
            }
        }
        var warnings: [DocumentDiagnostic] = []
        var unknownTypes: Set<String> = []
        var stack: [(indent: Int, element: CapturedElement)] = [(-1, CapturedElement())]
        func closeTop() {
            let top = stack.removeLast()
            stack[stack.count - 1].element.children.append(top.element)
        }
        for record in records {
            // Blank lines after an element (the end of the dump, say) are not part of its label.
            var text = Substring(record.text)
            while let last = text.last, last == "\n" || last == " " { text = text.dropLast() }
            var element = try self.element(String(text), line: record.line, file: file)
            if !CaptureTraits.knownTypes.contains(element.type), unknownTypes.insert(element.type).inserted {
                warnings.append(DocumentDiagnostic(severity: .warning, file: file, line: record.line, column: 1, keyPath: "type",
                                                   message: "unknown element type '\(element.type)'; read as a container"))
            }
            element.line = record.line
            while stack.count > 1, stack[stack.count - 1].indent >= record.indent { closeTop() }
            guard stack.count <= CaptureScreenBuilder.maximumDepth else {
                throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                    severity: .error, file: file, line: record.line, column: 1, keyPath: "",
                    message: "elements nest more than \(CaptureScreenBuilder.maximumDepth) deep"))
            }
            stack.append((record.indent, element))
        }
        while stack.count > 1 { closeTop() }
        return CapturedScreen(format: .xcuitest, roots: stack[0].element.children, warnings: warnings)
    }

    /// Where an element line's type starts, and its indentation (spaces and `→`/`↳` markers),
    /// when the line starts `Type, 0xADDR` or `Type (Extra), 0xADDR`.
    static func elementStart(_ line: Substring) -> (indent: Int, body: Substring.Index)? {
        var index = line.startIndex, indent = 0
        while index < line.endIndex, line[index] == " " || line[index] == "→" || line[index] == "↳" || line[index] == "\t" {
            indent += 1
            index = line.index(after: index)
        }
        let body = index
        guard index < line.endIndex, line[index].isUppercase, line[index].isASCII else { return nil }
        while index < line.endIndex, line[index].isASCII, line[index].isLetter { index = line.index(after: index) }
        var rest = line[index...]
        if rest.hasPrefix(" ("), let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
        guard rest.hasPrefix(", 0x") else { return nil }
        let hex = rest.dropFirst(4).prefix { $0.isHexDigit }
        guard !hex.isEmpty else { return nil }
        return (indent, body)
    }

    /// Keys whose text follows `key: `; the first four are quoted.
    private static let quotedKeys = ["identifier", "label", "title", "placeholderValue"]
    private static let keys = quotedKeys + ["value", "pid"]
    private static let flags = ["Selected", "Disabled", "Focused", "Keyboard Focused", "Enabled", "Hittable", "Not Hittable"]

    private static func element(_ text: String, line: Int, file: String) throws -> CapturedElement {
        var element = CapturedElement(line: line)
        var rest = Substring(text)
        let typeEnd = rest.firstIndex(where: { !($0.isASCII && $0.isLetter) }) ?? rest.endIndex
        element.type = String(rest[..<typeEnd])
        rest = rest[typeEnd...]
        if rest.hasPrefix(" ("), let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
        rest = rest.dropFirst(4).drop { $0.isHexDigit }                // ", 0x…"
        if rest.hasPrefix(", {{"), let close = rest.range(of: "}}") {
            let numbers = rest[rest.index(rest.startIndex, offsetBy: 4)..<close.lowerBound]
                .split(whereSeparator: { !"0123456789.-eE".contains($0) }).compactMap { Double($0) }
            element.hasEmptyFrame = numbers.count == 4 && (numbers[2] <= 0 || numbers[3] <= 0)
            rest = rest[close.upperBound...]
        }
        while !rest.isEmpty {
            guard rest.hasPrefix(", ") else {
                throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                    severity: .error, file: file, line: line, column: 1, keyPath: "",
                    message: "expected ', ' and a field such as label: '…' after the element's frame"))
            }
            rest = rest.dropFirst(2)
            if let key = keys.first(where: { rest.hasPrefix($0 + ": ") }) {
                rest = rest.dropFirst(key.count + 2)
                let quoted = quotedKeys.contains(key) && rest.hasPrefix("'")
                if quoted { rest = rest.dropFirst() }
                let end = fieldEnd(rest, quoted: quoted)
                let value = String(rest[..<end])
                rest = rest[end...]
                if quoted, rest.hasPrefix("'") { rest = rest.dropFirst() }
                switch key {
                case "identifier": element.identifier = value
                case "label", "title": if element.label.isEmpty || key == "label" { element.label = value }
                case "placeholderValue": element.placeholder = value
                case "value": element.value = value
                default: break
                }
            } else {
                let end = fieldEnd(rest, quoted: false)
                switch rest[..<end] {
                case "Selected": element.isSelected = true
                case "Disabled": element.isEnabled = false
                default: break
                }
                rest = rest[end...]
            }
        }
        return element
    }

    /// Where a field's text ends: for quoted text, the apostrophe that is followed by the end
    /// or by `, ` and another field (the last apostrophe, when none is); otherwise the next `, `
    /// followed by another field, or the end.
    private static func fieldEnd(_ rest: Substring, quoted: Bool) -> Substring.Index {
        var lastQuote: Substring.Index?
        var index = rest.startIndex
        while index < rest.endIndex {
            let after = rest.index(after: index)
            if quoted, rest[index] == "'" {
                lastQuote = index
                if after == rest.endIndex || startsField(rest[after...]) { return index }
            } else if !quoted, rest[index...].hasPrefix(", "), startsField(rest[index...]) {
                return index
            }
            index = after
        }
        return quoted ? (lastQuote ?? rest.endIndex) : rest.endIndex
    }

    /// `, key: ` or `, Flag` followed by the end or another `, `.
    private static func startsField(_ text: Substring) -> Bool {
        guard text.hasPrefix(", ") else { return false }
        let next = text.dropFirst(2)
        if keys.contains(where: { next.hasPrefix($0 + ": ") }) { return true }
        return flags.contains { flag in
            next.hasPrefix(flag) && (next.count == flag.count || next.dropFirst(flag.count).hasPrefix(", "))
        }
    }
}
