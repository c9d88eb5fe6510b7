import Codecs
import Glibc
import Raster
import Testing
import TestSupport

/// Same frames, same options → the same bytes, whichever entry point writes them.
@Suite struct GIFDeterminismTests {
    let frames = (0..<5).map { GIFTestFrames.gradient(phase: 4 * $0) }

    @Test func repeatedEncodesAreByteIdentical() throws {
        let a = try GIF.encode(frames: frames, fps: 24)
        let b = try GIF.encode(frames: frames, fps: 24)
        #expect(a == b)
    }

    @Test func fileWriterWritesTheSameBytesAsTheMemoryEncoder() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("clip.gif")
        try GIF.write(frames: frames, fps: 24, to: path)
        #expect(readFile(path) == (try GIF.encode(frames: frames, fps: 24)))
        #expect(dir.contents() == ["clip.gif"])
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o644 & ~currentUmask())
    }

    @Test func streamingWithTheFrameCountMatchesWholeClipEncoding() throws {
        var encoder = try GIFEncoder(width: 96, height: 64, fps: 24, expectedFrameCount: frames.count)
        for frame in frames { try encoder.add(frame) }
        #expect(try encoder.finish() == GIF.encode(frames: frames, fps: 24))
    }

    private func currentUmask() -> mode_t {
        let m = umask(0)
        umask(m)
        return m
    }
}
