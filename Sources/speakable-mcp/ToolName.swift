import MCP

/// The tools this server offers, each answered by one `speakable` command.
enum ToolName: String, CaseIterable, Sendable {
    case render, navigate, audit
    case compareReaders = "compare_readers"
    case walkTask = "walk_task"

    /// The tool as `tools/list` describes it.
    var tool: Tool {
        Tool(name: rawValue, title: title, description: summary, inputSchema: inputSchema,
             annotations: .init(readOnlyHint: true, openWorldHint: false))
    }

    private var title: String {
        switch self {
        case .render: "Render a screen as VoiceOver speaks it"
        case .navigate: "Navigate a screen with VoiceOver gestures"
        case .audit: "Audit a screen for VoiceOver"
        case .compareReaders: "Compare VoiceOver and TalkBack on a screen"
        case .walkTask: "Walk a task across screens with VoiceOver or TalkBack"
        }
    }

    private var summary: String {
        let input = " Give the screen as `path` (a YAML or JSON screen document, or a capture: AccessibilitySnapshot or idb JSON, Appium XML, an XCUITest dump, an Android uiautomator dump or UiAutomator2 page source) or as `text` (its content)."
        switch self {
        case .render:
            return "Everything VoiceOver says on a screen, in reading order: the JSON of `speakable render --format json` (an array of utterances)." + input
        case .navigate:
            return "Runs VoiceOver gestures over a screen and returns what each one made VoiceOver say: the JSON of `speakable navigate --format json`. Without `commands`, the document's own commands (a capture's NAME.commands) run. Typed text in a secure field is shown as one • per character." + input
        case .audit:
            return "What is wrong with a screen for a VoiceOver user (missing labels, small targets, image names as labels, secure text in a capture, …): the JSON of `speakable audit --format json`, each finding with its rule, severity, line and message." + input
        case .compareReaders:
            return "Each stop as VoiceOver and as TalkBack say it: the JSON of `speakable render --reader both --format json`, `readers` (each reader's rendering, as `render` gives it) and `pairs` (each stop's text under both readers, null where one reader makes no stop of that element)." + input
        case .walkTask:
            return "Walks a task file (NAME.task.yaml: its screens and what the user does on each) as a VoiceOver or TalkBack user would, and says whether each step can be done, what it costs (swipes, seconds of speech, the shortest gestures) and why a step is blocked: the JSON of `speakable task --format json --summary`. Give the task file as `path`; its screens are found relative to it."
        }
    }

    private var inputSchema: Value {
        var properties: [String: Value] = [
            "path": ["type": "string", "description": "The document or capture on disk, relative to the server's working folder. Give this or text."],
            "text": ["type": "string", "description": "The document or capture itself (YAML, JSON, XML or an XCUITest dump), instead of a path."],
            "locale": ["type": "string", "enum": ["en", "ru", "zh-Hans"], "description": "The language to speak. Default: the document's own."],
        ]
        if self != .compareReaders {
            properties["reader"] = [
                "type": "string", "enum": .array(ToolRequest.readers.map { .string($0) }),
                "description": "The screen reader whose words to give: voiceover or talkback. Default as the CLI's: talkback for an Android capture, else the document's reader:, else voiceover.",
            ]
        }
        switch self {
        case .render, .compareReaders:
            break
        case .walkTask:
            return ["type": "object", "properties": [
                "path": ["type": "string", "description": "The task file (NAME.task.yaml) on disk, relative to the server's working folder."],
                "reader": ["type": "string", "enum": ["voiceover", "talkback", "both"],
                           "description": "Who walks it. Default: the task file's reader:, else talkback when every screen is an Android capture, else voiceover."],
                "seconds": ["type": "boolean", "description": "Measure the seconds of speech from synthesized clips (the default, needs espeak-ng); false counts swipes only."],
            ], "required": ["path"], "additionalProperties": false]
        case .navigate:
            properties["commands"] = [
                "type": "array", "items": ["type": "string"],
                "description": "Gestures in order: next, previous, first, last, activate, escape, increment, decrement, type TEXT, shake, action NAME, rotor NAME, down, up, touch X,Y, read all, read from top. (A string in the CLI's comma syntax is taken too.)",
            ]
        case .audit:
            let list: Value = ["type": "array", "items": ["type": "string"]]
            properties["rules"] = list.merging(description: "Only these rules (ids such as missing-label).")
            properties["disable"] = list.merging(description: "Skip these rules.")
            properties["enable"] = list.merging(description: "Also run these opt-in rules: listening-cost.")
            properties["min_target"] = ["type": "number", "description": "The smallest hit area in points for hit-region: 24 (WCAG 2.2, the default) or 44 (the HIG)."]
        }
        return ["type": "object", "properties": .object(properties), "additionalProperties": false]
    }
}

extension Value {
    /// An object schema with a description added.
    fileprivate func merging(description: String) -> Value {
        guard case var .object(members) = self else { return self }
        members["description"] = .string(description)
        return .object(members)
    }
}
