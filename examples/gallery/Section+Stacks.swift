import Flipbook

extension Gallery {
    /// Three bars of different heights (for HStack alignment) or widths (VStack).
    static func bars(_ axis: Axis) -> some View {
        let lengths = [30.0, 60.0, 90.0], colors: [Color] = [.red, .green, .blue]
        return ForEach(0..<3) { i in
            RoundedRectangle(cornerRadius: 4).fill(colors[i])
                .frame(width: axis == .horizontal ? 36 : lengths[i] + 40, height: axis == .horizontal ? lengths[i] : 22)
        }
    }

    /// The nine alignments, row by row.
    static let alignments: [[Alignment]] = [
        [.topLeading, .top, .topTrailing], [.leading, .center, .trailing], [.bottomLeading, .bottom, .bottomTrailing],
    ]

    static var stacks: GallerySection {
        GallerySection("Stacks, spacers and dividers", [
            GalleryTile("HStack(alignment: .top) { … }") {
                HStack(alignment: .top) { bars(.horizontal) }.background(Color.gray.opacity(0.15))
            },
            GalleryTile("HStack(alignment: .center) { … }") {
                HStack(alignment: .center) { bars(.horizontal) }.background(Color.gray.opacity(0.15))
            },
            GalleryTile("HStack(alignment: .bottom) { … }") {
                HStack(alignment: .bottom) { bars(.horizontal) }.background(Color.gray.opacity(0.15))
            },
            GalleryTile("HStack(alignment: .firstTextBaseline)\n  { Text(…).font(.largeTitle)\n    Text(…).font(.caption); Text(…) }") {
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text("Big").font(.largeTitle)
                    Text("small").font(.caption)
                    Text("body")
                }
                .background(Color.gray.opacity(0.15))
            },
            GalleryTile("HStack(spacing: 0) { … }\nHStack(spacing: 20) { … }") {
                VStack(spacing: 12) {
                    HStack(spacing: 0) { ForEach(0..<4) { _ in Circle().fill(.blue).frame(width: 24, height: 24) } }
                    HStack(spacing: 20) { ForEach(0..<4) { _ in Circle().fill(.blue).frame(width: 24, height: 24) } }
                }
            },
            GalleryTile("VStack(alignment: .leading) { … }") {
                VStack(alignment: .leading, spacing: 6) { bars(.vertical) }.background(Color.gray.opacity(0.15))
            },
            GalleryTile("VStack(alignment: .center) { … }") {
                VStack(alignment: .center, spacing: 6) { bars(.vertical) }.background(Color.gray.opacity(0.15))
            },
            GalleryTile("VStack(alignment: .trailing) { … }") {
                VStack(alignment: .trailing, spacing: 6) { bars(.vertical) }.background(Color.gray.opacity(0.15))
            },
            GalleryTile("ZStack(alignment: a) { Color.gray…\n  Color.blue… }  // a = .topLeading,\n  .top, … .bottomTrailing") {
                VStack(spacing: 6) {
                    ForEach(0..<3) { r in
                        HStack(spacing: 6) {
                            ForEach(0..<3) { c in
                                ZStack(alignment: alignments[r][c]) {
                                    Color.gray.opacity(0.25).frame(width: 50, height: 30)
                                    Color.blue.frame(width: 16, height: 12)
                                }
                            }
                        }
                    }
                }
            },
            GalleryTile("ZStack { Circle()…; Circle()…\n  Text(\"ZStack\") }\n// later views in front") {
                ZStack {
                    Circle().fill(.orange).frame(width: 80, height: 80).offset(x: -28)
                    Circle().fill(.purple).frame(width: 80, height: 80).offset(x: 28)
                    Text("ZStack").font(.headline).foregroundStyle(.white)
                }
            },
            GalleryTile("HStack { Text(\"Leading\"); Spacer()\n  Text(\"Trailing\") }") {
                HStack {
                    Text("Leading")
                    Spacer()
                    Text("Trailing")
                }
                .padding(8)
                .background(Color.gray.opacity(0.15))
            },
            GalleryTile("VStack { Text(\"Top\")\n  Spacer(minLength: 0)\n  Text(\"Bottom\") }") {
                VStack {
                    Text("Top")
                    Spacer(minLength: 0)
                    Text("Bottom")
                }
                .frame(width: 120)
                .background(Color.gray.opacity(0.15))
            },
            GalleryTile("HStack { Spacer(); Circle()…\n  Spacer(); Circle()…; Spacer() }\n// equal gaps") {
                HStack {
                    Spacer()
                    Circle().fill(.green).frame(width: 30, height: 30)
                    Spacer()
                    Circle().fill(.green).frame(width: 30, height: 30)
                    Spacer()
                }
                .background(Color.gray.opacity(0.15))
            },
            GalleryTile("VStack { Text(…); Divider(); Text… }\nHStack { Text(…); Divider(); Text… }") {
                VStack(spacing: 12) {
                    VStack {
                        Text("Above")
                        Divider()
                        Text("Below")
                    }
                    HStack {
                        Text("Left")
                        Divider()
                        Text("Right")
                    }
                    .frame(height: 30)
                }
            },
        ])
    }
}
