// A storage settings card: a segmented usage bar whose segment widths are fractions of the
// GeometryReader's width, a ring sized to the smaller side of its reader, and cards that take
// a share of the screen's width. The clip loads the figures in with a spring.
// flipbook: size 320x360
// flipbook: scale 1
// flipbook: at 0.2 withAnimation(.spring(duration: 0.8)) { loaded = true }
// flipbook: duration 1.4
import SwiftUI

struct Category: Identifiable {
    let id = UUID()
    let name: String
    let gigabytes: Double
    let color: Color
}

struct StorageView: View {
    @State private var loaded = false
    let capacity = 128.0
    let categories = [
        Category(name: "Apps", gigabytes: 38, color: .blue),
        Category(name: "Photos", gigabytes: 27, color: .orange),
        Category(name: "Messages", gigabytes: 12, color: .green),
        Category(name: "System", gigabytes: 9, color: .gray),
    ]

    var used: Double { categories.reduce(0) { $0 + $1.gigabytes } }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("iPhone Storage")
                .font(.headline)
            Text("\(Int(used)) GB of \(Int(capacity)) GB used")
                .font(.subheadline)
                .foregroundStyle(.secondary)

            GeometryReader { geo in
                HStack(spacing: 2) {
                    ForEach(categories) { category in
                        Rectangle()
                            .fill(category.color)
                            .frame(width: loaded ? geo.size.width * category.gigabytes / capacity : 0)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(.systemGray5))
                .clipShape(RoundedRectangle(cornerRadius: 4))
            }
            .frame(height: 16)

            HStack(spacing: 12) {
                ForEach(categories.prefix(2)) { category in
                    GeometryReader { geo in
                        let side = min(geo.size.width, geo.size.height) - 16
                        ZStack {
                            Circle()
                                .stroke(category.color.opacity(0.2), lineWidth: 10)
                            Circle()
                                .trim(from: 0, to: loaded ? category.gigabytes / used : 0)
                                .stroke(category.color, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                                .rotationEffect(.degrees(-90))
                            Text(category.name)
                                .font(.caption.bold())
                        }
                        .frame(width: side, height: side)
                        .frame(width: geo.size.width, height: geo.size.height)
                    }
                    .frame(height: 130)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
                }
            }
        }
        .padding(20)
    }
}
