/// Eight table entries (indices are masked into the table, so garbage cannot read out of bounds).
@inline(__always) func gatherLUT(_ lut: UnsafePointer<UInt32>, _ idx: SIMD8<Int32>) -> U32x8 {
    let i = idx & Int32(GradientLUT.size - 1)
    return U32x8(lut[Int(i[0])], lut[Int(i[1])], lut[Int(i[2])], lut[Int(i[3])],
                 lut[Int(i[4])], lut[Int(i[5])], lut[Int(i[6])], lut[Int(i[7])])
}

/// Turns gradient parameters into colours for `n` pixels (spread wrapping + table lookup).
@inline(__always)
func lookUp(_ u: UnsafePointer<Float>, _ n: Int, spread: SpreadMode, lut: UnsafePointer<UInt32>,
            into out: UnsafeMutablePointer<UInt32>) {
    @inline(__always) func run<W: TWrap>(_: W.Type) {
        var i = 0
        let raw = UnsafeMutableRawPointer(out), uraw = UnsafeRawPointer(u)
        while i < n {   // the buffers have a vector step of slack
            let v = uraw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<Float>.self)
            raw.storeBytes(of: gatherLUT(lut, tableIndex(v, W.self)), toByteOffset: i * 4, as: U32x8.self)
            i += 8
        }
    }
    switch spread {
    case .pad: run(PadWrap.self)
    case .repeat: run(RepeatWrap.self)
    case .reflect: run(ReflectWrap.self)
    }
}
