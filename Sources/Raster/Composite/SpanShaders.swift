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
            d.update(repeating: packed, count: n)   // opaque fill: a plain store
            return
        }
        composite(d, n, &source, coverage, mode, room: room)
    }
}

/// Two-stop linear gradient, evaluated exactly per pixel.
struct LerpLinearShader<W: TWrap, A: AlphaKind>: SpanShader {
    static var isUniform: Bool { false }
    var source: LerpGradientSource<W, A>
    let program: LinearProgram
    init(_ program: LinearProgram, _ stops: TwoStopColors) {
        self.program = program
        source = LerpGradientSource(dt: Float(program.ta), stops: stops)
    }

    @inline(__always)
    mutating func paint(_ d: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count n: Int,
                        coverage: SpanCoverage, mode: BlendMode, room: Int) {
        source.position(program.start(x: x, y: y, W.self))
        composite(d, n, &source, coverage, mode, room: room)
    }
}

/// Linear gradient through the colour table.
struct TableLinearShader<W: TWrap>: SpanShader {
    static var isUniform: Bool { false }
    var source: TableGradientSource<W>
    let program: LinearProgram
    init(_ program: LinearProgram) {
        self.program = program
        source = TableGradientSource(lut: program.lut, dt: Float(program.ta))
    }

    @inline(__always)
    mutating func paint(_ d: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count n: Int,
                        coverage: SpanCoverage, mode: BlendMode, room: Int) {
        source.position(program.start(x: x, y: y, W.self))
        composite(d, n, &source, coverage, mode, room: room)
    }
}

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
