/// How pronunciations are written.
///
/// ```swift
/// try await Synthesizer.shared.phonemes("OK, button.", voice: voice, alphabet: .ipa)   // ["ˌoʊkˈeɪ", "bˈʌʔn̩"]
/// ```
public enum PhonemeAlphabet: String, Hashable, Sendable, CaseIterable {
    /// The International Phonetic Alphabet (contour tones are lost).
    case ipa
    /// espeak-ng's own mnemonics (`,oUk'eI`), which keep tones.
    case mnemonic
}
