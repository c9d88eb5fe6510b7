import Codecs
import Foundation
import Golden
import Raster
import Testing

@Suite struct ClipComparisonTests {
    static let fps = 30.0

    /// Frame i of a square moving 3 px per frame.
    static func frame(_ i: Int, color: (Int, Int, Int, Int) = (0, 90, 220, 255)) -> Pixmap {
        var c = TestCanvas(width: 64, height: 32)
        c.rect(4 + 3 * Double(i), 8, 16 + 3 * Double(i), 20, color, samples: 1)
        return c.pixmap
    }

    static func frames(_ indices: Range<Int>, offset: Int = 0) -> [Double: Pixmap] {
        var out: [Double: Pixmap] = [:]
        for i in indices { out[Double(i) / fps] = frame(i + offset) }
        return out
    }

    @Test func firstAndWorstFailingTime() throws {
        let goldens = Self.frames(0..<6)
        var actual = goldens
        actual[2 / Self.fps] = Self.frame(2, color: (0, 90, 120, 255))  // recoloured: 144 px
        actual[4 / Self.fps] = Self.frame(5)                             // moved 3 px: 72 px
        let c = try ClipComparator().compare(name: "square", actual: actual, goldens: goldens)
        #expect(!c.passed && c.failingTimes == [2 / Self.fps, 4 / Self.fps])
        #expect(c.firstFailingTime == 2 / Self.fps && c.worstFailingTime == 2 / Self.fps)
        #expect(c.frames.map(\.status) == [.passed, .passed, .failed, .passed, .failed, .passed])
        #expect(c.summary.hasPrefix("square: 2 of 6 frames fail (t = 0.0667, 0.1333); first 0.0667 s, worst 0.0667 s: 144 px differ"))
    }

    /// The actual runs one frame ahead: without time tolerance every frame fails; with 1 each is accepted as a
    /// +1 timing shift (frame i shows golden i + 1), and a real colour change still fails.
    @Test func timeToleranceReportsShifts() throws {
        let goldens = Self.frames(0..<6)
        var actual = Self.frames(0..<6, offset: 1)
        let strict = try ClipComparator(fps: Self.fps).compare(name: "s", actual: actual, goldens: goldens)
        #expect(strict.failingTimes.count == 6)
        let lenient = try ClipComparator(timeTolerance: 1, fps: Self.fps).compare(name: "s", actual: actual, goldens: goldens)
        #expect(lenient.passed && lenient.timingShifts.map(\.frames) == [1, 1, 1, 1, 1, 1])
        #expect(lenient.summary.contains("timing shift at t = 0 (+1 frame)"))
        // Lagging by one (frame i shows golden i − 1), found through the golden of the previous frame.
        let late = try ClipComparator(timeTolerance: 1, fps: Self.fps)
            .compare(name: "s", actual: Self.frames(1..<6, offset: -1), goldens: goldens)
        #expect(late.passed && late.timingShifts.map(\.frames) == [-1, -1, -1, -1, -1])
        // Pixel drift is not a timing shift.
        actual[3 / Self.fps] = Self.frame(4, color: (250, 0, 0, 255))
        let drift = try ClipComparator(timeTolerance: 1, fps: Self.fps).compare(name: "s", actual: actual, goldens: goldens)
        #expect(drift.failingTimes == [3 / Self.fps] && drift.timingShifts.count == 5)
        // Sparse goldens: the neighbour is rendered on demand.
        let sparse = [0.1: Self.frame(3)]
        let rendered = try ClipComparator(timeTolerance: 2, fps: Self.fps)
            .compare(name: "s", actual: [0.1: Self.frame(5)], goldens: sparse) { t in Self.frame(Int((t * Self.fps).rounded()) + 2) }
        #expect(rendered.frames.first?.status == .shifted && rendered.frames.first?.frameShift == 2)
    }

    @Test func diffImageColours() {
        var g = TestCanvas(width: 8, height: 4)
        g.rect(0, 0, 4, 4, (0, 0, 0, 255), samples: 1)
        var a = g
        a.rect(6, 1, 7, 2, (255, 0, 0, 255), samples: 1)
        let c = ImageComparator.compare(golden: g.pixmap, actual: a.pixmap, tolerance: .perceptual(reason: "t"))
        let d = DiffImage.make(golden: g.pixmap, actual: a.pixmap, comparison: c)
        #expect(d[6, 1] == PremultipliedColorU8(r: 255, g: 0, b: 0, a: 255))
        // Faded golden: white stays 255; black becomes ⌊255 + (0 − 255)·0.1⌋ = 229.
        #expect(d[7, 3] == PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        #expect(d[0, 0] == PremultipliedColorU8(r: 229, g: 229, b: 229, a: 255))
        let strip = DiffImage.strip(golden: g.pixmap, actual: a.pixmap, diff: d)
        #expect(strip.width == 8 * 3 + 8 && strip.height == 4 && strip[8 + 4 + 6, 1] == PremultipliedColorU8(r: 255, g: 0, b: 0, a: 255))
        // Anti-aliasing excused is drawn yellow.
        var base = TestCanvas(width: 64, height: 48)
        base.rect(10, 10, 30, 30, (0, 0, 255, 255), samples: 1)
        var edge = base
        edge.rect(30, 10, 31, 30, (128, 128, 255, 255), samples: 1)
        let aa = ImageComparator.compare(golden: base.pixmap, actual: edge.pixmap, tolerance: .perceptual(reason: "t"))
        #expect(DiffImage.make(golden: base.pixmap, actual: edge.pixmap, comparison: aa)[30, 15]
                == PremultipliedColorU8(r: 255, g: 255, b: 0, a: 255))
    }

    /// Record, then fail: artifacts exist, the report references them relatively, and passing clears them.
    @Test func checkRecordsWritesArtifactsAndReport() throws {
        let dir = temporaryDirectory("check")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = GoldenStore(root: dir + "/goldens")
        let failures = dir + "/.flipbook/failures"
        let meta = GoldenMetadata(width: 64, height: 32, fps: Self.fps)
        let good = GoldenSnapshot(frames: (0..<4).map { GoldenFrame(time: Double($0) / Self.fps, image: Self.frame($0)) },
                                  metadata: meta)

        // CI without goldens: nothing written, every frame missing.
        let ci = try GoldenCheck(store: store, record: .never, failuresRoot: failures).verify(good, named: "square")
        #expect(ci.failed && ci.recorded.isEmpty && ci.comparison.frames.allSatisfy { $0.status == .missing })
        // Locally: recorded and reported.
        let first = try GoldenCheck(store: store, record: .missing, failuresRoot: failures).verify(good, named: "square")
        #expect(!first.failed && first.recorded.count == 5 && first.message.contains("(record mode 'missing')"))
        #expect(first.comparison.summary == "square: recorded 4 new golden frames (nothing to compare with yet)")
        #expect(first.recorded.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(!FileManager.default.fileExists(atPath: failures + "/square/summary.json"))  // cleared on pass

        var bad = good
        bad.frames[2].image = Self.frame(2, color: (200, 0, 0, 255))
        let check = GoldenCheck(store: store, record: .never, failuresRoot: failures)
        let r = try check.verify(bad, named: "square")
        #expect(r.failed && r.comparison.failingTimes == [2 / Self.fps])
        let art = try #require(r.artifacts)
        #expect(art.frames.count == 1 && art.paths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(art.paths.contains(failures + "/square/t0.0667-diff.png") && art.strip == failures + "/square/strip.png")
        let diff = try PNG.read(contentsOf: failures + "/square/t0.0667-diff.png")
        #expect(diff[12, 12] == PremultipliedColorU8(r: 255, g: 0, b: 0, a: 255))

        // The report: one page, relative image paths that exist, no external resources.
        let html = dir + "/.flipbook/report.html"
        #expect(try FailureReport.write(failuresRoot: failures, to: html) == 1)
        let page = String(decoding: FileManager.default.contents(atPath: html)!, as: UTF8.self)
        let sources = page.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(sources.count >= 6)
        for s in sources {
            #expect(!s.hasPrefix("/") && !s.contains("://"))
            #expect(FileManager.default.fileExists(atPath: dir + "/.flipbook/" + s), "missing \(s)")
        }
        #expect(page.contains("type=range") && page.contains("class=blink") && page.contains("class=timeline"))
        #expect(!page.contains("http://") && !page.contains("https://"))

        // Record mode `failed` overwrites the failing golden and accepts it (so `flipbook test` exits 0); the next
        // run passes.
        let rewrite = try GoldenCheck(store: store, record: .failed, failuresRoot: failures).verify(bad, named: "square")
        #expect(!rewrite.failed && rewrite.recorded.contains(dir + "/goldens/square/t0.0667.png"))
        #expect(!(try check.verify(bad, named: "square")).failed)
        #expect(try FailureReport.write(failuresRoot: failures, to: html) == 0)
    }

    @Test func strategiesComposeWithPullback() throws {
        struct Badge { var width: Int }
        let strategy: GoldenStrategy<Badge> = GoldenStrategy<Pixmap>.image.pullback { solid($0.width, 4, (9, 9, 9, 255)) }
        let snap = try strategy.snapshot(Badge(width: 7))
        #expect(snap.frames.count == 1 && snap.frames[0].image.width == 7 && snap.metadata.width == 7)
        let tagged = strategy.withMetadata { $0.sceneHash = "badge-v1" }
        #expect(try tagged.snapshot(Badge(width: 3)).metadata.sceneHash == "badge-v1")
        // A diffing pulled back through a mask ignores the masked column.
        let maskFirstColumn: @Sendable (Pixmap) -> Pixmap = { p in
            var p = p
            for y in 0..<p.height { p.pixels[y * p.width] = 0 }
            return p
        }
        var other = solid(7, 4, (9, 9, 9, 255))
        other.pixels[0] = 0xFFFF_FFFF
        #expect(!Diffing.tolerance(.exact).compare(solid(7, 4, (9, 9, 9, 255)), other).passed)
        #expect(Diffing.tolerance(.exact).pullback(maskFirstColumn).compare(solid(7, 4, (9, 9, 9, 255)), other).passed)
    }

    @Test func relativePaths() {
        #expect(FailureReport.relativePath(from: ".flipbook", to: ".flipbook/failures/a") == "failures/a")
        #expect(FailureReport.relativePath(from: "/x/report", to: "/x/failures/a") == "../failures/a")
        #expect(FailureReport.relativePath(from: "/x", to: "/x") == ".")
    }
}
