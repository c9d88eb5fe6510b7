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
        // The page is rendered at a scale that keeps it within the PNG size limit (make demo writes it).
        let scale = Gallery.renderScale(forHeight: laidOut.outerFrame.height)
        #expect(laidOut.outerFrame.height * scale <= Gallery.maxPixels && Gallery.width * scale <= Gallery.maxPixels)
        #expect(scale >= 1, "the gallery is too tall to read: \(laidOut.outerFrame.height) pt")
        #expect(Gallery.renderScale(forHeight: 1000) == 2)
    }

    @Test func samplePhotoAssetDecodesAtTheSamplePhotoSize() throws {
        let file = try PNG.read(contentsOf: Gallery.assetsDirectory + "/" + Gallery.photo)
        #expect(file.width == Int(SamplePhoto.size.width) && file.height == Int(SamplePhoto.size.height))
    }
}
