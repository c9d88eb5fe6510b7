import Flipbook
import ShowcaseGallery
import Symbols
import Testing

/// The showcase's gallery builds and lays out (what it looks like is checked by eye).
@Suite struct GalleryTests {
    @Test func galleryBuildsAModelAndLaysOut() throws {
        let node = Gallery().makeNode()
        let laidOut = try layout(node, in: Size(width: Gallery.width, height: 10_000), scale: 2,
                                 images: .pngFiles(relativeTo: Gallery.assetsDirectory))
        #expect(laidOut.outerFrame.width == Gallery.width)
        #expect(laidOut.outerFrame.height > 1000)
        // Every built-in symbol appears in the symbol grid.
        let description = "\(node)"
        for name in SymbolLibrary.names { #expect(description.contains("\"\(name)\""), "\(name)") }
        #expect(Gallery.sections.allSatisfy { !$0.tiles.isEmpty })
    }

    @Test func samplePhotoAssetDecodesAtTheSamplePhotoSize() throws {
        let file = try PNG.read(contentsOf: Gallery.assetsDirectory + "/" + Gallery.photo)
        #expect(file.width == Int(SamplePhoto.size.width) && file.height == Int(SamplePhoto.size.height))
    }
}
