import Flipbook
import Foundation
import Golden
import Motion
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Compares a clip's frames at `times` with its goldens and reports a test failure (Swift Testing `Issue`
/// when running under Swift Testing, else `XCTFail`) describing the failing frames — the first and the worst
/// time, timing shifts, SSIM/PSNR — and the failure artifacts written.
///
/// ```swift
/// @Test func cardFlip() throws {
///     let clip = try Clip(scene: cardFlipScene)
///     assertGolden(of: clip, named: "card-flip", at: [0, 0.2, 0.5],
///                  tolerance: .deltaE(perceptualPrecision: 0.98, reason: "gradient banding"))
/// }
/// ```
///
/// Goldens live in `directory` (default: `__Goldens__` beside the test file) as `NAME/t0.5000.png` plus
/// `NAME/manifest.json`. Record mode: `record`, else `FLIPBOOK_RECORD`, else `never` on CI and `missing`
/// locally. As in swift-snapshot-testing, recording fails the test ("recorded … re-run"), so a test never
/// passes on a golden it just wrote.
///
/// - Returns: the check's result (nil when the clip could not be rendered or the goldens read; that is
///   reported as a failure too).
@discardableResult
public func assertGolden(
    of clip: Clip, named name: String, at times: [Double], tolerance: Tolerance = .exact,
    timeTolerance: Int = 0, record: RecordMode? = nil, directory: String? = nil,
    failuresDirectory: String? = ".flipbook/failures", sceneHash: String = "",
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenCheckResult? {
    assertGolden(of: clip, as: .frames(at: times, sceneHash: sceneHash), named: name, tolerance: tolerance,
                 timeTolerance: timeTolerance, record: record, directory: directory,
                 failuresDirectory: failuresDirectory, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The general form: any value, turned into frames by `strategy` (see `GoldenStrategy.pullback`).
@discardableResult
public func assertGolden<Value>(
    of value: Value, as strategy: GoldenStrategy<Value>, named name: String, tolerance: Tolerance = .exact,
    diffing: Diffing? = nil, timeTolerance: Int = 0, record: RecordMode? = nil, directory: String? = nil,
    failuresDirectory: String? = ".flipbook/failures",
    environment: [String: String] = ProcessInfo.processInfo.environment,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenCheckResult? {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        let mode = try RecordMode.resolve(record, environment: environment)
        let root = directory ?? defaultGoldenDirectory(for: "\(filePath)")
        let check = GoldenCheck(store: GoldenStore(root: root), record: mode, timeTolerance: timeTolerance,
                                failuresRoot: failuresDirectory)
        let result = try check.verify(try strategy.snapshot(value), named: name, tolerance: tolerance, diffing: diffing)
        if result.failed {
            reportFailure("Golden mismatch: " + result.message, at: location)
        } else if !result.recorded.isEmpty {
            reportFailure("Recorded goldens for '\(name)'; re-run to compare against them.\n" + result.message,
                          at: location)
        }
        return result
    } catch {
        reportFailure("Golden check of '\(name)' could not run: \(error)", at: location)
        return nil
    }
}

/// `__Goldens__` beside the test source file.
func defaultGoldenDirectory(for filePath: String) -> String {
    guard let slash = filePath.lastIndex(of: "/") else { return "__Goldens__" }
    return String(filePath[...slash]) + "__Goldens__"
}

struct FailureLocation {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// Records the failure with whichever test library is running this test.
func reportFailure(_ message: String, at location: FailureLocation) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)",
                                                    line: Int(location.line), column: Int(location.column)))
        return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: location.filePath, line: location.line)
    #else
    print("error: \(location.fileID):\(location.line): \(message)")
    #endif
}
