/// Builds PNG files byte by byte (chunks, CRC-32, a zlib stream of stored deflate blocks, Adam7 passes), so the
/// tests can make every colour type, bit depth and interlacing without an encoder under test or binary fixtures.
/// Follows the PNG specification (W3C, 2003): 5.3 chunk layout, 7.2 scanlines, 8.2 Adam7, 11.2 chunks.
struct PNGBuilder {
    enum ColorType: UInt8 { case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6 }

    var width: Int
    var height: Int
    var colorType: ColorType
    var bitDepth: Int = 8
    var interlaced = false
    /// PLTE entries (r, g, b).
    var palette: [(UInt8, UInt8, UInt8)] = []
    /// Raw tRNS chunk payload, if any.
    var transparency: [UInt8]? = nil
    /// Splits the zlib stream over IDAT chunks of at most this many bytes (encoders commonly use 8 KiB).
    var idatChunkSize = Int.max
    /// The samples of pixel (x, y), one per channel (a palette index for `.palette`).
    var samples: (Int, Int) -> [Int]

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    var bytes: [UInt8] {
        var ihdr = be32(width) + be32(height)
        ihdr += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
        var out = Self.signature + Self.chunk("IHDR", ihdr)
        if !palette.isEmpty { out += Self.chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if let transparency { out += Self.chunk("tRNS", transparency) }
        let stream = Self.zlibStored(scanlines())
        for start in stride(from: 0, to: stream.count, by: idatChunkSize) {
            out += Self.chunk("IDAT", Array(stream[start..<min(start + idatChunkSize, stream.count)]))
        }
        out += Self.chunk("IEND", [])
        return out
    }

    /// Filter-type-0 scanlines of the whole image, or of each non-empty Adam7 pass in order.
    func scanlines() -> [UInt8] {
        guard interlaced else { return rows(xs: Array(0..<width), ys: Array(0..<height)) }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var data: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx)), ys = Array(stride(from: y0, to: height, by: dy))
            if !xs.isEmpty && !ys.isEmpty { data += rows(xs: xs, ys: ys) }
        }
        return data
    }

    private func rows(xs: [Int], ys: [Int]) -> [UInt8] {
        var data: [UInt8] = []
        for y in ys {
            data.append(0)  // filter type None
            var bits: [Int] = []  // samples of sub-byte depth, packed MSB first
            for x in xs {
                for s in samples(x, y) {
                    switch bitDepth {
                    case 16: data += [UInt8(s >> 8), UInt8(s & 0xFF)]
                    case 8: data.append(UInt8(s))
                    default: bits.append(s)
                    }
                }
            }
            if bitDepth < 8 {
                let perByte = 8 / bitDepth
                for start in stride(from: 0, to: bits.count, by: perByte) {
                    var byte = 0
                    for i in 0..<perByte {
                        let s = start + i < bits.count ? bits[start + i] : 0
                        byte |= s << (8 - bitDepth * (i + 1))
                    }
                    data.append(UInt8(byte))
                }
            }
        }
        return data
    }

    static func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(payload.count) + typeBytes + payload + be32(Int(crc32(typeBytes + payload)))
    }

    /// A zlib stream (RFC 1950) holding the data in stored deflate blocks (RFC 1951 §3.2.4).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let n = min(65535, data.count - start)
            let final: UInt8 = start + n == data.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[start..<start + n]
            start += n
        } while start < data.count
        return out + be32(Int(adler32(data)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for x in bytes {
            a = (a + UInt32(x)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}

func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

/// The byte offset of the first chunk of `type` (its length field), or nil.
func chunkOffset(_ png: [UInt8], _ type: String) -> Int? {
    var at = 8
    let want = Array(type.utf8)
    while at + 8 <= png.count {
        let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
        if Array(png[at + 4..<at + 8]) == want { return at }
        at += 12 + length
    }
    return nil
}
