import Geometry
import Symbols

/// Measuring outlines the way the renderer fills symbols: painted where the winding number (clockwise
/// contours +1) is positive (`FillRule.positive`; for outlines without cuts, the same as non-zero).
struct Coverage {
    /// Closed polygons (every subpath of a symbol is closed).
    let polygons: [[Point]]

    init(_ path: Path, tolerance: Double = 0.02, mirrored: Bool = false) {
        let polygons = path.flattened(tolerance: tolerance).map(\.points)
        // Under a mirroring transform the renderer counts counter-clockwise contours as ink: run them backwards.
        self.polygons = mirrored ? polygons.map { $0.reversed() } : polygons
    }

    /// The winding number at a point (crossings of a ray toward −x; edges going up-screen count +1, so clockwise ink winds +1).
    func winding(at p: Point) -> Int {
        crossings(atY: p.y).reduce(0) { $1.x < p.x ? $0 + $1.dir : $0 }
    }

    /// Where the outline's edges cross the scanline at `y`, sorted by x, each with its direction
    /// (+1 for an edge going up-screen).
    func crossings(atY y: Double) -> [(x: Double, dir: Int)] {
        var crossings: [(x: Double, dir: Int)] = []
        for poly in polygons {
            for i in poly.indices {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                guard (a.y <= y) != (b.y <= y) else { continue }
                crossings.append((a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x), b.y < a.y ? 1 : -1))
            }
        }
        return crossings.sorted { $0.x < $1.x }
    }

    /// Winding numbers at the centres of an n × n grid of cells over `rect`, row by row (one sorted
    /// sweep of edge crossings per row, so it stays fast for fine grids).
    func windingGrid(over rect: Rect, n: Int) -> [[Int]] {
        (0..<n).map { j in
            let y = rect.minY + (Double(j) + 0.5) * rect.height / Double(n)
            let crossings = self.crossings(atY: y)
            var row: [Int] = [], w = 0, k = 0
            for i in 0..<n {
                let x = rect.minX + (Double(i) + 0.5) * rect.width / Double(n)
                while k < crossings.count, crossings[k].x < x { w += crossings[k].dir; k += 1 }
                row.append(w)
            }
            return row
        }
    }

    /// The area painted with the non-zero rule over `rect`: exact along each of `rows` scanlines
    /// (the lengths of the runs with non-zero winding), summed with the midpoint rule across rows.
    func paintedArea(over rect: Rect, rows: Int = 2000) -> Double {
        var area = 0.0
        let dy = rect.height / Double(rows)
        for j in 0..<rows {
            let y = rect.minY + (Double(j) + 0.5) * dy
            let crossings = self.crossings(atY: y)
            var w = 0
            for k in crossings.indices {
                w += crossings[k].dir
                if w > 0, k + 1 < crossings.count {
                    let x0 = max(crossings[k].x, rect.minX), x1 = min(crossings[k + 1].x, rect.maxX)
                    if x1 > x0 { area += (x1 - x0) * dy }
                }
            }
        }
        return area
    }

    /// Σ shoelace over all polygons: the painted area when no contours overlap (holes count negative).
    var signedArea: Double {
        polygons.reduce(0) { sum, poly in
            var s = 0.0
            for i in poly.indices { s += poly[i].cross(poly[(i + 1) % poly.count]) }
            return sum + s / 2
        }
    }

    /// The bounds of what is painted (winding > 0) over `rect`: exact across each of `rows` scanlines,
    /// to within a row's spacing down the rect.
    func paintedBounds(over rect: Rect, rows: Int = 800) -> Rect {
        var r = Rect.null
        let dy = rect.height / Double(rows)
        for j in 0..<rows {
            let y = rect.minY + (Double(j) + 0.5) * dy
            let crossings = self.crossings(atY: y)
            var w = 0
            for k in crossings.indices {
                w += crossings[k].dir
                if w > 0, k + 1 < crossings.count, crossings[k + 1].x > crossings[k].x {
                    r = r.union(Rect(x: crossings[k].x, y: y, width: crossings[k + 1].x - crossings[k].x, height: 0))
                }
            }
        }
        return r
    }

    /// The bounds of the flattened outline.
    var bounds: Rect {
        var r = Rect.null
        for poly in polygons { for p in poly { r = r.union(Rect(x: p.x, y: p.y, width: 0, height: 0)) } }
        return r
    }
}

func symbol(_ name: String) -> Symbol {
    // The names used in tests are all in the library (checked by `libraryHasTheRequiredSymbols`).
    (try? SymbolLibrary.symbol(named: name)) ?? (try! SymbolLibrary.symbol(named: "circle"))
}
