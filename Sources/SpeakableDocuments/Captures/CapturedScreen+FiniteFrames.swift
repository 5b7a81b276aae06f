import Speakable

extension CapturedScreen {
    /// What is said of a frame that is dropped.
    static let nonFiniteFrameWarning = "the element's frame has a number that is not finite (NaN or infinite); the frame is left out"

    /// The capture with every frame that holds a NaN or an infinite number dropped, each with a
    /// warning at its element (S9). Every reader's frames pass here, once, before anything
    /// orders, draws or writes them: such a frame made JSON encoding fail for a whole audit run,
    /// and an import write `nan`, which no document reader takes.
    func droppingNonFiniteFrames(file: String) -> CapturedScreen {
        var screen = self
        Self.dropNonFiniteFrames(in: &screen.roots, file: file, warnings: &screen.warnings)
        return screen
    }

    /// Recursive, as the builder's walks are: every reader refuses elements nested deeper than
    /// ``CaptureScreenBuilder/maximumDepth``.
    private static func dropNonFiniteFrames(in elements: inout [CapturedElement], file: String, warnings: inout [DocumentDiagnostic]) {
        for index in elements.indices {
            if let frame = elements[index].frame, !frame.isFinite {
                elements[index].frame = nil
                elements[index].hasEmptyFrame = false
                warnings.append(DocumentDiagnostic(severity: .warning, file: file, line: elements[index].line, column: elements[index].column,
                                                   keyPath: "frame", message: nonFiniteFrameWarning))
            }
            dropNonFiniteFrames(in: &elements[index].children, file: file, warnings: &warnings)
        }
    }
}

extension ScreenFrame {
    /// Whether its four numbers are all finite.
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
