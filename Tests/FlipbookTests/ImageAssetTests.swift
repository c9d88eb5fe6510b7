import Flipbook
import Testing
import TestSupport

/// `Image("name")` found as an app bundle finds it: `name@3x/@2x.png`, `name.png`, an asset
/// catalog's image set, beside the scene and then in each `--assets` folder; and the errors a
/// missing or broken asset gives.
@Suite struct ImageAssetTests {
    /// A `w × h` picture of one colour.
    static func picture(_ w: Int, _ h: Int, _ color: Color = .red) -> Pixmap {
        Pixmap(width: w, height: h, fill: color.premultiplied)
    }

    /// An image set's Contents.json listing `(filename, scale)` entries as Xcode writes them.
    static func contents(_ images: [(String, String)], extra: String = "") -> String {
        let entries = images.map { "    { \"filename\" : \"\($0.0)\", \"idiom\" : \"universal\", \"scale\" : \"\($0.1)\" }" }
        return "{\n  \"images\" : [\n" + (entries + (extra.isEmpty ? [] : [extra])).joined(separator: ",\n")
            + "\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
    }

    func error(loading name: String, from dir: TemporaryDirectory, assets: [String] = []) -> String {
        do {
            _ = try ImageProvider.pngFiles(relativeTo: dir.path, assets: assets).load(name)
            return "no error"
        } catch { return "\(error)" }
    }

    @Test func at2xFileIsHalfItsPixelsInPoints() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        try PNG.write(Self.picture(4, 2), to: dir.file("cover@2x.png"))
        let source = try ImageProvider.pngFiles(relativeTo: dir.path).load("cover")
        #expect(source.scale == 2)
        // 4 × 2 pixels at 2x is 2 × 1 points: centred on an 8 × 4 canvas drawn at scale 2, it covers
        // pixels 6..<10 × 3..<5 and nothing around them.
        let p = try still(Image("cover"), 8, 4, scale: 2, images: dir.path)
        #expect(p.width == 16 && p.height == 8)
        #expect(pixel(p, 6, 3) == pixel(.red) && pixel(p, 9, 4) == pixel(.red))
        #expect(pixel(p, 5, 3) == white && pixel(p, 10, 4) == white && pixel(p, 6, 2) == white && pixel(p, 6, 5) == white)
    }

    @Test func highestScaleFileWinsAndTheSceneFolderBeforeAssets() throws {
        let dir = TemporaryDirectory(), assets = TemporaryDirectory()
        defer { dir.remove(); assets.remove() }
        try PNG.write(Self.picture(1, 1), to: dir.file("logo.png"))
        try PNG.write(Self.picture(3, 3), to: dir.file("logo@3x.png"))
        try PNG.write(Self.picture(2, 2), to: dir.file("logo@2x.png"))
        try PNG.write(Self.picture(5, 5, .blue), to: assets.file("logo.png"))
        try PNG.write(Self.picture(6, 6, .blue), to: assets.file("badge@2x.png"))
        let provider = ImageProvider.pngFiles(relativeTo: dir.path, assets: [assets.path])
        let logo = try provider.load("logo"), badge = try provider.load("badge")
        #expect(logo.scale == 3 && logo.pixmap.width == 3)
        #expect(badge.scale == 2 && badge.pixmap.width == 6)
        // A name with .png is a file, at scale 1, beside the scene only.
        let file = try provider.load("logo.png")
        #expect(file.scale == 1 && file.pixmap.width == 1)
    }

    @Test func assetCatalogImageSetGivesItsBestPhoneFile() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        dir.makeFolder("Assets.xcassets/cover.imageset")
        dir.writeText("{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n", to: "Assets.xcassets/Contents.json")
        let set = "Assets.xcassets/cover.imageset/"
        for (file, w) in [("cover.png", 1), ("cover@2x.png", 2), ("cover@3x.png", 3), ("cover-dark@3x.png", 7), ("cover-ipad.png", 9)] {
            try PNG.write(Self.picture(w, w), to: dir.file(set + file))
        }
        // The dark variant (an `appearances` entry) and the iPad file are not what a light-mode iPhone shows.
        let dark = "    { \"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], \"filename\" : \"cover-dark@3x.png\", "
            + "\"idiom\" : \"universal\", \"scale\" : \"3x\" },\n    { \"filename\" : \"cover-ipad.png\", \"idiom\" : \"ipad\", \"scale\" : \"4x\" }"
        dir.writeText(Self.contents([("cover.png", "1x"), ("cover@2x.png", "2x"), ("cover@3x.png", "3x")], extra: dark), to: set + "Contents.json")
        let source = try ImageProvider.pngFiles(relativeTo: dir.path).load("cover")
        #expect(source.scale == 3 && source.pixmap.width == 3)
        // In dark mode the dark variant is the one shown; light mode keeps the any-appearance file.
        let provider = ImageProvider.pngFiles(relativeTo: dir.path)
        #expect(try provider.image(named: "cover", in: .dark).pixmap.width == 7)
        #expect(try provider.image(named: "cover", in: .light).pixmap.width == 3)
    }

    @Test func aViewInDarkModeShowsTheDarkVariant() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let set = "Assets.xcassets/badge.imageset/"
        dir.makeFolder(set)
        try PNG.write(Self.picture(4, 4, .red), to: dir.file(set + "any.png"))
        try PNG.write(Self.picture(4, 4, .blue), to: dir.file(set + "dark.png"))
        try PNG.write(Self.picture(4, 4, .green), to: dir.file(set + "light.png"))
        let variants = "    { \"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], \"filename\" : \"dark.png\", \"idiom\" : \"universal\" }"
        dir.writeText(Self.contents([("any.png", "1x")], extra: variants), to: set + "Contents.json")
        let light = try still(Image("badge"), 8, 8, images: dir.path), dark = try still(Image("badge").colorScheme(.dark), 8, 8, images: dir.path)
        #expect(pixel(light, 4, 4) == pixel(.red) && pixel(dark, 4, 4) == pixel(.blue))
        // A light variant wins over the any-appearance file in light mode.
        let withLight = variants + ",\n    { \"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"light\" } ], \"filename\" : \"light.png\", \"idiom\" : \"universal\" }"
        dir.writeText(Self.contents([("any.png", "1x")], extra: withLight), to: set + "Contents.json")
        #expect(pixel(try still(Image("badge"), 8, 8, images: dir.path), 4, 4) == pixel(.green))
    }

    @Test func namespacedGroupsPrefixTheNameAndPlainGroupsDoNot() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        dir.makeFolder("Media.xcassets/Icons/star.imageset")
        dir.makeFolder("Media.xcassets/Photos/moon.imageset")
        dir.writeText("{ \"properties\" : { \"provides-namespace\" : true } }\n", to: "Media.xcassets/Icons/Contents.json")
        try PNG.write(Self.picture(2, 2), to: dir.file("Media.xcassets/Icons/star.imageset/s.png"))
        try PNG.write(Self.picture(4, 4), to: dir.file("Media.xcassets/Photos/moon.imageset/m.png"))
        dir.writeText(Self.contents([("s.png", "2x")]), to: "Media.xcassets/Icons/star.imageset/Contents.json")
        dir.writeText(Self.contents([("m.png", "1x")]), to: "Media.xcassets/Photos/moon.imageset/Contents.json")
        let provider = ImageProvider.pngFiles(relativeTo: dir.path)
        #expect(try provider.load("Icons/star").scale == 2)
        #expect(try provider.load("moon").pixmap.width == 4)
        #expect(error(loading: "star", from: dir).contains("no image named \"star\""))
    }

    @Test func missingAssetNamesEveryFolderSearched() {
        let dir = TemporaryDirectory(), assets = TemporaryDirectory()
        defer { dir.remove(); assets.remove() }
        let message = error(loading: "hero", from: dir, assets: [assets.path])
        #expect(message.contains("no image named \"hero\""), "\(message)")
        #expect(message.contains("'\(dir.path)'") && message.contains("'\(assets.path)'"), "\(message)")
        #expect(message.contains("hero@2x.png") && message.contains("hero.imageset") && message.contains("--assets DIR"), "\(message)")
    }

    @Test func malformedContentsJSONNamesFileLineAndColumn() {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        dir.makeFolder("Assets.xcassets/cover.imageset")
        dir.writeText("{\n  \"images\" : [\n    { \"filename\" \"cover.png\" }\n  ]\n}\n", to: "Assets.xcassets/cover.imageset/Contents.json")
        let message = error(loading: "cover", from: dir)
        #expect(message.hasPrefix(dir.file("Assets.xcassets/cover.imageset/Contents.json:3:")), "\(message)")
        #expect(message.contains("JSON"), "\(message)")
    }

    @Test func brokenImageSetsAreClearErrors() {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        for name in ["nojson", "nofile", "jpeg", "badscale", "corrupt"] { dir.makeFolder("A.xcassets/\(name).imageset") }
        dir.writeText("{ \"images\" : [ { \"idiom\" : \"universal\", \"scale\" : \"1x\" } ] }", to: "A.xcassets/nofile.imageset/Contents.json")
        dir.writeText(Self.contents([("photo.jpg", "1x")]), to: "A.xcassets/jpeg.imageset/Contents.json")
        dir.writeText(Self.contents([("b.png", "big")]), to: "A.xcassets/badscale.imageset/Contents.json")
        dir.writeText(Self.contents([("c.png", "2x")]), to: "A.xcassets/corrupt.imageset/Contents.json")
        dir.writeBytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3], to: "A.xcassets/corrupt.imageset/c.png")
        let set = dir.file("A.xcassets/")
        #expect(error(loading: "nojson", from: dir) .hasPrefix(set + "nojson.imageset: the image set has no Contents.json"))
        #expect(error(loading: "nofile", from: dir).contains("names no image file"))
        #expect(error(loading: "jpeg", from: dir).hasPrefix(set + "jpeg.imageset/photo.jpg: only PNG images can be drawn"))
        #expect(error(loading: "badscale", from: dir).contains("images[0].scale \"big\" is not a scale"))
        // A corrupt PNG is the decoder's error, naming the file inside the catalog.
        let corrupt = error(loading: "corrupt", from: dir)
        #expect(corrupt.hasPrefix(set + "corrupt.imageset/c.png"), "\(corrupt)")
    }
}
