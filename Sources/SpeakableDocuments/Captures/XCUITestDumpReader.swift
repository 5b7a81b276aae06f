import Speakable
import FoundationEssentials
import Glibc

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
    /// Whether the first line that is not blank is a header of the dump or an element line, or
    /// a line of the first 4 KB is `Element subtree:` (a dump pasted from a test log, after
    /// lines of the log).
    /// With `everywhere`, the header is looked for in all of `bytes` (a dump after a test log
    /// longer than 4 KB: asked only of a file that did not read as a document).
    static func looksLikeDump(_ bytes: ArraySlice<UInt8>, everywhere: Bool = false) -> Bool {
        if bytes.first == UInt8(ascii: "\""), let text = unescapedLLDBString(Array(bytes.prefix(everywhere ? bytes.count : 65_536))) {
            return looksLikeDump(text[...], everywhere: everywhere)
        }
        // Every document is asked this before it is read, so the first 4 KB are looked at in
        // place: the first line that is not blank, then a search for the header.
        let head = everywhere ? bytes : bytes.prefix(4096)
        var start = head.startIndex
        while start < head.endIndex, [space, tab, newline, carriageReturn].contains(head[start]) { start += 1 }
        let first = trimmed(head[start..<(head[start...].firstIndex(of: newline) ?? head.endIndex)])
        if first.starts(with: Array("Attributes: ".utf8)) || elementStart(first) != nil { return true }
        var from = head.startIndex
        while let at = firstIndex(of: subtreeHeader, in: head[from...]) {
            let lineStart = (head[..<at].lastIndex(of: newline)).map { $0 + 1 } ?? head.startIndex
            let lineEnd = head[at...].firstIndex(of: newline) ?? head.endIndex
            if trimmed(head[lineStart..<lineEnd]).elementsEqual(subtreeHeader) { return true }
            from = at + 1
        }
        return false
    }

    /// A line without the spaces and tabs around it (and a carriage return at its end).
    private static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = line.startIndex, end = line.endIndex
        while start < end, line[start] == space || line[start] == tab { start += 1 }
        while end > start, line[end - 1] == carriageReturn || line[end - 1] == space || line[end - 1] == tab { end -= 1 }
        return line[start..<end]
    }

    static func read(_ text: String, file: String) throws -> CapturedScreen {
        let bytes = unescapedLLDBString(Array(text.utf8)) ?? Array(text.utf8)
        var warnings: [DocumentDiagnostic] = []
        let records = try self.records(bytes, file: file, warnings: &warnings)
        var unknownTypes: Set<String> = []
        var stack: [(indent: Int, element: CapturedElement)] = [(-1, CapturedElement())]
        func closeTop() {
            let top = stack.removeLast()
            stack[stack.count - 1].element.children.append(top.element)
        }
        for record in records {
            // Blank lines after an element (the end of the dump, say) are not part of its label.
            var end = record.end
            while end > record.body, bytes[end - 1] == newline || bytes[end - 1] == space || bytes[end - 1] == carriageReturn { end -= 1 }
            var element = try self.element(bytes[record.body..<end], line: record.line, file: file)
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

    /// One element's text: from its type to the start of the next element line (a label may
    /// hold line breaks).
    private struct Record {
        var line: Int
        var indent: Int
        var body: Int
        var end: Int
    }

    /// The element records of the `Element subtree:` block (or of the whole text, when it has
    /// no headers).
    private static func records(_ bytes: [UInt8], file: String, warnings: inout [DocumentDiagnostic]) throws -> [Record] {
        let hasSubtree = bytes.starts(with: subtreeHeader) || contains(bytes, [newline] + subtreeHeader)
        var inSubtree = !hasSubtree
        var records: [Record] = []
        var skipped: Int?, skippedCount = 0
        var lineNumber = 0, lineStart = 0
        while lineStart <= bytes.count {
            lineNumber += 1
            let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.count
            var contentEnd = lineEnd
            if contentEnd > lineStart, bytes[contentEnd - 1] == carriageReturn { contentEnd -= 1 }
            let line = bytes[lineStart..<contentEnd]
            var first = line.startIndex
            while first < line.endIndex, line[first] == space || line[first] == tab { first += 1 }
            let trimmed = line[first...]
            defer { lineStart = lineEnd + 1 }
            if trimmed.elementsEqual(subtreeHeader) { inSubtree = true; continue }
            if trimmed.elementsEqual(Array("Path to element:".utf8)) || trimmed.elementsEqual(Array("Query chain:".utf8)) {
                if !records.isEmpty { break }
                inSubtree = false
                continue
            }
            if trimmed.starts(with: Array("Attributes: ".utf8)) { continue }
            guard inSubtree else { continue }
            if let start = elementStart(line) {
                records.append(Record(line: lineNumber, indent: start.indent, body: start.body, end: contentEnd))
            } else if !records.isEmpty, !trimmed.isEmpty, !isPasted(trimmed) {
                // A line break inside a label. A blank line alone extends nothing: the empty line
                // after a dump's last `...` made the record before it reach over the `...`.
                records[records.count - 1].end = contentEnd
            } else if !trimmed.isEmpty {
                // An author's `...`, a log line: skipped, said once (imports spec §9).
                if skipped == nil { skipped = lineNumber }
                skippedCount += 1
            }
        }
        guard !records.isEmpty else {
            throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                severity: .error, file: file, line: skipped ?? 1, column: 1, keyPath: "",
                message: "expected an element line such as `Button, 0x600000c04290, {{16.0, 52.0}, {80.0, 44.0}}, label: 'Save'`"))
        }
        if let skipped {
            warnings.append(DocumentDiagnostic(severity: .warning, file: file, line: skipped, column: 1, keyPath: "",
                                               message: skippedCount == 1 ? "a line of the element subtree that is not an element line is skipped"
                                                : "\(skippedCount) lines of the element subtree that are not element lines are skipped, the first here"))
        }
        return records
    }

    /// A line pasted into a dump that is no part of a label: an author's `...` or `…`, or a
    /// line of XCTest's log (`t = 1.23s …`, `Test Case '…`).
    private static func isPasted(_ trimmed: ArraySlice<UInt8>) -> Bool {
        trimmed.elementsEqual(Array("...".utf8)) || trimmed.elementsEqual(Array("…".utf8))
            || trimmed.starts(with: Array("t = ".utf8)) || trimmed.starts(with: Array("Test Case '".utf8))
    }

    /// A dump as lldb's `p` prints a `String`: one line in double quotes, with `\n`, `\t`, `\'`,
    /// `\"` and `\\` escapes; its text, or `nil` when `bytes` is not that.
    static func unescapedLLDBString(_ bytes: [UInt8]) -> [UInt8]? {
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, [space, tab, newline, carriageReturn].contains(bytes[start]) { start += 1 }
        while end > start, [space, tab, newline, carriageReturn].contains(bytes[end - 1]) { end -= 1 }
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        guard end - start >= 2, bytes[start] == quote, bytes[end - 1] == quote, !bytes[start..<end].contains(newline) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(end - start)
        var index = start + 1
        while index < end - 1 {
            let byte = bytes[index]
            guard byte == backslash, index + 1 < end - 1 else { output.append(byte); index += 1; continue }
            switch bytes[index + 1] {
            case UInt8(ascii: "n"): output.append(newline)
            case UInt8(ascii: "t"): output.append(tab)
            case UInt8(ascii: "r"): output.append(carriageReturn)
            case let other: output.append(other)   // \', \", \\
            }
            index += 2
        }
        return output
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        firstIndex(of: needle, in: bytes[...]) != nil
    }

    /// Where an element line's type starts, and its indentation (spaces, tabs and `→`/`↳`
    /// markers, each one column), when the line starts `Type, 0xADDR` or `Type (Extra), 0xADDR`.
    static func elementStart(_ line: ArraySlice<UInt8>) -> (indent: Int, body: Int)? {
        var index = line.startIndex, indent = 0
        while index < line.endIndex {
            if line[index] == space || line[index] == tab { index += 1 }
            else if line[index...].starts(with: rightArrow) || line[index...].starts(with: downRightArrow) { index += 3 }
            else { break }
            indent += 1
        }
        let body = index
        guard index < line.endIndex, isUpper(line[index]) else { return nil }
        while index < line.endIndex, isLetter(line[index]) { index += 1 }
        if line[index...].starts(with: [space, openParenthesis]), let close = line[index...].firstIndex(of: closeParenthesis) { index = close + 1 }
        // `Type, 0xADDR`; some Xcode versions print the application as `Application, pid: N`,
        // and an element without its address as `Type, {{x, y}, {w, h}}`.
        if line[index...].starts(with: pidPrefix) || line[index...].starts(with: framePrefix) { return (indent, body) }
        guard line[index...].starts(with: addressPrefix) else { return nil }
        index += addressPrefix.count
        guard index < line.endIndex, isHexDigit(line[index]) else { return nil }
        return (indent, body)
    }

    /// Keys whose text follows `key: `; the first four are quoted.
    private static let quotedKeys = ["identifier", "label", "title", "placeholderValue"].map { Array(($0 + ": ").utf8) }
    private static let keys = quotedKeys + ["value", "pid"].map { Array(($0 + ": ").utf8) }
    private static let flags = ["Selected", "Disabled", "Focused", "Keyboard Focused", "Enabled", "Hittable", "Not Hittable"].map { Array($0.utf8) }

    private static func element(_ text: ArraySlice<UInt8>, line: Int, file: String) throws -> CapturedElement {
        var element = CapturedElement(line: line)
        var index = text.startIndex
        while index < text.endIndex, isLetter(text[index]) { index += 1 }
        element.type = String(decoding: text[text.startIndex..<index], as: UTF8.self)
        if text[index...].starts(with: [space, openParenthesis]), let close = text[index...].firstIndex(of: closeParenthesis) { index = close + 1 }
        if text[index...].starts(with: addressPrefix) {
            index += addressPrefix.count
            while index < text.endIndex, isHexDigit(text[index]) { index += 1 }
        }
        if text[index...].starts(with: framePrefix), let close = firstIndex(of: frameSuffix, in: text[index...]) {
            if let frame = frame(text[(index + framePrefix.count)..<close]) { element.frame = frame }
            index = close + frameSuffix.count
        }
        while index < text.endIndex {
            guard text[index...].starts(with: separator) else {
                throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                    severity: .error, file: file, line: line, column: 1, keyPath: "",
                    message: "expected ', ' and a field such as label: '…' after the element's frame"))
            }
            index += separator.count
            if let key = keys.firstIndex(where: { text[index...].starts(with: $0) }) {
                index += keys[key].count
                let quoted = key < quotedKeys.count && index < text.endIndex && text[index] == apostrophe
                if quoted { index += 1 }
                let end = fieldEnd(text[index...], quoted: quoted)
                let value = String(decoding: text[index..<end], as: UTF8.self)
                index = end
                if quoted, index < text.endIndex, text[index] == apostrophe { index += 1 }
                switch key {
                case 0: element.identifier = value
                case 1: element.label = value
                case 2: if element.label.isEmpty { element.label = value }
                case 3: element.placeholder = value
                case 4: element.value = value
                default: break
                }
            } else {
                let end = fieldEnd(text[index...], quoted: false)
                let flag = text[index..<end]
                if flag.elementsEqual(flags[0]) { element.isSelected = true }
                if flag.elementsEqual(flags[1]) { element.isEnabled = false }
                index = end
            }
        }
        return element
    }

    /// Where a field's text ends: for quoted text, the apostrophe that is followed by the end
    /// or by `, ` and another field (the last apostrophe, when none is); otherwise the next `, `
    /// followed by another field, or the end.
    private static func fieldEnd(_ rest: ArraySlice<UInt8>, quoted: Bool) -> Int {
        var lastQuote: Int?
        var index = rest.startIndex
        while index < rest.endIndex {
            if quoted, rest[index] == apostrophe {
                lastQuote = index
                if index + 1 == rest.endIndex || startsField(rest[(index + 1)...]) { return index }
            } else if !quoted, rest[index] == comma, startsField(rest[index...]) {
                return index
            }
            index += 1
        }
        return quoted ? (lastQuote ?? rest.endIndex) : rest.endIndex
    }

    /// `, key: ` or `, Flag` followed by the end or another `, `.
    private static func startsField(_ text: ArraySlice<UInt8>) -> Bool {
        guard text.starts(with: separator) else { return false }
        let next = text.dropFirst(2)
        if keys.contains(where: { next.starts(with: $0) }) { return true }
        return flags.contains { flag in
            next.starts(with: flag) && (next.count == flag.count || next.dropFirst(flag.count).starts(with: separator))
        }
    }


    /// `x, y}, {w, h`, read from its bytes (a reading through `String` and `Character` was most
    /// of a dump's reading time).
    private static func frame(_ text: ArraySlice<UInt8>) -> ScreenFrame? {
        var numbers: [Double] = []
        var start: Int?
        for index in text.indices {
            let byte = text[index]
            let isNumber = isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            if isNumber, start == nil { start = index }
            if !isNumber || index == text.index(before: text.endIndex), let from = start {
                let end = isNumber ? text.endIndex : index
                guard let number = Double(String(decoding: text[from..<end], as: UTF8.self)) else { return nil }
                numbers.append(number)
                start = nil
            }
        }
        guard numbers.count == 4 else { return nil }
        return ScreenFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private static func firstIndex(of needle: [UInt8], in text: ArraySlice<UInt8>) -> Int? {
        // Every document's first 4 KB are searched for the dump's header: memchr and memcmp
        // over the bytes, not a walk of the slice's indices.
        text.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                guard let base = haystack.baseAddress, let first = needle.first, let needleBase = needle.baseAddress else { return nil }
                var offset = 0
                while haystack.count - offset >= needle.count,
                      let found = memchr(base + offset, Int32(first), haystack.count - offset - needle.count + 1) {
                    let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, needleBase, needle.count) == 0 { return text.startIndex + at }
                    offset = at + 1
                }
                return nil
            }
        }
    }

    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    private static let comma = UInt8(ascii: ","), apostrophe = UInt8(ascii: "'")
    private static let openParenthesis = UInt8(ascii: "("), closeParenthesis = UInt8(ascii: ")")
    private static let separator = Array(", ".utf8), addressPrefix = Array(", 0x".utf8)
    private static let framePrefix = Array(", {{".utf8), frameSuffix = Array("}}".utf8), pidPrefix = Array(", pid: ".utf8)
    private static let subtreeHeader = Array("Element subtree:".utf8)
    private static let rightArrow = Array("→".utf8), downRightArrow = Array("↳".utf8)
    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || (byte >= 0x61 && byte <= 0x7A) }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66) }
}
