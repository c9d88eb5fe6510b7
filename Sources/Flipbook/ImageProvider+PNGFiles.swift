import Codecs
import Layout
import RenderTree
import Synchronization

extension ImageProvider {
    /// Images read from PNG files: `Image("photo.png")` loads `directory/photo.png` (absolute names
    /// are used as given). Each file is decoded once per provider and shared by every view that
    /// names it, so a clip that shows one image in many frames decodes it once.
    ///
    /// - Parameters:
    ///   - directory: the folder relative names are resolved against (typically the scene's folder).
    ///   - limits: size limits checked against each PNG header before decoding (untrusted files).
    /// - Returns: a provider whose errors are `PNGError`s naming the resolved path
    ///   (e.g. "scenes/missing.png: cannot open file: No such file or directory").
    public static func pngFiles(relativeTo directory: String, limits: ImageLimits = .default) -> ImageProvider {
        let cache = PNGFileCache(directory: directory, limits: limits)
        return ImageProvider { name in try cache.image(named: name) }
    }
}

/// Decoded images by resolved path. Decoding happens outside the lock (a slow file must not hold up
/// other threads); if two threads decode the same file at once, the first stored copy wins so every
/// view shares one `ImageSource` (the render tree compares image sources by identity).
final class PNGFileCache: Sendable {
    let directory: String
    let limits: ImageLimits
    private let images = Mutex<[String: ImageSource]>([:])

    init(directory: String, limits: ImageLimits) { self.directory = directory; self.limits = limits }

    func image(named name: String) throws -> ImageSource {
        let path = Self.resolve(name, in: directory)
        if let cached = images.withLock({ $0[path] }) { return cached }
        let decoded = ImageSource(try PNG.read(contentsOf: path, limits: limits), name: name)
        return images.withLock { table in
            if let first = table[path] { return first }
            table[path] = decoded
            return decoded
        }
    }

    /// `name` if it is absolute, else `directory/name` (no doubled slash; "." adds no prefix, so
    /// error messages show the path as the scene wrote it).
    static func resolve(_ name: String, in directory: String) -> String {
        if name.hasPrefix("/") || directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
