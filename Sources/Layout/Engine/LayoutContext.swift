import Typography

/// What one layout run shares: the display scale, where images and fonts come from.
struct LayoutContext {
    var scale: Double
    var images: ImageProvider
    var fonts: FontLibrary
}
