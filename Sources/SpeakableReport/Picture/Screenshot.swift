import FoundationEssentials
import Speakable

/// A PNG or JPEG screenshot of a screen, drawn under its frames in the picture and the report
/// (tasks spec TK15), as AccessibilitySnapshot draws on its snapshot. Only the image's size is
/// read, from its header (PNG's `IHDR`, JPEG's start-of-frame marker), never by decoding it: the
/// browser decodes it, embedded in the page as a `data:` URI, so no request leaves the page.
///
/// ```swift
/// let shot = try Screenshot(data: try Data(contentsOf: url), path: "login.png")
/// shot.fits(ScreenSize(width: 390, height: 844))   // true for a 1170 × 2532 screenshot
/// ```
public struct Screenshot: Sendable, Hashable {
    /// What the image is, as its MIME type.
    public enum Kind: String, Sendable {
        case png = "image/png"
        case jpeg = "image/jpeg"
    }

    /// The largest file taken: a phone's screenshot is a few MiB at most.
    public static let maximumBytes = 8 * 1024 * 1024
    /// The largest side taken, in pixels.
    public static let maximumSide = 8_000
    /// How far the image's aspect ratio may be from the screen's (2%).
    public static let aspectTolerance = 0.02

    /// The file it was read from, for messages.
    public let path: String
    /// PNG or JPEG.
    public let kind: Kind
    /// Its size in pixels, from its header.
    public let width: Int, height: Int
    /// The file's bytes, embedded as they are.
    public let data: Data

    /// A screenshot from its bytes.
    ///
    /// - Throws: ``ScreenshotError`` naming the file and the byte where it went wrong: not PNG or
    ///   JPEG, a header cut short or inconsistent, over 8 MiB or 8,000 px.
    public init(data: Data, path: String) throws(ScreenshotError) {
        guard data.count <= Self.maximumBytes else {
            throw ScreenshotError(path: path, offset: nil, reason: "the image is \(data.count) bytes, over the 8 MiB a screenshot may have")
        }
        let bytes = [UInt8](data)
        let reader = ImageHeaderReader(bytes: bytes, path: path)
        let size: (kind: Kind, width: Int, height: Int)
        if bytes.starts(with: ImageHeaderReader.pngSignature) {
            let png = try reader.pngSize()
            size = (.png, png.width, png.height)
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            let jpeg = try reader.jpegSize()
            size = (.jpeg, jpeg.width, jpeg.height)
        } else {
            throw ScreenshotError(path: path, offset: 0, reason: "not a PNG or JPEG image")
        }
        guard size.width > 0, size.height > 0 else {
            throw ScreenshotError(path: path, offset: nil, reason: "the image's header gives it no size (\(size.width) × \(size.height))")
        }
        guard size.width <= Self.maximumSide, size.height <= Self.maximumSide else {
            throw ScreenshotError(path: path, offset: nil, reason: "the image is \(size.width) × \(size.height) px, over the 8,000 px a side a screenshot may have")
        }
        self.path = path
        kind = size.kind
        width = size.width
        height = size.height
        self.data = data
    }

    /// Reads a screenshot from a file, refusing a file over 8 MiB before reading it all.
    ///
    /// - Throws: ``ScreenshotError`` when it cannot be read or is not a screenshot.
    public init(contentsOfFile path: String) throws(ScreenshotError) {
        guard let data = FileBytes.read(path: path, upTo: Self.maximumBytes + 1) else {
            throw ScreenshotError(path: path, offset: nil, reason: "the image cannot be read", isMissing: FileKind(ofPath: path) == .missing)
        }
        guard data.count <= Self.maximumBytes else {
            throw ScreenshotError(path: path, offset: nil, reason: "the image is over the 8 MiB a screenshot may have")
        }
        try self.init(data: data, path: path)
    }

    /// Whether the image has the screen's aspect ratio, within 2%: a 3× iPhone screenshot over a
    /// capture in points, or an Android screenshot over a capture in the same pixels.
    public func fits(_ size: ScreenSize) -> Bool {
        guard size.width > 0, size.height > 0 else { return false }
        let screen = size.width / size.height, image = Double(width) / Double(height)
        return abs(image - screen) / screen <= Self.aspectTolerance
    }

    /// How many pixels of the image a unit of the screen is (3 for a 3× screenshot over points).
    public func scale(over size: ScreenSize) -> Double { Double(width) / size.width }

    /// The image as a `data:` URI, so the picture carries it and loads nothing.
    var dataURI: String { "data:\(kind.rawValue);base64,\(data.base64EncodedString())" }
}

/// A screenshot that cannot be used: one line naming the file, and the byte where it went wrong
/// when that is known.
public struct ScreenshotError: Error, CustomStringConvertible, Sendable {
    /// The image file.
    public var path: String
    /// The byte (from 0) where the image went wrong, when one byte is to blame.
    public var offset: Int?
    /// What is wrong.
    public var reason: String
    /// Whether the file is not there at all (exit 66 rather than 65).
    public var isMissing = false

    /// `login.png: error: at byte 16: the PNG's IHDR chunk is cut short`.
    public var description: String {
        "\(path): error: " + (offset.map { "at byte \($0): " } ?? "") + reason
    }
}
