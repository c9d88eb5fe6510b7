import Flipbook

extension Gallery {
    static var layoutModifiers: GallerySection {
        GallerySection("Layout modifiers", [
            GalleryTile("Text(\"Hi\").frame(width: 120,\n  height: 60, alignment: .topLeading)\n  .background(.yellow)") {
                Text("Hi").frame(width: 120, height: 60, alignment: .topLeading).background(.yellow)
            },
            GalleryTile("Text(\"Trailing\").frame(maxWidth:\n  .infinity, minHeight: 50,\n  alignment: .trailing).background(…)") {
                Text("Trailing").frame(maxWidth: .infinity, minHeight: 50, alignment: .trailing).background(.mint)
            },
            GalleryTile("Text(…).padding().background(.orange)\nText(…).padding(.horizontal, 30)\n  .background(.orange)") {
                VStack(spacing: 10) {
                    Text("padding()").padding().background(.orange)
                    Text("horizontal 30").padding(.horizontal, 30).background(.orange)
                }
            },
            GalleryTile("Text(…).padding(EdgeInsets(top: 4,\n  leading: 40, bottom: 24, trailing:\n  8)).background(.cyan)") {
                Text("Insets").padding(EdgeInsets(top: 4, leading: 40, bottom: 24, trailing: 8)).background(.cyan)
            },
            GalleryTile("RoundedRectangle(cornerRadius: 10)…\n  .offset(x: 36, y: 20)\n// dashed: where it was laid out") {
                ZStack {
                    RoundedRectangle(cornerRadius: 10)
                        .strokeBorder(.gray, style: StrokeStyle(lineWidth: 2, dash: [5, 4]))
                        .frame(width: 70, height: 50)
                    RoundedRectangle(cornerRadius: 10).fill(.blue.opacity(0.8))
                        .frame(width: 70, height: 50)
                        .offset(x: 36, y: 20)
                }
            },
            GalleryTile("Circle()…frame(width: 30, height: 30)\n  .position(x: 40, y: 30)\n// in the grey 160 × 90 parent") {
                Circle().fill(.red).frame(width: 30, height: 30)
                    .position(x: 40, y: 30)
                    .frame(width: 160, height: 90)
                    .background(Color.gray.opacity(0.15))
            },
            GalleryTile("Text(…).frame(width: 80)\nText(…).fixedSize().frame(width: 80)") {
                VStack(spacing: 14) {
                    Text("Wraps in its frame").frame(width: 80).background(Color.yellow.opacity(0.4))
                    Text("Keeps its ideal width").fixedSize().frame(width: 80).background(Color.yellow.opacity(0.4))
                }
                .font(.callout)
            },
            GalleryTile("HStack { Text(…).lineLimit(1)\n  Text(…).lineLimit(1)\n    .layoutPriority(1) }") {
                HStack(spacing: 6) {
                    Text("Low priority gives way").lineLimit(1).background(Color.red.opacity(0.2))
                    Text("High priority").lineLimit(1).layoutPriority(1).background(Color.green.opacity(0.3))
                }
                .font(.callout)
                .frame(width: 180)
            },
            GalleryTile("Color.blue.aspectRatio(16 / 9,\n  contentMode: .fit)\n  .frame(width: 170, height: 100)") {
                Color.blue.aspectRatio(16 / 9, contentMode: .fit)
                    .frame(width: 170, height: 100)
                    .background(Color.gray.opacity(0.15))
            },
            GalleryTile("Ellipse().aspectRatio(2,\n  contentMode: .fill).frame(width:\n  80, height: 80).clipped()") {
                Ellipse().fill(.purple).aspectRatio(2, contentMode: .fill)
                    .frame(width: 80, height: 80)
                    .background(Color.gray.opacity(0.15))
                    .clipped()
            },
            GalleryTile("RoundedRectangle(…).scaledToFit()\n  .frame(width: 150, height: 80)") {
                RoundedRectangle(cornerRadius: 12).fill(.orange).scaledToFit()
                    .frame(width: 150, height: 80)
                    .background(Color.gray.opacity(0.15))
            },
            GalleryTile("HStack(spacing: -20) { Circle()…\n  Circle()….zIndex(1)\n  Circle()… }") {
                HStack(spacing: -20) {
                    Circle().fill(.red).frame(width: 60, height: 60)
                    Circle().fill(.yellow).frame(width: 60, height: 60).zIndex(1)
                    Circle().fill(.blue).frame(width: 60, height: 60)
                }
            },
        ])
    }

    static var decorationModifiers: GallerySection {
        GallerySection("Backgrounds, overlays, styles and clipping", [
            GalleryTile("Text(\"Capsule\")\n  .foregroundStyle(.white).padding()\n  .background(.blue, in: Capsule())") {
                Text("Capsule").foregroundStyle(.white).padding().background(.blue, in: Capsule())
            },
            GalleryTile("Text(\"Underlined\")\n  .background(alignment: .bottom) {\n  Capsule().fill(.yellow).frame(…) }") {
                Text("Underlined").font(.title2).background(alignment: .bottom) {
                    Capsule().fill(.yellow).frame(height: 8)
                }
            },
            GalleryTile("Image(systemName: \"bell.fill\")…\n  .overlay(alignment: .topTrailing)\n  { Circle().fill(.red)… }") {
                Image(systemName: "bell.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.gray)
                    .overlay(alignment: .topTrailing) {
                        Circle().fill(.red).frame(width: 16, height: 16).offset(x: 4, y: -4)
                    }
            },
            GalleryTile("Color.mint.frame(…)\n  .overlay(RoundedRectangle(…)\n  .strokeBorder(.teal, lineWidth: 4))") {
                Color.mint.opacity(0.4)
                    .frame(width: 130, height: 80)
                    .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(.teal, lineWidth: 4))
            },
            GalleryTile("VStack { Image…; Text…; Circle() }\n  .foregroundStyle(.purple)\n  .font(.title)") {
                VStack(spacing: 4) {
                    Image(systemName: "star.fill")
                    Text("Purple")
                    Circle().frame(width: 20, height: 20)
                }
                .foregroundStyle(.purple)
                .font(.title)
            },
            GalleryTile("Text(\"Primary\")\nText(\"Secondary\")\n  .foregroundStyle(.secondary)") {
                VStack(spacing: 6) {
                    Text("Primary")
                    Text("Secondary").foregroundStyle(.secondary)
                }
                .font(.title3)
            },
            GalleryTile("Image(\"sample-photo.png\")\n  .resizable().frame(…)\n  .clipShape(Circle())") {
                Image(photo).resizable().frame(width: 150, height: 94).clipShape(Circle())
            },
            GalleryTile("Circle().fill(.orange).frame(width:\n  130, height: 130).frame(width: 100,\n  height: 60).clipped()") {
                Circle().fill(.orange).frame(width: 130, height: 130)
                    .frame(width: 100, height: 60)
                    .clipped()
            },
            GalleryTile("LinearGradient(…).frame(…)\n  .cornerRadius(24)") {
                LinearGradient(colors: [.green, .teal], startPoint: .top, endPoint: .bottom)
                    .frame(width: 130, height: 90)
                    .cornerRadius(24)
            },
            GalleryTile("Image(…).resizable()…\n  .clipShape(.rect(cornerRadius: 20,\n    style: .circular))") {
                Image(photo).resizable().frame(width: 150, height: 94)
                    .clipShape(.rect(cornerRadius: 20, style: .circular))
            },
            GalleryTile("AngularGradient(…).mask {\n  Text(\"MASK\").font(.system(size:\n    48, weight: .black)) }") {
                AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
                    .frame(width: 170, height: 80)
                    .mask { Text("MASK").font(.system(size: 48, weight: .black)) }
            },
            GalleryTile("Image(…).mask(LinearGradient(colors:\n  [.black, .clear], startPoint: .top,\n  endPoint: .bottom))") {
                Image(photo)
                    .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
            },
        ])
    }
}
