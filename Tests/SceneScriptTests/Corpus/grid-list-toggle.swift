// A gallery that switches between a grid and a list: the same ForEach sits in a LazyVGrid
// whose column count comes from a Bool @State, so each tile glides to its new frame.
// flipbook: size 300x380
// flipbook: scale 1
// flipbook: tap "Layout" at 0.4
// flipbook: tap "Layout" at 1.6
// flipbook: duration 2.6
import SwiftUI

struct Album: Identifiable {
    let id: Int
    let title: String
    let hue: Double
}

struct AlbumGallery: View {
    @State private var isGrid = true
    let albums = (0..<4).map { Album(id: $0, title: "Mix \($0 + 1)", hue: Double($0) / 4) }

    var columns: [GridItem] {
        if isGrid {
            return [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]
        }
        return [GridItem(.flexible())]
    }

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Text("Albums")
                    .font(.title2.bold())
                Spacer()
                Text("Layout")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.blue)
                    .onTapGesture {
                        withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                            isGrid.toggle()
                        }
                    }
            }
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(albums) { album in
                    HStack(spacing: 10) {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Color(hue: album.hue, saturation: 0.5, brightness: 0.9).gradient)
                            .frame(width: isGrid ? 48 : 36, height: isGrid ? 48 : 36)
                        Text(album.title)
                            .font(.subheadline)
                        Spacer(minLength: 0)
                    }
                    .padding(8)
                    .background(Color(.systemGray6), in: RoundedRectangle(cornerRadius: 12))
                }
            }
            Spacer()
        }
        .padding(16)
    }
}

#Preview {
    AlbumGallery()
}
