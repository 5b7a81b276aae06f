import Speakable

/// An utterance as `render --format json` writes it: its own fields, and the reader that said it
/// (`"reader": "talkback"`, talkback.md TB3), so a JSON file says whose words it holds.
struct ReaderTagged<Base: Encodable>: Encodable {
    let base: Base
    let reader: Reader

    private enum Keys: String, CodingKey { case reader }

    func encode(to encoder: any Encoder) throws {
        try base.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(reader.rawValue, forKey: .reader)
    }
}
