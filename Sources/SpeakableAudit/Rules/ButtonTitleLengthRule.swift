import Speakable

extension AuditRule {
    /// `button-title-length`: an alert's, action sheet's or undo button's title over 24
    /// characters (the documents' HIG lint, U4).
    ///
    /// ```swift
    /// // Alert(buttons: ["Delete Everything In This Folder"]) → "Button title \"…\" is over 24 characters: …"
    /// ```
    public static let buttonTitleLength = AuditRule(
        id: "button-title-length", category: .hig, severity: .warning, needsFrames: false,
        summary: "An alert, action sheet or undo button's title is over 24 characters.",
        help: "Long button titles are cut off or wrapped; the HIG asks for short titles, a verb or two."
    ) { screen in
        let titles = (screen.alerts.flatMap(\.buttons) + screen.actionSheets.flatMap(\.buttons)).map(\.title)
            + screen.screen.undoHistory.undoActionNames.map { screen.voice[.undoPrefix] + $0 }
            + screen.screen.undoHistory.redoActionNames.map { screen.voice[.redoPrefix] + $0 }
        return titles.filter { $0.count > buttonTitleLimit }.map {
            .init(stop: nil, message: screen.message(.auditButtonTitleLength, ["title": $0, "limit": String(buttonTitleLimit)]))
        }
    }
}
