// swift-tools-version:6.0
//
// Speakable: accessible UI as VoiceOver-style speech, on Linux and macOS.
//
// The core (`Speakable`) needs Foundation only. Each heavier dependency lives in the
// one product that needs it, so that a library user builds no more than they use.
import PackageDescription

let package = Package(
    name: "Speakable",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Speakable", targets: ["Speakable"]),
        .library(name: "SpeakableDocuments", targets: ["SpeakableDocuments"]),
        .library(name: "SpeakableSpeech", targets: ["SpeakableSpeech"]),
        .executable(name: "speakable", targets: ["speakable"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Controls, accessibility tree, phrasing. `Resources/Voices` links to the top-level
        // `Voices/` folder: `.process` follows the link and bundles each locale file.
        .target(
            name: "Speakable",
            resources: [.process("Resources/Voices")]
        ),
        .target(
            name: "SpeakableDocuments",
            dependencies: ["Speakable", .product(name: "Yams", package: "Yams")]
        ),
        // libespeak-ng from Debian (libespeak-ng-dev); pkg-config finds it.
        .systemLibrary(
            name: "CEspeakNG",
            pkgConfig: "espeak-ng",
            providers: [.apt(["libespeak-ng-dev"]), .brew(["espeak-ng"])]
        ),
        .target(
            name: "SpeakableSpeech",
            dependencies: ["Speakable", "CEspeakNG"]
        ),
        .executableTarget(
            name: "speakable",
            dependencies: [
                "Speakable",
                "SpeakableDocuments",
                "SpeakableSpeech",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "SpeakableBenchmarks",
            dependencies: ["Speakable", "SpeakableDocuments", "SpeakableSpeech", "CEspeakBaseline"],
            path: "Benchmarks/SpeakableBenchmarks"
        ),
        // The speech benchmarks' baseline: a plain C loop over libespeak-ng, in-process and as a
        // whole process.
        .target(name: "CEspeakBaseline", dependencies: ["CEspeakNG"], path: "Benchmarks/CEspeakBaseline"),
        .executableTarget(name: "EspeakCLoop", dependencies: ["CEspeakBaseline"], path: "Benchmarks/EspeakCLoop"),
        .testTarget(name: "SpeakableTests", dependencies: ["Speakable"]),
        .testTarget(name: "SpeakableDocumentsTests", dependencies: ["SpeakableDocuments"]),
        .testTarget(name: "SpeakableSpeechTests", dependencies: ["SpeakableSpeech", "SpeakableDocuments"]),
        .testTarget(name: "SpeakableCLITests", dependencies: ["speakable"]),
    ],
    swiftLanguageModes: [.v6]
)
