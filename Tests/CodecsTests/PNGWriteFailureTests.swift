import Codecs
import Glibc
import Raster
import Testing
import TestSupport

/// Failed writes name the file and the reason, and never leave a partial or temporary file behind.
@Suite struct PNGWriteFailureTests {
    let pixmap = Pixmap(width: 8, height: 8, fill: PremultipliedColorU8(r: 10, g: 20, b: 30, a: 255))

    @Test func missingOutputDirectory() {
        FileWriteChecks.missingOutputDirectory(PNGError.self, ext: "png") { try PNG.write(pixmap, to: $0) }
    }

    /// Permission bits do not stop root, so this runs only for ordinary users.
    @Test(.enabled(if: geteuid() != 0, "root ignores directory permissions"))
    func readOnlyOutputDirectory() {
        FileWriteChecks.readOnlyOutputDirectory(PNGError.self, ext: "png") { try PNG.write(pixmap, to: $0) }
    }

    /// The target is a directory, so the final rename(2) fails after the data was written: the temporary file
    /// must be removed.
    @Test func failedRenameLeavesNoTemporaryFile() {
        FileWriteChecks.failedRenameLeavesNoTemporaryFile(PNGError.self, ext: "png") { try PNG.write(pixmap, to: $0) }
    }

    @Test func encodingFailureWritesNothing() {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let error = #expect(throws: PNGError.self) {
            try PNG.write(pixmap, to: dir.file("out.png"), compression: .level(-1))
        }
        #expect(error?.description == "\(dir.file("out.png")): compression level -1 is outside 0...9")
        #expect(dir.contents().isEmpty)
    }

    @Test func atomicFileWritesAndReplaces() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        try AtomicFile.write(Array("first".utf8), to: dir.file("a.txt"))
        try AtomicFile.write(Array("second".utf8), to: dir.file("a.txt"))
        #expect(dir.contents() == ["a.txt"])
        let fd = open(dir.file("a.txt"), O_RDONLY)
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = read(fd, &buffer, 64)
        close(fd)
        #expect(Array(buffer.prefix(n)) == Array("second".utf8))
    }

    @Test func atomicFileRejectsADirectoryPath() {
        let error = #expect(throws: FileError.self) { try AtomicFile.write([1], to: "/tmp/") }
        #expect(error?.description == "/tmp/: not a file name")
    }
}
