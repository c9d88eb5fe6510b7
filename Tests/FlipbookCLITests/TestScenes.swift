import Flipbook
import Foundation
import SceneScript

/// Paths and small clips shared by the output tests.
enum TestScenes {
    /// The repository root (this file is Tests/FlipbookCLITests/TestScenes.swift).
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func example(_ name: String) -> String { root + "/examples/" + name + ".swift" }

    /// card-flip, small and at a low frame rate so tests stay fast (the flip is in the middle).
    static func cardFlip(fps: Double = 10) throws -> Clip {
        let scene = try SceneScript.load(contentsOf: example("card-flip"),
                                         overrides: SceneOverrides(size: Size(width: 200, height: 230), scale: 1, fps: fps))
        return try Clip(scene: scene)
    }

    /// A fresh empty folder under the system's temporary folder.
    static func temporaryFolder(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "flipbook-\(label)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
