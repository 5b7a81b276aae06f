import Speakable

extension AccessibilityAudit {
    /// The findings on every layer of a screen: the screen itself and each presentation over it,
    /// the layers beneath first, the top layer last (issue 32: the screen under an alert is
    /// audited too).
    ///
    /// The top layer's findings keep their stops, which index the tree of what is on screen (the
    /// report draws them there); a layer beneath is another tree, so its findings name their stop
    /// by its description and line only. A finding is made once, however many layers show it.
    /// A presentation's own findings, and its stops', carry the line of its `present:` entry,
    /// given in `lines`. `spoken`, the screen already spoken, gives the top layer its tree and
    /// descriptions.
    ///
    /// ```swift
    /// var screen = Screen { Button("") }
    /// try screen.present(.alert(Alert(title: "Saved")))
    /// audit.findings(inEveryLayerOf: screen).map(\.rule)   // ["no-description"], from the screen beneath
    /// ```
    public func findings(inEveryLayerOf screen: Screen, spoken: SpokenScreen? = nil, secureTextsInClear: Int = 0,
                         listeningCost: ListeningCost? = nil, lines: [Presentation: Int] = [:]) -> [AuditFinding] {
        // The top layer is what is on screen: the spoken screen's, when it was spoken in this voice.
        // Every layer is spoken by the reader of the spoken screen (TB22), or this audit's.
        let rules = spoken?.rules ?? reader.rules
        let spokenTop = spoken.flatMap { $0.voice == voice ? $0 : nil } ?? SpokenScreen(screen: screen, voice: voice, rules: rules)
        let top = findings(in: screen, spoken: spokenTop, secureTextsInClear: secureTextsInClear, listeningCost: listeningCost)
        guard !screen.presentations.isEmpty else { return top }
        // The layers, bottom first: the screen alone, then each presentation alone over it (an
        // alert queued behind another too). Each is audited once, so a stack of presentations
        // costs one audit each, never the whole stack again per layer.
        var base = screen
        while base.dismissTopPresentation() != nil {}
        var layered: [AuditFinding] = [], lineOf: [Key: Int] = [:]
        var layers: [(screen: Screen, line: Int?)] = [(base, nil)]
        for presentation in screen.presentations + screen.queuedAlerts.map(Presentation.alert) {
            var layer = base
            guard (try? layer.present(presentation)) != nil else { continue }
            layers.append((layer, lines[presentation]))
        }
        var seen: Set<Key> = []
        for layer in layers {
            let spokenLayer = SpokenScreen(screen: layer.screen, voice: voice, rules: rules)
            for var finding in findings(in: layer.screen, spoken: spokenLayer, secureTextsInClear: secureTextsInClear)
            where seen.insert(Key(finding)).inserted {
                // What a presentation brought (about it, or one of its stops) points at its entry.
                if finding.line == nil, let line = layer.line { finding.line = line }
                if let line = finding.line { lineOf[Key(finding)] = line }
                // Stops index the tree of what is on screen, the top layer's; a finding of a
                // layer beneath names its stop by description and line only.
                finding.stop = nil
                layered.append(finding)
            }
        }
        // The top layer's own findings keep their stops (the report draws them there), and take
        // the line their layer gave them.
        let topKeys = Set(top.map(Key.init))
        var shown: Set<Key> = []
        let onTop = top.compactMap { finding -> AuditFinding? in
            guard shown.insert(Key(finding)).inserted else { return nil }
            var located = finding
            if located.line == nil { located.line = lineOf[Key(finding)] }
            return located
        }
        return layered.filter { !topKeys.contains(Key($0)) } + onTop
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
