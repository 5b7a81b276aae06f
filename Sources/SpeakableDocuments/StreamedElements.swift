import Speakable

/// The elements of a document decoded one by one as libyaml reads them.
struct StreamedElements {
    var controls: [Control] = []
    /// Each identifier given so far, with its line, for the presentations' to be checked against.
    var identifiers: [String: Int] = [:]
}
