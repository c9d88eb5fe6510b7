import Flipbook
import Foundation
import Golden
import SceneIO
import SceneScript

/// Compares the clip of an app's own SwiftUI source with its goldens: the file (or folder of files, read as
/// one module) is interpreted as `flipbook render` does — no compiler, so the views stay untouched SwiftUI
/// and a Linux CI compares their clips without a Mac.
///
/// ```swift
/// @Test func toast() {
///     assertGolden(scene: "Sources/MyApp/Views/Toast.swift", preview: "Toast", at: [0, 0.25, 0.5, 1])
/// }
/// ```
///
/// - Parameters:
///   - path: a scene file or a folder of them; relative paths are resolved against the package root (the
///     nearest folder above the test file holding `Package.swift`), so `swift test` may run from anywhere.
///   - preview: which `#Preview("NAME")` or `PreviewProvider` preview (default: the first, in file order).
///   - times: clip times in seconds.
///   - name: the goldens' folder name (default: `SceneFile.goldenName`, as `flipbook test` names them: the
///     preview's name, else the file's name without its extension).
///   - size, scale, fps, duration, taps, colorScheme: settings that replace the file's `// flipbook:`
///     directives, if it has any (an app's view files have none): the canvas in points, pixels per point,
///     frames per second, the clip's length, the buttons tapped and when, the device's appearance.
///   - Other parameters: as `assertGolden(of:named:at:)`.
@discardableResult
public func assertGolden(
    scene path: String, preview: String? = nil, at times: [Double], named name: String? = nil,
    size: Size? = nil, scale: Double? = nil, fps: Double? = nil, duration: Double? = nil, taps: [Tap]? = nil,
    colorScheme: ColorScheme? = nil, tolerance: Tolerance = .exact, timeTolerance: Int = 0,
    record: RecordMode? = nil, directory: String? = nil, failuresDirectory: String? = ".flipbook/failures",
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> GoldenCheckResult? {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = name ?? SceneFile.goldenName(of: path, preview: preview)
    do {
        let resolved = resolveScenePath(path, testFile: "\(filePath)")
        let (_, files) = try SceneScript.sources(contentsOf: resolved)
        let overrides = SceneOverrides(size: size, scale: scale, fps: fps, duration: duration, taps: taps, colorScheme: colorScheme)
        let scene = try SceneFile.load(contentsOf: resolved, preview: preview, overrides: overrides)
        let images = SceneScript.isFolder(resolved) ? resolved : SceneFile.folder(of: resolved)
        let clip: Clip
        do { clip = try Clip(scene: scene, images: .pngFiles(relativeTo: images)) } catch {
            throw SceneFile.locatingUnknownSymbol(error, in: resolved)
        }
        let settings = RenderSettings(clip: clip, timing: try FrameTiming(clip: clip), preview: preview)
        // The same bytes `flipbook test` hashes, so the goldens' "scene changed" note agrees with the CLI's.
        let source = SceneScript.isFolder(resolved) ? SceneFile.hashedSource(of: files) : Array(files[0].text.utf8)
        let hash = SceneHash.compute(source: source, settings: settings)
        return assertGolden(of: clip, as: .frames(at: times, sceneHash: hash, rendererVersion: settings.rendererVersion),
                            named: name, tolerance: tolerance, timeTolerance: timeTolerance, record: record,
                            directory: directory, failuresDirectory: failuresDirectory,
                            fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
        // Scene errors carry their own FILE:LINE:COLUMN and what to write instead.
        reportFailure("Golden check of '\(name)' could not load \(path): \(error)", at: location)
        return nil
    }
}

/// `path` as given when absolute; else under the package root found above `testFile` (else as given,
/// relative to the working directory).
func resolveScenePath(_ path: String, testFile: String) -> String {
    if path.hasPrefix("/") { return path }
    var folder = (testFile as NSString).deletingLastPathComponent
    while !folder.isEmpty && folder != "/" {
        if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder + "/" + path }
        folder = (folder as NSString).deletingLastPathComponent
    }
    return path
}
