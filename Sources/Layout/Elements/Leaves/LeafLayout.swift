import Document

/// How a `LeafView` lays out and draws: each leaf view conforms in its own file in this folder,
/// returning the element that measures and places it.
protocol LeafLayout {
    /// The element for this view at `path`; `stackAxis` is the axis of the stack it is a direct child of.
    func element(path: ViewPath, stackAxis: Axis?) -> LayoutElement
}
