import Codecs
import SceneScript

/// Where `Image("cover")` finds its picture, as an app bundle would: in each folder searched, in
/// order, the loose files `cover@3x.png`, `cover@2x.png`, `cover.png` (the highest scale there),
/// then a `cover.imageset` in the folder's asset catalogs (`*.xcassets`, groups and namespaced
/// folders included), whose `Contents.json` names the file and its scale. The first folder with a
/// match wins. The image's scale makes its natural size in points (pixels ÷ scale), as
/// `UIImage(named:)` does; the highest scale is taken whatever the render's scale, so the picture is
/// never upsampled past its best file [inferred: UIKit picks the device's scale, here the clip's
/// scale is a flag]. Of an image set's appearance variants the one for the view's colour scheme is
/// taken (`"luminosity"` `"dark"` in dark mode, `"light"` or the any-appearance one in light mode),
/// as iOS picks them; iPad-only variants are skipped.
struct ImageAssetLookup: Sendable {
    /// The folders searched, in order (the scene's folder, then each `--assets` folder).
    var folders: [String]

    /// A resolved image: its PNG file and pixels per point.
    struct Match: Equatable { var path: String; var scale: Double }

    /// Bounds on a catalog walk, so a hostile or huge folder tree cannot stall a render.
    static let maxDepth = 16, maxEntries = 100_000, maxContentsBytes = 1 << 20

    /// The file for an asset name (`"cover"`, or `"Icons/star"` inside a namespaced catalog folder).
    /// - Throws: `ImageAssetError` naming the folders searched, or what is wrong with a catalog.
    func resolve(_ name: String, in scheme: ColorScheme = .light) throws -> Match {
        for folder in folders {
            for scale in [3, 2, 1] {
                let file = Self.join(folder, scale == 1 ? name + ".png" : "\(name)@\(scale)x.png")
                if FileSystem.isFile(file) { return Match(path: file, scale: Double(scale)) }
            }
            var budget = Self.maxEntries
            for catalog in FileSystem.entries(of: folder) where catalog.hasSuffix(".xcassets") {
                let root = Self.join(folder, catalog)
                if let set = try Self.findImageSet(name, in: root, namespace: "", depth: 0, budget: &budget) {
                    return try Self.pick(inImageSet: set, name: name, scheme: scheme)
                }
            }
        }
        throw ImageAssetError(message: "no image named \"\(name)\": looked for \(name).png, \(name)@2x.png, \(name)@3x.png and "
            + "\(name).imageset in asset catalogs (*.xcassets) in " + folders.map { "'\($0)'" }.joined(separator: ", ")
            + " — put the image beside the scene, or pass --assets DIR naming the folder that holds it")
    }

    /// The `.imageset` folder whose catalog name is `name`: `namespace` is the prefix that folders
    /// with `"provides-namespace" : true` add, as Xcode's asset names do.
    private static func findImageSet(_ name: String, in folder: String, namespace: String, depth: Int,
                                     budget: inout Int) throws -> String? {
        guard depth < maxDepth else { return nil }
        for entry in FileSystem.entries(of: folder) {
            budget -= 1
            guard budget >= 0 else {
                throw ImageAssetError(message: "\(folder): the asset catalog has more than \(maxEntries) entries; "
                    + "pass --assets DIR naming a smaller folder")
            }
            let path = join(folder, entry)
            if entry.hasSuffix(".imageset") {
                if namespace + entry.dropLast(".imageset".count) == name { return path }
                continue
            }
            // Other asset kinds (colorset, appiconset, symbolset, …) hold no images by name here.
            guard !entry.contains("."), FileSystem.isFolder(path) else { continue }
            let group = try contents(ofFolder: path)
            let providesNamespace = group?["properties"]?["provides-namespace"] == .bool(true)
            let inner = providesNamespace ? namespace + entry + "/" : namespace
            guard name.hasPrefix(inner) else { continue }
            if let found = try findImageSet(name, in: path, namespace: inner, depth: depth + 1, budget: &budget) { return found }
        }
        return nil
    }

    /// A folder's parsed `Contents.json` (nil when it has none).
    private static func contents(ofFolder folder: String) throws -> JSONValue? {
        let file = join(folder, "Contents.json")
        guard FileSystem.isFile(file) else { return nil }
        let bytes: [UInt8]
        do { bytes = try FileSystem.contents(of: file, maxBytes: maxContentsBytes) } catch {
            throw ImageAssetError(message: "\(error)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ImageAssetError(message: "\(file): not UTF-8 text")
        }
        do { return try JSONValue.parse(text) } catch let e as JSONSyntaxError {
            throw ImageAssetError(message: "\(file):\(e.line):\(e.column): \(e.message) (an asset catalog's Contents.json is JSON)")
        }
    }

    /// The image set's best file: a universal or iPhone image in the scheme's appearance (else the
    /// any-appearance one), the highest scale.
    static func pick(inImageSet set: String, name: String, scheme: ColorScheme) throws -> Match {
        guard let contents = try contents(ofFolder: set) else {
            throw ImageAssetError(message: "\(set): the image set has no Contents.json (Xcode writes one; it names the image files)")
        }
        guard case .array(let images)? = contents["images"] else {
            throw ImageAssetError(message: "\(join(set, "Contents.json")): expected an \"images\" array")
        }
        /// `luminosity`: the entry's luminosity appearance ("dark", "light"), nil for any appearance;
        /// `other`: it depends on another trait (contrast), never picked here first.
        struct Entry { var file: String; var scale: Double; var phone: Bool; var luminosity: String?; var other: Bool }
        var entries: [Entry] = []
        for (k, image) in images.enumerated() {
            guard let file = image["filename"]?.stringValue else { continue }
            var scale = 1.0
            if let text = image["scale"]?.stringValue {
                guard text.hasSuffix("x"), let s = Double(text.dropLast()), s > 0, s <= 4 else {
                    throw ImageAssetError(message: "\(join(set, "Contents.json")): images[\(k)].scale \"\(text)\" is not a scale: "
                        + "use \"1x\", \"2x\" or \"3x\"")
                }
                scale = s
            }
            let idiom = image["idiom"]?.stringValue ?? "universal"
            var luminosity: String?, other = false
            if case .array(let traits)? = image["appearances"] {
                for trait in traits {
                    if trait["appearance"]?.stringValue == "luminosity" { luminosity = trait["value"]?.stringValue } else { other = true }
                }
            }
            entries.append(Entry(file: file, scale: scale, phone: idiom == "universal" || idiom == "iphone", luminosity: luminosity, other: other))
        }
        // What an iPhone in this scheme shows: its own appearance, else any appearance; then any file.
        let own = scheme.rawValue
        let phone = entries.filter { $0.phone && !$0.other }
        let candidates = [phone.filter { $0.luminosity == own }, phone.filter { $0.luminosity == nil },
                          entries.filter { $0.luminosity == nil && !$0.other }, entries].first { !$0.isEmpty }
        guard let best = candidates?.max(by: { $0.scale < $1.scale }) else {
            throw ImageAssetError(message: "\(set): the image set for \"\(name)\" names no image file; add a PNG to it in Xcode "
                + "(or a \"filename\" to its Contents.json)")
        }
        guard best.file.lowercased().hasSuffix(".png") else {
            throw ImageAssetError(message: "\(join(set, best.file)): only PNG images can be drawn; export \"\(name)\" as PNG")
        }
        return Match(path: join(set, best.file), scale: best.scale)
    }

    /// `folder/name` (no doubled slash; "." adds no prefix, so error messages show the path as the
    /// scene wrote it).
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

/// An image name that finds no file, or an asset catalog that cannot be read.
struct ImageAssetError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
