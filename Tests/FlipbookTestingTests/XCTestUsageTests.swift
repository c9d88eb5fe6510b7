import Flipbook
import FlipbookTesting
import Foundation
import Golden
import XCTest

/// `assertGolden` from XCTest (no Swift Testing `Test.current`): goldens written beforehand, so it passes
/// without reporting; a failure would go through `XCTFail`.
final class XCTestUsageTests: XCTestCase {
    func testAssertGoldenUnderXCTest() throws {
        let dir = NSTemporaryDirectory() + "flipbook-xctest-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let clip = try Clip(scene: AssertGoldenTests.scene())
        let snapshot = try GoldenStrategy<Clip>.frames(at: [0, 0.5]).snapshot(clip)
        var frames: [Double: Pixmap] = [:]
        for f in snapshot.frames { frames[f.time] = f.image }
        try GoldenStore(root: dir).record(frames, named: "grow", metadata: snapshot.metadata, tolerance: .exact)
        let result = assertGolden(of: clip, named: "grow", at: [0, 0.5], record: .never, directory: dir,
                                  failuresDirectory: nil)
        XCTAssertEqual(result?.failed, false)
        XCTAssertEqual(result?.comparison.frames.map(\.status), [.passed, .passed])
    }
}
