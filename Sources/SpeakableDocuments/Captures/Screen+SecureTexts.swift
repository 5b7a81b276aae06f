import Speakable

extension Screen {
    /// The texts of every secure field on the screen and in what is presented over it: what a
    /// capture's warnings must never quote.
    var secureTexts: Set<String> {
        var texts: Set<String> = []
        func visit(_ control: Control) {
            switch control {
            case .secureTextField(let field): if !field.text.isEmpty { texts.insert(field.text.revealed) }
            // Any signal that says secure wins: an element (a table cell, say) with the trait.
            case .element(let element) where element.traits.contains(.secureTextField): if !element.value.isEmpty { texts.insert(element.value) }
            default: control.childControls?.forEach(visit)
            }
        }
        elements.forEach(visit)
        for presentation in presentations + queuedAlerts.map(Presentation.alert) {
            switch presentation {
            case .alert(let alert): alert.textFields.forEach(visit)
            case .popover(let popover): popover.elements.forEach(visit)
            case .actionSheet: break
            }
        }
        return texts
    }
}
