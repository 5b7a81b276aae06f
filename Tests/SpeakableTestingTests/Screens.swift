import Speakable

/// The screen every assertion test speaks: the delete-file alert over a document list.
func deleteFileScreen() -> Screen {
    var screen = Screen { Heading("Documents"); Button("Delete").hint("Deletes the selected file.") }
    try? screen.present(.alert(Alert(title: "Delete File?", message: "This cannot be undone.", buttons: ["Delete"])))
    return screen
}

/// Its transcript after `next, next, next, activate`.
let deleteFileTranscript = """
    Alert. Delete File? This cannot be undone.
    > next
    This cannot be undone.
    > next
    Cancel. Button.
    > next
    Delete. Button.
    > activate
    Documents. Heading.
    """
