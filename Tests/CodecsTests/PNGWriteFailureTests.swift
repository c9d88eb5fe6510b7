import Codecs
import Glibc
import Raster
import Testing

/// Failed writes name the file and the reason, and never leave a partial or temporary file behind.
@Suite struct PNGWriteFailureTests {
    let pixmap = Pixmap(width: 8, height: 8, fill: PremultipliedColorU8(r: 10, g: 20, b: 30, a: 255))

    @Test func missingOutputDirectory() {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("no-such-dir/out.png")
        let error = #expect(throws: PNGError.self) { try PNG.write(pixmap, to: path) }
        #expect(error?.description == "\(path): cannot create file: No such file or directory")
        #expect(dir.contents().isEmpty)
    }

    /// Permission bits do not stop root, so this runs only for ordinary users.
    @Test(.enabled(if: geteuid() != 0, "root ignores directory permissions"))
    func readOnlyOutputDirectory() {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        mkdir(dir.file("ro"), 0o555)
        let path = dir.file("ro/out.png")
        let error = #expect(throws: PNGError.self) { try PNG.write(pixmap, to: path) }
        #expect(error?.description == "\(path): cannot create file: Permission denied")
        #expect(dir.contents("ro").isEmpty)
    }

    /// The target is a directory, so the final rename(2) fails after the data was written: the temporary file
    /// must be removed.
    @Test func failedRenameLeavesNoTemporaryFile() {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        mkdir(dir.file("out.png"), 0o755)
        let error = #expect(throws: PNGError.self) { try PNG.write(pixmap, to: dir.file("out.png")) }
        #expect(error?.description == "\(dir.file("out.png")): cannot replace file: Is a directory")
        #expect(dir.contents() == ["out.png"])
        #expect(dir.contents("out.png").isEmpty)
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
