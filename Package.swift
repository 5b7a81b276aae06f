// swift-tools-version:6.0
//
// Speakable: accessible UI as VoiceOver-style speech, on Linux. (It is built and tested on Linux
// only; the macOS line below is the least that its `Mutex`, `Atomic` and `String(validating:)`
// would need, not a claim that it runs there.)
//
// The core (`Speakable`) needs Foundation only. Each heavier dependency lives in the
// one product that needs it, so that a library user builds no more than they use.
import PackageDescription

let package = Package(
    name: "Speakable",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Speakable", targets: ["Speakable"]),
        .library(name: "SpeakableDocuments", targets: ["SpeakableDocuments"]),
        .library(name: "SpeakableAudit", targets: ["SpeakableAudit"]),
        .library(name: "SpeakableReport", targets: ["SpeakableReport"]),
        .library(name: "SpeakableSpeech", targets: ["SpeakableSpeech"]),
        .library(name: "SpeakableTesting", targets: ["SpeakableTesting"]),
        .library(name: "SpeakablePrompts", targets: ["SpeakablePrompts"]),
        .library(name: "SpeakableSnapshotTesting", targets: ["SpeakableSnapshotTesting"]),
        .executable(name: "speakable", targets: ["speakable"]),
        // The MCP server for coding agents (`speakable mcp` runs it): a product of its own, so
        // that only it builds the MCP SDK.
        .executable(name: "speakable-mcp", targets: ["speakable-mcp"]),
        // `swift package speakable …` in a package that depends on this one.
        .plugin(name: "SpeakablePlugin", targets: ["SpeakablePlugin"]),
    ],
    // Exact versions, so that every build resolves the same code. (Package.resolved is not
    // committed: the build machines here serve these packages from mirrors whose commit ids are
    // not GitHub's, so a resolved file made here would not resolve anywhere else.)
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // Only for the SpeakableSnapshotTesting product; its SnapshotTesting module has no
        // dependencies of its own (swift-syntax is resolved, never built).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        // The API reference (`swift package generate-documentation`); a plugin, in no product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        // Only for the speakable-mcp product (its MCP module builds swift-system and swift-log;
        // swift-nio is resolved for the SDK's own examples, never built).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    ],
    targets: [
        // Controls, accessibility tree, phrasing. The files of `Voices/` are compiled in
        // (`EmbeddedVoiceFiles.swift`, written by scripts/generate-voices), so the binary needs
        // no resource bundle beside it.
        .target(name: "Speakable"),
        // Documents read from libyaml's events (Debian's libyaml-dev; pkg-config finds it).
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .target(name: "SpeakableDocuments", dependencies: ["Speakable", "CLibYAML", "CXMLReader"]),
        // libxml2's pull reader for Appium page sources, loaded with dlopen when an XML capture
        // is read (libxml2 is already on every machine Foundation runs on).
        .target(name: "CXMLReader"),
        // libespeak-ng from Debian (libespeak-ng-dev), linked: for the benchmarks' C baseline only.
        .systemLibrary(
            name: "CEspeakNG",
            pkgConfig: "espeak-ng",
            providers: [.apt(["libespeak-ng-dev"]), .brew(["espeak-ng"])]
        ),
        .target(
            name: "SpeakableSpeech",
            dependencies: ["Speakable", "CEspeakLoader", "CSpeechServers", "COpusEncoder"]
        ),
        // libespeak-ng's functions, loaded with dlopen when something first speaks, so that the
        // commands that never speak start without it (the headers come from libespeak-ng-dev).
        .target(name: "CEspeakLoader"),
        // PulseAudio (libpulse-simple) and speech-dispatcher (libspeechd), loaded with dlopen
        // only when a command speaks; the headers come from libpulse-dev and libspeechd-dev.
        .target(name: "CSpeechServers"),
        // Ogg Opus through libopus and libogg (Debian's libopus0, libogg0), loaded with dlopen
        // when a report embeds audio; the headers come from libopus-dev and libogg-dev.
        .target(name: "COpusEncoder"),
        // Spoken, keyboard-driven terminal prompts.
        .target(name: "SpeakablePrompts", dependencies: ["Speakable", "SpeakableSpeech", "CTerminalGuard"]),
        // The prompts' signal handlers, in C so that they stay async-signal-safe.
        .target(name: "CTerminalGuard"),
        .target(name: "CProcessGuard"),
        // The accessibility audit (audit spec): rules over the tree, findings as text, JSON and
        // SARIF. Foundation only.
        .target(name: "SpeakableAudit", dependencies: ["Speakable"]),
        // The focus-order picture (SVG) and the HTML report (report spec): Foundation only;
        // audio comes in as bytes made by SpeakableSpeech.
        .target(name: "SpeakableReport", dependencies: ["Speakable", "SpeakableAudit"]),
        // Golden files: reading, comparing, recording (record modes from the environment), and
        // unified diffs. Foundation only; the testing side of the package, not the core.
        .target(name: "SpeakableGoldens", dependencies: ["Speakable"]),
        // Assertions on what is spoken, for XCTest and Swift Testing.
        .target(name: "SpeakableTesting", dependencies: ["Speakable", "SpeakableGoldens", "SpeakableAudit"]),
        // Strategies for swift-snapshot-testing users.
        .target(
            name: "SpeakableSnapshotTesting",
            dependencies: ["Speakable", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .executableTarget(
            name: "speakable",
            dependencies: [
                "Speakable",
                "SpeakableDocuments",
                "CProcessGuard",
                "SpeakableSpeech",
                "SpeakablePrompts",
                "SpeakableGoldens",
                "SpeakableAudit",
                "SpeakableReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The MCP server: a thin front that answers each tool call by running the `speakable`
        // beside it, so that its JSON is the CLI's and a secure field goes through the CLI's code.
        .executableTarget(
            name: "speakable-mcp",
            dependencies: [.product(name: "MCP", package: "swift-sdk")]
        ),
        // The command plugin: asks SwiftPM to build the `speakable` product and runs it in the
        // package. (Not a tool dependency: that would build the CLI and its libraries again,
        // for the host, in every `swift build` of this package.)
        .plugin(
            name: "SpeakablePlugin",
            capability: .command(
                intent: .custom(verb: "speakable", description: "Run speakable (test, audit, report, render, …) on this package's screens"),
                permissions: [.writeToPackageDirectory(reason: "speakable test records goldens and speakable report writes its pages in the package")]
            )
        ),
        .executableTarget(
            name: "SpeakableBenchmarks",
            dependencies: ["Speakable", "SpeakableDocuments", "SpeakableAudit", "SpeakableSpeech", "CEspeakBaseline"],
            path: "Benchmarks/SpeakableBenchmarks"
        ),
        // The speech benchmarks' baseline: a plain C loop over libespeak-ng, in-process and as a
        // whole process.
        .target(name: "CEspeakBaseline", dependencies: ["CEspeakNG"], path: "Benchmarks/CEspeakBaseline"),
        .executableTarget(name: "EspeakCLoop", dependencies: ["CEspeakBaseline"], path: "Benchmarks/EspeakCLoop"),
        // Hostile documents through every command's path: a fixed-seed run in the tests, and
        // `speakable-fuzz` for the long run (docs/Reliability.md).
        .target(
            name: "SpeakableFuzzing",
            dependencies: ["Speakable", "SpeakableDocuments", "SpeakableSpeech", "SpeakablePrompts", "SpeakableGoldens", "SpeakableAudit", "SpeakableReport"],
            path: "Fuzz/SpeakableFuzzing"
        ),
        .executableTarget(name: "speakable-fuzz", dependencies: ["SpeakableFuzzing", "Speakable", "SpeakableDocuments"], path: "Fuzz/SpeakableFuzz"),
        .testTarget(name: "SpeakableTests", dependencies: ["Speakable"]),
        .testTarget(name: "SpeakableAuditTests", dependencies: ["SpeakableAudit", "SpeakableDocuments", "SpeakableFuzzing"]),
        .testTarget(name: "SpeakableReportTests", dependencies: ["SpeakableReport", "SpeakableAudit", "SpeakableDocuments", "TestTemporaryFiles"]),
        .testTarget(name: "SpeakableDocumentsTests", dependencies: ["SpeakableDocuments", "SpeakableAudit", "SpeakableFuzzing", "TestTemporaryFiles"]),
        .testTarget(name: "SpeakableSpeechTests", dependencies: ["SpeakableSpeech", "SpeakableDocuments", "TestTemporaryFiles"]),
        .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
        // Private PulseAudio and speech-dispatcher servers for the tests (scripts/setup installs them).
        .target(name: "PrivateSpeechServers", path: "Tests/PrivateSpeechServers"),
        // Every temporary file of the tests under one folder, removed at exit.
        .target(name: "TestTemporaryFiles", path: "Tests/TestTemporaryFiles"),
        // The CLI as processes; also the in-process streaming test, kept out of the speech tests'
        // process because it interrupts the shared engine while they run.
        .testTarget(name: "SpeakableCLITests", dependencies: ["speakable", "CPseudoTerminal", "PrivateSpeechServers", "SpeakableSpeech", "TestTemporaryFiles"]),
        .testTarget(name: "SpeakablePromptsTests", dependencies: ["SpeakablePrompts"]),
        .testTarget(
            name: "SpeakableTestingTests",
            dependencies: ["SpeakableTesting", "SpeakableSnapshotTesting"],
            exclude: ["__Speech__", "__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
