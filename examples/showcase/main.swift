// The showcase: a labelled gallery of every view and modifier of the SwiftUI-like API
// (`ShowcaseGallery`), laid out, rendered at 2× (less when the page would pass the PNG size limit:
// `Gallery.renderScale(forHeight:)`) and written as a PNG.
//
// Usage: flipbook-showcase [OUT.png]                  (default out/showcase.png)
//        flipbook-showcase --make-sample-photo PATH   (remakes examples/assets/sample-photo.png)
import Flipbook
import ShowcaseGallery

#if canImport(Glibc)
import Glibc
#endif

func fail(_ message: String) -> Never {
    let bytes = Array("flipbook-showcase: error: \(message)\n".utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

let args = Array(CommandLine.arguments.dropFirst())
do {
    if args.first == "--make-sample-photo" {
        guard args.count == 2 else { fail("--make-sample-photo needs one output path") }
        let photo = try renderStill(SamplePhoto(), size: SamplePhoto.size, scale: 1)
        try PNG.write(photo, to: args[1], compression: .best)
        print("wrote \(args[1]) (\(photo.width)×\(photo.height))")
    } else {
        guard args.count <= 1 else { fail("usage: flipbook-showcase [OUT.png]") }
        let out = args.first ?? "out/showcase.png"
        // The page is as tall as its content: measure it on a tall canvas, then render it exactly.
        let assets = Gallery.assetsDirectory
        let measured = try layout(Gallery().makeNode(), in: Size(width: Gallery.width, height: 100_000), scale: 2,
                                  images: .pngFiles(relativeTo: assets))
        let size = Size(width: Gallery.width, height: measured.outerFrame.height.rounded(.up))
        let image = try renderStill(Gallery(), size: size, scale: Gallery.renderScale(forHeight: size.height),
                                    background: Color(r8: 242, g8: 242, b8: 247), imagesRelativeTo: assets)
        try PNG.write(image, to: out)
        print("wrote \(out) (\(image.width)×\(image.height))")
    }
} catch {
    fail("\(error)")
}
