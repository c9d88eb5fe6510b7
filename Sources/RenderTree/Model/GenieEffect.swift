import Geometry

/// A genie effect: the view (`source`, in the node's space) sucked into `target` through the
/// target's `edge`, after Bartosz Ciechanowski's BCGenieEffect (`UIView+Genie.m`;
/// `../shared/reference/swiftui-semantics.md` §9). `progress` 0 shows the view as it is, 1 has it
/// entirely inside the target.
public struct GenieEffect: Hashable, Sendable {
    public enum Edge: String, Hashable, Sendable { case top, left, bottom, right }

    public var progress: Double
    public var source: Rect
    public var target: Rect
    public var edge: Edge

    public init(progress: Double, source: Rect, target: Rect, edge: Edge) {
        self.progress = progress; self.source = source; self.target = target; self.edge = edge
    }

    /// BCGenieEffect's strip height (`kSliceSize`), in points.
    public static let sliceSize = 10.0
    /// Curves phase τ ∈ [0, 0.4] and slide phase τ ∈ [0.3, 1] (`kCurvesAnimationStart/End`, `kSlide…`).
    static let curves = (start: 0.0, end: 0.4), slide = (start: 0.3, end: 1.0)

    /// One strip: the source rows it shows (in the node's space) and the quad it is drawn onto
    /// (top-left, top-right, bottom-right, bottom-left of the source strip).
    public struct Strip: Hashable, Sendable {
        public var source: Rect
        public var quad: [Point]
    }

    /// The strips at this progress. Works in a frame where the motion axis u grows toward the
    /// target and w runs across it, then maps back to x, y.
    public func strips() -> [Strip] {
        // (u, w) ↔ (x, y) for each edge.
        func toUV(_ p: Point) -> (u: Double, w: Double) {
            switch edge {
            case .top: return (p.y, p.x)
            case .bottom: return (-p.y, p.x)
            case .left: return (p.x, p.y)
            case .right: return (-p.x, p.y)
            }
        }
        func toXY(_ u: Double, _ w: Double) -> Point {
            switch edge {
            case .top: return Point(x: w, y: u)
            case .bottom: return Point(x: w, y: -u)
            case .left: return Point(x: u, y: w)
            case .right: return Point(x: -u, y: w)
            }
        }
        func span(_ r: Rect) -> (u0: Double, u1: Double, w0: Double, w1: Double) {
            let a = toUV(Point(x: r.minX, y: r.minY)), b = toUV(Point(x: r.maxX, y: r.maxY))
            return (min(a.u, b.u), max(a.u, b.u), min(a.w, b.w), max(a.w, b.w))
        }
        let v = span(source), d = span(target)
        let length = v.u1 - v.u0, depth = d.u1 - d.u0
        guard length > 0, v.w1 > v.w0 else { return [] }
        // The destination, widened on its cross-axis sides by 2 pt × (target / view) (kRenderMargin).
        let widen = 2 * (d.w1 - d.w0) / (v.w1 - v.w0)
        let dw0 = d.w0 - widen, dw1 = d.w1 + widen

        func smoothstep(_ q: Double) -> Double { q * q * (3 - 2 * q) }
        func phase(_ p: (start: Double, end: Double)) -> Double {
            smoothstep(min(max((progress - p.start) / (p.end - p.start), 0), 1))
        }
        let qc = phase(Self.curves), qs = phase(Self.slide)
        // Curve ends: from the view's corners' cross coordinates to the destination's.
        let b0 = v.w0 + (dw0 - v.w0) * qc, b1 = v.w1 + (dw1 - v.w1) * qc
        let mid = (v.u0 + d.u0) / 2
        // Cubic from (a, v.u0) to (b, d.u0) with controls (a, mid), (b, mid): u(s) and w(s).
        func crossAt(_ u: Double, from a: Double, to b: Double) -> Double {
            let u0 = v.u0, u3 = d.u0
            if u3 <= u0 { return b }
            var s = min(max((u - u0) / (u3 - u0), 0), 1)
            for _ in 0..<3 {   // Newton on u(s) = u (3 iterations, as BCGenieEffect)
                let mt = 1 - s
                let us = mt * mt * mt * u0 + 3 * mt * mt * s * mid + 3 * mt * s * s * mid + s * s * s * u3
                let du = 3 * mt * mt * (mid - u0) + 6 * mt * s * (mid - mid) + 3 * s * s * (u3 - mid)
                if abs(du) < 1e-9 { break }
                s = min(max(s - (us - u) / du, 0), 1)
            }
            let mt = 1 - s
            return mt * mt * mt * a + 3 * mt * mt * s * a + 3 * mt * s * s * b + s * s * s * b
        }
        let edgeU = v.u0 + (d.u0 - v.u0) * qs
        func corners(_ u: Double) -> (u: Double, w0: Double, w1: Double) {
            if u <= d.u0 { return (u, crossAt(u, from: v.w0, to: b0), crossAt(u, from: v.w1, to: b1)) }
            // Past the destination edge: squashed linearly into the destination.
            return (d.u0 + (u - d.u0) * depth / length, b0, b1)
        }
        var out: [Strip] = []
        var j = 0.0
        while j * Self.sliceSize < length {
            let a = j * Self.sliceSize, b = min(length, a + Self.sliceSize)
            let top = corners(edgeU + a), bottom = corners(edgeU + b)
            // The strip's source rows, back in x, y.
            let s0 = toXY(v.u0 + a, v.w0), s1 = toXY(v.u0 + b, v.w1)
            let src = Rect(x: min(s0.x, s1.x), y: min(s0.y, s1.y), width: abs(s1.x - s0.x), height: abs(s1.y - s0.y))
            // Quad corners matching the source rect's TL, TR, BR, BL.
            let pts = [toXY(top.u, top.w0), toXY(top.u, top.w1), toXY(bottom.u, bottom.w1), toXY(bottom.u, bottom.w0)]
            out.append(Strip(source: src, quad: Self.orderQuad(pts, for: src, edge: edge, toXY: toXY)))
            j += 1
        }
        return out
    }

    /// Reorders the four mapped corners to match the source rect's top-left, top-right,
    /// bottom-right, bottom-left (the (u, w) frame flips or swaps axes for some edges).
    static func orderQuad(_ p: [Point], for r: Rect, edge: Edge, toXY: (Double, Double) -> Point) -> [Point] {
        // p = [(u0,w0), (u0,w1), (u1,w1), (u1,w0)] in the strip's (u, w) frame.
        switch edge {
        case .top: return [p[0], p[1], p[2], p[3]]               // u = y, w = x
        case .bottom: return [p[3], p[2], p[1], p[0]]            // u = −y: u1 is the top
        case .left: return [p[0], p[3], p[2], p[1]]              // u = x, w = y
        case .right: return [p[3], p[0], p[1], p[2]]             // u = −x: u1 is the left
        }
    }
}
