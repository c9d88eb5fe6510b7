/// A prepared paint that composites spans: it positions its pixel source at a span's first pixel
/// and runs the compositing loop. The paint blitter is generic over it, so each shader kind gets
/// its own specialised scan-conversion and compositing code and per-span work is just positioning.
protocol SpanShader {
    /// True when every pixel gets the same colour (spans may then cross row ends).
    static var isUniform: Bool { get }
    mutating func paint(_ d: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count n: Int,
                        coverage: SpanCoverage, mode: BlendMode, room: Int)
}

struct SolidShader: SpanShader {
    static var isUniform: Bool { true }
    var source: SolidSource
    let packed: UInt32
    init(_ packed: UInt32) { self.packed = packed; source = SolidSource(packed) }

    @inline(__always)
    mutating func paint(_ d: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count n: Int,
                        coverage: SpanCoverage, mode: BlendMode, room: Int) {
        if case .full = coverage, mode == .copy || (mode == .sourceOver && packed >= 0xFF00_0000) {
            storePixels(d, n, packed)   // opaque fill: plain (aligned) stores
            return
        }
        // Long runs (a scrim, an `.opacity` over a whole layer) start their vectors on a 32-byte boundary:
        // unaligned 32-byte accesses split a cache line every other vector, ≈ 6 % of a translucent full-frame
        // fill here (pixel buffers from malloc sit 16 bytes off). The source is uniform, so splitting is free.
        // (Not for per-pixel masks, whose bytes would have to move with the split.)
        if n >= 64, !coverage.isPerPixel {
            let head = (8 &- (Int(bitPattern: d) &>> 2)) & 7
            if head != 0 {
                composite(d, head, &source, coverage, mode, room: n &- head)
                composite(d + head, n &- head, &source, coverage, mode, room: room)
                return
            }
        }
        composite(d, n, &source, coverage, mode, room: room)
    }
}

/// Linear gradient: the source is positioned at each span's first pixel, then steps along it.
/// `LerpLinearShader` (two stops, exact per pixel) and `TableLinearShader` (through the colour
/// table) differ only in their source.
struct LinearShader<Source: LinearGradientPixels>: SpanShader {
    static var isUniform: Bool { false }
    var source: Source
    let program: LinearProgram

    @inline(__always)
    mutating func paint(_ d: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count n: Int,
                        coverage: SpanCoverage, mode: BlendMode, room: Int) {
        source.position(program.start(x: x, y: y, Source.Wrap.self))
        composite(d, n, &source, coverage, mode, room: room)
    }
}

/// Two-stop linear gradient, evaluated exactly per pixel.
typealias LerpLinearShader<W: TWrap, A: AlphaKind> = LinearShader<LerpGradientSource<W, A>>
/// Linear gradient through the colour table.
typealias TableLinearShader<W: TWrap> = LinearShader<TableGradientSource<W>>

extension LinearShader {
    init<W: TWrap, A: AlphaKind>(_ program: LinearProgram, _ stops: TwoStopColors) where Source == LerpGradientSource<W, A> {
        self.init(source: LerpGradientSource(dt: Float(program.ta), stops: stops), program: program)
    }

    init<W: TWrap>(_ program: LinearProgram) where Source == TableGradientSource<W> {
        self.init(source: TableGradientSource(lut: program.lut, dt: Float(program.ta)), program: program)
    }
}

/// A linear gradient's pixels: placed at a span's first t, then stepping along the span.
protocol LinearGradientPixels: PixelSource {
    associatedtype Wrap: TWrap
    mutating func position(_ t0: Float)
}

extension LerpGradientSource: LinearGradientPixels { typealias Wrap = W }
extension TableGradientSource: LinearGradientPixels { typealias Wrap = W }

/// Radial or angular gradient: gradient parameters are computed per span into scratch (scalar loops
/// the compiler vectorises), looked up, then composited from the buffer.
struct BufferedGradientShader<P: GradientPositions>: SpanShader {
    static var isUniform: Bool { false }
    let program: P
    let floats: UnsafeMutablePointer<Float>
    let pixels: UnsafeMutablePointer<UInt32>

    @inline(__always)
    mutating func paint(_ d: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count n: Int,
                        coverage: SpanCoverage, mode: BlendMode, room: Int) {
        program.positions(x: x, y: y, n: n, into: floats)
        lookUp(floats, n, spread: program.spread, lut: program.lut, into: pixels)
        var source = SlackBufferSource(pixels: pixels)
        composite(d, n, &source, coverage, mode, room: room)
    }
}

/// Gradient parameters t of a non-linear gradient along a span.
protocol GradientPositions {
    var lut: UnsafePointer<UInt32> { get }
    var spread: SpreadMode { get }
    func positions(x: Int, y: Int, n: Int, into u: UnsafeMutablePointer<Float>)
}
extension RadialProgram: GradientPositions {}
extension AngularProgram: GradientPositions {}
