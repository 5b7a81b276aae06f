/// Files of the package's `Voices/` folder, compiled into the binary, for modules that need
/// more than the words (the speech module's espeak-ng variant files).
///
/// ```swift
/// BundledResource.files(withExtension: "variant").map(\.name)   // ["speakable.variant"]
/// ```
public enum BundledResource {
    /// Every compiled-in file with an extension, sorted by name: its name and its text.
    public static func files(withExtension pathExtension: String) -> [(name: String, text: String)] {
        EmbeddedVoiceFiles.files.filter { $0.name.hasSuffix("." + pathExtension) }
    }
}
