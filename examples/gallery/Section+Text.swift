import Flipbook

extension Gallery {
    static let paragraph = "Flipbook lays out text with FreeType glyph advances, wraps it at word boundaries and truncates it with an ellipsis."

    /// The text styles in three columns, largest first.
    static let styleColumns: [[Font.TextStyle]] = [
        [.extraLargeTitle, .extraLargeTitle2, .largeTitle, .title],
        [.title2, .title3, .headline, .body, .callout],
        [.subheadline, .footnote, .caption, .caption2],
    ]

    static var text: GallerySection {
        GallerySection("Text", [
            GalleryTile("ForEach(Font.TextStyle.allCases) { style in\n  Text(style.rawValue).font(.system(style)) }", span: 3, height: 160) {
                HStack(alignment: .top, spacing: 28) {
                    ForEach(0..<styleColumns.count) { c in
                        VStack(alignment: .leading, spacing: 0) {
                            ForEach(0..<styleColumns[c].count) { i in
                                Text(styleColumns[c][i].rawValue).font(.system(styleColumns[c][i]))
                            }
                        }
                    }
                }
            },
            GalleryTile("Text(\"\\(weight)\")\n  .fontWeight(.ultraLight … .black)", span: 2, height: 160) {
                HStack(alignment: .top, spacing: 16) {
                    VStack(alignment: .leading, spacing: 2) {
                        ForEach(0..<5) { i in
                            Text(Font.Weight.allCases[i].rawValue).font(.title3).fontWeight(Font.Weight.allCases[i])
                        }
                    }
                    VStack(alignment: .leading, spacing: 2) {
                        ForEach(5..<Font.Weight.allCases.count) { i in
                            Text(Font.Weight.allCases[i].rawValue).font(.title3).fontWeight(Font.Weight.allCases[i])
                        }
                    }
                }
            },
            GalleryTile(".font(.system(.title3, design:\n  .default / .serif / .rounded /\n  .monospaced))") {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Default").font(.system(.title3))
                    Text("Serif").font(.system(.title3, design: .serif))
                    Text("Rounded").font(.system(.title3, design: .rounded))
                    Text("Monospaced").font(.system(.title3, design: .monospaced))
                }
            },
            GalleryTile("Text(\"Bold\").bold()\nText(\"Size 26\").font(.system(size:\n  26, weight: .heavy))") {
                VStack(spacing: 6) {
                    Text("Bold").bold()
                    Text("Size 26").font(.system(size: 26, weight: .heavy))
                }
            },
            GalleryTile("Text(long).font(.callout)\n  .lineLimit(3)\n// wraps, then truncates the tail") {
                Text(paragraph).font(.callout).lineLimit(3)
            },
            GalleryTile("Text(long).lineLimit(1)\n  .truncationMode(.head / .middle\n    / .tail)") {
                VStack(alignment: .leading, spacing: 8) {
                    Text(paragraph).lineLimit(1).truncationMode(.head)
                    Text(paragraph).lineLimit(1).truncationMode(.middle)
                    Text(paragraph).lineLimit(1).truncationMode(.tail)
                }
                .font(.callout)
            },
            GalleryTile(".multilineTextAlignment(.leading / .center / .trailing)", span: 3) {
                HStack(spacing: 10) {
                    Text("Leading: lines start\nat the left edge of\nthe widest line").multilineTextAlignment(.leading)
                        .background(Color.yellow.opacity(0.25))
                    Text("Centre: shorter\nlines are centred\nin the text's frame").multilineTextAlignment(.center)
                        .background(Color.yellow.opacity(0.25))
                    Text("Trailing: the lines\nend at the right\nedge").multilineTextAlignment(.trailing)
                        .background(Color.yellow.opacity(0.25))
                }
                .font(.callout)
            },
            GalleryTile("Text(\"Gradient\").font(.largeTitle)\n  .bold().foregroundStyle(\n    LinearGradient(…))") {
                Text("Gradient")
                    .font(.largeTitle)
                    .bold()
                    .foregroundStyle(LinearGradient(colors: [.pink, .orange, .yellow], startPoint: .leading,
                                                    endPoint: .trailing))
            },
            GalleryTile("Text(\"Grüße · Ελληνικά · Кириллица\")\nText(\"日本語のテキスト\")\n// font fallback") {
                VStack(spacing: 6) {
                    Text("Grüße · Ελληνικά · Кириллица")
                    Text("日本語のテキスト")
                }
                .font(.callout)
            },
        ])
    }
}
