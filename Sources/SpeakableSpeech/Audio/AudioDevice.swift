import FoundationEssentials

/// The machine's audio output, found up front with cheap checks (no library is opened, so no
/// ALSA noise reaches standard error).
///
/// ```swift
/// if let device = AudioDevice.detect() { print(device.system) }   // pulseAudio
/// else { print("no audio device: use --wav") }
/// ```
public struct AudioDevice: Hashable, Sendable {
    /// The sound system behind the device.
    public enum System: String, Hashable, Sendable {
        case pulseAudio, pipeWire, alsa, coreAudio
    }

    /// The sound system.
    public var system: System
    /// The program that plays a WAV file given on standard input (or as a path, for `afplay`).
    public var player: String
    /// Its arguments.
    public var arguments: [String]

    /// The first usable device: PulseAudio (a server address or socket, and `paplay`), PipeWire
    /// (its socket, and `pw-play`), ALSA (a playback device in `/dev/snd`, and `aplay`), or Core
    /// Audio on macOS (`afplay`). `SPEAKABLE_AUDIO=none` says there is none.
    ///
    /// ```swift
    /// AudioDevice.detect()   // nil on a headless server
    /// ```
    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment) -> AudioDevice? {
        if environment["SPEAKABLE_AUDIO"] == "none" { return nil }
        let fileManager = FileManager.default
        let runtime = environment["XDG_RUNTIME_DIR"] ?? ""
        func program(_ name: String) -> String? {
            (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/\(name)" }
                .first { fileManager.isExecutableFile(atPath: $0) }
        }
        if hasPulseAudioServer(environment: environment), let paplay = program("paplay") {
            return AudioDevice(system: .pulseAudio, player: paplay, arguments: [])
        }
        if !runtime.isEmpty, fileManager.fileExists(atPath: runtime + "/pipewire-0"), let pwPlay = program("pw-play") {
            return AudioDevice(system: .pipeWire, player: pwPlay, arguments: ["-"])
        }
        let sound = (try? fileManager.contentsOfDirectory(atPath: "/dev/snd")) ?? []
        if sound.contains(where: { $0.hasPrefix("pcmC") && $0.hasSuffix("p") }), let aplay = program("aplay") {
            return AudioDevice(system: .alsa, player: aplay, arguments: ["-q", "-"])
        }
        #if os(macOS)
        if let afplay = program("afplay") { return AudioDevice(system: .coreAudio, player: afplay, arguments: []) }
        #endif
        return nil
    }

    /// Whether a PulseAudio server (or PipeWire's PulseAudio service) is there to connect to:
    /// `PULSE_SERVER` is set, or the session has its socket. Checked before connecting, so that
    /// no server is started on the user's behalf.
    ///
    /// ```swift
    /// AudioDevice.hasPulseAudioServer()   // false on a headless server
    /// ```
    public static func hasPulseAudioServer(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if environment["SPEAKABLE_AUDIO"] == "none" { return false }
        if let server = environment["PULSE_SERVER"], !server.isEmpty { return true }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return false }
        return FileManager.default.fileExists(atPath: runtime + "/pulse/native")
    }
}
