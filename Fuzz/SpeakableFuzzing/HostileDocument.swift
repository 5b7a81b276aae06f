import Speakable

/// A generated screen document: YAML text built from hostile pieces, every element kind of the
/// documents spec, secure fields holding a secret that must never leave the process, aliases
/// that expand (bombs, in elements and commands), and random commands; some are then mutated
/// byte by byte to reach the parser's error paths.
public struct HostileDocument: Sendable {
    /// The document's text.
    public var yaml: String
    /// The texts of its secure fields: no output may contain them.
    public var secrets: [String]
    /// The seed it was made from.
    public var seed: UInt64

    /// The document of a seed.
    ///
    /// ```swift
    /// let document = HostileDocument(seed: 14)
    /// ```
    public init(seed: UInt64) {
        self.seed = seed
        var random = SeededGenerator(state: seed)
        var lines: [String] = []
        var secrets: [String] = []
        func label() -> String { HostileText.quoted(HostileText.label(&random)) }
        let secret = "Sq\(seed)z"
        secrets.append(secret)

        lines.append("locale: " + ["en", "ru", "zh-Hans"].randomElement(using: &random)!)
        if Bool.random(using: &random) { lines.append("width: regular") }
        if Int.random(in: 0..<3, using: &random) == 0 {
            lines.append("verbosity: {hints: \(Bool.random(using: &random)), actions: \(Bool.random(using: &random) ? "speak" : "none"), containers: \(Bool.random(using: &random))}")
        }
        lines.append("elements:")
        lines.append("  - secureTextField: {label: \(label()), text: &secret \(HostileText.quoted(secret)), id: pw}")
        let bomb = Int.random(in: 0..<8, using: &random) == 0
        if bomb {
            lines.append("  - group: {children: &b0 [" + Array(repeating: "button: \(label())", count: 6).joined(separator: ", ") + "]}")
            for level in 1...Int.random(in: 2...4, using: &random) {
                lines.append("  - group: {children: &b\(level) [" + Array(repeating: "group: {children: *b\(level - 1)}", count: 6).joined(separator: ", ") + "]}")
            }
        }
        for index in 0..<Int.random(in: 1...12, using: &random) {
            lines.append("  - " + Self.element(index, random: &random))
        }
        if Int.random(in: 0..<10, using: &random) == 0 {
            // The secret, repeated by an alias where errors quote values.
            lines.append("verbosity: {actions: *secret}")
        }
        if Bool.random(using: &random) {
            let style = ["default", "plainTextInput", "secureTextInput", "loginAndPasswordInput"].randomElement(using: &random)!
            let alertSecret = "Aq\(seed)z"
            secrets.append(alertSecret)
            lines.append("present:")
            let fields = ["default": "", "plainTextInput": "ann", "secureTextInput": HostileText.quoted(alertSecret),
                          "loginAndPasswordInput": "ann, " + HostileText.quoted(alertSecret)][style]!
            lines.append("  - alert: {title: \(label()), message: \(label()), style: \(style), buttons: [\(label()), \(label())], textFields: [\(fields)]}")
        }
        if Bool.random(using: &random) { lines.append("undo: {undo: [\(label())], redo: [\(label())]}") }
        var commands = (0..<Int.random(in: 0...25, using: &random)).map { _ in Self.command(&random) }
        // A bomb reaches the commands too: an alias of the expanding list where commands go.
        if bomb, Bool.random(using: &random) { commands.append("*b0") }
        lines.append("commands: [" + commands.joined(separator: ", ") + "]")
        var yaml = lines.joined(separator: "\n") + "\n"
        if Int.random(in: 0..<6, using: &random) == 0 { yaml = Self.mutated(yaml, &random) }
        self.yaml = yaml
        self.secrets = secrets
    }

    private static func element(_ index: Int, random: inout SeededGenerator) -> String {
        func label() -> String { HostileText.quoted(HostileText.label(&random)) }
        // Mostly numbers that make a valid control, so that most documents reach every path;
        // sometimes the hostile ones (huge and tiny exponents, NaN, overflow).
        let hostile = Int.random(in: 0..<5, using: &random) == 0
        func number(_ valid: String) -> String { hostile ? HostileText.numbers.randomElement(using: &random)! : valid }
        let extras = Bool.random(using: &random) ? ", actions: [\(label())], customContent: [{label: \(label()), value: \(label())}]" : ""
        let hint = Bool.random(using: &random) ? ", hint: \(label())" : ""
        switch Int.random(in: 0..<23, using: &random) {
        case 0: return "button: {label: \(label())\(hint)\(extras), enabled: \(Bool.random(using: &random))}"
        case 1: return "text: \(label())"
        case 2: return "heading: \(label())"
        case 3: return "image: {label: \(label())\(extras)}"
        case 4: return "link: {label: \(label())}"
        case 5: return "textField: {label: \(label()), placeholder: \(label()), text: \(label())}"
        case 6: return "secureTextField: {label: \(label()), text: *secret}"
        case 7: return "stepper: {label: \(label()), value: \(number("1.5")), min: \(number("0")), max: \(number("3")), step: \(number("0.5")), wraps: \(Bool.random(using: &random)), exposure: \(Bool.random(using: &random) ? "buttons" : "adjustable")}"
        case 8: return "element: {label: \(label()), value: \(label()), traits: [button, switchButton, adjustable, textField]}"
        case 9: return "switch: {label: \(label()), state: \(["on", "off", "mixed"].randomElement(using: &random)!)\(hint)}"
        case 10: return "slider: {label: \(label()), value: \(number("0.95")), min: \(number("0")), max: \(number("1"))}"
        case 11: return "segmentedControl: {segments: [\(label()), \(label())], selected: \(hostile ? Int.random(in: -1...2, using: &random) : Int.random(in: 0...1, using: &random))}"
        case 12: return "tabBar: {items: [\(label()), \(label()), \(label())], selected: 0}"
        case 13: return "backButton: \(label())"
        case 14: return "textView: {label: \(label()), text: \(label())}"
        case 15: return "list: {label: \(label()), children: [button: \(label()), text: \(label())]}"
        case 16: return "landmark: {label: \(label()), children: [link: \(label())]}"
        case 17: return "group: {label: \(label()), children: [switch: \(label()), slider: \(label())]}"
        // v3 containers: tab bars of any elements, data tables (sometimes ragged or overlapping),
        // custom rotors.
        case 19: return "tabBar: {children: [button: {label: \(label()), value: \(label())}, secureTextField: {text: *secret}, image: {}]}"
        case 20:
            let span = hostile ? Int.random(in: 1...3, using: &random) : 1
            return "dataTable: {label: \(label()), rows: [[{label: \(label()), header: column, rows: \(span)}, \(label())], [\(label()), {label: \(label()), value: \(label())}]]}"
        case 21: return "button: {label: \(label()), rotors: [{name: \(label()), results: [\(label()), \(label())]}]}"
        // Issue 31: huge and overlapping spans, non-finite frames, values secret by their trait.
        case 22: return HostileTable.element(&random)
        default: return hostile ? "stepper: {value: *secret}" : "button: \(label())"
        }
    }

    private static func command(_ random: inout SeededGenerator) -> String {
        let simple = ["next", "previous", "first", "last", "activate", "activate", "escape", "increment", "decrement", "shake",
                      "down", "up", "read all", "read from top", "rotor containers", "rotor tables"]
        switch Int.random(in: 0..<44, using: &random) {
        case 0..<6: return HostileText.quoted("type " + HostileText.label(&random))
        case 6..<8: return HostileText.quoted("action " + HostileText.label(&random))
        case 8: return HostileText.quoted(HostileText.controls.randomElement(using: &random)! + "next")
        case 9..<12: return HostileText.quoted("rotor " + RotorItem.names.dropLast().randomElement(using: &random)!)
        case 12: return HostileText.quoted("rotor custom " + HostileText.label(&random))
        case 13: return HostileText.quoted("touch \(Int.random(in: -10...900, using: &random)),\(Int.random(in: -10...900, using: &random))")
        default: return simple.randomElement(using: &random)!
        }
    }

    /// The text with a few scalars inserted, deleted or replaced: YAML and UTF-8 error paths.
    private static func mutated(_ text: String, _ random: inout SeededGenerator) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<Int.random(in: 1...4, using: &random) where !scalars.isEmpty {
            let index = Int.random(in: 0..<scalars.count, using: &random)
            let pieces = HostileText.controls + HostileText.joiners + ["{", "}", "[", "]", ":", "&", "*", "!", "|", "-", "#", "'", "\""]
            let piece = pieces.randomElement(using: &random)!.unicodeScalars
            switch Int.random(in: 0..<3, using: &random) {
            case 0: scalars.insert(contentsOf: piece, at: index)
            case 1: scalars.remove(at: index)
            default: scalars.replaceSubrange(index...index, with: piece)
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
