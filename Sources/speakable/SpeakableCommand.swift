import ArgumentParser

/// The `speakable` command: what VoiceOver would say about a screen document.
@main
struct SpeakableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speakable",
        abstract: "Turns accessible UI into VoiceOver-style speech.",
        discussion: """
            Every command reads a screen document (YAML or JSON; see docs/Documents.md).

            Example:
              speakable render Examples/delete-file.yaml
              speakable render Examples/login.yaml --locale ru --format json
              speakable navigate Examples/login.yaml --commands "next,next,activate,type ann"
            """,
        subcommands: [RenderCommand.self, NavigateCommand.self]
    )
}
