import SpeakableDocuments

/// An utterance of an Android capture as `render --format json` writes it: its own fields, and
/// the density its pixel frame is in (`{"pixelsPerDP": 2.625, "inferred": true}`, talkback.md
/// TB6), so a reader of the JSON can turn the frame into dp.
struct AndroidDensityTagged<Base: Encodable>: Encodable {
    let base: Base
    let density: AndroidDensity

    private enum Keys: String, CodingKey { case density }

    func encode(to encoder: any Encoder) throws {
        try base.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(density, forKey: .density)
    }
}
