import Testing
#if canImport(Glibc)
import Glibc
#endif
import Geometry
import Symbols

/// A point size at which one design unit is exactly one point, so expectations read in design units.
let unitPointSize = 100 / (Symbol.boxCapHeights * Symbol.capHeightRatio)

@Suite struct SymbolLibraryTests {
    static let required = [
        "heart", "heart.fill", "star", "star.fill", "circle", "circle.fill", "checkmark", "xmark", "plus", "minus",
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "arrow.left", "arrow.right", "arrow.up",
        "arrow.down", "play.fill", "pause.fill", "bell", "bell.fill", "person", "person.fill", "house", "house.fill",
        "gearshape",
    ]

    @Test func libraryHasTheRequiredSymbols() throws {
        for name in Self.required {
            let s = try SymbolLibrary.symbol(named: name)
            #expect(s.name == name)
        }
        #expect(SymbolLibrary.names == SymbolLibrary.names.sorted())
        #expect(Set(SymbolLibrary.names).isSuperset(of: Self.required))
    }

    @Test func unknownNamesListTheKnownOnes() {
        #expect(throws: SymbolError.self) { try SymbolLibrary.symbol(named: "hart.fill") }
        do {
            _ = try SymbolLibrary.symbol(named: "hart.fill")
        } catch {
            #expect(error.name == "hart.fill")
            #expect(error.knownNames == SymbolLibrary.names)
            let message = error.description
            #expect(message.contains("Image(systemName:)"))
            #expect(message.contains("\"hart.fill\""))
            // The closest names, not all of them: the most shared parts first, then the fewest edits.
            #expect(message.contains("closest: ") && message.contains("heart.fill"), "\(message)")
            #expect(message.contains("(\(SymbolLibrary.names.count) symbols: flipbook list symbols)"))
            #expect(SymbolLibrary.closestNames(to: "heart.fil").first == "heart.fill")
            #expect(SymbolLibrary.closestNames(to: "wifi.router").contains("wifi"))
            #expect(SymbolLibrary.closestNames(to: "zzz").isEmpty)
        }
    }

    /// The first symbols, drawn without cuts (`SymbolPen.knockout`): their contours bound their ink.
    static let uncut = required + ["gearshape.fill", "plus.circle", "minus.circle", "xmark.circle", "checkmark.circle"]

    @Test func everySymbolIsClosedNonEmptyAndInsideItsFrame() throws {
        for name in SymbolLibrary.names {
            let s = try SymbolLibrary.symbol(named: name)
            let size = s.size(pointSize: unitPointSize)
            let frame = Rect(origin: .zero, size: size)
            var painted = Rect.null
            for bold in [false, true] {
                let path = s.path(pointSize: unitPointSize, weight: bold)
                #expect(!path.isEmpty, "\(name)")
                // Every subpath ends with a close before the next one starts.
                var open = false
                for verb in path.verbs {
                    if verb == .move { #expect(!open, "\(name): unclosed subpath"); open = true }
                    if verb == .close { open = false }
                }
                #expect(!open, "\(name): last subpath not closed")

                // What is painted stays inside the frame (cut contours may reach beyond it).
                let slack = 0.02   // flattening tolerance and arc approximation
                let ink = Coverage(path, tolerance: 0.01).paintedBounds(over: frame.insetBy(dx: -10, dy: -10), rows: 1200)
                #expect(!ink.isNull, "\(name) paints nothing")
                #expect(ink.minX >= -slack && ink.minY >= -slack, "\(name) \(ink)")
                #expect(ink.maxX <= size.width + slack && ink.maxY <= size.height + slack, "\(name) \(ink) in \(size)")
                painted = painted.union(ink)
                if Self.uncut.contains(name) {
                    // The frame is the ink's frame: the ink reaches two opposite sides at each weight.
                    let ink = Coverage(path, tolerance: 0.01).bounds
                    let touchesX = ink.minX < 0.05 && ink.maxX > size.width - 0.05
                    let touchesY = ink.minY < 0.05 && ink.maxY > size.height - 0.05
                    #expect(touchesX || touchesY, "\(name) bold: \(bold) ink \(ink) frame \(size)")
                }
            }
            // The frame is the ink's frame: the two weights' ink together reaches two opposite sides (to within
            // a scanline's spacing down, 0.1 unit, and the slack across).
            let dy = (size.height + 20) / 1200 + 0.02
            let touchesX = painted.minX < 0.05 && painted.maxX > size.width - 0.05
            let touchesY = painted.minY < dy && painted.maxY > size.height - dy
            #expect(touchesX || touchesY, "\(name): painted \(painted) in frame \(size)")
        }
    }

    @Test func inkIsNeverWoundNegatively() throws {
        // Uncut symbols: all ink contours run clockwise and holes only cut ink, so no point has a negative winding.
        for name in Self.uncut {
            let s = try SymbolLibrary.symbol(named: name)
            let size = s.size(pointSize: unitPointSize)
            for bold in [false, true] {
                let grid = Coverage(s.path(pointSize: unitPointSize, weight: bold))
                    .windingGrid(over: Rect(origin: .zero, size: size), n: 64)
                #expect(grid.allSatisfy { $0.allSatisfy { $0 >= 0 } }, "\(name)")
                #expect(grid.contains { $0.contains { $0 > 0 } }, "\(name) paints nothing")
            }
        }
    }

    @Test func cutsLeaveTheirMarkEmpty() {
        // xmark.circle.fill: the disc with the shrunk X cut out, even where its strokes cross (winding 1 − 2).
        let s = symbol("xmark.circle.fill")
        for bold in [false, true] {
            let c = Coverage(s.path(pointSize: unitPointSize, weight: bold))
            #expect(c.winding(at: Point(x: 50, y: 50)) < 0)
            #expect(c.winding(at: Point(x: 60, y: 60)) == 0)       // along an arm
            #expect(c.winding(at: Point(x: 70, y: 50)) == 1)       // between the arms
            #expect(c.winding(at: Point(x: 50, y: 5)) == 1)        // near the rim
        }
    }

    @Test func unknownSymbolsGetAPlaceholderOnlyThroughItsName() throws {
        #expect(throws: SymbolError.self) { try SymbolLibrary.symbol(named: "no.such.symbol") }
        let placeholder = try SymbolLibrary.symbol(named: SymbolLibrary.placeholderName(for: "no.such.symbol"))
        #expect(placeholder.name == "no.such.symbol")
        #expect(placeholder.designFrame == symbol("circle").designFrame)
        #expect(!SymbolLibrary.names.contains { $0.hasPrefix("\u{FFFF}") })
        // An outline: the middle is empty, the edge midpoints painted.
        let c = Coverage(placeholder.path(pointSize: unitPointSize, weight: false))
        #expect(c.winding(at: Point(x: 50, y: 50)) == 0 && c.winding(at: Point(x: 2, y: 50)) == 1)
    }

    @Test func mirrorSymmetricSymbolsAreSymmetric() throws {
        for name in ["heart", "heart.fill", "star", "star.fill", "plus", "minus", "xmark", "circle", "circle.fill",
                     "bell", "bell.fill", "person", "person.fill", "house", "house.fill", "gearshape", "gearshape.fill",
                     "chevron.up", "chevron.down", "arrow.up", "arrow.down", "pause.fill"] {
            let s = try SymbolLibrary.symbol(named: name)
            let size = s.size(pointSize: unitPointSize)
            for bold in [false, true] {
                let path = s.path(pointSize: unitPointSize, weight: bold)
                let mirror = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)
                // The mirror turns contours round; the renderer keeps what is inside (`FillRule.positive`).
                let a = Coverage(path), b = Coverage(path.applying(mirror), mirrored: true)
                #expect(abs(a.bounds.minX - b.bounds.minX) < 1e-6 && abs(a.bounds.maxX - b.bounds.maxX) < 1e-6, "\(name)")
                #expect(abs(a.bounds.minY - b.bounds.minY) < 1e-6 && abs(a.bounds.maxY - b.bounds.maxY) < 1e-6, "\(name)")
                let frame = Rect(origin: .zero, size: size)
                let areaA = a.paintedArea(over: frame), areaB = b.paintedArea(over: frame)
                #expect(abs(areaA - areaB) <= 0.002 * areaA, "\(name): \(areaA) vs \(areaB)")
                // Cell by cell, the mirrored coverage matches (cell centres mirror onto cell centres).
                let ga = a.windingGrid(over: frame, n: 120)
                let mismatches = ga.reduce(0) { sum, row in
                    sum + (0..<row.count).filter { (row[$0] != 0) != (row[row.count - 1 - $0] != 0) }.count
                }
                #expect(mismatches <= 120 * 120 / 1000, "\(name): \(mismatches) cells differ from their mirror")
            }
        }
    }

    @Test func quarterTurnedSymbolsMatchTheirSiblings() throws {
        // chevron.up is chevron.right turned: same area, frame transposed.
        for (a, b) in [("chevron.right", "chevron.up"), ("chevron.left", "chevron.down"), ("arrow.right", "arrow.down"),
                       ("arrow.left", "arrow.up")] {
            let sa = try SymbolLibrary.symbol(named: a), sb = try SymbolLibrary.symbol(named: b)
            let za = sa.size(pointSize: unitPointSize), zb = sb.size(pointSize: unitPointSize)
            #expect(abs(za.width - zb.height) < 1e-9 && abs(za.height - zb.width) < 1e-9)
            let areaA = Coverage(sa.path(pointSize: unitPointSize, weight: false)).paintedArea(over: Rect(origin: .zero, size: za))
            let areaB = Coverage(sb.path(pointSize: unitPointSize, weight: false)).paintedArea(over: Rect(origin: .zero, size: zb))
            #expect(abs(areaA - areaB) <= 0.002 * areaA, "\(a) \(areaA) vs \(b) \(areaB)")
        }
    }

    @Test func sizesAndPathsScaleLinearlyWithPointSize() throws {
        for name in SymbolLibrary.names {
            let s = try SymbolLibrary.symbol(named: name)
            let small = s.size(pointSize: 12), large = s.size(pointSize: 36)
            #expect(abs(large.width - 3 * small.width) < 1e-9 && abs(large.height - 3 * small.height) < 1e-9)
            #expect(abs(s.baselineOffset(pointSize: 36) - 3 * s.baselineOffset(pointSize: 12)) < 1e-9)
            let p12 = s.path(pointSize: 12, weight: true), p36 = s.path(pointSize: 36, weight: true)
            #expect(p12.verbs == p36.verbs)
            #expect(zip(p12.points, p36.points).allSatisfy { abs($0.x * 3 - $1.x) < 1e-9 && abs($0.y * 3 - $1.y) < 1e-9 })
        }
    }

    @Test func circleMetricsFollowTheCapHeightRule() {
        // The circle is 1.2 cap heights tall and centred on the middle of the cap height.
        let pointSize = 17.0, capHeight = pointSize * 1443 / 2048
        let circle = symbol("circle")
        let size = circle.size(pointSize: pointSize)
        #expect(abs(size.height - 1.2 * capHeight) < 1e-9)
        #expect(abs(size.width - size.height) < 1e-12)
        let centreAboveBaseline = circle.baselineOffset(pointSize: pointSize) - size.height / 2
        #expect(abs(centreAboveBaseline + capHeight / 2) < 1e-9)   // the centre is capHeight/2 above the baseline
        #expect(circle.baselineOffset(pointSize: pointSize) > 0)    // the circle dips below the baseline
        #expect(abs(circle.baselineOffset(pointSize: pointSize) - 0.1 * capHeight) < 1e-9)
        // A symbol whose frame stops above the baseline has a negative offset.
        #expect(symbol("minus").baselineOffset(pointSize: pointSize) < 0)
    }

    @Test func filledCircleHasTheAreaOfItsDisc() {
        let pointSize = 40.0
        let r = symbol("circle.fill").size(pointSize: pointSize).width / 2
        let area = Coverage(symbol("circle.fill").path(pointSize: pointSize, weight: false), tolerance: 0.001).signedArea
        #expect(abs(area - Double.pi * r * r) < 0.0005 * Double.pi * r * r)
        // The ring: outer radius r, inner r minus the stroke width (9 design units regular, 13 bold).
        let u = Symbol.unit(pointSize: pointSize)
        for (bold, width) in [(false, 9.0), (true, 13.0)] {
            let ring = Coverage(symbol("circle").path(pointSize: pointSize, weight: bold), tolerance: 0.001).signedArea
            let inner = r - width * u
            #expect(abs(ring - Double.pi * (r * r - inner * inner)) < 0.001 * ring)
        }
    }

    @Test func strokeMarksHaveTheAreaOfRoundCappedLines() {
        // minus: one line of length L with round caps → L·w + π(w/2)²; plus: two crossing → minus the w² overlap.
        for (bold, w) in [(false, 9.0), (true, 13.0)] {
            let length = 76 - w
            let capsule = length * w + Double.pi * w * w / 4
            let minus = Coverage(symbol("minus").path(pointSize: unitPointSize, weight: bold), tolerance: 0.001).signedArea
            #expect(abs(minus - capsule) < 0.001 * capsule)
            let plusSymbol = symbol("plus")
            let frame = Rect(origin: .zero, size: plusSymbol.size(pointSize: unitPointSize))
            let plus = Coverage(plusSymbol.path(pointSize: unitPointSize, weight: bold)).paintedArea(over: frame)
            #expect(abs(plus - (2 * capsule - w * w)) < 0.01 * plus, "plus \(plus) expected \(2 * capsule - w * w) minus \(minus)")
        }
    }

    @Test func checkmarkIsTheRoundJoinedStrokeOfItsCentreLine() {
        // Design: frame (8, 10, 84, 80); centre line A → B → C inside the frame inset by h = w/2.
        // The round-capped, round-joined stroke of two segments turning by θ covers
        // 2h·(L₁ + L₂) + πh² + h²·(θ/2 − tan(θ/2)): the outer join adds a θ/2·h² wedge and the
        // inner sides overlap in a kite of h²·tan(θ/2).
        let s = symbol("checkmark")
        for (bold, w) in [(false, 9.0), (true, 13.0)] {
            let h = w / 2
            let f = Rect(x: h, y: h, width: 84 - w, height: 80 - w)
            let a = Point(x: f.minX, y: f.minY + 0.56 * f.height), b = Point(x: f.minX + 0.36 * f.width, y: f.maxY)
            let c = Point(x: f.maxX, y: f.minY)
            let d1 = b - a, d2 = c - b
            let theta = abs(atan2(d1.cross(d2), d1.dot(d2)))
            let expected = 2 * h * (d1.length + d2.length) + Double.pi * h * h + h * h * (theta / 2 - tan(theta / 2))
            let frame = Rect(origin: .zero, size: s.size(pointSize: unitPointSize))
            let area = Coverage(s.path(pointSize: unitPointSize, weight: bold), tolerance: 0.002).paintedArea(over: frame)
            #expect(abs(area - expected) < 0.002 * expected, "bold \(bold): \(area) vs \(expected)")
        }
    }

    @Test func boldStrokesPaintMoreThanRegular() throws {
        for name in ["checkmark", "xmark", "chevron.right", "arrow.up", "heart", "star", "bell", "person", "house", "gearshape"] {
            let s = try SymbolLibrary.symbol(named: name)
            let frame = Rect(origin: .zero, size: s.size(pointSize: unitPointSize))
            let regular = Coverage(s.path(pointSize: unitPointSize, weight: false)).paintedArea(over: frame)
            let bold = Coverage(s.path(pointSize: unitPointSize, weight: true)).paintedArea(over: frame)
            #expect(bold > 1.15 * regular, "\(name): \(regular) → \(bold)")
        }
    }

    @Test func filledVariantsCoverTheirOutlines() throws {
        // Outline and fill share a silhouette: wherever the outline paints, the fill paints too.
        for name in ["heart", "star", "bell", "person", "circle"] {
            let outline = try SymbolLibrary.symbol(named: name), fill = try SymbolLibrary.symbol(named: name + ".fill")
            #expect(outline.designFrame == fill.designFrame)
            let frame = Rect(origin: .zero, size: fill.size(pointSize: unitPointSize))
            for bold in [false, true] {
                let a = Coverage(outline.path(pointSize: unitPointSize, weight: bold)).windingGrid(over: frame, n: 120)
                let b = Coverage(fill.path(pointSize: unitPointSize, weight: bold)).windingGrid(over: frame, n: 120)
                var outside = 0, holes = 0
                for j in 0..<120 { for i in 0..<120 {
                    if a[j][i] != 0 && b[j][i] == 0 { outside += 1 }
                    if a[j][i] == 0 && b[j][i] != 0 { holes += 1 }
                } }
                #expect(outside <= 3, "\(name): \(outside) outline cells outside the fill")
                #expect(holes > 0, "\(name): the outline should leave its inside unpainted")
            }
        }
    }

    @Test func holesAreHoles() {
        let centre = Point(x: 50, y: 50)
        #expect(Coverage(symbol("circle").path(pointSize: unitPointSize, weight: false)).winding(at: centre) == 0)
        #expect(Coverage(symbol("circle.fill").path(pointSize: unitPointSize, weight: false)).winding(at: centre) == 1)
        #expect(Coverage(symbol("gearshape.fill").path(pointSize: unitPointSize, weight: true)).winding(at: centre) == 0)
        #expect(Coverage(symbol("gearshape.fill").path(pointSize: unitPointSize, weight: true))
                    .winding(at: Point(x: 50, y: 30)) != 0)
        // house.fill: the door (x 41…59 in the box, frame origin x 4) is cut out down to the floor.
        let house = Coverage(symbol("house.fill").path(pointSize: unitPointSize, weight: false))
        #expect(house.winding(at: Point(x: 50 - 4, y: 85 - 6)) == 0)
        #expect(house.winding(at: Point(x: 30 - 4, y: 85 - 6)) != 0)
    }
}
