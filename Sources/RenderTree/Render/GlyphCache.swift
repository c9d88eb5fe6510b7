import Geometry
import Raster

/// Rasterized glyph masks kept between frames, keyed by the glyph, its size in device pixels and
/// the pen's subpixel phase (quarter pixels in x and y).
///
/// Why: text in a clip is drawn every frame at the same few sizes, and a 28 px glyph costs far
/// more to scan-convert than to composite. Entries stay while the cache is under its byte budget;
/// past it, the end of a frame drops every entry that frame did not use (so a text that scales
/// every frame cannot grow it without bound). The cache changes speed only, never pixels.
final class GlyphCache {
    struct Key: Hashable {
        var id: GlyphID
        /// Device pixels per font unit.
        var pixelsPerUnit: Double
        var phaseX: UInt8, phaseY: UInt8
        var antialias: Bool
    }
    final class Entry {
        let sprite: CoverageSprite
        var frame: Int
        init(_ sprite: CoverageSprite, frame: Int) { self.sprite = sprite; self.frame = frame }
    }

    /// Subpixel positions per pixel, in each direction: 2^phaseBits (quarter pixels, as Skia's
    /// horizontal subpixel glyphs).
    static let phaseBits = 2
    static let phases = 1 << phaseBits
    private let budgetBytes: Int
    private var entries: [Key: Entry] = [:]
    private var bytes = 0
    private var frame = 0
    private(set) var hits = 0
    private(set) var misses = 0

    init(budgetBytes: Int = 8 << 20) { self.budgetBytes = budgetBytes }

    func sprite(for key: Key, make: () -> CoverageSprite) -> CoverageSprite {
        if let e = entries[key] {
            e.frame = frame
            hits += 1
            return e.sprite
        }
        misses += 1
        let s = make()
        entries[key] = Entry(s, frame: frame)
        bytes += s.byteCount + 64
        return s
    }

    func endFrame() {
        if bytes > budgetBytes {
            let now = frame
            entries = entries.filter { $0.value.frame == now }
            bytes = entries.values.reduce(0) { $0 + $1.sprite.byteCount + 64 }
        }
        frame += 1
    }
}
