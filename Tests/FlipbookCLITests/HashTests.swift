import Flipbook
import Raster
import Testing

@Suite struct HashTests {
    /// FIPS 180-4 / NIST example vectors.
    @Test func sha256KnownVectors() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // One million 'a's, fed in uneven pieces (exercises the block buffer).
        var h = SHA256()
        let piece = [UInt8](repeating: 0x61, count: 999)
        var left = 1_000_000
        while left > 0 { let n = min(left, piece.count); h.update(Array(piece[0..<n])); left -= n }
        #expect(SHA256.hexString(h.finish()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Values printed by the reference implementation (python-xxhash 3.x, `xxh64(data).hexdigest()`).
    @Test func xxh64KnownVectors() {
        #expect(XXH64.hex([]) == "ef46db3751d8e999")
        #expect(XXH64.hex(Array("a".utf8)) == "d24ec4f1a98c6e5b")
        #expect(XXH64.hex(Array("abc".utf8)) == "44bc2cf5ad770999")
        // 775 bytes: 32-byte stripes, then 8-, 4- and 1-byte tails.
        let long = (0..<3).flatMap { _ in (0...255).map { UInt8($0) } } + Array("xyz1234".utf8)
        #expect(XXH64.hex(long) == "559ea82afe8f46c9")
    }

    @Test func pixelHashSeesEveryPixel() {
        var a = Pixmap(width: 7, height: 5, fill: PremultipliedColorU8(r: 10, g: 20, b: 30, a: 255))
        let before = XXH64.hex(pixelsOf: a)
        a.pixels[34] ^= 1 << 24
        #expect(XXH64.hex(pixelsOf: a) != before)
        #expect(XXH64.hex(pixelsOf: a).count == 16)
    }
}
