extension Pixmap {
    /// How far a Gaussian blur of standard deviation `sigma` visibly spreads: ⌈3σ⌉ pixels.
    /// Layers blurred with `opaque: false` need this margin of transparent pixels around their
    /// content (or use `blurred(sigma:padding:)`), or the blur is cut off at the layer's edge.
    public static func blurMargin(sigma: Double) -> Int {
        guard sigma > 0, sigma.isFinite else { return 0 }
        return Int((3 * min(sigma, gaussianMaximumSigma)).rounded(.up))
    }

    /// A Gaussian-blurred copy, the same size: SwiftUI's `blur(radius: sigma, opaque:)`
    /// (swiftui-semantics.md §6.6: the radius is the Gaussian's σ).
    ///
    /// Blurring happens on premultiplied pixels, so colour never bleeds out of transparent areas.
    /// - Parameter opaque: false (SwiftUI's default) treats everything outside the pixmap as
    ///   transparent, so transparency bleeds in at the edges; true repeats the edge pixels outward
    ///   (Core Animation's edge normalization), so edges keep their colour.
    /// σ ≤ 0 (or NaN) returns the pixmap unchanged; σ is capped at 2000.
    public func blurred(sigma: Double, opaque: Bool = false) -> Pixmap {
        var copy = self
        copy.blur(sigma: sigma, opaque: opaque)
        return copy
    }

    /// A Gaussian-blurred copy surrounded by transparency and grown by `padding` pixels on every
    /// side (the original content sits at (padding, padding)), so nothing of the blur is cut off
    /// when `padding ≥ Pixmap.blurMargin(sigma:)`. Negative padding counts as 0.
    public func blurred(sigma: Double, padding: Int) -> Pixmap {
        let p = max(0, padding)
        var out = Pixmap(width: width + 2 * p, height: height + 2 * p)
        let ow = out.width
        out.pixels.withUnsafeMutableBufferPointer { dst in
            pixels.withUnsafeBufferPointer { src in
                for y in 0..<height {
                    (dst.baseAddress! + (y + p) * ow + p).update(from: src.baseAddress! + y * width, count: width)
                }
            }
        }
        out.blur(sigma: sigma, opaque: false)
        return out
    }

    /// Blurs in place (see `blurred(sigma:opaque:)`), optionally only the half-open pixel rectangle
    /// `region` (intersected with the pixmap). The region is blurred as an image of its own:
    /// pixels outside it neither contribute nor change.
    public mutating func blur(sigma: Double, opaque: Bool = false,
                              region: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) {
        guard sigma > 0 else { return }            // also rejects NaN
        let s = min(sigma, gaussianMaximumSigma)
        var x0 = 0, y0 = 0, x1 = width, y1 = height
        if let r = region { x0 = max(x0, r.x0); y0 = max(y0, r.y0); x1 = min(x1, r.x1); y1 = min(y1, r.y1) }
        guard x0 < x1, y0 < y1 else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { buf in
            let base = UnsafeMutableRawPointer(buf.baseAddress! + y0 * w + x0).assumingMemoryBound(to: UInt8.self)
            GaussianBlurCore.blur(src: base, srcRowBytes: w * 4, dst: base, dstRowBytes: w * 4,
                                  width: x1 - x0, height: y1 - y0, channels: 4, sigma: s, clampEdges: opaque)
        }
    }
}

/// Beyond this σ the result is indistinguishable from the image's mean over any realistic layer,
/// and single-precision recursion would lose accuracy.
let gaussianMaximumSigma = 2000.0

/// A bad argument to a blur function.
public struct BlurError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

/// Gaussian-blurs an 8-bit alpha (coverage) buffer in place — what a drop shadow needs: blur the
/// content's alpha, then tint and offset it (swiftui-semantics.md §6.7: σ = the shadow radius).
///
/// `opaque` as for `Pixmap.blurred(sigma:opaque:)`: false lets zero bleed in from outside (leave a
/// margin of `Pixmap.blurMargin(sigma:)` zero pixels around the shape), true clamps at the edges.
/// Throws when the buffer is smaller than `width × height`.
public func blurAlpha(_ alpha: inout [UInt8], width: Int, height: Int, sigma: Double, opaque: Bool = false) throws {
    guard width >= 0, height >= 0, alpha.count >= width * height else {
        throw BlurError(description: "blurAlpha: a \(width)×\(height) image needs \(width * height) bytes, got \(alpha.count)")
    }
    try alpha.withUnsafeMutableBufferPointer { b in
        try blurAlpha(b, width: width, height: height, rowBytes: width, sigma: sigma, opaque: opaque)
    }
}

/// `blurAlpha` over rows of `rowBytes` bytes (≥ width) in a caller-owned buffer.
public func blurAlpha(_ alpha: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, rowBytes: Int,
                      sigma: Double, opaque: Bool = false) throws {
    guard width >= 0, height >= 0, rowBytes >= width else {
        throw BlurError(description: "blurAlpha: invalid geometry \(width)×\(height), rowBytes \(rowBytes)")
    }
    guard width > 0, height > 0 else { return }
    guard alpha.count >= (height - 1) * rowBytes + width, let base = alpha.baseAddress else {
        throw BlurError(description: "blurAlpha: buffer of \(alpha.count) bytes is too small for \(height) rows of \(rowBytes)")
    }
    guard sigma > 0, !sigma.isNaN else { return }
    GaussianBlurCore.blur(src: base, srcRowBytes: rowBytes, dst: base, dstRowBytes: rowBytes, width: width,
                          height: height, channels: 1, sigma: min(sigma, gaussianMaximumSigma), clampEdges: opaque)
}
