/// The exact size in bytes of the LZW image data giflib would write for a frame, computed without writing it,
/// so the encoder can compare alternatives (global vs local palette, palette sizes) by what they really cost.
///
/// Mirrors giflib 5.2.1's `EGifCompressLine`/`EGifCompressOutput` (egif_lib.c): a clear code first; greedy
/// longest-match LZW; the code width grows when the next free code reaches `1 << width`; a clear code (and a
/// table reset) when the next code would reach 4095; the final code, end code, and sub-blocks of at most 255
/// bytes with a length byte each, plus the minimum-code-size byte and the 0 terminator.
/// (GIF89a specification, section 22 and appendix F.)
struct LZWCostEstimator {
    /// Open-addressing table of (prefix code << 8 | pixel) → code; 8192 slots like giflib's (load ≤ 0.5).
    private var keys = [UInt32](repeating: UInt32.max, count: 8192)
    private var codes = [Int16](repeating: 0, count: 8192)

    /// Bytes of the image-data part of a frame (from the LZW minimum code size byte to the block terminator).
    /// - Parameters:
    ///   - indices: the frame's colour indices, row-major; each must be below `1 << bitsPerPixel`.
    ///   - bitsPerPixel: log2 of the colour table size (1…8).
    mutating func cost(_ indices: UnsafeBufferPointer<UInt8>, bitsPerPixel: Int) -> Int {
        guard !indices.isEmpty else { return 2 }
        let codeSize = max(2, bitsPerPixel)
        let clearCode = 1 << codeSize
        let eofCode = clearCode + 1
        var runningCode = eofCode + 1
        var runningBits = codeSize + 1
        var maxCode1 = 1 << runningBits
        var bits = 0

        // EGifCompressOutput: emit with the current width, then widen if the next code no longer fits.
        @inline(__always) func output(_ code: Int) {
            bits += runningBits
            if runningCode >= maxCode1 && code <= 4095 {
                runningBits += 1
                maxCode1 = 1 << runningBits
            }
        }

        return keys.withUnsafeMutableBufferPointer { keys in
            codes.withUnsafeMutableBufferPointer { codes in
                keys.update(repeating: UInt32.max)
                output(clearCode)
                var current = Int(indices[0])
                for i in 1..<indices.count {
                    let pixel = UInt32(indices[i])
                    let key = UInt32(current) << 8 | pixel
                    // giflib's KEY_TO_HASH: ((Key >> 12) ^ Key) & 0x1FFF, linear probing.
                    var h = Int(((key >> 12) ^ key) & 0x1FFF)
                    var found = -1
                    while keys[h] != UInt32.max {
                        if keys[h] == key { found = Int(codes[h]); break }
                        h = (h + 1) & 0x1FFF
                    }
                    if found >= 0 {
                        current = found
                        continue
                    }
                    output(current)
                    current = Int(pixel)
                    if runningCode >= 4095 {
                        output(clearCode)
                        runningCode = eofCode + 1
                        runningBits = codeSize + 1
                        maxCode1 = 1 << runningBits
                        keys.update(repeating: UInt32.max)
                    } else {
                        keys[h] = key
                        codes[h] = Int16(runningCode)
                        runningCode += 1
                    }
                }
                output(current)
                output(eofCode)
                let dataBytes = (bits + 7) / 8
                return 1 + dataBytes + (dataBytes + 254) / 255 + 1
            }
        }
    }
}
