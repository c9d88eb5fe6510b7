import Codecs
import Layout
import RenderTree
import Synchronization

extension ImageProvider {
    /// Images read from PNG files: `Image("photo.png")` loads `directory/photo.png` (absolute names
    /// are used as given); a name without `.png`, `Image("cover")`, is an asset found as an app bundle
    /// finds it (`cover@3x.png`, `cover@2x.png`, `cover.png` or an `Assets.xcassets` image set, see
    /// `ImageAssetLookup`) in `directory`, then in each of `assets`. Each file is decoded once per
    /// provider and shared by every view that names it, so a clip that shows one image in many frames
    /// decodes it once.
    ///
    /// - Parameters:
    ///   - directory: the folder relative names are resolved against (typically the scene's folder).
    ///   - assets: more folders searched for asset names (`--assets DIR`).
    ///   - limits: size limits checked against each PNG header before decoding (untrusted files).
    /// - Returns: a provider whose errors are `PNGError`s naming the resolved path
    ///   (e.g. "scenes/missing.png: cannot open file: No such file or directory"), or for an asset
    ///   name the folders searched.
    public static func pngFiles(relativeTo directory: String, assets: [String] = [], limits: ImageLimits = .default) -> ImageProvider {
        let cache = PNGFileCache(directory: directory, lookup: ImageAssetLookup(folders: [directory] + assets), limits: limits)
        return ImageProvider(appearances: { name, scheme in try cache.image(named: name, in: scheme) })
    }
}

/// Decoded images by name. Decoding happens outside the lock (a slow file must not hold up
/// other threads); if two threads decode the same file at once, the first stored copy wins so every
/// view shares one `ImageSource` (the render tree compares image sources by identity).
final class PNGFileCache: Sendable {
    let directory: String
    let lookup: ImageAssetLookup
    let limits: ImageLimits
    private let images = Mutex<[String: ImageSource]>([:])

    init(directory: String, lookup: ImageAssetLookup, limits: ImageLimits) {
        self.directory = directory; self.lookup = lookup; self.limits = limits
    }

    /// Keyed by the name as written and the appearance: an asset name's lookup walks folders, so it
    /// runs once per appearance; a file decodes once per path (both appearances share it).
    func image(named name: String, in scheme: ColorScheme) throws -> ImageSource {
        let key = "\(scheme.rawValue):\(name)"
        if let cached = images.withLock({ $0[key] }) { return cached }
        let isFile = name.hasPrefix("/") || name.lowercased().hasSuffix(".png")
        let match = isFile ? ImageAssetLookup.Match(path: name.hasPrefix("/") ? name : ImageAssetLookup.join(directory, name), scale: 1)
            : try lookup.resolve(name, in: scheme)
        let fileKey = "file:\(match.path)@\(match.scale)"
        if let shared = images.withLock({ $0[fileKey] }) { return remember(shared, as: key, file: fileKey) }
        let decoded = ImageSource(try PNG.read(contentsOf: match.path, limits: limits), name: name, scale: match.scale)
        return remember(decoded, as: key, file: fileKey)
    }

    /// Stores `source` for the name and its file, unless another thread got there first: the first
    /// copy of a file, and the first answer for a name, win.
    private func remember(_ source: ImageSource, as key: String, file fileKey: String) -> ImageSource {
        images.withLock { table in
            let file = table[fileKey] ?? source
            table[fileKey] = file
            let shown = table[key] ?? file
            table[key] = shown
            return shown
        }
    }
}
