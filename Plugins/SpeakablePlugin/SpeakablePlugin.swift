import Foundation
import PackagePlugin

/// `swift package speakable SUBCOMMAND …`: builds the `speakable` product and runs it with the
/// arguments as given, in the folder of the package the command runs in, so that a consumer
/// needs no CLI of its own (`swift package speakable test Screens`). Every subcommand passes
/// through, so new ones need no change here.
///
/// The tool is built by asking SwiftPM (not as the plugin's tool dependency), so that it is an
/// ordinary product of the package's build, made of the modules that build has already made:
/// a tool dependency would build `speakable` and every library under it a second time, for the
/// host, in every `swift build` of this package.
@main
struct SpeakablePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // The build's progress goes to standard error: standard output is speakable's alone.
        var parameters = PackageManager.BuildParameters(configuration: .inherit, logging: .concise)
        parameters.echoLogs = true
        let build = try packageManager.build(.product("speakable"), parameters: parameters)
        guard build.succeeded, let tool = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "speakable" }) else {
            Diagnostics.error("the speakable product did not build")
            return
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        // Paths on the command line are the package's, wherever SwiftPM runs the plugin from.
        process.currentDirectoryURL = context.package.directoryURL
        // SwiftPM prints a plugin's standard error on its standard output: speakable's messages
        // are taken here and handed to SwiftPM as diagnostics, which go to standard error, so
        // that standard output is speakable's output alone (`… audit --format sarif > out`).
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .newlines)
        process.waitUntilExit()
        let succeeded = process.terminationReason == .exit && process.terminationStatus == 0
        if !messages.isEmpty {
            if succeeded { Diagnostics.warning(messages) } else { Diagnostics.error(messages) }
        }
        // speakable's status is passed on as the plugin's own (SwiftPM then fails the command,
        // naming it).
        guard succeeded else {
            exit(process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus)
        }
    }
}
