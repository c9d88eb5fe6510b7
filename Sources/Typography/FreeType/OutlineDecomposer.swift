import CFreeType
import Geometry

/// Converts a loaded FreeType outline into a `Path`: conic (TrueType quadratic) → quad, cubic (CFF)
/// → cubic; y flipped (font y-up → y-down). Coordinates stay in whatever unit the outline holds
/// (font units when loaded with `FT_LOAD_NO_SCALE`). Each contour is closed.
/// Recipe: ../shared/reference/swift-on-linux.md §1b.
enum OutlineDecomposer {
    private final class Sink {
        var path = Path()
        var open = false
    }

    private static func sink(_ user: UnsafeMutableRawPointer?) -> Sink {
        Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
    }
    private static func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
        Point(x: Double(v!.pointee.x), y: -Double(v!.pointee.y))
    }

    /// Returns nil when FreeType reports an error while walking the outline.
    static func path(of outline: FT_Outline) -> Path? {
        let s = Sink()
        // Non-capturing closures convert to C function pointers; the sink travels in `user`.
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let s = OutlineDecomposer.sink(user)
                if s.open { s.path.closeSubpath() }
                s.path.move(to: OutlineDecomposer.point(to)); s.open = true
                return 0
            },
            line_to: { to, user in
                OutlineDecomposer.sink(user).path.addLine(to: OutlineDecomposer.point(to)); return 0
            },
            conic_to: { c, to, user in
                OutlineDecomposer.sink(user).path.addQuadCurve(to: OutlineDecomposer.point(to),
                                                               control: OutlineDecomposer.point(c))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                OutlineDecomposer.sink(user).path.addCurve(to: OutlineDecomposer.point(to),
                                                           control1: OutlineDecomposer.point(c1),
                                                           control2: OutlineDecomposer.point(c2))
                return 0
            },
            shift: 0, delta: 0)
        var o = outline
        let err = withExtendedLifetime(s) {
            FT_Outline_Decompose(&o, &funcs, Unmanaged.passUnretained(s).toOpaque())
        }
        guard err == 0 else { return nil }
        if s.open { s.path.closeSubpath() }
        return s.path
    }
}
