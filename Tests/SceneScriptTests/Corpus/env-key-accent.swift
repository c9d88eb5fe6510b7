// A custom EnvironmentKey carries the app's accent colour down to deeply nested buttons;
// changing it on the root recolours every child at once, animated.
// flipbook: size 280x280
// flipbook: scale 1
// flipbook: tap "Purple" at 0.4
// flipbook: tap "Orange" at 1.3
// flipbook: duration 2.2
import SwiftUI

private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

extension EnvironmentValues {
    var appAccent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct PillLabel: View {
    let title: String
    @Environment(\.appAccent) private var accent

    var body: some View {
        Text(title)
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(accent, in: Capsule())
    }
}

struct ThemedHeader: View {
    @Environment(\.appAccent) private var accent

    var body: some View {
        HStack(spacing: 10) {
            Circle()
                .fill(accent.gradient)
                .frame(width: 40, height: 40)
            VStack(alignment: .leading) {
                Text("Theme")
                    .font(.headline)
                Text("Pick an accent")
                    .font(.caption)
                    .foregroundStyle(accent)
            }
            Spacer()
        }
    }
}

struct ThemePicker: View {
    @State private var accent: Color = .blue

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            ThemedHeader()
            HStack(spacing: 8) {
                Button {
                    withAnimation(.easeInOut(duration: 0.5)) { accent = .purple }
                } label: {
                    PillLabel(title: "Purple")
                }
                Button {
                    withAnimation(.easeInOut(duration: 0.5)) { accent = .orange }
                } label: {
                    PillLabel(title: "Orange")
                }
            }
            RoundedRectangle(cornerRadius: 12)
                .stroke(accent, lineWidth: 2)
                .frame(height: 60)
                .overlay(Text("Preview").foregroundStyle(accent))
        }
        .padding(24)
        .environment(\.appAccent, accent)
    }
}

#Preview {
    ThemePicker()
}
