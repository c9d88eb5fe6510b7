extension MutablePixmapView {
    /// Composites `source` with its top-left pixel at (x, y) of this view.
    ///
    /// `opacity` multiplies the source (global alpha); `mask` (in this view's coordinates)
    /// is coverage: result = lerp(dst, blend(src·opacity, dst), mask).
    public func draw(_ source: PixmapView, x: Int, y: Int, opacity: Double = 1,
                     blendMode: BlendMode = .sourceOver, mask: Mask? = nil) {
        let dstRect = PixelRect(x: x, y: y, width: source.width, height: source.height)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        if dstRect.isEmpty { return }
        let o = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        let alpha = UInt8((o * 255).rounded())
        if alpha == 0 && (blendMode == .sourceOver || blendMode == .destinationOut) { return }
        let n = dstRect.width
        @inline(__always) func rows(_ coverage: (Int) -> SpanCoverage) {
            for dy in dstRect.y..<dstRect.maxY {
                let d = base + dy * strideInPixels + dstRect.x
                let s = source.base + (dy - y) * source.strideInPixels + (dstRect.x - x)
                let c = coverage(dy)
                if alpha == 255 {
                    var src = BufferSource(pixels: s)
                    composite(d, n, &src, c, blendMode, room: 0)
                } else {
                    var src = ScaledBufferSource(pixels: s, alpha: alpha)
                    composite(d, n, &src, c, blendMode, room: 0)
                }
            }
        }
        if let mask {
            ScratchPool.with { scratch in
                scratch.reserveSpan(n)
                let buf = scratch.coverage2
                mask.coverage.withUnsafeBufferPointer { m in
                    guard let mb = m.baseAddress, mask.width > 0, mask.height > 0 else { return }
                    let clip = ClipMaskRef(base: mb, width: mask.width, height: mask.height)
                    rows { dy in
                        clip.combine(dstRect.x, dy, n, constant: 255, mask: nil, into: buf)
                        return .mask(buf)
                    }
                }
            }
        } else {
            rows { _ in .full }
        }
    }
}
