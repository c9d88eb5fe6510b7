import Flipbook

/// The gallery of every view and modifier the SwiftUI-like API offers, one labelled tile each,
/// grouped in sections. Lay it out `Gallery.width` points wide (see `Gallery.size`); file images
/// are read from `Gallery.assetsDirectory`.
public struct Gallery: View {
    // Page metrics, in points.
    public static let columns = 5
    public static let tileWidth = 244.0
    public static let gap = 12.0
    public static let margin = 24.0
    public static let cardPadding = 10.0
    public static let demoHeight = 110.0
    public static let captionHeight = 40.0
    /// The page width: the columns, the gaps between them and the margins.
    public static let width = 2 * margin + Double(columns) * tileWidth + Double(columns - 1) * gap

    /// The demo width of a tile spanning `span` columns.
    static func demoWidth(span: Int) -> Double {
        Double(span) * tileWidth + Double(span - 1) * gap - 2 * cardPadding
    }

    /// The largest PNG side every reader here accepts (the codecs' limit).
    public static let maxPixels = 16_384.0

    /// The scale the page is rendered at: 2× while it fits the PNG limit, else the largest quarter
    /// step that does (the page grows with every section; a crisp 2× is not worth an unreadable file).
    public static func renderScale(forHeight height: Double) -> Double {
        let fitting = (maxPixels / max(height, 1) * 4).rounded(.down) / 4
        return min(2, max(fitting, 0.25))
    }

    /// Every section, in page order.
    public static var sections: [GallerySection] {
        [shapes, strokes, paints, text, images, symbols, stacks, containers, layoutModifiers,
         decorationModifiers, effects, colorEffects, blendModes, transforms, materials]
    }

    /// `examples/assets`, found from this source file's place in the repository (the showcase
    /// runs from the build folder, so the working directory says nothing).
    public static var assetsDirectory: String {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)  // "gallery/Gallery.swift"
        return parts.joined(separator: "/") + "/assets"
    }

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Flipbook gallery")
                .font(.largeTitle)
                .fontWeight(.bold)
            Text("Every view and modifier of the SwiftUI-like API, rendered headlessly. Each caption is the code of its tile.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            ForEach(Self.sections, id: \.title) { section in
                SectionView(section: section)
            }
        }
        .padding(Self.margin)
        .frame(width: Self.width, alignment: .leading)
    }
}

/// A section header and its rows of cards.
struct SectionView: View {
    let section: GallerySection

    var body: some View {
        VStack(alignment: .leading, spacing: Gallery.gap) {
            Text(section.title)
                .font(.title2)
                .fontWeight(.semibold)
                .padding(.top, 10)
            let rows = section.rows
            ForEach(0..<rows.count) { r in
                HStack(alignment: .top, spacing: Gallery.gap) {
                    ForEach(0..<rows[r].count) { i in
                        TileCard(tile: rows[r][i])
                    }
                }
            }
        }
    }
}
