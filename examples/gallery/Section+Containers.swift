import Flipbook

extension Gallery {
    static var containers: GallerySection {
        GallerySection("Grids, scroll views, buttons, ForEach and Group", [
            GalleryTile("Grid(alignment: .leading) {\n  GridRow { Text(…); … }; Divider()\n  GridRow { … }; GridRow { … } }") {
                Grid(alignment: .leading, horizontalSpacing: 14, verticalSpacing: 4) {
                    GridRow {
                        Text("Fruit").bold()
                        Text("Qty").bold()
                        Text("Price").bold()
                    }
                    Divider()
                    GridRow {
                        Text("Apples")
                        Text("12")
                        Text("3.40")
                    }
                    GridRow {
                        Text("Kiwi")
                        Text("3")
                        Text("1.05")
                    }
                }
                .font(.callout)
            },
            GalleryTile("Grid { GridRow { Color…; … } … }\n// a column is as wide as its\n// widest cell") {
                Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                    GridRow {
                        Color.red.frame(width: 20, height: 24)
                        Color.green.frame(width: 60, height: 24)
                        Color.blue.frame(width: 30, height: 24)
                    }
                    GridRow {
                        Color.orange.frame(width: 50, height: 24)
                        Color.mint.frame(width: 20, height: 24)
                        Color.purple.frame(width: 30, height: 24)
                    }
                    Color.gray.frame(height: 12)
                }
            },
            GalleryTile("LazyVGrid(columns: [\n  GridItem(.fixed(30)),\n  GridItem(.fixed(60)), …(40)]) { … }") {
                LazyVGrid(columns: [GridItem(.fixed(30)), GridItem(.fixed(60)), GridItem(.fixed(40))], spacing: 8) {
                    ForEach(0..<9) { i in
                        RoundedRectangle(cornerRadius: 4).fill(Color(hue: Double(i) / 9, saturation: 0.7, brightness: 0.9))
                            .frame(height: 24)
                    }
                }
                .background(Color.gray.opacity(0.15))
            },
            GalleryTile("LazyVGrid(columns: [\n  GridItem(.flexible(maximum: 40)),\n  GridItem(.flexible())]) { … }") {
                LazyVGrid(columns: [GridItem(.flexible(maximum: 40)), GridItem(.flexible())], spacing: 8) {
                    ForEach(0..<6) { i in
                        RoundedRectangle(cornerRadius: 4).fill(i % 2 == 0 ? Color.teal : Color.indigo).frame(height: 24)
                    }
                }
                .background(Color.gray.opacity(0.15))
            },
            GalleryTile("LazyVGrid(columns: [GridItem(\n  .adaptive(minimum: 26))]) {\n  ForEach(0..<15) { … } }") {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 26))], spacing: 6) {
                    ForEach(0..<15) { i in
                        Circle().fill(Color(hue: Double(i) / 15, saturation: 0.6, brightness: 0.95)).frame(height: 26)
                    }
                }
                .background(Color.gray.opacity(0.15))
            },
            GalleryTile("LazyHGrid(rows: [\n  GridItem(.fixed(40)),\n  GridItem(.fixed(40))]) { … }") {
                LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 6) {
                    ForEach(0..<7) { i in
                        RoundedRectangle(cornerRadius: 6).fill(i % 2 == 0 ? Color.orange : Color.pink).frame(width: 16)
                    }
                }
                .background(Color.gray.opacity(0.15))
            },
            GalleryTile("ScrollView { VStack { ForEach(1...12)\n  { Text(\"Row \\($0)\") } } }\n  .frame(width: 120, height: 100)") {
                ScrollView {
                    VStack(alignment: .leading, spacing: 4) {
                        ForEach(1...12) { i in Text("Row \(i)").font(.callout) }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 8)
                }
                .frame(width: 120, height: 100)
                .background(Color.gray.opacity(0.15))
            },
            GalleryTile("ScrollView(.horizontal) { HStack {\n  ForEach(0..<10) { … } } }\n  .frame(width: 170, height: 70)") {
                ScrollView(.horizontal) {
                    HStack(spacing: 8) {
                        ForEach(0..<10) { i in
                            RoundedRectangle(cornerRadius: 8)
                                .fill(Color(hue: Double(i) / 10, saturation: 0.5, brightness: 0.95))
                                .frame(width: 44, height: 54)
                                .overlay(Text("\(i)").font(.headline))
                        }
                    }
                    .padding(8)
                }
                .frame(width: 170, height: 70)
                .background(Color.gray.opacity(0.15))
            },
            GalleryTile("Button(\"Tap me\") { }\n// borderless: its label in the\n// accent colour") {
                Button("Tap me") {}
                    .font(.title3)
            },
            GalleryTile("Button { } label: { HStack {\n  Image(systemName: \"play.fill\")…}\n  .background(.blue, in: Capsule()) }") {
                Button {} label: {
                    HStack(spacing: 6) {
                        Image(systemName: "play.fill")
                        Text("Play")
                    }
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 18)
                    .padding(.vertical, 10)
                    .background(.blue, in: Capsule())
                }
            },
            GalleryTile("HStack { ForEach(0..<6) { i in\n  Circle().fill(Color(hue:\n    Double(i) / 6, …)) } }") {
                HStack(spacing: 6) {
                    ForEach(0..<6) { i in
                        Circle().fill(Color(hue: Double(i) / 6, saturation: 0.75, brightness: 0.95)).frame(width: 22, height: 22)
                    }
                }
            },
            GalleryTile("VStack { Group { Text(\"One\"); … }\n  .font(.headline).foregroundStyle(\n  .indigo); Text(\"Three\") }") {
                VStack(spacing: 4) {
                    Group {
                        Text("One")
                        Text("Two")
                    }
                    .font(.headline)
                    .foregroundStyle(.indigo)
                    Text("Three")
                }
            },
        ])
    }
}
