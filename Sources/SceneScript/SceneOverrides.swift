import Document

/// Settings that replace what a scene file's directives say (the CLI's flags). nil keeps the
/// file's value (or the default).
public struct SceneOverrides: Sendable {
    public var name: String?
    public var size: Size?
    public var scale: Double?
    public var fps: Double?
    public var duration: Double?
    public var hold: Double?
    public var background: Color?
    /// Taps to use instead of the file's `tap` directives.
    public var taps: [Tap]?

    public init(name: String? = nil, size: Size? = nil, scale: Double? = nil, fps: Double? = nil, duration: Double? = nil,
                hold: Double? = nil, background: Color? = nil, taps: [Tap]? = nil) {
        self.name = name; self.size = size; self.scale = scale; self.fps = fps; self.duration = duration
        self.hold = hold; self.background = background; self.taps = taps
    }
}
