import Raster

/// How many times a GIF plays.
public enum GIFLoop: Sendable, Equatable {
    /// Repeat forever (NETSCAPE2.0 loop count 0).
    case forever
    /// Play `n` times (n ≥ 1) and stop on the last frame. 1 writes no loop extension; n > 1 writes a loop count
    /// of n − 1 repetitions, as browsers count it (at most 65536 plays).
    case times(Int)
}

/// The error-diffusion kernel used where the palette cannot match a colour closely.
public enum GIFDither: String, Sendable, CaseIterable {
    /// Sierra Lite (Frankie Sierra, 1990): ½ right, ¼ below-left, ¼ below. Compact, so little noise spreads.
    case sierraLite = "sierra"
    /// Floyd–Steinberg (1976): 7/16 right, 3/16 below-left, 5/16 below, 1/16 below-right.
    case floydSteinberg = "fs"
    /// Nearest colour only.
    case none
}

/// Where frames take their colour tables from.
public enum GIFPaletteMode: String, Sendable, CaseIterable {
    /// One table for the whole animation, written once: fitted to the encoder's `paletteSamples` and the first
    /// frame.
    case global
    /// A table per frame, fitted to the pixels that frame changes, its size (7…255 colours) chosen by the rate
    /// controller (see `GIFOptions.quality`).
    case local
    /// The first frame's table becomes the global one; every later frame uses it or a local table, whichever
    /// the rate controller finds cheaper for the quality (measured per frame).
    case auto
}

/// Settings of the GIF encoder. The defaults suit rendered UI animation.
public struct GIFOptions: Sendable, Equatable {
    /// Colour that semi-transparent pixels at or above `alphaThreshold` are composited onto (GIF has 1-bit
    /// alpha). Pick the colour of the page the GIF will sit on to avoid fringes. Its alpha is ignored.
    public var matte: Color
    /// Alpha (1...255) at or above which a pixel is opaque; below it the pixel is transparent.
    public var alphaThreshold: Int
    /// Error-diffusion kernel for colours the palette does not hold closely enough.
    public var dither: GIFDither
    /// Global, local or per-frame automatic colour tables.
    public var palette: GIFPaletteMode
    /// Most opaque colours per table (1...255; one more index is reserved for transparency).
    public var maxColors: Int
    /// Target mean PSNR of the animation in dB, over R, G, B of each frame as shown (30...60; per frame capped at
    /// 60, i.e. MSE ≤ 0.065, which is visually lossless). The default, 55.5 dB, is an RMS error of about 0.43
    /// of one 8-bit step. With `palette` `.local` or `.auto`, each frame's colour table (the global one, or a
    /// local one of 7…255 colours) is chosen by rate–distortion optimization so the clip reaches this quality
    /// with the fewest bytes (see `RateController`); easy frames may land above it and hard ones a little
    /// below, and the clip's mean lands near it rather than on it (typically within a few tenths of a dB):
    /// the controller keeps its bytes-per-error trade steady instead of chasing the target in the last
    /// frames, which would cost more bytes. Ignored with a single `.global` palette.
    ///
    /// The top of the range, 60 (`losslessQuality`), asks for lossless frames: wherever a table can hold every
    /// colour a frame changes (a clip that fits 256 colours, such as text on a flat capsule, always can), the
    /// cheapest such table is used — exact colours, so nothing is dithered — and each frame decodes to its
    /// source exactly (after the matte and alpha threshold). Frames with more colours than that get the
    /// rate-controlled choice aimed at 60 dB. (Without this rule, a table one colour short can round to the
    /// 60 dB cap, and the controller would take it when it is cheaper.) At any quality, a frame such a table
    /// could hold is not left more than 0.5 dB below the target: a clip of few colours stays at 55 dB or
    /// better by default.
    public var quality: Double
    /// Perceptual distance (ΔE_OK2, see `Oklab`) below which a colour counts as reproduced and is not dithered;
    /// 0 dithers every colour the palette does not hold exactly. The default, 0.02, is about one
    /// just-noticeable difference: where the nearest palette colour is closer than that, dithering would
    /// sprinkle noise that cannot improve what is seen but costs bytes (and PSNR). Where the palette is
    /// visibly coarse, error diffusion still removes banding.
    public var ditherThreshold: Double

    /// The `quality` that asks for lossless frames where a colour table can hold them.
    public static let losslessQuality = 60.0

    public init(matte: Color = .white, alphaThreshold: Int = 128, dither: GIFDither = .sierraLite,
                palette: GIFPaletteMode = .auto, maxColors: Int = 255, quality: Double = 55.5,
                ditherThreshold: Double = 0.02) {
        self.matte = matte
        self.alphaThreshold = alphaThreshold
        self.dither = dither
        self.palette = palette
        self.maxColors = maxColors
        self.quality = quality
        self.ditherThreshold = ditherThreshold
    }

    /// Checks ranges; `place` names what is being configured in the error.
    func validated(place: String?) throws -> GIFOptions {
        guard (1...255).contains(alphaThreshold) else {
            throw GIFError(path: place, reason: "alpha threshold \(alphaThreshold) is outside 1...255")
        }
        guard (1...255).contains(maxColors) else {
            throw GIFError(path: place, reason: "maximum colour count \(maxColors) is outside 1...255")
        }
        guard quality.isFinite, (30...60).contains(quality) else {
            throw GIFError(path: place, reason: "quality \(quality) dB is outside 30...60")
        }
        guard ditherThreshold.isFinite, ditherThreshold >= 0 else {
            throw GIFError(path: place, reason: "dither threshold \(ditherThreshold) must be a finite number ≥ 0")
        }
        let m = [matte.red, matte.green, matte.blue]
        guard m.allSatisfy({ $0.isFinite }) else {
            throw GIFError(path: place, reason: "matte colour \(matte) is not finite")
        }
        return self
    }

    /// The matte as a canonical opaque packed colour.
    var packedMatte: UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        return byte(matte.red) | byte(matte.green) << 8 | byte(matte.blue) << 16 | 0xFF00_0000
    }
}

/// A GIF could not be encoded or written. The description names the file (or "GIF") and the reason, e.g.
/// "out.gif: frame 3 is 320x240, expected 400x400".
public struct GIFError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The output file, or nil when encoding to memory.
    public let path: String?
    /// What went wrong, in words.
    public let reason: String

    public var description: String { "\(path ?? "GIF"): \(reason)" }
}
