import Flipbook
import Testing

/// The README's first Swift example, verbatim but for the output path.
@Suite struct ReadmeExampleTests {
    @Test func stillFromSwift() throws {
        let image = try renderStill(
            HStack { Image(systemName: "heart.fill").foregroundStyle(Color.red); Text("Hello, world!") }
                .padding().background(.regularMaterial, in: Capsule()),
            size: Size(width: 300, height: 120))
        let path = "/tmp/flipbook-readme-\(getpid()).png"
        try PNG.write(image, to: path)
        let back = try PNG.read(contentsOf: path)
        #expect(back == image)
        #expect(image.width == 600 && image.height == 240)
        unlink(path)
    }
}

#if canImport(Glibc)
import Glibc
#endif
