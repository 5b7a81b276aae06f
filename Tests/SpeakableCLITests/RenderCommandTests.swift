import Foundation
import Testing

/// `speakable render`, run as a process.
@Suite("CLI: render")
struct RenderCommandTests {
    @Test("Renders an example as the spec's text transcript")
    func deleteFile() throws {
        let result = try Speakable.run("render", "Examples/delete-file.yaml")
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == """
            Alert. Delete File? This cannot be undone.
            Delete File?
            This cannot be undone.
            Cancel. Button.
            Delete. Button.

            """)
    }

    @Test("Every example renders in every locale, with no trailing spaces and a final newline", arguments: Speakable.examples)
    func examples(path: String) throws {
        for locale in ["en", "ru", "zh-Hans"] {
            let result = try Speakable.run("render", path, "--locale", locale)
            #expect(result.status == 0, "\(path) \(locale): \(result.stderr)")
            #expect(result.stdout.hasSuffix("\n") && !result.stdout.contains(" \n") && !result.stdout.contains("\r"))
            #expect(result.stderr.split(separator: "\n").allSatisfy { $0.contains(": warning: ") })
        }
    }

    @Test("--locale overrides the document's locale")
    func localeOverride() throws {
        let result = try Speakable.run("render", "Examples/delete-file.yaml", "--locale", "ru")
        #expect(result.stdoutLines.first == "Предупреждение. Delete File? This cannot be undone.")
        #expect(result.stdoutLines.last == "Delete. Кнопка.")
    }

    @Test("--format json: one object per utterance with kind, description, hint and traits")
    func json() throws {
        let result = try Speakable.run("render", "Examples/settings.yaml", "--format", "json")
        #expect(result.status == 0)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 16)
        #expect(objects[0]["kind"] as? String == "element")
        #expect(objects[0]["description"] as? String == "Settings. Heading.")
        #expect(objects[0]["hint"] is NSNull)
        #expect(objects[0]["traits"] as? [String] == ["header"])
        #expect(objects[3]["hint"] as? String == "Double tap to edit.")
        let alert = try Speakable.run("render", "Examples/delete-file.yaml", "--format", "json")
        let first = try #require((try JSONSerialization.jsonObject(with: Data(alert.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(first["kind"] as? String == "announcement" && first["traits"] as? [String] == [])
    }

    @Test("A secure field's characters appear in no output, in any locale or format")
    func secrets() throws {
        let path = try Speakable.temporaryDocument("""
            elements: [secureTextField: {label: Password, text: "hunter2 hunter2"}]
            present: [alert: {style: loginAndPasswordInput, textFields: [{text: ann}, {text: hunter2}]}]
            commands: ["type hunter2"]
            """)
        for locale in ["en", "ru", "zh-Hans"] {
            for format in ["text", "json"] {
                let result = try Speakable.run("render", path, "--locale", locale, "--format", format)
                #expect(result.status == 0)
                #expect(!result.stdout.contains("hunter") && !result.stderr.contains("hunter"))
            }
        }
    }

    @Test("HIG lint goes to standard error and does not change standard output")
    func lint() throws {
        let path = try Speakable.temporaryDocument("present: [alert: {title: Save?, buttons: [Save, Don't Save]}]")
        let result = try Speakable.run("render", path)
        #expect(result.status == 0)
        #expect(result.stderr.contains(": warning: present[0].alert.buttons: an alert with 3 buttons"))
        #expect(result.stdoutLines == ["Alert. Save?", "Save?", "Save. Button.", "Don't Save. Button.", "Cancel. Button."])
    }
}
