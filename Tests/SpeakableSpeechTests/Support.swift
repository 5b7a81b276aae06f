import Foundation
import Speakable
@testable import SpeakableSpeech

/// Root mean square of samples: well above zero for speech, zero for silence.
func rms(_ samples: [Int16]) -> Double {
    guard !samples.isEmpty else { return 0 }
    return (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
}

/// A plain-text utterance in a voice.
func utterance(_ text: String, voice: String = "en-us") throws -> SpeechUtterance {
    SpeechUtterance(string: text, voice: try SpeechVoice(voice))
}

/// Renders plain text.
func render(_ text: String, voice: String = "en-us") async throws -> Rendering {
    try await Synthesizer.shared.render(try utterance(text, voice: voice))
}
