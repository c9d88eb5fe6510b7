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
struct PaintBlitter<Shader: SpanShader>: SpanBlitter {
    let dst: UnsafeMutablePointer<UInt32>
    let stride: Int
    let width: Int
    var shader: Shader
    let mode: BlendMode
    let clip: ClipMaskRef?
    /// Scratch for coverage combined with the clip mask.
    let combined: UnsafeMutablePointer<UInt8>

    init(view: MutablePixmapView, shader: Shader, mode: BlendMode, clip: ClipMaskRef?, scratch: RasterScratch) {
        dst = view.base; stride = view.strideInPixels; width = view.width
        self.shader = shader; self.mode = mode; self.clip = clip
        combined = scratch.coverage2
    }

    mutating func blitConstant(x: Int, y: Int, count: Int, coverage: UInt8) {
        if let clip {
            clip.combine(x, y, count, constant: coverage, mask: nil, into: combined)
            paint(x, y, count, .mask(combined))
        } else {
            paint(x, y, count, coverage == 255 ? .full : .constant(coverage))
        }
    }

    mutating func blitMask(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        if let clip {
            clip.combine(x, y, count, constant: nil, mask: coverage, into: combined)
            paint(x, y, count, .mask(combined))
        } else {
            paint(x, y, count, .mask(coverage))
        }
    }

    @inline(__always)
    mutating func paint(_ x: Int, _ y: Int, _ n: Int, _ c: SpanCoverage) {
        shader.paint(dst + y * stride + x, x: x, y: y, count: n, coverage: c, mode: mode, room: width - x - n)
    }
}
