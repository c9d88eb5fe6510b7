import Flipbook

/// One exhibit of the gallery: a live demo and the SwiftUI code it shows (its caption).
public struct GalleryTile {
    /// The SwiftUI code the demo is written with (shortened where the demo only adds sizing).
    public var code: String
    /// How many gallery columns the tile spans.
    public var span: Int
    /// The demo's height in points (its width follows from the span).
    public var height: Double
    /// The demo.
    public var demo: AnyView

    public init<V: View>(_ code: String, span: Int = 1, height: Double = Gallery.demoHeight,
                         @ViewBuilder _ demo: () -> V) {
        self.code = code; self.span = span; self.height = height; self.demo = AnyView(demo())
    }
}

/// A titled run of tiles.
public struct GallerySection {
    public var title: String
    public var tiles: [GalleryTile]
    public init(_ title: String, _ tiles: [GalleryTile]) { self.title = title; self.tiles = tiles }

    /// The tiles packed into rows of `Gallery.columns` columns, in order (a tile that does not fit
    /// starts a new row).
    var rows: [[GalleryTile]] {
        var rows: [[GalleryTile]] = [], row: [GalleryTile] = [], used = 0
        for tile in tiles {
            if used + tile.span > Gallery.columns, !row.isEmpty { rows.append(row); row = []; used = 0 }
            row.append(tile); used += tile.span
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }
}

/// A tile drawn as a white card: the demo above, its code below in a small monospaced caption
/// (lines left-aligned, the block centred under the demo).
struct TileCard: View {
    let tile: GalleryTile

    var width: Double { Gallery.demoWidth(span: tile.span) }

    var body: some View {
        VStack(spacing: 8) {
            tile.demo
                .frame(width: width, height: tile.height)
            Text(tile.code)
                .font(.system(size: 10, design: .monospaced))
                .foregroundStyle(Color(white: 0.3, opacity: 1))
                .multilineTextAlignment(.leading)
                .lineLimit(3)
                .frame(width: width, height: Gallery.captionHeight, alignment: .top)
        }
        .padding(Gallery.cardPadding)
        .background(.white, in: RoundedRectangle(cornerRadius: 14))
    }
}
