// A palette of brand colours made with `extension Color { init(hex:) }`; the swatches pop in
// one by one and the selected one lifts.
// flipbook: size 300x220
// flipbook: scale 1
// flipbook: tap "Coral" at 1.2
// flipbook: duration 2.4
import SwiftUI

extension Color {
    init(hex: UInt, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255,
                  green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255,
                  opacity: alpha)
    }
}

struct Swatch: Identifiable {
    let id: Int
    let name: String
    let hex: UInt
}

struct PaletteView: View {
    let swatches = [
        Swatch(id: 0, name: "Ink", hex: 0x1D3557),
        Swatch(id: 1, name: "Sea", hex: 0x457B9D),
        Swatch(id: 2, name: "Mist", hex: 0xA8DADC),
        Swatch(id: 3, name: "Coral", hex: 0xE63946),
    ]
    @State private var shown = false
    @State private var selected: Int? = nil

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                ForEach(swatches) { swatch in
                    VStack(spacing: 6) {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color(hex: swatch.hex))
                            .frame(width: 54, height: 72)
                            .shadow(color: .black.opacity(selected == swatch.id ? 0.3 : 0), radius: 6, y: 4)
                        Text(swatch.name)
                            .font(.caption)
                    }
                    .offset(y: selected == swatch.id ? -10 : 0)
                    .scaleEffect(shown ? 1 : 0.01)
                    .animation(.spring(response: 0.4, dampingFraction: 0.6).delay(Double(swatch.id) * 0.12), value: shown)
                    .onTapGesture {
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                            selected = swatch.id
                        }
                    }
                }
            }
            Text(selected == nil ? "Tap a colour" : String(format: "#%06X", swatches[selected!].hex))
                .font(.headline)
                .foregroundStyle(Color(hex: 0x1D3557))
        }
        .onAppear { shown = true }
    }
}

#Preview {
    PaletteView()
}
