import Speakable

extension AccessibilityAudit {
    /// The findings on every layer of a screen: the screen itself and each presentation over it,
    /// bottom first, the top layer last (issue 32: the screen under an alert is audited too).
    ///
    /// The top layer's findings keep their stops, which index the tree of what is on screen (the
    /// report draws them there); a layer beneath is another tree, so its findings name their stop
    /// by its description and line only. A finding already made on a layer above is not repeated.
    /// A presentation's own findings, and its stops', carry the line of its `present:` entry,
    /// given in `lines`.
    ///
    /// ```swift
    /// var screen = Screen { Button("") }
    /// try screen.present(.alert(Alert(title: "Saved")))
    /// audit.findings(inEveryLayerOf: screen).map(\.rule)   // ["no-description"], from the screen beneath
    /// ```
    public func findings(inEveryLayerOf screen: Screen, secureTextsInClear: Int = 0, listeningCost: ListeningCost? = nil,
                         lines: [Presentation: Int] = [:]) -> [AuditFinding] {
        // The layers, top first: each one the one above with its top presentation dismissed.
        var layers = [screen], below = screen
        while below.dismissTopPresentation() != nil { layers.append(below) }
        let found = layers.indices.map { index in
            findings(in: layers[index], secureTextsInClear: secureTextsInClear, listeningCost: index == 0 ? listeningCost : nil)
        }
        var all: [AuditFinding] = []
        for index in layers.indices.reversed() {
            let line = layers[index].topPresentation.flatMap { lines[$0] }
            let beneath = index + 1 < layers.count ? Set(found[index + 1].map(Key.init)) : []
            for var finding in found[index] {
                // A finding this layer's presentation brought (about it, or about one of its stops).
                if finding.line == nil, let line, !beneath.contains(Key(finding)) { finding.line = line }
                if index > 0 { finding.stop = nil }
                guard !all.contains(where: { Key($0) == Key(finding) }) else { continue }
                all.append(finding)
            }
        }
        return all
    }

    /// What makes two findings the same, whatever tree their stop indexes.
    private struct Key: Hashable {
        let rule: String, message: String, description: String?
        init(_ finding: AuditFinding) {
            rule = finding.rule
            message = finding.message
            description = finding.description
        }
    }
}
