import Glibc
import Testing
import TestSupport

/// The write failures every codec reports the same way (both write through `AtomicFile`): the file named
/// with the operating system's reason, and nothing left behind. `write` writes one file of the codec.
enum FileWriteChecks {
    /// The output's folder does not exist.
    static func missingOutputDirectory<E: Error & CustomStringConvertible>(
        _: E.Type, ext: String, sourceLocation: SourceLocation = #_sourceLocation, write: (String) throws -> Void
    ) {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("no-such-dir/out." + ext)
        let error = #expect(throws: E.self, sourceLocation: sourceLocation) { try write(path) }
        #expect(error?.description == "\(path): cannot create file: No such file or directory", sourceLocation: sourceLocation)
        #expect(dir.contents().isEmpty, sourceLocation: sourceLocation)
    }

    /// The output's folder is read-only (permission bits do not stop root: run this for ordinary users only).
    static func readOnlyOutputDirectory<E: Error & CustomStringConvertible>(
        _: E.Type, ext: String, sourceLocation: SourceLocation = #_sourceLocation, write: (String) throws -> Void
    ) {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        mkdir(dir.file("ro"), 0o555)
        let path = dir.file("ro/out." + ext)
        let error = #expect(throws: E.self, sourceLocation: sourceLocation) { try write(path) }
        #expect(error?.description == "\(path): cannot create file: Permission denied", sourceLocation: sourceLocation)
        #expect(dir.contents("ro").isEmpty, sourceLocation: sourceLocation)
    }

    /// The target is a directory, so the final rename(2) fails after the data was written: the temporary
    /// file must be removed.
    static func failedRenameLeavesNoTemporaryFile<E: Error & CustomStringConvertible>(
        _: E.Type, ext: String, sourceLocation: SourceLocation = #_sourceLocation, write: (String) throws -> Void
    ) {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let name = "out." + ext
        mkdir(dir.file(name), 0o755)
        let error = #expect(throws: E.self, sourceLocation: sourceLocation) { try write(dir.file(name)) }
        #expect(error?.description == "\(dir.file(name)): cannot replace file: Is a directory", sourceLocation: sourceLocation)
        #expect(dir.contents() == [name], sourceLocation: sourceLocation)
        #expect(dir.contents(name).isEmpty, sourceLocation: sourceLocation)
    }
}
