import FoundationEssentials
import Glibc
import Speakable

/// An espeak-ng data directory that adds the package's `Voices/*.variant` files to the system's
/// data, without changing system files or the user's home.
///
/// libespeak-ng only finds variants in its data directory's `voices/!v`. The overlay is a
/// directory of links to every entry of the system data, with a real `voices/!v` holding links
/// to the system variants plus copies of ours. It lives in a per-user folder of the temporary
/// directory (mode 0700, owner checked), its path kept short: libespeak-ng silently truncates
/// data paths of 150 characters or more.
enum EspeakDataDirectory {
    /// Where Debian, Homebrew and source builds put espeak-ng's data.
    static var systemCandidates: [String] {
        var candidates: [String] = []
        if let override = ProcessInfo.processInfo.environment["SPEAKABLE_ESPEAK_DATA"] { candidates.append(override) }
        let lib = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? []
        candidates += lib.sorted().map { "/usr/lib/\($0)/espeak-ng-data" }
        candidates += ["/usr/lib/espeak-ng-data", "/usr/share/espeak-ng-data", "/usr/local/share/espeak-ng-data",
                       "/opt/homebrew/share/espeak-ng-data"]
        return candidates
    }

    /// The system's data directory: the first candidate holding `phontab`.
    static func systemDirectory() throws -> String {
        guard let found = systemCandidates.first(where: { FileManager.default.fileExists(atPath: $0 + "/phontab") }) else {
            throw SpeechError.engineUnavailable("no espeak-ng-data folder with a phontab was found (install espeak-ng-data)")
        }
        return found
    }

    /// The overlay for the bundled variants, made if needed; its path ends in `espeak-ng-data`.
    static func overlay(variants: [(name: String, text: String)] = BundledResource.files(withExtension: "variant")) throws -> String {
        let system = try systemDirectory()
        let fileManager = FileManager.default
        var fingerprint = Hasher.stableHash(system)
        for variant in variants { fingerprint = Hasher.stableHash(variant.text, seed: fingerprint) }
        let (userFolder, final) = try location(fingerprint: fingerprint)
        if fileManager.fileExists(atPath: final + "/phontab") { return final }

        // Build beside it and move into place, so that concurrent processes never see half of it.
        let staging = "\(userFolder)/staging-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try fileManager.createDirectory(atPath: staging + "/voices/!v", withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(atPath: staging) }
        for entry in try fileManager.contentsOfDirectory(atPath: system) where entry != "voices" {
            try fileManager.createSymbolicLink(atPath: "\(staging)/\(entry)", withDestinationPath: "\(system)/\(entry)")
        }
        let systemVoices = system + "/voices"
        for entry in (try? fileManager.contentsOfDirectory(atPath: systemVoices)) ?? [] where entry != "!v" {
            try fileManager.createSymbolicLink(atPath: "\(staging)/voices/\(entry)", withDestinationPath: "\(systemVoices)/\(entry)")
        }
        for entry in (try? fileManager.contentsOfDirectory(atPath: systemVoices + "/!v")) ?? [] {
            try fileManager.createSymbolicLink(atPath: "\(staging)/voices/!v/\(entry)", withDestinationPath: "\(systemVoices)/!v/\(entry)")
        }
        for variant in variants {
            let name = PathText.deletingExtension(variant.name).lowercased()
            try? fileManager.removeItem(atPath: "\(staging)/voices/!v/\(name)")
            try Data(variant.text.utf8).write(to: URL(fileURLWithPath: "\(staging)/voices/!v/\(name)"))
        }
        let parent = PathText.deletingLastComponent(final)
        try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
        if rename(staging, final) != 0 && !fileManager.fileExists(atPath: final + "/phontab") {
            throw SpeechError.engineUnavailable("cannot create the voice data folder \(final)")
        }
        return final
    }

    /// The longest data path used: libespeak-ng keeps paths in 160-byte buffers and appends
    /// up to about 40 bytes (`/voices/!v/<variant>`); a longer path overflows, and it then
    /// silently reads `$HOME/espeak-ng-data` instead.
    static let maximumPathLength = 100

    /// The user's folder and the overlay's path in it: under `$TMPDIR` when that path is short
    /// enough, else under `/tmp`; never a path libespeak-ng would truncate.
    private static func location(fingerprint: UInt64) throws -> (folder: String, overlay: String) {
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 }
        for base in [temporary, "/tmp"].compactMap({ $0 }) {
            let trimmed = base.replacing("//", with: "/")
            let folder = (trimmed.hasSuffix("/") ? String(trimmed.dropLast()) : trimmed) + "/speakable-espeak-\(getuid())"
            let overlay = "\(folder)/\(String(fingerprint, radix: 36))/espeak-ng-data"
            guard overlay.utf8.count <= maximumPathLength, (try? privateFolder(folder)) != nil else { continue }
            return (folder, overlay)
        }
        throw SpeechError.engineUnavailable("no temporary folder has a path short enough for espeak-ng's data (set TMPDIR to a short path)")
    }

    /// A folder private to this user, made if needed (mode 0700, owner checked).
    private static func privateFolder(_ folder: String) throws -> String {
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            throw SpeechError.engineUnavailable("cannot create \(folder)")
        }
        var status = stat()
        guard lstat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR, status.st_uid == getuid(),
              (status.st_mode & 0o077) == 0 else {
            throw SpeechError.engineUnavailable("\(folder) is not a private folder of this user")
        }
        return folder
    }
}

extension Hasher {
    /// A hash that is the same in every process (Swift's `Hasher` is seeded per process).
    static func stableHash(_ text: String, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = seed
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
