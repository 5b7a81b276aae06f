import Foundation
import Testing
import Speakable
import SpeakableDocuments
@testable import SpeakableReport

/// The real screen under the picture (tasks spec TK15): a screenshot's size read from its header,
/// checked, and drawn under the frames at the screen's scale, embedded.
@Suite("Report: TK15 the screenshot under the picture")
struct ScreenshotTests {
    /// A PNG's signature, IHDR (`width` × `height`, 8-bit RGBA) and IEND; CRCs are not read.
    static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func be(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        bytes += be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
        bytes += be(3) + Array("IDAT".utf8) + [1, 2, 3] + [0, 0, 0, 0]
        bytes += be(0) + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        return Data(bytes)
    }

    /// A JPEG's start, an APP0 segment, fill bytes, a start of frame `marker` (`width` × `height`),
    /// a scan and its end.
    static func jpeg(width: UInt16, height: UInt16, marker: UInt8 = 0xC0) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xFF, marker, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
        bytes += [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        bytes += [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0, 0, 0x3F, 0, 0x12, 0x34, 0xFF, 0xD9]
        return Data(bytes)
    }

    static func error(_ data: Data) -> ScreenshotError? {
        do { _ = try Screenshot(data: data, path: "shot.png"); return nil } catch { return error }
    }

    @Test("TK15 a PNG's size from its IHDR, a JPEG's from its start of frame (baseline and progressive): a 3× screenshot fits a screen in points")
    func tk15_sizeFromTheHeader() throws {
        let png = try Screenshot(data: Self.png(width: 1170, height: 2532), path: "login.png")
        #expect(png.kind == .png && png.width == 1170 && png.height == 2532)
        #expect(png.fits(ScreenSize(width: 390, height: 844)) && png.scale(over: ScreenSize(width: 390, height: 844)) == 3)
        #expect(!png.fits(ScreenSize(width: 390, height: 700)))
        for marker: UInt8 in [0xC0, 0xC2] {
            let jpeg = try Screenshot(data: Self.jpeg(width: 1080, height: 2400, marker: marker), path: "login.jpg")
            #expect(jpeg.kind == .jpeg && jpeg.width == 1080 && jpeg.height == 2400)
            // An Android capture's pixels, 1:1.
            #expect(jpeg.fits(ScreenSize(width: 1080, height: 2400)) && jpeg.scale(over: ScreenSize(width: 1080, height: 2400)) == 1)
        }
    }

    @Test("TK15 a bad image is a located error: not PNG or JPEG, cut short anywhere, an inconsistent header, over 8,000 px or 8 MiB")
    func tk15_badImagesAreLocatedErrors() throws {
        #expect(Self.error(Data("GIF89a......".utf8))?.description == "shot.png: error: at byte 0: not a PNG or JPEG image")
        #expect(Self.error(Self.png(width: 9000, height: 100))?.description.contains("over the 8,000 px") == true)
        #expect(Self.error(Self.png(width: 0, height: 100))?.description.contains("no size") == true)
        #expect(Self.error(Data(count: Screenshot.maximumBytes + 1))?.description.contains("8 MiB") == true)
        var wrongLength = [UInt8](Self.png(width: 10, height: 10))
        wrongLength[11] = 12
        #expect(Self.error(Data(wrongLength))?.description == "shot.png: error: at byte 8: the PNG's IHDR chunk is 12 bytes, not 13")
        let noFrame = Data([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9])
        #expect(Self.error(noFrame)?.description == "shot.png: error: at byte 2: the JPEG has no frame header (SOF) before its image data")
        // Every cut of a good image is an error with a place, and never a crash.
        for good in [Self.png(width: 1170, height: 2532), Self.jpeg(width: 1080, height: 2400)] {
            for end in 0..<good.count {
                let error = try #require(Self.error(good.prefix(end)), "cut at \(end)")
                #expect(error.description.hasPrefix("shot.png: error: "))
            }
        }
    }

    @Test("TK15 the SVG draws the screenshot under the frames, over the root frame at the frames' scale, as a data: URI")
    func tk15_drawnUnderTheFramesInTheSVG() throws {
        let document = try ScreenDocument(yaml: """
            size: [390, 844]
            elements:
              - button: {label: OK, frame: [20, 100, 100, 44]}
            """, path: "screen.yaml")
        var legend = ScreenLegend(tree: AccessibilityTree(screen: document.screen), voice: try .builtIn(.en), size: document.size)
        let shot = try Screenshot(data: Self.png(width: 1170, height: 2532), path: "screen.png")
        legend.drawUnder(shot, covering: try #require(document.size))
        let svg = ScreenPicture(legend: legend, title: "screen").svg
        let image = try #require(svg.range(of: "<image class=\"screenshot\""))
        let firstStop = try #require(svg.range(of: "<g class=\"stop\""))
        #expect(image.lowerBound < firstStop.lowerBound)
        #expect(svg.contains("x=\"16\" y=\"16\" width=\"390\" height=\"844\" preserveAspectRatio=\"none\" data-pixels=\"1170x2532\" data-scale=\"3\" href=\"data:image/png;base64,\(shot.data.base64EncodedString())\""))
        // Without one, the picture is as before.
        let plain = ScreenPicture(legend: ScreenLegend(tree: legend.tree, voice: try .builtIn(.en), size: document.size), title: "screen").svg
        #expect(!plain.contains("<image"))
    }
}
