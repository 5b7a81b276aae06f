import Foundation
import Testing
import TestTemporaryFiles

/// `speakable speak`, `say` and `phonemes`, run as processes with the real libespeak-ng.
@Suite("CLI: speech")
struct SpeechCommandTests {
    /// Reads a WAV file's sample rate, seconds and loudness.
    static func measure(_ path: String) throws -> (rate: Int, seconds: Double, rms: Double) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.count > 44 && bytes[0..<4].elementsEqual("RIFF".utf8))
        let rate = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16
        let samples = stride(from: 44, to: bytes.count - 1, by: 2).map { Double(Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)) }
        let rms = (samples.reduce(0) { $0 + $1 * $1 } / Double(max(samples.count, 1))).squareRoot()
        return (rate, Double(samples.count) / Double(rate), rms)
    }

    static func temporaryWAV() -> String {
        TemporaryRoot.url.appendingPathComponent("speakable-\(UUID().uuidString).wav").path
    }

    @Test("speak --wav writes real speech for en, ru and zh-Hans documents",
          arguments: ["Examples/delete-file.yaml", "Examples/russian-settings.yaml", "Examples/chinese-alert.yaml"])
    func speakWAV(path: String) throws {
        let wav = Self.temporaryWAV()
        defer { try? FileManager.default.removeItem(atPath: wav) }
        let result = try Speakable.run("speak", path, "--wav", wav)
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
        let audio = try Self.measure(wav)
        #expect(audio.rate == 22_050 && audio.seconds > 3 && audio.rms > 500)
    }

    @Test("speak --commands speaks the navigation, sounds as tones")
    func speakCommands() throws {
        let wav = Self.temporaryWAV()
        defer { try? FileManager.default.removeItem(atPath: wav) }
        let result = try Speakable.run("speak", "Examples/share-sheet.yaml", "--commands", "next,next,next,next,next,next", "--wav", wav, "--rate", "300")
        #expect(result.status == 0)
        #expect(try Self.measure(wav).seconds > 2)
    }

    @Test("Without an audio device and without --wav: one line that suggests --wav, exit 69")
    func noDevice() throws {
        let result = try Speakable.run("speak", "Examples/delete-file.yaml", environment: ["SPEAKABLE_AUDIO": "none"])
        #expect(result.status == 69)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("--wav"))
    }

    @Test("say speaks hostile text as text: no command runs")
    func say() throws {
        let wav = Self.temporaryWAV()
        defer { try? FileManager.default.removeItem(atPath: wav) }
        let result = try Speakable.run("say", "\u{1}0A <audio src=\"/etc/hostname\"/> $(touch PWNED) <Enter now", "--wav", wav)
        #expect(result.status == 0)
        #expect(try Self.measure(wav).rms > 500)
        #expect(!FileManager.default.fileExists(atPath: Speakable.packageRoot.appendingPathComponent("PWNED").path))
    }

    @Test("Bad speech options are usage errors")
    func badOptions() throws {
        #expect(try Speakable.run("say", "hi", "--voice", "en+" + String(repeating: "x", count: 40)).status == 64)
        #expect(try Speakable.run("say", "hi", "--rate", "5000", "--wav", "/tmp/x.wav").status == 64)
        let unknown = try Speakable.run("say", "hi", "--voice", "xx", "--wav", Self.temporaryWAV())
        #expect(unknown.status == 64 && unknown.stderr.contains("no voice 'xx'"))
    }

    @Test("phonemes prints one line per utterance, in the document's language")
    func phonemes() throws {
        let rendered = try Speakable.run("render", "Examples/russian-settings.yaml")
        let result = try Speakable.run("phonemes", "Examples/russian-settings.yaml", "--ipa")
        #expect(result.status == 0)
        #expect(result.stdoutLines.count == rendered.stdoutLines.count)
        #expect(result.stdout.contains("ʲ") && !result.stdout.contains("(en)"))
        let english = try Speakable.run("phonemes", "Examples/delete-file.yaml", "--ipa")
        #expect(english.stdoutLines.last == "dᵻlˈiːt | bˈʌʔn̩")
    }
}

/// `speak DOC… --wav-dir DIR`: one WAV per document, through a pool of worker processes.
@Suite("CLI: speak --wav-dir")
struct WAVFolderTests {
    private func folder() -> String {
        TemporaryRoot.url.appendingPathComponent("speakable-wav-dir-\(UUID().uuidString)").path
    }

    @Test("Each document becomes DIR/name.wav, a real WAV, with two workers")
    func onePerDocument() throws {
        let out = folder()
        let result = try Speakable.run(["speak", "Examples/delete-file.yaml", "Examples/login.yaml", "Examples/media-controls.json",
                                        "--wav-dir", out, "--jobs", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["delete-file", "login", "media-controls"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: out + "/\(name).wav"))
            #expect(data.count > 100_000)
            #expect(data.prefix(4) == Data("RIFF".utf8))
        }
        #expect(result.stdout.isEmpty)
        try? FileManager.default.removeItem(atPath: out)
    }

    @Test("A bad document is its one located error and exit 65; the others are still written")
    func badDocument() throws {
        let out = folder()
        let bad = try Speakable.temporaryDocument("elements: [buton: Save]\n", name: "bad.yaml")
        let result = try Speakable.run(["speak", "Examples/delete-file.yaml", bad, "--wav-dir", out, "--jobs", "2"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("bad.yaml:1:"))
        #expect(FileManager.default.fileExists(atPath: out + "/delete-file.wav"))
        #expect(!FileManager.default.fileExists(atPath: out + "/bad.wav"))
        try? FileManager.default.removeItem(atPath: out)
    }

    @Test("A folder stands for the documents under it, found as test finds them; an empty one is exit 66")
    func folderOfDocuments() throws {
        let out = folder(), screens = folder()
        try FileManager.default.createDirectory(atPath: screens + "/more", withIntermediateDirectories: true)
        try "elements: [button: Save]\n".write(toFile: screens + "/save.yaml", atomically: false, encoding: .utf8)
        try "elements: [heading: Settings]\n".write(toFile: screens + "/more/settings.yaml", atomically: false, encoding: .utf8)
        try "Save. Button.\n".write(toFile: screens + "/save.speech.txt", atomically: false, encoding: .utf8)
        let result = try Speakable.run(["speak", screens, "Examples/delete-file.yaml", "--wav-dir", out, "--jobs", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(written == ["delete-file.wav", "save.wav", "settings.wav"])
        try FileManager.default.createDirectory(atPath: screens + "/empty", withIntermediateDirectories: true)
        let empty = try Speakable.run(["speak", screens + "/empty", "--wav-dir", out + "-empty"])
        #expect(empty.status == 66 && empty.stderr.contains("no screen documents found"))
        #expect(!FileManager.default.fileExists(atPath: out + "-empty"))
        try? FileManager.default.removeItem(atPath: out)
        try? FileManager.default.removeItem(atPath: screens)
    }

    @Test("Documents that would share a WAV, several without --wav-dir, and - are usage errors")
    func usageErrors() throws {
        let out = folder()
        let twin = try Speakable.temporaryDocument("elements: [button: Save]\n", name: "delete-file.yaml")
        #expect(try Speakable.run(["speak", "Examples/delete-file.yaml", twin, "--wav-dir", out]).status == 64)
        #expect(try Speakable.run(["speak", "Examples/delete-file.yaml", "Examples/login.yaml"]).status == 64)
        #expect(try Speakable.run(["speak", "-", "Examples/login.yaml", "--wav-dir", out]).status == 64)
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
