import Flipbook

extension Gallery {
    /// A small card used by the effect and transform tiles.
    static func card(_ title: String, _ color: Color = .blue) -> some View {
        Text(title)
            .font(.headline)
            .foregroundStyle(.white)
            .frame(width: 90, height: 56)
            .background(color.gradient, in: RoundedRectangle(cornerRadius: 12))
    }

    /// Where a transformed card is laid out: a dashed outline of its frame, drawn on top.
    static var ghost: some View {
        RoundedRectangle(cornerRadius: 12)
            .strokeBorder(.gray, style: StrokeStyle(lineWidth: 1.5, dash: [4, 4]))
            .frame(width: 90, height: 56)
    }

    static var effects: GallerySection {
        GallerySection("Effects", [
            GalleryTile("RoundedRectangle(…).fill(.white)\n  .shadow(radius: 8)") {
                RoundedRectangle(cornerRadius: 14).fill(.white).frame(width: 110, height: 70).shadow(radius: 8)
            },
            GalleryTile(".shadow(color: .blue.opacity(0.6),\n  radius: 10, x: 0, y: 10)") {
                card("Shadow").shadow(color: .blue.opacity(0.6), radius: 10, x: 0, y: 10)
            },
            GalleryTile("Text(\"Shadow\").font(.largeTitle)\n  .bold().shadow(color: .orange,\n    radius: 2, x: 3, y: 3)") {
                Text("Shadow").font(.largeTitle).bold().shadow(color: .orange, radius: 2, x: 3, y: 3)
            },
            GalleryTile("card.blur(radius: 4)") {
                card("Blurred", .purple).blur(radius: 4)
            },
            GalleryTile("Image(\"sample-photo.png\")\n  .blur(radius: 6, opaque: true)") {
                Image(photo).blur(radius: 6, opaque: true)
            },
            GalleryTile("ZStack { Circle()…; Circle()… }\n  .opacity(0.5)\n// composited as one layer") {
                ZStack {
                    Circle().fill(.red).frame(width: 70, height: 70).offset(x: -20)
                    Circle().fill(.blue).frame(width: 70, height: 70).offset(x: 20)
                }
                .opacity(0.5)
            },
            GalleryTile("ZStack { Circle()….opacity(0.5)\n  Circle()….opacity(0.5) }\n// each on its own") {
                ZStack {
                    Circle().fill(.red).frame(width: 70, height: 70).offset(x: -20).opacity(0.5)
                    Circle().fill(.blue).frame(width: 70, height: 70).offset(x: 20).opacity(0.5)
                }
            },
        ])
    }

    static var colorEffects: GallerySection {
        GallerySection("Colour effects", [
            GalleryTile("Image(\"sample-photo.png\")\n  .grayscale(1)") { Image(photo).grayscale(1) },
            GalleryTile(".saturation(2)") { Image(photo).saturation(2) },
            GalleryTile(".contrast(0.5)") { Image(photo).contrast(0.5) },
            GalleryTile(".brightness(0.25)") { Image(photo).brightness(0.25) },
            GalleryTile(".hueRotation(.degrees(120))") { Image(photo).hueRotation(.degrees(120)) },
            GalleryTile(".colorMultiply(.yellow)") { Image(photo).colorMultiply(.yellow) },
            GalleryTile(".colorInvert()") { Image(photo).colorInvert() },
            GalleryTile(".luminanceToAlpha()\n// over light grey") {
                Image(photo).luminanceToAlpha().background(Color(white: 0.85))
            },
        ])
    }

    /// Blend modes over the photo: a colour swatch combined with what is behind it.
    static var blendModes: GallerySection {
        func swatch(_ mode: BlendMode, _ color: Color = .orange) -> some View {
            ZStack {
                Image(photo)
                Circle().fill(color).frame(width: 70, height: 70).blendMode(mode)
            }
            .compositingGroup()
        }
        return GallerySection("Blend modes", [
            GalleryTile("Circle().fill(.orange)\n  .blendMode(.multiply)") { swatch(.multiply) },
            GalleryTile(".blendMode(.screen)") { swatch(.screen) },
            GalleryTile(".blendMode(.overlay)") { swatch(.overlay) },
            GalleryTile(".blendMode(.softLight)") { swatch(.softLight) },
            GalleryTile(".blendMode(.difference)") { swatch(.difference, .white) },
            GalleryTile(".blendMode(.color)") { swatch(.color) },
            GalleryTile(".blendMode(.luminosity)") { swatch(.luminosity) },
            GalleryTile("Circle().blendMode(.destinationOut)\n// in a .compositingGroup()") { swatch(.destinationOut, .black) },
        ])
    }

    static var transforms: GallerySection {
        GallerySection("Transforms", [
            GalleryTile("card.scaleEffect(1.4)\n// dashed: the card\'s frame") {
                ZStack { card("1.4×").scaleEffect(1.4); ghost }
            },
            GalleryTile("card.scaleEffect(0.6,\n  anchor: .topLeading)") {
                ZStack { card("0.6×").scaleEffect(0.6, anchor: .topLeading); ghost }
            },
            GalleryTile("Text(\"Mirrored\").font(.title)\n  .scaleEffect(x: -1, y: 1)") {
                Text("Mirrored").font(.title).scaleEffect(x: -1, y: 1)
            },
            GalleryTile("card.rotationEffect(.degrees(30))") {
                ZStack { card("30°", .orange).rotationEffect(.degrees(30)); ghost }
            },
            GalleryTile("card.rotationEffect(.degrees(-20),\n  anchor: .bottomLeading)") {
                ZStack { card("−20°", .orange).rotationEffect(.degrees(-20), anchor: .bottomLeading); ghost }
            },
            GalleryTile("card.rotation3DEffect(.degrees(50),\n  axis: (x: 0, y: 1, z: 0))") {
                ZStack { card("3D y", .green).rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0)); ghost }
            },
            GalleryTile("card.rotation3DEffect(.degrees(55),\n  axis: (x: 1, y: 0, z: 0))") {
                ZStack { card("3D x", .green).rotation3DEffect(.degrees(55), axis: (x: 1, y: 0, z: 0)); ghost }
            },
            GalleryTile("card.rotation3DEffect(.degrees(40),\n  axis: (x: 1, y: 1, z: 0), anchor:\n  .leading, perspective: 0.5)") {
                ZStack {
                    card("3D", .pink).rotation3DEffect(.degrees(40), axis: (x: 1, y: 1, z: 0), anchor: .leading,
                                                       perspective: 0.5)
                    ghost
                }
            },
        ])
    }

    /// A colourful, detailed backdrop for the materials to blur.
    static var backdrop: some View {
        ZStack {
            AngularGradient(colors: [.red, .orange, .yellow, .green, .cyan, .blue, .purple, .red], center: .center)
            HStack(spacing: 18) {
                ForEach(0..<22) { i in
                    Circle().fill(i % 2 == 0 ? Color.white : Color.black).frame(width: 36, height: 36)
                }
            }
            .offset(y: -48)
            Text("MATERIALS BLUR WHAT IS BEHIND THEM")
                .font(.system(size: 44, weight: .black))
                .foregroundStyle(.white)
        }
    }

    static let materialNames: [(String, Material)] = [
        (".ultraThinMaterial", .ultraThin), (".thinMaterial", .thin), (".regularMaterial", .regular),
        (".thickMaterial", .thick), (".ultraThickMaterial", .ultraThick),
    ]

    static var materials: GallerySection {
        GallerySection("Materials", [
            GalleryTile("ZStack { backdrop; HStack { ForEach(materials) { m in\n  Text(…).frame(…).background(m, in: RoundedRectangle(cornerRadius: 16)) } } }\n// m = .ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial",
                        span: 5, height: 150) {
                ZStack {
                    backdrop
                    HStack(spacing: 20) {
                        ForEach(0..<materialNames.count) { i in
                            Text(materialNames[i].0)
                                .font(.headline)
                                .frame(width: 220, height: 100)
                                .background(materialNames[i].1, in: RoundedRectangle(cornerRadius: 16))
                        }
                    }
                }
                .clipShape(RoundedRectangle(cornerRadius: 10))
            },
        ])
    }
}
