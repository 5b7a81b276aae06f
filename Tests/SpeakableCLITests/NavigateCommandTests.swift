import Foundation
import Testing

/// `speakable navigate`, run as a process.
@Suite("CLI: navigate")
struct NavigateCommandTests {
    @Test("Runs the document's commands and prints the §12 transcript")
    func documentCommands() throws {
        let result = try Speakable.run("navigate", "Examples/delete-file.yaml")
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == """
            Alert. Delete File? This cannot be undone.
            > next
            This cannot be undone.
            > next
            Cancel. Button.
            > next
            Delete. Button.
            > activate
            Documents. Heading.

            """)
    }

    @Test("--commands replaces the document's script; escaped commas are typed")
    func commandsOption() throws {
        let path = try Speakable.temporaryDocument("elements: [textField: Note]")
        let result = try Speakable.run("navigate", path, "--commands", #"activate, type a\,b"#)
        #expect(result.stdout == "Note. Text Field. Double tap to edit.\n> activate\nNote. Text Field. Is editing.\n> type a,b\na\n,\nb\n")
    }

    @Test("Typing into a secure field shows one bullet per character, in text and JSON")
    func secureTyping() throws {
        for format in ["text", "json"] {
            let result = try Speakable.run("navigate", "Examples/unlock.yaml", "--format", format)
            #expect(result.status == 0)
            #expect(result.stdout.contains("type ••••••") && !result.stdout.contains("secret"))
        }
    }

    @Test("--format json: one object per command, the initial output first with command null")
    func json() throws {
        let result = try Speakable.run("navigate", "Examples/quantity-stepper.yaml", "--format", "json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 11)
        #expect(entries[0]["command"] is NSNull)
        #expect(entries[1]["command"] as? String == "increment")
        let output = try #require(entries[1]["output"] as? [[String: String]])
        #expect(output == [["kind": "speech", "text": "4"]])
        let boundary = try #require(entries[6]["output"] as? [[String: String]])
        #expect(boundary == [["kind": "sound", "text": "[sound: unavailable]"]])
    }

    @Test("Every example navigates in every locale")
    func examples() throws {
        for path in Speakable.examples {
            for locale in ["en", "ru", "zh-Hans"] {
                let result = try Speakable.run("navigate", path, "--locale", locale)
                #expect(result.status == 0, "\(path): \(result.stderr)")
                #expect(!result.stdout.contains(" \n"))
            }
        }
    }

    @Test("A malformed --commands is a usage error naming the command")
    func badCommands() throws {
        let result = try Speakable.run("navigate", "Examples/delete-file.yaml", "--commands", "next,jump")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--commands: command 2: unknown command 'jump'"))
        #expect(result.stdout.isEmpty)
    }

    @Test("--help shows an example")
    func help() throws {
        let result = try Speakable.run("navigate", "--help")
        #expect(result.status == 0 && result.stdout.contains("Example:") && result.stdout.contains("speakable navigate Examples/"))
    }

    @Test("--format json carries each utterance's traits and, in a series, its position")
    func jsonStructure() throws {
        let result = try Speakable.run("navigate", "Examples/inbox.yaml", "--format", "json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let second = try #require((entries[1]["output"] as? [[String: Any]])?.first)
        #expect(second["text"] as? String == "Selected: All. Button. 1 of 3.")
        #expect(second["traits"] as? [String] == ["button", "selected"])
        #expect((second["position"] as? [String: Int]) == ["index": 1, "count": 3])
        let tabs = try Speakable.run("render", "Examples/inbox.yaml", "--format", "json").stdout
        #expect(tabs.contains(#""traits" : ["#) && tabs.contains(#""tabBarItem""#))
    }
}
