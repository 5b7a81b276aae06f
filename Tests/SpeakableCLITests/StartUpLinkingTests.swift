import Foundation
import Testing

/// Issue 32, start-up: `speakable` starts without swift-corelibs-foundation. Loading
/// libFoundation, FoundationInternationalization and ICU (their relocations, initializers and
/// the conformance records every first type check scans) was most of what a small `render` paid
/// beyond a Foundation hello; the modules the command links import FoundationEssentials and
/// Glibc instead. These checks keep a new `import Foundation` from bringing it all back.
@Suite("CLI: start-up without libFoundation")
struct StartUpLinkingTests {
    /// The modules linked into the `speakable` executable (Package.swift).
    static let linkedModules = ["Speakable", "SpeakableDocuments", "SpeakableAudit", "SpeakableReport", "SpeakableSpeech",
                                "SpeakablePrompts", "SpeakableGoldens", "speakable"]

    @Test("No source of a module the command links imports Foundation")
    func testStartUp_noLinkedModuleImportsFoundation() throws {
        var offenders: [String] = []
        for module in Self.linkedModules {
            let folder = Speakable.packageRoot.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            #expect(!files.isEmpty, "\(module) has no sources")
            for file in files {
                let text = try String(contentsOfFile: folder.path + "/" + file, encoding: .utf8)
                let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.contains(" import Foundation") }
                if imports.contains(where: { $0.split(separator: " ").last == "Foundation" }) { offenders.append("\(module)/\(file)") }
            }
        }
        #expect(offenders.isEmpty, "import FoundationEssentials (and Glibc) instead: \(offenders)")
    }

    @Test("The built command needs no libFoundation, FoundationInternationalization or ICU")
    func testStartUp_theCommandLoadsNoFoundationLibrary() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [Speakable.executable.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // A binary built with the Swift runtime linked in (scripts/install) lists none of these
        // either; the shared build must name FoundationEssentials and nothing above it.
        for library in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            #expect(!text.contains(library), "\(library) is loaded at start-up:\n\(text)")
        }
    }
}
