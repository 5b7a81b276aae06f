/// Reads a PNG's or JPEG's size from its header, every read checked against the end of the
/// bytes, so a cut-short or hostile file is a located error and never a crash. It walks the
/// PNG's chunks or the JPEG's markers by their lengths only (linear, no decoding), so a file cut
/// short anywhere is found too.
struct ImageHeaderReader {
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let bytes: [UInt8]
    let path: String

    /// A big-endian unsigned number of `count` bytes at `offset`, or an error at `offset`.
    private func number(at offset: Int, count: Int, what: String) throws(ScreenshotError) -> Int {
        guard offset >= 0, count <= bytes.count, offset <= bytes.count - count else {
            throw ScreenshotError(path: path, offset: min(offset, bytes.count), reason: "the image ends inside its \(what)")
        }
        var value = 0
        for byte in bytes[offset..<offset + count] { value = value << 8 | Int(byte) }
        return value
    }

    /// PNG: the first chunk is `IHDR` (13 bytes: width, height, …); the chunks then run, by their
    /// lengths, to `IEND`.
    func pngSize() throws(ScreenshotError) -> (width: Int, height: Int) {
        let headerLength = try number(at: 8, count: 4, what: "first chunk")
        guard bytes.count >= 16, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
            throw ScreenshotError(path: path, offset: 12, reason: "the PNG does not start with its IHDR chunk")
        }
        guard headerLength == 13 else {
            throw ScreenshotError(path: path, offset: 8, reason: "the PNG's IHDR chunk is \(headerLength) bytes, not 13")
        }
        let width = try number(at: 16, count: 4, what: "IHDR chunk"), height = try number(at: 20, count: 4, what: "IHDR chunk")
        var offset = 8
        while true {
            let length = try number(at: offset, count: 4, what: "chunk header")
            let kind = try number(at: offset + 4, count: 4, what: "chunk header")
            // Length, type, data and CRC; a length past the end is a file cut short.
            guard length <= Int(Int32.max), bytes.count - offset - 12 >= length else {
                throw ScreenshotError(path: path, offset: offset, reason: "the PNG is cut short: a chunk of \(length) bytes runs past the end")
            }
            offset += 12 + length
            if kind == 0x4945_4E44 { break }   // IEND
        }
        return (width, height)
    }

    /// JPEG: markers after the start of image, each with its length, up to a start of frame
    /// (SOF0–SOF15 but DHT, JPG and DAC) that gives height and width; the file ends with its
    /// end-of-image marker.
    func jpegSize() throws(ScreenshotError) -> (width: Int, height: Int) {
        var offset = 2
        while true {
            guard try number(at: offset, count: 1, what: "markers") == 0xFF else {
                throw ScreenshotError(path: path, offset: offset, reason: "the JPEG has no marker where one should be")
            }
            // Fill bytes (0xFF) may come before a marker.
            var marker = try number(at: offset + 1, count: 1, what: "markers")
            while marker == 0xFF {
                offset += 1
                marker = try number(at: offset + 1, count: 1, what: "markers")
            }
            offset += 2
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }   // no length
            if marker == 0xD9 || marker == 0xDA {
                throw ScreenshotError(path: path, offset: offset - 2, reason: "the JPEG has no frame header (SOF) before its image data")
            }
            let length = try number(at: offset, count: 2, what: "marker length")
            guard length >= 2, bytes.count - offset >= length else {
                throw ScreenshotError(path: path, offset: offset, reason: "the JPEG is cut short: a segment of \(length) bytes runs past the end")
            }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 7 else {
                    throw ScreenshotError(path: path, offset: offset, reason: "the JPEG's frame header is \(length) bytes, too short for a size")
                }
                let height = try number(at: offset + 3, count: 2, what: "frame header"), width = try number(at: offset + 5, count: 2, what: "frame header")
                // The image data follows; a file cut short has lost its end-of-image marker.
                guard bytes.count >= 2, bytes[bytes.count - 2] == 0xFF, bytes[bytes.count - 1] == 0xD9 else {
                    throw ScreenshotError(path: path, offset: bytes.count, reason: "the JPEG is cut short: it does not end with its end-of-image marker")
                }
                return (width, height)
            }
            offset += length
        }
    }
}
