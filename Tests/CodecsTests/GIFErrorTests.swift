import Codecs
import Glibc
import Raster
import Testing
import TestSupport

/// Bad input and failed writes: Swift errors naming the place and the reason, no partial files.
@Suite struct GIFErrorTests {
    let frame = GIFTestFrames.square(background: GIFTestFrames.packed(255, 255, 255),
                                     color: GIFTestFrames.packed(0, 0, 0), x: 1, y: 1)

    @Test func mismatchedFrameSize() {
        let other = Pixmap(width: 10, height: 12)
        let error = #expect(throws: GIFError.self) { try GIF.encode(frames: [frame, other], fps: 10) }
        #expect(error?.description == "GIF: frame 1 is 10x12, expected 64x48")
    }

    @Test func mismatchedFrameSizeWhileStreaming() throws {
        var encoder = try GIFEncoder(width: 64, height: 48, fps: 10)
        try encoder.add(frame)
        do {
            try encoder.add(Pixmap(width: 64, height: 47))
            Issue.record("a frame of the wrong size was accepted")
        } catch let error as GIFError {
            #expect(error.description == "GIF: frame 1 is 64x47, expected 64x48")
        }
        // The encoder stays usable.
        try encoder.add(frame)
        #expect(try DecodedGIF(encoder.finish()).frames.count == 1)
    }

    @Test func noFrames() throws {
        let error = #expect(throws: GIFError.self) { try GIF.encode(frames: [], fps: 10) }
        #expect(error?.description == "GIF: no frames to encode")
        let encoder = try GIFEncoder(width: 4, height: 4, fps: 10)
        do {
            _ = try encoder.finish()
            Issue.record("finishing without frames succeeded")
        } catch let error as GIFError {
            #expect(error.reason == "no frames to encode")
        }
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 1001])
    func invalidFrameRate(fps: Double) {
        #expect(throws: GIFError.self) { try GIF.encode(frames: [frame], fps: fps) }
    }

    @Test func invalidOptions() {
        for options in [GIFOptions(alphaThreshold: 0), GIFOptions(maxColors: 256), GIFOptions(maxColors: 0),
                        GIFOptions(quality: 29), GIFOptions(quality: .nan), GIFOptions(ditherThreshold: -1)] {
            #expect(throws: GIFError.self) { try GIF.encode(frames: [frame], fps: 10, options: options) }
        }
        #expect(throws: GIFError.self) { try GIF.encode(frames: [frame], fps: 10, loop: .times(0)) }
    }

    @Test func missingOutputDirectory() {
        FileWriteChecks.missingOutputDirectory(GIFError.self, ext: "gif") { try GIF.write(frames: [frame], fps: 10, to: $0) }
    }

    @Test(.enabled(if: geteuid() != 0, "root ignores directory permissions"))
    func readOnlyOutputDirectory() {
        FileWriteChecks.readOnlyOutputDirectory(GIFError.self, ext: "gif") { try GIF.write(frames: [frame], fps: 10, to: $0) }
    }

    /// The final rename fails (the target is a directory): the temporary file is removed.
    @Test func failedRenameLeavesNoTemporaryFile() {
        FileWriteChecks.failedRenameLeavesNoTemporaryFile(GIFError.self, ext: "gif") { try GIF.write(frames: [frame], fps: 10, to: $0) }
    }

    /// A failed encode (bad frame size mid-clip) leaves an existing file untouched and no temporary file.
    @Test func failedEncodeKeepsTheOldFile() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("out.gif")
        dir.writeBytes([1, 2, 3], to: "out.gif")
        #expect(throws: GIFError.self) {
            try GIF.write(frames: [frame, Pixmap(width: 3, height: 3)], fps: 10, to: path)
        }
        #expect(dir.contents() == ["out.gif"])
        #expect(readFile(path) == [1, 2, 3])
    }

    /// A writer dropped before `finish` removes its temporary file and does not create the target.
    @Test func abandonedWriterLeavesNothing() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        do {
            var writer = try GIFFileWriter(path: dir.file("out.gif"), width: 64, height: 48, fps: 10)
            try writer.add(frame)
            #expect(dir.contents().count == 1)  // the temporary file
        }
        #expect(dir.contents().isEmpty)
    }
}
