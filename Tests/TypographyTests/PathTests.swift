import Geometry
import Testing
import Typography

@Suite struct PathTests {
    @Test func pathLiesWithinTheBox() throws {
        // Every glyph of these has its ink inside its advance and between descender and ascender
        // (glyf bounds vs hmtx, fontTools), so the outlines lie inside the box.
        for text in ["Hello, world!", "Hello, world! Hello again,\nworld.", "gjpqy ÀÉ"] {
            let t = try layout(text, size: 28, width: 200)
            let b = t.path().controlPointBounds
            #expect(!b.isNull)
            #expect(b.minX >= 0 && b.maxX <= t.size.width, "\(text): \(b) vs \(t.size)")
            #expect(b.minY >= 0 && b.maxY <= t.size.height, "\(text): \(b) vs \(t.size)")
        }
    }

    @Test func inkMayOverhangTheAdvanceAsInTheFont() throws {
        // "T" has xMin −6 and "Î" xMax 608 > advance 604 (fontTools): ink overflows the box by exactly
        // that much, as with SwiftUI (the box is typographic, not the ink bounds).
        let s = 28 / DejaVu.unitsPerEm
        let t = try layout("TÎ", size: 28)
        let b = t.path().controlPointBounds
        #expect(close(b.minX, -6 * s))
        #expect(close(b.maxX, t.size.width + (608 - 604) * s))
    }

    @Test func glyphOutlinesAreScaledFontUnits() throws {
        // "H" in DejaVu Sans: glyf bounds x 201…1339, y 0…1493 (fontTools); at 28 pt on the first baseline.
        let t = try layout("H", size: 28)
        let s = 28 / DejaVu.unitsPerEm
        let b = t.path().controlPointBounds
        #expect(close(b.minX, 201 * s) && close(b.maxX, 1339 * s))
        #expect(close(b.maxY, t.firstBaseline) && close(b.minY, t.firstBaseline - 1493 * s))
        #expect(t.path().verbs.filter { $0 == .close }.count == 1)
        // The glyph's own path is the same outline.
        #expect(t.lines[0].glyphs[0].path() == t.path())
    }

    @Test func quadraticOutlinesOfTrueType() throws {
        let p = try layout("o", size: 40).path()
        #expect(p.verbs.contains(.quad))
        #expect(!p.verbs.contains(.cubic))
        #expect(p.verbs.filter { $0 == .move }.count == 2)   // outer and inner contour
    }

    @Test func deterministicPaths() throws {
        let a = try layout("Determinism, twice.", size: 28, width: 150).path()
        let b = try layout("Determinism, twice.", size: 28, width: 150).path()
        #expect(a == b)
        // A fresh library (cold caches) gives the same outlines.
        let c = try layout("Determinism, twice.", size: 28, width: 150, library: FontLibrary(searchPaths: [DejaVu.dir])).path()
        #expect(a == c)
    }

    @Test func layoutsFromManyThreadsAgree() async throws {
        let lib = FontLibrary(searchPaths: [DejaVu.dir])
        let reference = try layout("Concurrent text 123", size: 19, width: 120, library: dejaVuOnly).path()
        let paths = try await withThrowingTaskGroup(of: Path.self) { group in
            for i in 0..<8 {
                group.addTask { try layout("Concurrent text 123", size: 19, width: 120, bold: i % 2 == 1, library: lib).path() }
            }
            var out: [Path] = []
            for try await p in group { out.append(p) }
            return out
        }
        #expect(paths.filter { $0 == reference }.count == 4)
    }
}
