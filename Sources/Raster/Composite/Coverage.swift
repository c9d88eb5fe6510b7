/// Per-pixel coverage (0…255) handed to the compositing loops; specialised per kind so the
/// full-coverage loops carry no multiply.
protocol CoverageSource {
    /// True when every pixel is fully covered (the loops then skip the coverage scaling).
    static var isFull: Bool { get }
    /// Coverage of pixels i..<i+count (count ≤ 8; lanes past `count` are unspecified).
    func load(_ i: Int, _ count: Int) -> U32x8
}

struct FullCoverage: CoverageSource {
    static var isFull: Bool { true }
    @inline(__always) func load(_ i: Int, _ count: Int) -> U32x8 { U32x8(repeating: 255) }
}

struct ConstantCoverage: CoverageSource {
    let value: U32x8
    @inline(__always) init(_ c: UInt8) { value = U32x8(repeating: UInt32(c)) }
    static var isFull: Bool { false }
    @inline(__always) func load(_ i: Int, _ count: Int) -> U32x8 { value }
}

/// Coverage bytes in memory, one per pixel.
struct MaskCoverage: CoverageSource {
    let bytes: UnsafePointer<UInt8>
    static var isFull: Bool { false }
    @inline(__always) func load(_ i: Int, _ count: Int) -> U32x8 {
        if count == 8 {
            let v = UnsafeRawPointer(bytes + i).loadUnaligned(as: SIMD8<UInt8>.self)
            return U32x8(truncatingIfNeeded: v)
        }
        var r = U32x8()
        for k in 0..<count { r[k] = UInt32(bytes[i + k]) }
        return r
    }
}
