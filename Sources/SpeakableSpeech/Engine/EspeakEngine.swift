import CEspeakLoader
import FoundationEssentials
import Glibc

/// The one libespeak-ng of the process. Every method runs on ``EngineExecutor``'s thread.
///
/// It is set up once through the `espeak_ng_*` calls with an explicit data path (a problem is a
/// Swift error, never an `exit()`), in synchronous mode, with the URI callback refusing every
/// `<audio>`. It is never terminated: `espeak_Terminate` deadlocks on a second cycle.
final class EspeakEngine {
    let sampleRate: Int
    let version: String
    let dataDirectory: String
    /// The voice this engine last set, and how libespeak-ng then described its current voice.
    private var loadedVoice: (requested: String, current: String)?

    init() throws {
        if let failure = speakable_espeak_load() { throw SpeechError.engineUnavailable(String(cString: failure)) }
        dataDirectory = try EspeakDataDirectory.overlay()
        speakable_espeak_ng_InitializePath(dataDirectory)
        var context: espeak_ng_ERROR_CONTEXT?
        let status = speakable_espeak_ng_Initialize(&context)
        defer { speakable_espeak_ng_ClearErrorContext(&context) }
        guard status == ENS_OK else { throw SpeechError.engineUnavailable(Self.message(for: status)) }
        let output = speakable_espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil)
        guard output == ENS_OK else { throw SpeechError.engineUnavailable(Self.message(for: output)) }
        speakable_espeak_SetSynthCallback(synthesisCallback)
        speakable_espeak_SetUriCallback(refuseURICallback)
        sampleRate = Int(speakable_espeak_ng_GetSampleRate())
        // libespeak-ng says which data it read: it must be the overlay, never a fallback such as
        // `$HOME/espeak-ng-data`.
        var usedPath: UnsafePointer<CChar>?
        version = String(cString: speakable_espeak_Info(&usedPath))
        guard let usedPath, String(cString: usedPath) == dataDirectory else {
            throw SpeechError.engineUnavailable("espeak-ng read its data from \(usedPath.map { String(cString: $0) } ?? "an unknown folder"), not \(dataDirectory)")
        }
    }

    /// The voices libespeak-ng knows, from `espeak_ListVoices`.
    func voiceCatalog() -> [EspeakVoiceInfo] {
        guard var entry = speakable_espeak_ListVoices(nil) else { return [] }
        var voices: [EspeakVoiceInfo] = []
        while let voice = entry.pointee {
            var languages: [String] = []
            if var cursor = voice.pointee.languages.map(UnsafeRawPointer.init) {
                // Pairs of a priority byte and a NUL-terminated language, ended by a zero byte.
                while cursor.load(as: UInt8.self) != 0 {
                    let language = String(cString: cursor.advanced(by: 1).assumingMemoryBound(to: CChar.self))
                    languages.append(language)
                    cursor = cursor.advanced(by: 1 + language.utf8.count + 1)
                }
            }
            voices.append(EspeakVoiceInfo(name: voice.pointee.name.map { String(cString: $0) } ?? "",
                                          identifier: voice.pointee.identifier.map { String(cString: $0) } ?? "",
                                          languages: languages))
            entry = entry.advanced(by: 1)
        }
        return voices
    }

    /// The variants of the data directory (`voices/!v`), ours included.
    func variantNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dataDirectory + "/voices/!v")) ?? []).sorted()
    }

    /// Sets the voice and every parameter, so that nothing an earlier utterance did (an SSML
    /// voice change, an embedded command) carries over.
    func prepare(_ utterance: SpeechUtterance) throws {
        let name = utterance.voice.description
        // Loading a voice costs about 0.2 ms, a tenth of a short utterance. It is skipped only
        // when libespeak-ng itself says the voice is still the one this engine set; anything
        // that changed it (another user of the library, in this process) makes it load again.
        if loadedVoice?.requested != name || loadedVoice?.current != Self.currentVoice() {
            guard speakable_espeak_SetVoiceByName(name) == EE_OK else {
                loadedVoice = nil
                throw SpeechError.voiceNotFound(name)
            }
            loadedVoice = (name, Self.currentVoice())
        }
        speakable_espeak_SetParameter(espeakRATE, Int32(min(max(utterance.rate, 80), 900)), 0)
        speakable_espeak_SetParameter(espeakVOLUME, Int32(min(max(utterance.volume, 0), 200)), 0)
        speakable_espeak_SetParameter(espeakPITCH, Int32(min(max(utterance.pitch, 0), 99)), 0)
        speakable_espeak_SetParameter(espeakRANGE, Int32(min(max(utterance.pitchRange, 0), 99)), 0)
        speakable_espeak_SetParameter(espeakWORDGAP, 0, 0)
        // These two report an error in 1.51 but take effect.
        speakable_espeak_SetParameter(espeakPUNCTUATION, Int32(espeakPUNCT_NONE.rawValue), 0)
        speakable_espeak_SetParameter(espeakCAPITALS, 0, 0)
    }

    /// Synthesizes text (plain, or built SSML) into the sink.
    func synthesize(_ text: String, ssml: Bool, into sink: SynthesisSink) throws {
        // Installed for every utterance: cheap, and safe even if the host process also uses
        // libespeak-ng directly and has set callbacks of its own.
        speakable_espeak_SetSynthCallback(synthesisCallback)
        speakable_espeak_SetUriCallback(refuseURICallback)
        let flags = UInt32(espeakCHARS_UTF8) | (ssml ? UInt32(espeakSSML) : 0)
        let userData = Unmanaged.passUnretained(sink).toOpaque()
        let result = withExtendedLifetime(sink) {
            text.withCString { pointer in
                speakable_espeak_Synth(pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, flags, nil, userData)
            }
        }
        // An aborted utterance reports an internal error; that is the sink's doing, not a failure.
        guard result == EE_OK || sink.wasStopped || sink.exceededLimit else {
            throw SpeechError.synthesisFailed(code: Int(result.rawValue))
        }
        if sink.wasStopped || sink.exceededLimit { clearAbortedText() }
    }

    /// An aborted utterance leaves the rest of its clause in libespeak-ng's input, and the next
    /// pronunciation asked for begins with it ("tˈiː dᵻlˈiːt fˈaɪl" for "Delete File?" after
    /// "This sentence…" was cut off). Synthesizing a blank, into a sink that keeps nothing,
    /// starts the input afresh.
    private func clearAbortedText() {
        let discard = SynthesisSink(limits: .default, keepsSamples: false)
        let userData = Unmanaged.passUnretained(discard).toOpaque()
        withExtendedLifetime(discard) {
            _ = speakable_espeak_Synth(" ", 2, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, userData)
        }
    }

    /// The pronunciation of plain text, one string per clause, in IPA or espeak-ng mnemonics.
    /// A voice must have been set (``prepare(_:)``): without one 1.51 crashes.
    func phonemes(_ text: String, ipa: Bool) -> [String] {
        var clauses: [String] = []
        text.withCString { pointer in
            var cursor: UnsafeRawPointer? = UnsafeRawPointer(pointer)
            while cursor != nil {
                guard let result = speakable_espeak_TextToPhonemes(&cursor, espeakCHARS_UTF8, ipa ? 0x02 : 0) else { break }
                let clause = String(cString: result).trimmingSpaces()
                if !clause.isEmpty { clauses.append(clause) }
            }
        }
        return clauses
    }

    /// libespeak-ng's description of its current voice: name, file and variant.
    private static func currentVoice() -> String {
        guard let voice = speakable_espeak_GetCurrentVoice()?.pointee else { return "" }
        let name = voice.name.map { String(cString: $0) } ?? ""
        let identifier = voice.identifier.map { String(cString: $0) } ?? ""
        return "\(name)|\(identifier)|\(voice.variant)"
    }

    private static func message(for status: espeak_ng_STATUS) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        speakable_espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
