// Whether any stop came from an Android capture's node, asked where the stops lie: the audit
// asks it of every screen a task walks (issue 34), and asking each stop from another module
// copied the stop's element to call its getter.
extension AccessibilityTree {
    /// Whether any stop's element holds an Android capture's node.
    ///
    /// ```swift
    /// AccessibilityTree(screen: Screen { Button("OK") }).hasAndroidNodes   // false
    /// ```
    package var hasAndroidNodes: Bool {
        focusStops.withUnsafeBufferPointer { stops in stops.indices.contains { stops[$0].element.hasAndroidNode } }
    }
}
