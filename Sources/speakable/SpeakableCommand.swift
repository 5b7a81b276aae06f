import ArgumentParser

/// The `speakable` command: what VoiceOver would say about a screen document.
@main
struct SpeakableCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speakable",
        abstract: "Turns accessible UI into VoiceOver-style speech.",
        discussion: """
            Every command reads a screen document (YAML or JSON; see docs/Documents.md).

            Example:
              speakable render Examples/delete-file.yaml
              speakable render Examples/login.yaml --locale ru --format json
              speakable navigate Examples/login.yaml --commands "next,next,activate,type ann"
              speakable speak Examples/delete-file.yaml --wav delete.wav
              speakable say "Build finished." --locale en
              speakable phonemes Examples/russian-settings.yaml --ipa
            """,
        subcommands: [RenderCommand.self, NavigateCommand.self, SpeakCommand.self, SayCommand.self, PhonemesCommand.self, TestCommand.self, AlertCommand.self, StepperCommand.self, InputCommand.self, PromptFileCommand.self]
    )
}
