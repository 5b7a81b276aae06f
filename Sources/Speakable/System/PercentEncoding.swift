/// Text made safe for a URL by `%XX` escapes of its UTF-8 bytes, as `addingPercentEncoding
/// (withAllowedCharacters:)` writes them (upper-case hex), without Foundation.
package enum PercentEncoding {
    /// The characters a URL path keeps as they are (`CharacterSet.urlPathAllowed`).
    package static let pathAllowed: Set<UInt8> = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8)

    /// `text` with every byte outside `allowed` escaped.
    package static func encoded(_ text: String, keeping allowed: Set<UInt8>) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if allowed.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    /// The text escaped for a URL's path (`addingPercentEncoding(withAllowedCharacters:
    /// .urlPathAllowed)`).
    package var percentEncodedForPath: String { PercentEncoding.encoded(self, keeping: PercentEncoding.pathAllowed) }
}
