import Testing
import Geometry

@Suite struct SVGPathTests {
    func parse(_ s: String) throws -> [Path.Element] { elements(try Path(svgPathData: s)) }

    @Test func movesAndLines() throws {
        #expect(try parse("M10 20 L30 40") == [.move(to: Point(10, 20)), .line(to: Point(30, 40))])
        #expect(try parse("M10,20 H 50 V 60 Z") == [.move(to: Point(10, 20)), .line(to: Point(50, 20)),
                                                     .line(to: Point(50, 60)), .closeSubpath])
        #expect(try parse("m10 10 l5 5 h10 v-5 z") == [.move(to: Point(10, 10)), .line(to: Point(15, 15)),
                                                        .line(to: Point(25, 15)), .line(to: Point(25, 10)), .closeSubpath])
    }

    @Test func implicitRepeats() throws {
        #expect(try parse("M0 0 10 10 20 0") == [.move(to: Point(0, 0)), .line(to: Point(10, 10)), .line(to: Point(20, 0))])
        #expect(try parse("m1 1 2 2 3 3") == [.move(to: Point(1, 1)), .line(to: Point(3, 3)), .line(to: Point(6, 6))])
        #expect(try parse("M0 0 L1 1 2 2 H5 6") == [.move(to: Point(0, 0)), .line(to: Point(1, 1)), .line(to: Point(2, 2)),
                                                    .line(to: Point(5, 2)), .line(to: Point(6, 2))])
    }

    @Test func numberForms() throws {
        #expect(try parse("M-.5.5") == [.move(to: Point(-0.5, 0.5))])
        #expect(try parse("M1e-3 2E+1") == [.move(to: Point(0.001, 20))])
        #expect(try parse("M+3-4") == [.move(to: Point(3, -4))])
        #expect(try parse("M 5. 6") == [.move(to: Point(5, 6))])
        #expect(try parse("  \n\tM\t1\r\n2  ") == [.move(to: Point(1, 2))])
        #expect(try parse("").isEmpty)
        #expect(try parse("   ").isEmpty)
    }

    @Test func cubicsWithReflection() throws {
        let e = try parse("M0 0 C 10 0 20 10 20 20 S 30 40 40 40")
        #expect(e[1] == .curve(to: Point(20, 20), control1: Point(10, 0), control2: Point(20, 10)))
        #expect(e[2] == .curve(to: Point(40, 40), control1: Point(20, 30), control2: Point(30, 40)))
        // S after a non-cubic uses the current point as the first control point.
        let s = try parse("M0 0 L 10 0 s 10 10 20 0")
        #expect(s[2] == .curve(to: Point(30, 0), control1: Point(10, 0), control2: Point(20, 10)))
        let rel = try parse("M1 1 c 1 0 2 1 2 2")
        #expect(rel[1] == .curve(to: Point(3, 3), control1: Point(2, 1), control2: Point(3, 2)))
    }

    @Test func quadraticsWithReflection() throws {
        let e = try parse("M0 0 Q 10 10 20 0 T 40 0")
        #expect(e[1] == .quadCurve(to: Point(20, 0), control: Point(10, 10)))
        #expect(e[2] == .quadCurve(to: Point(40, 0), control: Point(30, -10)))
        let t = try parse("M0 0 t 10 0 q 5 5 10 0 t 10 0")
        #expect(t[1] == .quadCurve(to: Point(10, 0), control: Point(0, 0)))
        #expect(t[3] == .quadCurve(to: Point(30, 0), control: Point(25, -5)))
    }

    @Test func arcs() throws {
        // A half circle of radius 10 from (0,0) to (20,0); sweep 1 = increasing angle = up on screen here.
        let p = try Path(svgPathData: "M 0 0 A 10 10 0 0 1 20 0")
        let b = p.boundingRect
        #expect(close(b.minX, 0, 1e-9) && close(b.maxX, 20, 1e-9) && close(b.maxY, 0, 1e-9))
        #expect(abs(b.minY + 10) < 10 * 2.8e-4)
        let down = try Path(svgPathData: "M 0 0 A 10 10 0 0 0 20 0")
        #expect(abs(down.boundingRect.maxY - 10) < 10 * 2.8e-4)
        // Flags written without separators, relative endpoint; too-small radii are scaled up.
        let compact = try Path(svgPathData: "M0 0a1 1 0 0020 0")
        #expect(close(elementEnd(elements(compact).last!)!, Point(20, 0), 1e-12))
        #expect(abs(compact.boundingRect.maxY - 10) < 10 * 2.8e-4)
        // Large-arc + sweep pick the 270° arc about (10, 10) (the 90° one would be about (0, 0)).
        let large = try Path(svgPathData: "M 10 0 A 10 10 0 1 1 0 10")
        let lb = large.boundingRect
        #expect(close(lb.minX, 0, 1e-9) && close(lb.minY, 0, 1e-9))
        #expect(abs(lb.maxX - 20) < 0.003 && abs(lb.maxY - 20) < 0.003)
        let small = try Path(svgPathData: "M 10 0 A 10 10 0 0 1 0 10")
        #expect(abs(small.boundingRect.maxX - 10) < 1e-9 && abs(small.boundingRect.maxY - 10) < 1e-9)
        #expect(elements(small).count == 2 && elements(large).count == 4)
        // Rotated ellipse: x-radius 20 along 90° → a vertical half ellipse from (0,0) to (0,40).
        let rotated = try Path(svgPathData: "M0 0 A 20 10 90 0 1 0 40")
        // In the ellipse frame it runs from θ = π to 2π through 3π/2, which maps to (10, 20).
        #expect(close(rotated.boundingRect.minX, 0, 1e-9) && abs(rotated.boundingRect.maxX - 10) < 10 * 2.8e-4)
        #expect(close(rotated.boundingRect.height, 40, 1e-9))
        // Zero radius is a line; coincident endpoints omit the arc.
        #expect(try parse("M0 0 A 0 5 0 0 1 10 10") == [.move(to: Point(0, 0)), .line(to: Point(10, 10))])
        #expect(try parse("M0 0 A 5 5 0 0 1 0 0") == [.move(to: Point(0, 0))])
    }

    @Test func commandsAfterCloseStartAtTheSubpathStart() throws {
        let e = try parse("M10 10 L20 10 Z l 5 5")
        #expect(e == [.move(to: Point(10, 10)), .line(to: Point(20, 10)), .closeSubpath,
                      .move(to: Point(10, 10)), .line(to: Point(15, 15))])
    }

    func error(_ s: String) -> PathParseError? {
        do { _ = try Path(svgPathData: s); return nil } catch let e as PathParseError { return e } catch { return nil }
    }

    @Test func errorsNameTheOffsetAndExpectation() {
        let noMove = error("L 10 10")
        #expect(noMove?.offset == 0)
        #expect(noMove?.expected.contains("moveto") == true)
        let missing = error("M 10")
        #expect(missing?.offset == 4 && missing?.found == "end of data" && missing?.expected == "a number")
        let unknown = error("M 10 10 X 5")
        #expect(unknown?.offset == 8 && unknown?.found == "\"X\"")
        let badLetter = error("M 10 10 B 5")
        #expect(badLetter?.offset == 8 && badLetter?.expected.contains("path command") == true)
        let exponent = error("M 1e")
        #expect(exponent?.offset == 4 && exponent?.expected == "exponent digits")
        let flag = error("M0 0 A 1 1 0 2 0 5 5")
        #expect(flag?.offset == 13 && flag?.expected == "an arc flag (0 or 1)")
        let afterZ = error("M0 0 Z 5")
        #expect(afterZ?.offset == 7 && afterZ?.expected == "a command letter after Z")
        let garbage = error("M 1 2 L 3 #")
        #expect(garbage?.offset == 10 && garbage?.expected == "a number" && garbage?.found == "\"#\"")
        // Offsets count characters, not bytes.
        let unicode = error("M 1 2 L é")
        #expect(unicode?.offset == 8 && unicode?.found == "\"é\"")
        #expect(error("M 1 2 L 3 4") == nil)
        #expect(String(describing: error("M 10")!) == "SVG path data, character 4: expected a number, found end of data")
    }
}
