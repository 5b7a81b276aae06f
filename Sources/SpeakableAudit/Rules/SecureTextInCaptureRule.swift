import Speakable

extension AuditRule {
    /// `secure-text-in-capture`: a capture holds a secure field's characters in clear. The
    /// finding never quotes them.
    ///
    /// ```swift
    /// // an idb capture with a SecureTextField whose AXValue is the password → the capture holds it in clear
    /// ```
    public static let secureTextInCapture = AuditRule(
        id: "secure-text-in-capture", category: .speakable, severity: .error, needsFrames: false,
        summary: "A capture holds a secure field's text in clear.",
        help: "Delete the capture from where it is kept and make it again with a test account; the text never appears in Speakable's output."
    ) { screen in
        screen.secureTextsInClear > 0 ? [.init(stop: nil, message: screen.message(.auditSecureTextInCapture))] : []
    }
}
