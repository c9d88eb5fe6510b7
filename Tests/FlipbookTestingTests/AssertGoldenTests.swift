import Flipbook
import FlipbookTesting
import Foundation
import Golden
import Testing

@Suite struct AssertGoldenTests {
    /// A bar that grows from 40 to 120 points wide over one second, linearly.
    static func scene(color: Color = .blue) -> Scene {
        let script = Script(name: "grow", steps: [.mutate(animation: .linear(duration: 1)) { $0["wide"] = .bool(true) }])
        return Scene(name: "grow", size: Size(160, 40), scale: 1, fps: 10, duration: 1,
                     initialState: StateValues(["wide": .bool(false)]), scripts: [(0, script)]) { state in
            ViewNode(ZStack {
                Rectangle().fill(color).frame(width: state.bool("wide") ? 120 : 40, height: 20)
            }.frame(width: 160, height: 40))
        }
    }

    static func temporary() -> String {
        let path = NSTemporaryDirectory() + "flipbook-assert-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func recordsThenPassesThenCatchesDrift() throws {
        let dir = Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let clip = try Clip(scene: Self.scene())
        let times = [0, 0.2, 0.5, 1.0]

        // First run records (and, as in swift-snapshot-testing, reports that it did).
        withKnownIssue {
            _ = assertGolden(of: clip, named: "grow", at: times, record: .missing, directory: dir + "/goldens",
                             failuresDirectory: dir + "/failures")
        }
        let manifest = try #require(try GoldenStore(root: dir + "/goldens").manifest(named: "grow"))
        #expect(manifest.frames.map(\.time) == times && manifest.metadata.fps == 10 && manifest.metadata.width == 160)

        // Second run compares and passes.
        let pass = try #require(assertGolden(of: clip, named: "grow", at: times, record: .never,
                                             directory: dir + "/goldens", failuresDirectory: dir + "/failures"))
        #expect(!pass.failed && pass.comparison.frames.allSatisfy { $0.status == .passed })

        // A changed colour is pixel drift: an issue is recorded and artifacts are written.
        let red = try Clip(scene: Self.scene(color: .red))
        var drift: GoldenCheckResult?
        withKnownIssue {
            drift = assertGolden(of: red, named: "grow", at: times, record: .never, directory: dir + "/goldens",
                                 failuresDirectory: dir + "/failures")
        }
        let d = try #require(drift)
        #expect(d.failed && d.comparison.firstFailingTime == 0 && d.comparison.failingTimes.count == 4)
        #expect(d.artifacts?.paths.allSatisfy { FileManager.default.fileExists(atPath: $0) } == true)
        #expect(d.comparison.frames.compactMap { $0.comparison?.ssim }.count == 4)
    }

    /// The clip rendered 0.1 s (one frame) late matches the neighbouring goldens under time tolerance 1.
    @Test func timeToleranceOnAClip() throws {
        let dir = Self.temporary()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let clip = try Clip(scene: Self.scene())
        let goldens = dir + "/goldens"
        withKnownIssue {
            _ = assertGolden(of: clip, named: "grow", at: [0.2, 0.3, 0.4, 0.5], record: .all, directory: goldens,
                             failuresDirectory: nil)
        }
        // Compare the clip shifted by one frame: frame at t shows what the golden shows at t + 0.1.
        let shifted = GoldenStrategy<Clip>.frames(at: [0.2, 0.3, 0.4]).pullback { (c: Clip) in c }
        let early = GoldenStrategy<Clip>(snapshot: { clip in
            var s = try shifted.snapshot(clip)
            s.frames = try [0.2, 0.3, 0.4].map { t in
                GoldenFrame(time: t, image: try s.render!(Double(Int((t * 10).rounded()) + 1) / 10))
            }
            return s
        })
        var strict: GoldenCheckResult?
        withKnownIssue {
            strict = assertGolden(of: clip, as: early, named: "grow", record: .never, directory: goldens,
                                  failuresDirectory: nil)
        }
        #expect(strict?.failed == true)
        let lenient = try #require(assertGolden(of: clip, as: early, named: "grow", timeTolerance: 1, record: .never,
                                                directory: goldens, failuresDirectory: nil))
        #expect(!lenient.failed && lenient.comparison.timingShifts.map(\.frames) == [1, 1, 1])
    }
}
