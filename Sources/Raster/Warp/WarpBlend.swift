/// Source-over of a row of premultiplied pixels onto the destination: D = S + D·(1 − Sa).
///
/// Eight pixels at a time as SIMD16<UInt16> ("SWAR": even bytes R, B via `& 0xFF`, odd bytes G, A
/// via `>> 8`, no widening conversions) through `scalePx`, with its exact division by 255 (see
/// Swar.swift); a scalar loop with the same arithmetic handles the tail.
enum WarpBlend {
    static func sourceOver(_ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, _ n: Int) {
        var i = 0
        let dr = UnsafeMutableRawPointer(d), sr = UnsafeRawPointer(s)
        while i + 8 <= n {
            let sv = sr.loadUnaligned(fromByteOffset: i * 4, as: SIMD16<UInt16>.self)
            let a32 = unsafeBitCast(sv, to: SIMD8<UInt32>.self) &>> 24
            if a32 == SIMD8(repeating: 255) {
                dr.storeBytes(of: sv, toByteOffset: i * 4, as: SIMD16<UInt16>.self)
            } else if a32 != SIMD8.zero {
                let dv = dr.loadUnaligned(fromByteOffset: i * 4, as: U32x8.self)
                dr.storeBytes(of: asPx(scalePx(dv, broadcastFactor(255 &- a32))) &+ sv, toByteOffset: i * 4, as: Px8.self)
            }
            i += 8
        }
        while i < n {
            let sp = s[i]
            let inv = 255 &- (sp >> 24)
            if inv == 0 {
                d[i] = sp
            } else if inv != 255 {
                let dp = d[i]
                var r: UInt32 = 0
                for c in stride(from: 0 as UInt32, to: 32, by: 8) {
                    let x = ((dp >> c) & 0xFF) &* inv &+ 128
                    r |= (((x &+ (x >> 8)) >> 8) &+ ((sp >> c) & 0xFF)) << c
                }
                d[i] = r
            }
            i += 1
        }
    }
}
