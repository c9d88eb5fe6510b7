import Codecs
import Foundation
import Golden
import Raster
import Testing

@Suite struct StoreTests {
    @Test func recordModeResolution() throws {
        #expect(try RecordMode.resolve(.all, environment: ["FLIPBOOK_RECORD": "never", "CI": "1"]) == .all)
        #expect(try RecordMode.resolve(nil, environment: ["FLIPBOOK_RECORD": "failed", "CI": "true"]) == .failed)
        #expect(try RecordMode.resolve(nil, environment: ["FLIPBOOK_RECORD": "ALL"]) == .all)
        #expect(try RecordMode.resolve(nil, environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(nil, environment: ["CI": "false"]) == .missing)
        #expect(try RecordMode.resolve(nil, environment: [:]) == .missing)
        #expect(try RecordMode.resolve(nil, environment: ["FLIPBOOK_RECORD": ""]) == .missing)
        #expect(throws: GoldenError.self) { try RecordMode.resolve(nil, environment: ["FLIPBOOK_RECORD": "sometimes"]) }
    }

    @Test func toleranceDecodesHandWrittenManifests() throws {
        let yiq = try JSONDecoder().decode(Tolerance.self, from: Data(#"{"metric":"yiq","maxDifferingPixels":4}"#.utf8))
        #expect(yiq == Tolerance(metric: .yiq, threshold: 0.1, maxDifferingPixels: 4))
        let exact = try JSONDecoder().decode(Tolerance.self, from: Data(#"{"metric":"exact"}"#.utf8))
        #expect(exact == .exact)
        let t = Tolerance.deltaE(perceptualPrecision: 0.98, precision: 0.995, reason: "banding")
        #expect(try JSONDecoder().decode(Tolerance.self, from: JSONEncoder().encode(t)) == t)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Tolerance.self, from: Data(#"{"metric":"fuzzy"}"#.utf8)) }
    }

    @Test func frameFileNames() {
        #expect(GoldenStore.fileName(forTime: 0) == "t0.0000.png")
        #expect(GoldenStore.fileName(forTime: 1.0 / 30) == "t0.0333.png")
        #expect(GoldenStore.fileName(forTime: 1.25) == "t1.2500.png")
    }

    @Test func recordAndReadBack() throws {
        let root = temporaryDirectory("store")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = GoldenStore(root: root)
        #expect(try store.manifest(named: "clip") == nil)
        let meta = GoldenMetadata(sceneHash: "abc", width: 8, height: 4, scale: 2, fps: 30, rendererVersion: "test 1")
        let a = solid(16, 8, (255, 0, 0, 255)), b = solid(16, 8, (0, 0, 255, 128))
        let tol = Tolerance.perceptual(maxDifferingPixels: 3, reason: "AVX2 vs baseline")
        let written = try store.record([0: a, 0.5: b], named: "clip", metadata: meta, tolerance: tol)
        #expect(written == ["\(root)/clip/t0.0000.png", "\(root)/clip/t0.5000.png", "\(root)/clip/manifest.json"])
        let m = try #require(try store.manifest(named: "clip"))
        #expect(m.metadata == meta && m.tolerance == tol && m.frames.map(\.time) == [0, 0.5])
        let frames = try store.frames(named: "clip")
        #expect(frames[0] == a && frames[0.5] == b)
        // Sorted keys, so re-recording gives the same bytes.
        let json = String(decoding: FileManager.default.contents(atPath: "\(root)/clip/manifest.json")!, as: UTF8.self)
        #expect(json.contains("\"reason\" : \"AVX2 vs baseline\"") && json.contains("\"sceneHash\" : \"abc\""))
        // Recording one more frame merges into the manifest.
        try store.record([1: a], named: "clip", metadata: meta, tolerance: tol)
        #expect(try store.manifest(named: "clip")?.frames.map(\.time) == [0, 0.5, 1])
        #expect(throws: GoldenError.self) { try store.folder(for: "../escape") }
        #expect(meta.differences(from: GoldenMetadata(sceneHash: "def", width: 8, height: 4, scale: 2, fps: 30,
                                                      rendererVersion: "test 1")).count == 1)
    }
}
