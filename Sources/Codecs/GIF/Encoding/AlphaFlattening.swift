/// Turns premultiplied RGBA into what a GIF can show: 1-bit alpha.
///
/// A pixel with alpha ≥ `threshold` becomes opaque, composited over the matte colour (c + m·(255 − a)/255 per
/// channel, exact rounding; with premultiplied input this is the "over" operator, so antialiased edges blend
/// into the matte instead of darkening to black — no halos). A pixel below the threshold becomes the
/// canonical transparent value 0. Every output is therefore either 0 or has alpha 255, which lets later
/// stages compare pixels as plain `UInt32`s.
enum AlphaFlattening {
    /// - Parameters:
    ///   - matte: packed opaque matte colour (bytes R, G, B, 255).
    ///   - threshold: 1...255; alpha at or above it is opaque.
    static func flatten(_ source: UnsafeBufferPointer<UInt32>, into destination: UnsafeMutableBufferPointer<UInt32>,
                        matte: UInt32, threshold: UInt8) {
        precondition(destination.count >= source.count)
        guard let src = source.baseAddress, let dst = destination.baseAddress else { return }
        flattenKernel(src, dst, source.count, matte & 0x00FF_00FF, (matte >> 8) & 0xFF, UInt32(threshold))
    }
}

/// Branch-free so LLVM vectorizes it. With inv = 255 − a, each channel gets c + round(m·inv/255), computed
/// exactly as ⌊(t + ⌊t/256⌋)/256⌋ with t = m·inv + 128 (Blinn 1995); R and B share one 32-bit word, each
/// product ≤ 65153 staying in its 16-bit lane. c ≤ a (premultiplied; clamped otherwise) keeps the sum ≤ 255.
@inline(never)
private func flattenKernel(_ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, _ n: Int,
                           _ matteRB: UInt32, _ matteG: UInt32, _ threshold: UInt32) {
    for i in 0..<n {
        let p = src[i]
        let a = p >> 24
        let inv = 255 &- a
        var rb = matteRB &* inv &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var g = matteG &* inv &+ 128
        g = (g &+ (g >> 8)) >> 8
        // Components above alpha (invalid premultiplied input) are clamped so no channel can carry over.
        let r = min(p & 0xFF, a), gg = min((p >> 8) & 0xFF, a), b = min((p >> 16) & 0xFF, a)
        let opaque = ((r | b << 16) &+ rb) | (gg &+ g) << 8 | 0xFF00_0000
        dst[i] = a >= threshold ? opaque : 0
    }
}
