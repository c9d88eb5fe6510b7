// A photo grid in a LazyVGrid: "Select" switches to selection mode, tapped photos shrink a
// little and get a checkmark badge, and the toolbar count follows.
// flipbook: size 300x380
// flipbook: scale 1
// flipbook: tap "Select" at 0.3
// flipbook: at 0.8 withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { selected.append(2) }
// flipbook: at 1.2 withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { selected.append(5) }
// flipbook: duration 2.2
import SwiftUI

struct PhotoGrid: View {
    @State private var selecting = false
    @State private var selected: [Int] = []
    let columns = [GridItem(.flexible(), spacing: 4), GridItem(.flexible(), spacing: 4), GridItem(.flexible(), spacing: 4)]

    var body: some View {
        VStack(spacing: 10) {
            HStack {
                Text(selecting ? "\(selected.count) Selected" : "Recents")
                    .font(.headline)
                Spacer()
                Button(selecting ? "Cancel" : "Select") {
                    withAnimation(.easeInOut(duration: 0.25)) {
                        selecting.toggle()
                        selected = []
                    }
                }
            }
            .padding(.horizontal, 12)

            LazyVGrid(columns: columns, spacing: 4) {
                ForEach(0..<9) { index in
                    Rectangle()
                        .fill(Color(hue: Double(index) / 9, saturation: 0.45, brightness: 0.85))
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(alignment: .bottomTrailing) {
                            if selecting {
                                ZStack {
                                    Circle()
                                        .fill(selected.contains(index) ? Color.blue : Color.white.opacity(0.4))
                                    Circle()
                                        .stroke(.white, lineWidth: 1.5)
                                    if selected.contains(index) {
                                        Image(systemName: "checkmark")
                                            .font(.caption2.bold())
                                            .foregroundStyle(.white)
                                    }
                                }
                                .frame(width: 22, height: 22)
                                .padding(5)
                                .transition(.scale)
                            }
                        }
                        .scaleEffect(selected.contains(index) ? 0.9 : 1)
                }
            }
            Spacer()
        }
        .padding(.top, 12)
    }
}

#Preview {
    PhotoGrid()
}
