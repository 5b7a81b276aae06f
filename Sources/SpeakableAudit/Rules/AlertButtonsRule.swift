import Speakable

extension AuditRule {
    /// `alert-buttons`: an alert with more than two buttons besides its cancel button.
    ///
    /// ```swift
    /// // an alert with Save, Discard and Duplicate → "Alert has 3 buttons: the HIG suggests an action sheet"
    /// ```
    public static let alertButtons = AuditRule(
        id: "alert-buttons", category: .hig, severity: .warning, needsFrames: false,
        summary: "An alert has more than two buttons besides Cancel.",
        help: "The HIG keeps alerts to two choices; offer more as an action sheet."
    ) { screen in
        screen.alerts.compactMap { alert in
            guard alert.buttons.count > 2 else { return nil }
            return .init(stop: nil, message: screen.message(.auditAlertButtons, ["count": String(alert.buttons.count)]))
        }
    }
}

extension AuditedScreen {
    /// Every alert on the screen: presented, or queued behind one.
    var alerts: [Alert] {
        (screen.presentations.compactMap { if case .alert(let alert) = $0 { alert } else { nil } }) + screen.queuedAlerts
    }

    /// Every action sheet presented.
    var actionSheets: [ActionSheet] {
        screen.presentations.compactMap { if case .actionSheet(let sheet) = $0 { sheet } else { nil } }
    }
}
