import Document

/// A scene's settings as one source gives them: a file's `// flipbook:` directives, or what
/// replaces them (the CLI's flags, `SceneOverrides`). nil: this source does not say, so the next
/// one (or the default) decides; `merged(over:)` applies that order.
///
/// One struct for both, so a new setting is added in one place and cannot be missed by either.
public struct SceneSettings: Sendable {
    /// `name "Card flip"`
    public var name: String?
    /// `size 400x300` (points)
    public var size: Size?
    /// `scale 2` (pixels per point)
    public var scale: Double?
    /// `fps 30`
    public var fps: Double?
    /// `duration 3` (seconds); `duration auto` leaves it to the animations (nil).
    public var duration: Double?
    /// `hold 0.5`: extra time after the last animation settles when the duration is automatic.
    public var hold: Double?
    /// `background #F2F2F7` (or `#RRGGBBAA`, or a named colour such as `white`).
    public var background: Color?
    /// `tap "Reveal" at 0.5`, in order; given by an override, they replace all of the file's taps.
    public var taps: [Tap]?
    /// `seed 7`: the seed of the scene's random numbers and UUIDs (0 when no source says).
    public var seed: UInt64?
    /// `color-scheme dark`: the device's appearance setting (the user's Dark Mode choice; light
    /// when no source says). A `.preferredColorScheme(_:)` in the rendered views overrides it,
    /// as it overrides the user's choice on a phone and in Xcode's preview canvas.
    public var colorScheme: ColorScheme?

    public init(name: String? = nil, size: Size? = nil, scale: Double? = nil, fps: Double? = nil, duration: Double? = nil,
                hold: Double? = nil, background: Color? = nil, taps: [Tap]? = nil, seed: UInt64? = nil,
                colorScheme: ColorScheme? = nil) {
        self.name = name; self.size = size; self.scale = scale; self.fps = fps; self.duration = duration
        self.hold = hold; self.background = background; self.taps = taps; self.seed = seed
        self.colorScheme = colorScheme
    }

    /// The canvas size of a scene that gives none (points).
    public static let defaultSize = Size(width: 400, height: 400)
    /// The pixel scale of a scene that gives none.
    public static let defaultScale = 2.0

    /// These settings where they say something, else `base`'s.
    public func merged(over base: SceneSettings) -> SceneSettings {
        SceneSettings(name: name ?? base.name, size: size ?? base.size, scale: scale ?? base.scale, fps: fps ?? base.fps,
                      duration: duration ?? base.duration, hold: hold ?? base.hold,
                      background: background ?? base.background, taps: taps ?? base.taps, seed: seed ?? base.seed,
                      colorScheme: colorScheme ?? base.colorScheme)
    }
}

/// Settings that replace what a scene file's directives say (the CLI's flags). nil keeps the
/// file's value (or the default).
public typealias SceneOverrides = SceneSettings
