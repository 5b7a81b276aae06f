import ArgumentParser

/// How a command prints what is spoken.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// One line per utterance (phrasing spec §12).
    case text
    /// A JSON array.
    case json
}
