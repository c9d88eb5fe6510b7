/// An encoded frame waiting for its delay (and possibly its disposal) to be known.
struct PendingFrame {
    var rect: PixelRect
    /// rect.width × rect.height colour indices.
    var indices: [UInt8]
    /// The palette's colours (global or local).
    var colors: [UInt32]
    var isLocal: Bool
    var transparentIndex: Int
    var usesTransparency: Bool
    /// Start time in centiseconds.
    var start: Int
    var disposal: Int32

    /// Grows the frame to `bigger` (which contains `rect`), filling the new area with the transparent index.
    mutating func expand(to bigger: PixelRect) {
        guard bigger != rect else { return }
        var grown = [UInt8](repeating: UInt8(transparentIndex), count: bigger.area)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                grown[(rect.y - bigger.y + y) * bigger.width + rect.x - bigger.x + x] = indices[y * rect.width + x]
            }
        }
        rect = bigger
        indices = grown
        usesTransparency = true
    }
}
