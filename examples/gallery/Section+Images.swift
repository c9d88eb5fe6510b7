import Flipbook
import Symbols

extension Gallery {
    /// The sample photo's file name in `assetsDirectory` (made by `SamplePhoto`).
    public static let photo = "sample-photo.png"

    static var images: GallerySection {
        GallerySection("Images", [
            GalleryTile("Image(\"sample-photo.png\")\n// natural size: 160 × 100 pixels\n// = 160 × 100 points") {
                Image(photo)
            },
            GalleryTile("Image(…).resizable()\n  .frame(width: 170, height: 60)\n// stretched") {
                Image(photo).resizable().frame(width: 170, height: 60)
            },
            GalleryTile("Image(…).resizable().scaledToFit()\n  .frame(width: 100, height: 100)") {
                Image(photo).resizable().scaledToFit().frame(width: 100, height: 100)
                    .background(Color.gray.opacity(0.2))
            },
            GalleryTile("Image(…).resizable().scaledToFill()\n  .frame(width: 100, height: 100)\n  .clipped()") {
                Image(photo).resizable().scaledToFill().frame(width: 100, height: 100).clipped()
            },
            GalleryTile("Image(…).resizable()\n  .aspectRatio(1, contentMode: .fill)\n  .frame(…).clipShape(Circle())") {
                Image(photo).resizable().aspectRatio(1, contentMode: .fill).frame(width: 96, height: 96)
                    .clipShape(Circle())
            },
            GalleryTile("Image(…).resizable()\n  .aspectRatio(contentMode: .fit)\n  .frame(width: 170, height: 60)") {
                Image(photo).resizable().aspectRatio(contentMode: .fit).frame(width: 170, height: 60)
                    .background(Color.gray.opacity(0.2))
            },
            GalleryTile("Image(…).resizable()\n  .frame(width: 40, height: 25)\n// downsampled thumbnails") {
                HStack(spacing: 8) {
                    Image(photo).resizable().frame(width: 64, height: 40)
                    Image(photo).resizable().frame(width: 40, height: 25)
                    Image(photo).resizable().frame(width: 24, height: 15)
                }
            },
            GalleryTile("Image(…).resizable().frame(width:\n  960, height: 600).offset(x: -120,\n  y: 90).frame(…).clipped()  // 6×") {
                Image(photo).resizable().frame(width: 960, height: 600)
                    .offset(x: -120, y: 90)
                    .frame(width: 180, height: 100)
                    .clipped()
            },
        ])
    }

    static var symbols: GallerySection {
        let names = SymbolLibrary.names
        return GallerySection("Symbols", [
            GalleryTile("LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 10)) {\n  ForEach(SymbolLibrary.names, id: \\.self) { name in VStack {\n    Image(systemName: name).font(.title2); Text(name).font(.caption2) } } }",
                        span: 5, height: Double((names.count + 9) / 10) * 58 + 10) {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 10), spacing: 12) {
                    ForEach(names, id: \.self) { name in
                        VStack(spacing: 4) {
                            Image(systemName: name).font(.title2)
                            Text(name).font(.caption2).foregroundStyle(.secondary)
                        }
                    }
                }
            },
            GalleryTile("Image(systemName: \"star.fill\")\n  .font(.caption / .body / .title\n    / .largeTitle)") {
                HStack(alignment: .bottom, spacing: 10) {
                    Image(systemName: "star.fill").font(.caption)
                    Image(systemName: "star.fill").font(.body)
                    Image(systemName: "star.fill").font(.title)
                    Image(systemName: "star.fill").font(.largeTitle)
                }
                .foregroundStyle(.orange)
            },
            GalleryTile("Image(systemName: \"heart\")\n  .fontWeight(.regular / .bold)") {
                HStack(spacing: 16) {
                    Image(systemName: "heart").fontWeight(.regular)
                    Image(systemName: "heart").fontWeight(.bold)
                }
                .font(.largeTitle)
                .foregroundStyle(.pink)
            },
            GalleryTile("HStack(alignment: .firstTextBaseline)\n  { Image(systemName: \"bell.fill\")\n    Text(\"Alerts\") }.font(.title)") {
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Image(systemName: "bell.fill")
                    Text("Alerts")
                }
                .font(.title)
            },
            GalleryTile("Image(systemName: \"gearshape.fill\")\n  .resizable()\n  .frame(width: 90, height: 90)") {
                Image(systemName: "gearshape.fill").resizable().frame(width: 90, height: 90).foregroundStyle(.gray)
            },
        ])
    }
}
