import Codecs
import Foundation
import Golden
import Raster
import Testing

/// The wording of comparison and golden-check messages: every number with its unit, what a run recorded,
/// what to do about a missing golden under CI — and the pictures that explain a failure.
@Suite struct MessageTests {
    static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255, width: Int = 32, height: Int = 16) -> Pixmap {
        func m(_ v: UInt8) -> UInt8 { UInt8((Double(v) * Double(a) / 255).rounded()) }
        return Pixmap(width: width, height: height, fill: PremultipliedColorU8(r: m(r), g: m(g), b: m(b), a: a))
    }

    static func temporary(_ label: String) -> String {
        let path = NSTemporaryDirectory() + "flipbook-msg-\(label)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func everyNumberHasItsUnit() {
        var actual = Self.solid(255, 255, 255)
        actual[3, 2] = PremultipliedColorU8(r: 154, g: 255, b: 255, a: 255)  // 101 levels off in red
        let exact = ImageComparator.compare(golden: Self.solid(255, 255, 255), actual: actual, tolerance: .exact)
        #expect(exact.summary.hasPrefix("1 px differ (0.2%), max channel difference 101/255 at (3, 2)"))
        #expect(exact.summary.contains("SSIM (RGB) ") && exact.summary.contains(" dB"))

        let yiq = ImageComparator.compare(golden: Self.solid(255, 255, 255), actual: actual,
                                          tolerance: .perceptual(threshold: 0.1, includeAA: true, reason: "test"))
        #expect(yiq.summary.contains("worst YIQ distance ") && yiq.summary.contains("(threshold 0.1), max channel difference 101/255"))
        let deltaE = ImageComparator.compare(golden: Self.solid(255, 255, 255), actual: actual,
                                             tolerance: .deltaE(perceptualPrecision: 0.98, reason: "test"))
        #expect(deltaE.summary.contains("worst ΔE94 ") && deltaE.summary.contains("(threshold 2), max channel difference 101/255"))
    }

    /// Blue → indigo at nearly the same luma: SSIM on luma said 0.999 beside "100 % of pixels differ".
    @Test func ssimIsOnColour() {
        let blue = Self.solid(0, 122, 255), indigo = Self.solid(88, 86, 214)
        let scores = FrameScores(golden: blue, actual: indigo)
        #expect(scores.ssim < 0.7, "SSIM \(scores.ssim)")
        #expect(FrameScores(golden: blue, actual: blue).ssim == 1)
        // A faint change stays close to 1.
        #expect(FrameScores(golden: blue, actual: Self.solid(0, 122, 250)).ssim > 0.99)
    }

    @Test func aFirstRunSaysWhatItRecordedNotThatItPasses() throws {
        let dir = Self.temporary("first")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let snapshot = GoldenSnapshot(frames: [0, 0.5, 1].map { GoldenFrame(time: $0, image: Self.solid(0, 0, 200)) },
                                      metadata: GoldenMetadata(width: 32, height: 16, fps: 10))
        let r = try GoldenCheck(store: GoldenStore(root: dir + "/goldens"), record: .missing, failuresRoot: nil)
            .verify(snapshot, named: "bar")
        #expect(!r.failed)
        #expect(r.comparison.summary == "bar: recorded 3 new golden frames (nothing to compare with yet)")
        #expect(r.message.contains("recorded 3 frames and manifest.json into \(dir)/goldens/bar/ (record mode 'missing')"))
        #expect(!r.message.contains("t0.5000.png"))  // one line, not a file list
        #expect(!r.message.contains("pass"))
    }

    @Test func recordFailedAcceptsAndPasses() throws {
        let dir = Self.temporary("failed")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = GoldenStore(root: dir + "/goldens")
        let meta = GoldenMetadata(width: 32, height: 16, fps: 10)
        let good = GoldenSnapshot(frames: [0, 0.5].map { GoldenFrame(time: $0, image: Self.solid(0, 0, 200)) }, metadata: meta)
        _ = try GoldenCheck(store: store, record: .missing, failuresRoot: nil).verify(good, named: "bar")
        var bad = good
        bad.frames[1].image = Self.solid(200, 0, 0)
        let accepted = try GoldenCheck(store: store, record: .failed, failuresRoot: nil).verify(bad, named: "bar")
        #expect(!accepted.failed)
        #expect(accepted.comparison.summary == "bar: 1 of 2 frames pass, recorded 1 golden frame (1 replacing golden that differed)")
        #expect(try !GoldenCheck(store: store, record: .never, failuresRoot: nil).verify(bad, named: "bar").failed)
    }

    @Test func aMissingGoldenUnderCINamesTheRecordModes() throws {
        let dir = Self.temporary("ci")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let snapshot = GoldenSnapshot(frames: [GoldenFrame(time: 0, image: Self.solid(0, 0, 200))],
                                      metadata: GoldenMetadata(width: 32, height: 16))
        let r = try GoldenCheck(store: GoldenStore(root: dir + "/goldens"), record: .never, failuresRoot: nil)
            .verify(snapshot, named: "bar")
        #expect(r.failed)
        #expect(r.message.contains("1 frame has no golden, and record mode 'never' (the default when CI is set) writes none"))
        #expect(r.message.contains("`--record missing`, FLIPBOOK_RECORD=missing, or `record: .missing`"))
    }

    /// A uniform opacity change is one solid red in the mask; the heat map's colour says how large it is.
    @Test func theHeatMapShowsMagnitude() {
        let golden = Self.solid(0, 0, 0, 255)
        let small = DiffImage.heatMap(golden: golden, actual: Self.solid(0, 0, 0, 230))   // 25/255 lighter over white
        let large = DiffImage.heatMap(golden: golden, actual: Self.solid(0, 0, 0, 25))    // 230/255
        #expect(Set(small.pixels).count == 1 && Set(large.pixels).count == 1)
        #expect(small.pixels[0] == DiffImage.heatColor(25) && large.pixels[0] == DiffImage.heatColor(230))
        #expect(small.pixels[0] != large.pixels[0])
        // The ramp's ends: dark blue for one level, red for 255.
        #expect(DiffImage.heatColor(1) == 0xFFA0_1428 && DiffImage.heatColor(255) == 0xFF14_14DC)
        // Unchanged pixels are the faded golden, as in the mask.
        let same = ImageComparator.compare(golden: golden, actual: golden, tolerance: .exact)
        #expect(DiffImage.heatMap(golden: golden, actual: golden) == DiffImage.make(golden: golden, actual: golden, comparison: same))
    }

    /// 13 failing frames of a tall phone screen once made a 2348×16844 strip that png-info refused.
    @Test func stripsStayWithinSaneSizes() throws {
        let dir = Self.temporary("strip")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let golden = Self.solid(0, 0, 200, width: 390, height: 1400), actual = Self.solid(200, 0, 0, width: 390, height: 1400)
        let frames = (0..<13).map { i in
            FrameOutcome(time: Double(i) / 10, status: .failed,
                         comparison: ImageComparator.compare(golden: golden, actual: actual, tolerance: .exact),
                         golden: golden, actual: actual)
        }
        let artifacts = try FailureArtifacts.write(ClipComparison(name: "tall", frames: frames), to: dir + "/tall")
        let stacked = try PNG.read(contentsOf: try #require(artifacts.strip))
        #expect(stacked.width <= DiffImage.maximumStripSide && stacked.height <= DiffImage.maximumStripSide)
        #expect(stacked.height > 1000)  // shrunk by a whole factor, not to a thumbnail
        let one = try PNG.read(contentsOf: try #require(artifacts.frames[0].strip))
        #expect(one.width == 4 * 390 + 3 * 4 && one.height == 1400)  // golden | actual | diff | heat, full size
        #expect(FileManager.default.fileExists(atPath: try #require(artifacts.frames[0].heat)))
        #expect(DiffImage.shrinkFactor(width: 1572, height: 16844) == 5)
        let shrunk = DiffImage.shrunk(Self.solid(10, 20, 30, width: 5, height: 3), by: 2)
        #expect(shrunk.width == 3 && shrunk.height == 2 && Set(shrunk.pixels).count == 1)
    }

    @Test func thePNGWriterRefusesWhatTheReadersRefuse() {
        let wide = Pixmap(width: ImageLimits.default.maxWidth + 1, height: 1)
        let error = #expect(throws: PNGError.self) { try PNG.encode(wide) }
        #expect(error?.reason.hasPrefix("16385×1 px is over the limit every PNG reader here applies (16384×16384 px") == true)
    }

    /// A run's report shows that run only: clearing drops every clip folder an earlier run left.
    @Test func clearAllLeavesOnlyWhatTheNextRunWrites() throws {
        let dir = Self.temporary("clear")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let failing = FrameOutcome(time: 0, status: .failed, actual: Self.solid(1, 2, 3))
        try FailureArtifacts.write(ClipComparison(name: "old", frames: [failing]), to: dir + "/old")
        try "keep".write(toFile: dir + "/notes.txt", atomically: true, encoding: .utf8)
        FailureArtifacts.clearAll(in: dir)
        #expect(try FailureReport.summaries(in: dir).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir + "/old"))
        #expect(FileManager.default.fileExists(atPath: dir + "/notes.txt"))
    }
}
