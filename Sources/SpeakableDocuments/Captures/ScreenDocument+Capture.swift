import FoundationEssentials
import Speakable

extension ScreenDocument {
    /// The screen a reader's elements make, in English (a capture does not say its locale).
    init(capture read: CapturedScreen, path: String, reading: CaptureReading = CaptureReading()) throws {
        let capture = read.droppingNonFiniteFrames(file: path)
        let locale = SpeechLocale.en
        // The locale's own words a capture is matched against (Voices/): Cancel, bar items, trait hints.
        var builder = CaptureScreenBuilder(format: capture.format, words: CaptureWords(voice: try Voice.builtIn(locale)), reading: reading)
        builder.window = capture.screenSize.map { ScreenFrame(x: 0, y: 0, width: $0.width, height: $0.height) }
        builder.build(capture.roots)
        var screen = Screen(elements: builder.elements)
        var found = capture.warnings + builder.warnings.map { warning in
            var located = warning
            located.file = path
            return located
        }
        for presentation in builder.presentations {
            // A second alert queues behind the first, as in UIKit; anything else that cannot be
            // shown over what is there is left out, with a warning.
            do {
                try screen.present(presentation)
            } catch {
                found.append(DocumentDiagnostic(severity: .warning, file: path, line: 1, column: 1, keyPath: "",
                                                message: "\(presentation.summary) is left out: \(error)"))
            }
        }
        guard !AccessibilityTree(screen: screen).focusStops.isEmpty else {
            throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                severity: .error, file: path, line: 1, column: 1, keyPath: "",
                message: "the \(capture.format.title) has no focus stop: no element VoiceOver would visit (keyboards, status bars, hidden and zero-size elements are left out)"))
        }
        // A warning quotes the capture (an unknown type's name, say), which a mangled capture
        // could have made out of a secure field's text: the text of every element that any
        // signal calls secure, shown or left out, is never quoted.
        let secrets = SecretRedactor(screen.secureTexts.union(capture.roots.secureValues))
        let warnings = Self.once(found).map { warning in
            var redacted = warning
            redacted.message = secrets.redacting(warning.message)
            redacted.keyPath = secrets.redacting(warning.keyPath)
            return redacted
        }
        // A capture's own description is printed by `render --compare`, its custom content and
        // rotor results are spoken, drawn and imported: none of them quotes a secure field's
        // text either (S5).
        if !secrets.isEmpty {
            screen.elements = Self.redactingCapturedTexts(of: screen.elements, with: secrets)
        }
        self.path = path
        self.locale = locale
        self.screen = screen
        self.verbosity = .default
        self.warnings = warnings
        self.format = capture.format
        // iOS reports a secure field's value as bullets; only other characters are text in clear.
        self.secureTextsInClear = capture.roots.secureValues.filter(Self.isInClear).count
        if let first = capture.roots.firstSecureElement(where: Self.isInClear), first.line > 0 {
            (secureTextInClearLine, secureTextInClearColumn) = (first.line, first.column)
        }
        // The screen's size is the application's or window's frame, the first frame there is.
        self.size = capture.screenSize ?? capture.roots.lazy.compactMap(\.frame).first.map { ScreenSize(width: $0.width, height: $0.height) }
        self.androidDensity = capture.density
    }

    /// iOS reports a secure field's value as bullets; only other characters are text in clear.
    private static func isInClear(_ value: String) -> Bool {
        value.contains { !"•●∙·*".contains($0) && !$0.isWhitespace }
    }

    /// The controls with every text a capture gives besides an element's own (its description,
    /// custom content, custom rotors' names and results, custom actions) redacted, at any depth.
    private static func redactingCapturedTexts(of controls: [Control], with secrets: SecretRedactor) -> [Control] {
        controls.map { control in
            var control = control
            var attributes = control.attributes
            if let text = attributes.capturedDescription { attributes.capturedDescription = secrets.redacting(text) }
            attributes.customContent = attributes.customContent.map {
                CustomContent(label: secrets.redacting($0.label), value: secrets.redacting($0.value))
            }
            attributes.customRotors = attributes.customRotors.map {
                CustomRotor(name: secrets.redacting($0.name), results: $0.results.map(secrets.redacting))
            }
            attributes.customActions = attributes.customActions.map(secrets.redacting)
            if attributes != control.attributes { control.attributes = attributes }
            control.updateChildControls { $0 = redactingCapturedTexts(of: $0, with: secrets) }
            return control
        }
    }

    /// Each warning once, at its first place, with how often it came: a capture repeats an
    /// unknown trait on every element that has it.
    static func once(_ warnings: [DocumentDiagnostic]) -> [DocumentDiagnostic] {
        var counts: [String: Int] = [:]
        for warning in warnings { counts[warning.message, default: 0] += 1 }
        var seen: Set<String> = []
        return warnings.compactMap { warning in
            guard seen.insert(warning.message).inserted else { return nil }
            var first = warning
            if let count = counts[warning.message], count > 1 { first.message += " (\(count) times in all)" }
            return first
        }
    }

    /// The command script beside a capture: `screen.xml` → `screen.commands`, one command a
    /// line; blank lines and lines starting with `#` are skipped.
    static func sidecarCommands(for path: String) throws -> [ScreenReaderCommand]? {
        let url = URL(fileURLWithPath: path)
        let sidecar = url.deletingPathExtension().appendingPathExtension("commands").path
        guard sidecar != path, let data = FileManager.default.contents(atPath: sidecar) else { return nil }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                severity: .error, file: sidecar, line: 1, column: 1, keyPath: "", message: "the command script is not valid UTF-8"))
        }
        var commands: [ScreenReaderCommand] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let command = line.trimmingSpacesAndNewlines()
            if command.isEmpty || command.hasPrefix("#") { continue }
            do {
                commands.append(try ScreenReaderCommand(parsing: command))
            } catch let error as CommandParseError {
                throw DocumentError(kind: .invalid, diagnostic: DocumentDiagnostic(
                    severity: .error, file: sidecar, line: index + 1, column: 1, keyPath: "", message: "\(error)"))
            }
        }
        return commands
    }
}

extension ScreenDocument {
    /// The texts of a capture's elements as its reader gives them, before any becomes a
    /// control: the values of elements that any signal calls secure, and every other text
    /// (labels, other values, hints, identifiers, placeholders, actions, types). What the capture
    /// fuzz's secret oracle is built from; `nil` when the bytes are no capture that reads.
    package static func capturedTexts(of data: Data) -> (secure: Set<String>, plain: [String])? {
        guard let text = String(validating: data, as: UTF8.self) else { return nil }
        let screen: CapturedScreen
        do {
            switch CaptureFormat.detect(in: Array(data), everywhere: true) {
            case .appium: screen = try AppiumReader.read(Array(data), file: "")
            case .uiautomator: screen = try UIAutomatorReader.read(Array(data), file: "")
            case .xcuitest: screen = try XCUITestDumpReader.read(text, file: "")
            default:
                guard let root = try YAMLComposer.singleRoot(text) else { return nil }
                if AccessibilitySnapshotReader.isCapture(root) { screen = try AccessibilitySnapshotReader.read(root, file: "") }
                else if IDBReader.isCapture(root) { screen = try IDBReader.read(root, file: "") }
                else { return nil }
            }
        } catch {
            return nil
        }
        // Each signal asked on its own, not through ``CapturedElement/isSecure``: the oracle must
        // not share the rule it checks.
        var secure: Set<String> = [], plain: [String] = [], pending = screen.roots
        while let element = pending.popLast() {
            plain += [element.label, element.hint, element.identifier, element.placeholder, element.type] + element.customActions
                + element.customContent.flatMap { [$0.label, $0.value] }
            if element.type == "SecureTextField" || element.otherType == "SecureTextField" || element.traits?.contains(.secureTextField) == true
                || element.android?.isPassword == true || element.android?.inputType.map(UIAutomatorReader.isPasswordInputType) == true {
                secure.insert(element.value)
            } else {
                plain.append(element.value)
            }
            pending += element.children
        }
        return (secure, plain.filter { !$0.isEmpty })
    }
}
