import Geometry
import Typography

/// What one layout run shares: the display scale, where images and fonts come from.
struct LayoutContext {
    var scale: Double
    var images: ImageProvider
    var fonts: FontLibrary
    /// While placing: the frames (canvas coordinates) of the ancestors that named a coordinate
    /// space (`.coordinateSpace(name:)`), for the `GeometryReader`s below them.
    var coordinateSpaces: [String: Rect] = [:]
}
