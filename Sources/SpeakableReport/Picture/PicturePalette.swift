/// The colours that tell stops apart, cycled in reading order (report spec §1: at least eight).
/// Each is dark enough for white badge text at 4.5:1 or more (WCAG 2.2 SC 1.4.3); the
/// contrast test checks every one.
///
/// ```swift
/// PicturePalette.color(forStop: 0)   // "#B3261E"
/// PicturePalette.color(forStop: 10)  // the third colour again
/// ```
public enum PicturePalette {
    /// The colours, as `#RRGGBB`.
    public static let colors = [
        "#B3261E", // red
        "#1F5BA8", // blue
        "#2E6B2F", // green
        "#6A2C91", // purple
        "#8A4B00", // brown-orange
        "#00675B", // teal
        "#A3195B", // magenta
        "#3E4A9E", // indigo
        "#5D5300", // olive
        "#6B3E26", // chestnut
    ]

    /// The colour of the stop at `index` (from 0).
    public static func color(forStop index: Int) -> String { colors[index % colors.count] }
}
