import Document
import Motion
import Raster

/// The settings a render was made with, as recorded in manifests and hashed into the scene hash.
public struct RenderSettings: Codable, Sendable, Equatable {
    /// Canvas width and height in points.
    public var width: Double
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    public var fps: Double
    public var speed: Double
    /// The clip's duration in seconds (the scene's, or the automatic one).
    public var duration: Double
    /// The canvas colour as #RRGGBBAA (straight alpha, 8 bits per channel).
    public var background: String
    /// The canvas colour exactly (red, green, blue, alpha; 0…1).
    public var backgroundComponents: [Double]
    /// The `#Preview` rendered, if one was named.
    public var preview: String?
    /// Changes whenever the same scene could render to different pixels.
    public var rendererVersion: String
    /// Taps that replace the file's `tap` directives (`--tap`, auto-tap), as `NAME@SECONDS`; nil
    /// when the file's own taps are used (and then left out of the hash, which stays as it was).
    public var taps: [String]?

    /// The version of the rendering pipeline recorded in manifests.
    public static let currentRendererVersion = "flipbook-render 1"

    public init(clip: Clip, timing: FrameTiming, preview: String?) {
        let scene = clip.scene
        width = scene.size.width
        height = scene.size.height
        scale = scene.scale
        fps = timing.fps
        speed = timing.speed
        duration = clip.duration
        background = Self.hex(scene.background)
        let c = scene.background
        backgroundComponents = [c.red, c.green, c.blue, c.alpha]
        self.preview = preview
        rendererVersion = Self.currentRendererVersion
    }

    /// One line per setting, in a fixed order, with Swift's shortest round-trip number format.
    public var canonicalText: String {
        """
        size \(width)x\(height)
        scale \(scale)
        fps \(fps)
        speed \(speed)
        duration \(duration)
        background \(backgroundComponents.map { "\($0)" }.joined(separator: " "))
        preview \(preview ?? "-")
        renderer \(rendererVersion)

        """ + (taps.map { "taps \($0.joined(separator: " "))\n" } ?? "")
    }

    static func hex(_ color: Color) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + byte(color.alpha)
    }
}

/// The identity of a render's input: SHA-256 of the scene file's bytes and the effective settings.
/// Two renders with equal hashes give the same frames; shards must agree on it to be assembled.
public enum SceneHash {
    /// Hex SHA-256 of "flipbook-scene 1\n", the source length and bytes, then
    /// `settings.canonicalText`.
    public static func compute(source: [UInt8], settings: RenderSettings) -> String {
        var h = SHA256()
        h.update("flipbook-scene 1\n\(source.count)\n")
        h.update(source)
        h.update(settings.canonicalText)
        return SHA256.hexString(h.finish())
    }
}
