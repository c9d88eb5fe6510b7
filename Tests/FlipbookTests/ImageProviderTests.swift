import Flipbook
import Testing
import TestSupport

@Suite struct ImageProviderTests {
    /// A 4 × 2 test image: left half red, right half blue, top-right pixel half-transparent green.
    static var picture: Pixmap {
        var p = Pixmap(width: 4, height: 2, fill: Color.red.premultiplied)
        for y in 0..<2 { for x in 2..<4 { p[x, y] = Color.blue.premultiplied } }
        p[3, 0] = Color(red: 0, green: 1, blue: 0, alpha: 0.5).premultiplied
        return p
    }

    @Test func pngFileShownByImageAtItsNaturalSize() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        try PNG.write(Self.picture, to: dir.file("x.png"))
        // Image("x.png") is 4 × 2 points, centred on an 8 × 4 canvas at (2, 1); at scale 1 the
        // image's pixels land on the canvas pixels one for one.
        let p = try still(Image("x.png"), 8, 4, images: dir.path)
        #expect(p.width == 8 && p.height == 4)
        for y in 0..<2 {
            for x in 0..<4 where !(x == 3 && y == 0) {
                #expect(pixel(p, x + 2, y + 1) == pixel(Self.picture[x, y] == Color.red.premultiplied ? .red : .blue))
            }
        }
        // Half-transparent green over white: (127.5, 255, 127.5), rounded by the compositor.
        #expect(near(pixel(p, 5, 1), [128, 255, 128, 255], 1))
        #expect(pixel(p, 0, 0) == white && pixel(p, 7, 3) == white)
    }

    @Test func providerDecodesEachFileOnceAndSharesIt() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        try PNG.write(Self.picture, to: dir.file("x.png"))
        let provider = ImageProvider.pngFiles(relativeTo: dir.path)
        let a = try provider.load("x.png"), b = try provider.load("x.png")
        #expect(a === b)
        #expect(a.pixmap == Self.picture)
        // An absolute name is used as given, whatever the directory.
        let c = try ImageProvider.pngFiles(relativeTo: "/nonexistent").load(dir.file("x.png"))
        #expect(c.pixmap == Self.picture)
    }

    @Test func missingFileIsAnErrorNamingThePath() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let missing = dir.file("missing.png")
        do {
            _ = try still(Image("missing.png"), 10, 10, images: dir.path)
            Issue.record("expected an error")
        } catch {
            let message = "\(error)"
            #expect(message.contains(missing), "\(message)")
            #expect(message.contains("cannot open file"), "\(message)")
        }
    }

    @Test func oversizedFileIsRejectedByTheLimits() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        try PNG.write(Self.picture, to: dir.file("x.png"))
        let provider = ImageProvider.pngFiles(relativeTo: dir.path, limits: ImageLimits(maxWidth: 2))
        #expect(throws: PNGError.self) { try provider.load("x.png") }
    }
}
