/// Where ``YAMLComposer/streamingRoot(_:element:)`` reads a document from.
enum YAMLInput {
    /// UTF-8 bytes in memory, read as the careful reading reads the same text.
    case bytes(UnsafeBufferPointer<UInt8>)
    /// An open file, read in pieces as libyaml asks for them, so that the document is never
    /// held whole.
    case file(YAMLFileInput)
}
