import Foundation
import MCP

/// One tool call as the `speakable` command line that answers it: always `--format json`, the
/// screen as a path after `--` (so that no path is read as an option) or as standard input (`-`).
struct ToolRequest: Sendable {
    /// Arguments a tool call got wrong; the message goes back to the caller as the tool's error.
    struct ArgumentError: Error, Sendable {
        var message: String
    }

    var arguments: [String]
    var input: Data?
    /// The exit statuses after which standard output is the answer (audit exits 1 when it
    /// found something, which is an answer, not a failure).
    var answeringStatuses: Set<Int32>

    init(tool: ToolName, arguments given: [String: Value]) throws(ArgumentError) {
        let known = Self.argumentNames(of: tool)
        for name in given.keys.sorted() where !known.contains(name) {
            throw ArgumentError(message: "\(tool.rawValue): unknown argument '\(name)'; its arguments are \(known.joined(separator: ", "))")
        }
        if tool == .walkTask {
            self = try Self.walkTask(given)
            return
        }
        let command = tool == .compareReaders ? ToolName.render.rawValue : tool.rawValue
        arguments = [command, "--format", "json"]
        answeringStatuses = tool == .audit ? [0, 1] : [0]
        if let locale = try Self.string(given["locale"], "locale") { arguments += ["--locale", locale] }
        if known.contains("reader"), let reader = try Self.string(given["reader"], "reader") {
            // Unset, the CLI's default stands: TalkBack for an Android capture, else the document's `reader:`.
            guard Self.readers.contains(reader) else {
                throw ArgumentError(message: "\(tool.rawValue): reader must be \(Self.readers.joined(separator: " or ")), not '\(reader)'")
            }
            arguments += ["--reader", reader]
        }
        switch tool {
        case .render, .walkTask:
            break
        case .compareReaders:
            arguments += ["--reader", "both"]
        case .navigate:
            if let commands = try Self.list(given["commands"], "commands", escapingCommas: true) { arguments += ["--commands", commands] }
        case .audit:
            for (name, option) in [("rules", "--rules"), ("disable", "--disable"), ("enable", "--enable")] {
                if let ids = try Self.list(given[name], name, escapingCommas: false) { arguments += [option, ids] }
            }
            if let target = given["min_target"] {
                guard let points = target.doubleValue ?? target.intValue.map(Double.init) else {
                    throw ArgumentError(message: "audit: min_target must be a number of points")
                }
                arguments += ["--min-target", String(points)]
            }
        }
        switch (try Self.string(given["path"], "path"), try Self.string(given["text"], "text")) {
        case let (path?, nil):
            guard !path.isEmpty, path != "-" else { throw ArgumentError(message: "\(tool.rawValue): path names no file (to give the screen itself, use text)") }
            arguments += ["--", path]
        case let (nil, text?):
            arguments += ["--", "-"]
            input = Data(text.utf8)
        case (.some, .some):
            throw ArgumentError(message: "\(tool.rawValue): give path or text, not both")
        case (nil, nil):
            throw ArgumentError(message: "\(tool.rawValue): give the screen as path (a document or capture on disk) or as text")
        }
    }

    private init(arguments: [String], input: Data?, answeringStatuses: Set<Int32>) {
        self.arguments = arguments
        self.input = input
        self.answeringStatuses = answeringStatuses
    }

    /// `walk_task`: `speakable task --format json --summary [--reader R] [--audio none] -- PATH`.
    /// A blocked task (exit 1) is an answer, not a failure. A task file names its screens
    /// relative to itself, so it is given as a path only.
    private static func walkTask(_ given: [String: Value]) throws(ArgumentError) -> ToolRequest {
        var arguments = ["task", "--format", "json", "--summary"]
        if let reader = try string(given["reader"], "reader") {
            guard ["voiceover", "talkback", "both"].contains(reader) else {
                throw ArgumentError(message: "walk_task: reader must be voiceover, talkback or both, not '\(reader)'")
            }
            arguments += ["--reader", reader]
        }
        if let seconds = given["seconds"], seconds != .null {
            guard let measured = seconds.boolValue else { throw ArgumentError(message: "walk_task: seconds must be true or false") }
            if !measured { arguments += ["--audio", "none"] }
        }
        guard let path = try string(given["path"], "path"), !path.isEmpty, path != "-" else {
            throw ArgumentError(message: "walk_task: give the task file as path (NAME.task.yaml on disk)")
        }
        return ToolRequest(arguments: arguments + ["--", path], input: nil, answeringStatuses: [0, 1])
    }

    /// The arguments a tool takes, in the order its schema lists them.
    static func argumentNames(of tool: ToolName) -> [String] {
        let common = ["path", "text", "locale"]
        switch tool {
        case .walkTask: return ["path", "reader", "seconds"]
        case .render: return common + ["reader"]
        case .compareReaders: return common
        case .navigate: return common + ["reader", "commands"]
        case .audit: return common + ["reader", "rules", "disable", "enable", "min_target"]
        }
    }

    /// The readers a tool that speaks a screen takes as `reader` (the CLI's `--reader`, one reader).
    static let readers = ["voiceover", "talkback"]

    private static func string(_ value: Value?, _ name: String) throws(ArgumentError) -> String? {
        guard let value, value != .null else { return nil }
        guard let text = value.stringValue else { throw ArgumentError(message: "\(name) must be a string") }
        return text
    }

    /// A list as the CLI's comma syntax: an array is joined (each item's commas and backslashes
    /// escaped, for typed text, when the syntax has escapes); a string is taken as written.
    private static func list(_ value: Value?, _ name: String, escapingCommas: Bool) throws(ArgumentError) -> String? {
        guard let value, value != .null else { return nil }
        if let text = value.stringValue { return text }
        guard let items = value.arrayValue else { throw ArgumentError(message: "\(name) must be an array of strings") }
        var texts: [String] = []
        for item in items {
            guard let text = item.stringValue else { throw ArgumentError(message: "\(name) must be an array of strings") }
            texts.append(escapingCommas ? text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ",", with: "\\,") : text)
        }
        return texts.joined(separator: ",")
    }
}
