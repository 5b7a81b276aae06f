// What a control can do, asked by capability: the screen reader and the prompts never switch
// over kinds to find out.
extension Control {
    /// The control as something swipes adjust, if it is one.
    ///
    /// ```swift
    /// try Slider("Volume", value: 0.5).control.adjustable?.adjustsBySwipe   // true
    /// ```
    public var adjustable: (any AdjustableControl)? {
        guard let adjustable = base.asAdjustable, adjustable.isAdjustable else { return nil }
        return adjustable
    }

    /// The control as something a double tap toggles, if it is one.
    ///
    /// ```swift
    /// Switch("Wi-Fi").control.toggleable?.state   // .off
    /// ```
    public var toggleable: (any ToggleableControl)? {
        guard let toggleable = base.asToggleable, toggleable.isToggleable else { return nil }
        return toggleable
    }

    /// The control as a series of titled items a double tap selects, if it is one.
    ///
    /// ```swift
    /// try TabBar(["A", "B"]).control.series?.selectedIndex   // nil
    /// ```
    public var series: (any SeriesControl)? { base.asSeries }
}
