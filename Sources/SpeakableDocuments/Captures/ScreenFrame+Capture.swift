import Speakable

// A capture's frames are the core's `ScreenFrame`: what a reader finds is what a stop keeps.
extension ScreenFrame {
    /// A frame written `{{x, y}, {w, h}}` (idb's `AXFrame`, an XCUITest dump), or any text with
    /// its four numbers in that order.
    init?(described text: some StringProtocol) {
        let numbers = text.split(whereSeparator: { !"0123456789.-eE".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// Nothing a finger or VoiceOver can reach.
    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether `self` is read before `other` (phrasing R3): higher by at least the row
    /// tolerance, or within it and first in the row's direction. Neither, for a tie.
    func precedes(_ other: ScreenFrame, tolerance: Double, rightToLeft: Bool) -> Bool {
        if other.y - y >= tolerance { return true }
        if y - other.y >= tolerance { return false }
        return rightToLeft ? x > other.x : x < other.x
    }
}
