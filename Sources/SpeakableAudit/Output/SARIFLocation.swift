import FoundationEssentials
import Speakable

/// Where SARIF says a file is (issues 31 S11 and 35): a relative reference from the repository's
/// root, which `originalUriBaseIds` names `SRCROOT`, so code scanning places it from wherever
/// the audit ran. A file name is untrusted: every character but the unreserved ones and a few
/// sub-delimiters is percent-encoded, `:` above all (`javascript:alert(1).yaml` would otherwise
/// read as a URI with a scheme), and a newline, `?`, `#`, `%` or a byte of another script
/// too.
///
/// ```swift
/// SARIFLocation(root: "/repo").uri(of: "/repo/ui/javascript:x.yaml")   // "ui/javascript%3Ax.yaml"
/// ```
struct SARIFLocation {
    /// The name of the root in `originalUriBaseIds`.
    static let baseID = "SRCROOT"

    /// The root's segments, absolute and without `.` or `..`.
    let rootSegments: [String]

    init(root: String) {
        rootSegments = Self.absoluteSegments(root)
    }

    /// The root as a `file:` URI ending in `/`, as SARIF asks of a base.
    var rootURI: String {
        "file:///" + rootSegments.map(Self.encoded).joined(separator: "/") + (rootSegments.isEmpty ? "" : "/")
    }

    /// `path` (as given, relative to the current folder or absolute) relative to the root,
    /// with `../` where it lies outside, each segment percent-encoded.
    func uri(of path: String) -> String {
        let segments = Self.absoluteSegments(path)
        var shared = 0
        while shared < min(segments.count, rootSegments.count), segments[shared] == rootSegments[shared] { shared += 1 }
        let up = Array(repeating: "..", count: rootSegments.count - shared)
        return (up + segments[shared...].map(Self.encoded)).joined(separator: "/")
    }

    /// A path's segments from `/`, the current folder put in front of a relative one, `.` and
    /// `..` resolved by name (a link is not followed: the path is reported as written).
    static func absoluteSegments(_ path: String) -> [String] {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var segments: [String] = []
        for segment in full.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..": if !segments.isEmpty { segments.removeLast() }
            default: segments.append(String(segment))
            }
        }
        return segments
    }

    /// Characters a segment keeps: RFC 3986's unreserved ones and the sub-delimiters that mean
    /// nothing in a path; `:` and `@` are left out on purpose.
    private static let kept = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=".utf8)

    static func encoded(_ segment: String) -> String {
        PercentEncoding.encoded(segment, keeping: kept)
    }
}
