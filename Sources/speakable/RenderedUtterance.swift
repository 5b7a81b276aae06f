import Speakable
import SpeakableDocuments

/// An utterance as `render --format json` writes it, wherever it is written (render, `--reader
/// both`): its own fields, the reader that said it (`"reader": "talkback"`, talkback.md TB3) and,
/// for an Android capture, the density its pixel frame is in (`{"pixelsPerDP": 2.625,
/// "inferred": true}`, TB6), so a reader of the JSON can turn the frame into dp.
struct RenderedUtterance<Base: Encodable>: Encodable {
    let base: Base
    let reader: Reader
    var density: AndroidDensity?

    private enum Keys: String, CodingKey { case reader, density }

    func encode(to encoder: any Encoder) throws {
        try base.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(reader.rawValue, forKey: .reader)
        try container.encodeIfPresent(density, forKey: .density)
    }
}
