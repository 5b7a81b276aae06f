import Foundation

/// Files of the package's `Voices/` folder, for modules that need more than the words (the
/// speech module's espeak-ng variant files).
///
/// ```swift
/// BundledResource.files(withExtension: "variant")   // [.../speakable.variant]
/// ```
public enum BundledResource {
    /// Every bundled file with an extension, sorted by name.
    public static func files(withExtension pathExtension: String) -> [URL] {
        guard let folder = Bundle.module.resourceURL,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { $0.hasSuffix("." + pathExtension) }.sorted().map { folder.appendingPathComponent($0) }
    }
}
