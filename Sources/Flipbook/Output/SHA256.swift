import Raster

/// SHA-256 (FIPS 180-4), used for scene hashes in manifests (frames use the faster `XXH64`).
///
/// A plain implementation of the standard's §6.2 (message schedule, 64 rounds, big-endian words);
/// verified against the FIPS 180-4 example vectors in the tests. Not constant-time: it hashes
/// public pixels, not secrets.
public struct SHA256: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    private var buffer = [UInt8](repeating: 0, count: 64)
    private var buffered = 0
    private var length: UInt64 = 0

    public init() {}

    /// Adds bytes to the message.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var offset = 0
        if buffered > 0 {
            let n = min(64 - buffered, bytes.count)
            for i in 0..<n { buffer[buffered + i] = bytes[i] }
            buffered += n
            offset = n
            if buffered == 64 {
                buffer.withUnsafeBytes { compress($0) }
                buffered = 0
            }
        }
        while bytes.count - offset >= 64 {
            compress(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 64]))
            offset += 64
        }
        let rest = bytes.count - offset
        for i in 0..<rest { buffer[i] = bytes[offset + i] }
        buffered = rest
    }

    /// Adds bytes to the message.
    public mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBytes { update($0) } }

    /// Adds the UTF-8 bytes of a string.
    public mutating func update(_ text: String) { update(Array(text.utf8)) }

    /// Pads the message and returns the 32-byte digest.
    public consuming func finish() -> [UInt8] {
        let bits = length &* 8
        var pad: [UInt8] = [0x80]
        let zeros = (55 - Int(length % 64) + 64) % 64
        pad += [UInt8](repeating: 0, count: zeros)
        for i in (0..<8).reversed() { pad.append(UInt8(truncatingIfNeeded: bits >> (UInt64(i) * 8))) }
        let saved = length
        update(pad)
        length = saved
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return words.flatMap { w in [UInt8(w >> 24), UInt8(truncatingIfNeeded: w >> 16),
                                     UInt8(truncatingIfNeeded: w >> 8), UInt8(truncatingIfNeeded: w)] }
    }

    /// The digest of `bytes` as 64 lowercase hex digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        var h = SHA256(); h.update(bytes); return hexString(h.finish())
    }

    /// The digest of a pixmap's pixels: its premultiplied RGBA8 bytes in memory order, row by row
    /// (the size is not included; manifests record it beside the hash).
    public static func hex(pixelsOf pixmap: Pixmap) -> String {
        var h = SHA256()
        pixmap.pixels.withUnsafeBytes { h.update($0) }
        return hexString(h.finish())
    }

    /// Lowercase hex of a digest.
    public static func hexString(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8](); out.reserveCapacity(digest.count * 2)
        for b in digest { out.append(digits[Int(b >> 4)]); out.append(digits[Int(b & 15)]) }
        return String(decoding: out, as: UTF8.self)
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    @inline(__always) private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 &- n)) }

    /// One 64-byte block (FIPS 180-4 §6.2.2).
    private mutating func compress(_ block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for t in 0..<16 {
                let b = t * 4
                w[t] = UInt32(block[b]) << 24 | UInt32(block[b + 1]) << 16 | UInt32(block[b + 2]) << 8 | UInt32(block[b + 3])
            }
            for t in 16..<64 {
                let s0 = Self.rotr(w[t - 15], 7) ^ Self.rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = Self.rotr(w[t - 2], 17) ^ Self.rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = state
            Self.k.withUnsafeBufferPointer { k in
                for t in 0..<64 {
                    let S1 = Self.rotr(e, 6) ^ Self.rotr(e, 11) ^ Self.rotr(e, 25)
                    let ch = (e & f) ^ (~e & g)
                    let t1 = h &+ S1 &+ ch &+ k[t] &+ w[t]
                    let S0 = Self.rotr(a, 2) ^ Self.rotr(a, 13) ^ Self.rotr(a, 22)
                    let maj = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = S0 &+ maj
                    h = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
                }
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
                     state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
        }
    }
}
