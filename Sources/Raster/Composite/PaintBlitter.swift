/// A clip mask's coverage bytes as seen by a fill (row stride = width; pixels outside are clipped).
struct ClipMaskRef {
    let base: UnsafePointer<UInt8>
    let width: Int, height: Int

    /// Coverage × mask for `n` pixels at (x, y) into `out` (pixels outside the mask get 0).
    @inline(__always)
    func combine(_ x: Int, _ y: Int, _ n: Int, constant c: UInt8?, mask cov: UnsafePointer<UInt8>?,
                 into out: UnsafeMutablePointer<UInt8>) {
        if y < 0 || y >= height { out.update(repeating: 0, count: n); return }
        let row = base + y * width
        let c32 = UInt32(c ?? 255)
        for k in 0..<n {
            let px = x + k
            if px < 0 || px >= width { out[k] = 0; continue }
            let cv = cov.map { UInt32($0[k]) } ?? c32
            out[k] = UInt8(truncatingIfNeeded: div255(cv &* UInt32(row[px])))
        }
    }
}

/// Paints coverage spans with a prepared shader and blend mode into a pixel view.
struct PaintBlitter: SpanBlitter {
    let dst: UnsafeMutablePointer<UInt32>
    let stride: Int
    let program: ShaderProgram
    let mode: BlendMode
    let clip: ClipMaskRef?
    /// Scratch for shaded spans (radial/angular), their table positions and combined coverage.
    let pixels: UnsafeMutablePointer<UInt32>
    let floats: UnsafeMutablePointer<Float>
    let combined: UnsafeMutablePointer<UInt8>

    init(view: MutablePixmapView, program: ShaderProgram, mode: BlendMode, clip: ClipMaskRef?, scratch: RasterScratch) {
        dst = view.base; stride = view.strideInPixels
        self.program = program; self.mode = mode; self.clip = clip
        // Covers every span the scan converter can produce (box width + 2), so it never regrows these.
        scratch.reserveSpan(view.width + 2)
        pixels = scratch.pixels; floats = scratch.floats; combined = scratch.coverage2
    }

    mutating func blitConstant(x: Int, y: Int, count: Int, coverage: UInt8) {
        if let clip {
            clip.combine(x, y, count, constant: coverage, mask: nil, into: combined)
            paint(x, y, count, MaskCoverage(bytes: combined))
        } else if coverage == 255 {
            paint(x, y, count, FullCoverage())
        } else {
            paint(x, y, count, ConstantCoverage(coverage))
        }
    }

    mutating func blitMask(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        if let clip {
            clip.combine(x, y, count, constant: nil, mask: coverage, into: combined)
            paint(x, y, count, MaskCoverage(bytes: combined))
        } else {
            paint(x, y, count, MaskCoverage(bytes: coverage))
        }
    }

    @inline(__always)
    func paint<C: CoverageSource>(_ x: Int, _ y: Int, _ n: Int, _ c: C) {
        let d = dst + y * stride + x
        switch program {
        case .solid(let s):
            if C.isFull && (mode == .copy || (mode == .sourceOver && s >= 0xFF00_0000)) {
                d.update(repeating: s, count: n)
                return
            }
            composite(d, n, SolidSource(s), c, mode)
        case .linear(let g):
            let u0 = g.start(x: x, y: y), du = Float(g.du)
            switch g.spread {
            case .pad:
                let idx = UnsafeMutableRawPointer(floats).assumingMemoryBound(to: Int32.self)
                let src = LinearSource<PadMapper>(lut: g.lut, u0: u0, du: du)
                var i = 0
                while i < n {
                    let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
                    let u = (lanes + Float(i)) * src.du + src.u0
                    UnsafeMutableRawPointer(idx + i).storeBytes(of: PadMapper.index(u) & 255, as: SIMD8<Int32>.self)
                    i += 8
                }
                let lut = g.lut
                for k in 0..<n { pixels[k] = lut[Int(idx[k])] }
                composite(d, n, BufferSource(pixels: pixels), c, mode)
            case .repeat: composite(d, n, LinearSource<RepeatMapper>(lut: g.lut, u0: u0, du: du), c, mode)
            case .reflect: composite(d, n, LinearSource<ReflectMapper>(lut: g.lut, u0: u0, du: du), c, mode)
            }
        case .radial(let g):
            g.positions(x: x, y: y, n: n, into: floats)
            lookUp(floats, n, spread: g.spread, lut: g.lut, into: pixels)
            composite(d, n, BufferSource(pixels: pixels), c, mode)
        case .angular(let g):
            g.positions(x: x, y: y, n: n, into: floats)
            lookUp(floats, n, spread: g.spread, lut: g.lut, into: pixels)
            composite(d, n, BufferSource(pixels: pixels), c, mode)
        }
    }
}
