import Flipbook
import Foundation
import Testing

/// `--assets DIR`: more folders where `Image("name")` looks for `name.png`, `name@2x.png` and
/// asset catalogs, after the scene's own folder.
@Suite(.enabled(if: FlipbookBinary.path != nil, "the flipbook binary was not found next to the tests or in .build/*/release; build it first"))
struct AssetsOptionTests {
    static let scene = """
        import SwiftUI

        struct Cover: View {
            var body: some View {
                Image("cover")
            }
        }
        """

    @Test func assetsFolderSuppliesTheImageAndAMissingOneIsNamed() throws {
        let dir = try TestScenes.temporaryFolder("assets")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/art/Assets.xcassets/cover.imageset", withIntermediateDirectories: true)
        try Self.scene.write(toFile: dir + "/Cover.swift", atomically: true, encoding: .utf8)
        try PNG.write(Pixmap(width: 20, height: 12, fill: Color.blue.premultiplied), to: dir + "/art/Assets.xcassets/cover.imageset/c@2x.png")
        try #"{ "images" : [ { "filename" : "c@2x.png", "idiom" : "universal", "scale" : "2x" } ] }"#
            .write(toFile: dir + "/art/Assets.xcassets/cover.imageset/Contents.json", atomically: true, encoding: .utf8)

        // Without --assets: exit 2, the folders searched and the flag to use, no output file.
        let missing = try FlipbookBinary.run(["render", dir + "/Cover.swift", "-o", dir + "/out.png", "--size", "40x40", "--scale", "1"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no image named \"cover\"") && missing.stderr.contains("--assets DIR"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))

        // With it: the 20 × 12-pixel 2x image is 10 × 6 points, centred on a 40 × 40 canvas.
        let found = try FlipbookBinary.run(["render", dir + "/Cover.swift", "-o", dir + "/out.png", "--size", "40x40", "--scale", "1",
                                            "--assets", dir + "/art"])
        #expect(found.status == 0, "\(found.stderr)")
        let p = try PNG.read(contentsOf: dir + "/out.png")
        let blue = Color.blue.premultiplied, white = Color.white.premultiplied
        #expect(p[15, 17] == blue && p[24, 22] == blue, "\(p[15, 17])")
        #expect(p[14, 17] == white && p[25, 22] == white && p[15, 16] == white && p[15, 23] == white)
    }

    @Test func assetsMustBeAFolder() throws {
        let result = try FlipbookBinary.run(["render", TestScenes.example("card-flip"), "-o", "/tmp/never.gif", "--assets", "/nonexistent/art"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--assets") && result.stderr.contains("/nonexistent/art"), "\(result.stderr)")
    }
}
