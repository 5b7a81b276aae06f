/// An item of a list read as it streams (``YAMLComposer/streamingRoot(_:element:)``).
enum StreamedItem {
    /// A mapping of one key, as that key and its value: no mapping is made for it.
    case pair(key: YAMLNode, value: YAMLNode)
    /// Any other item.
    case node(YAMLNode)
}
