// flipbook: size 320x120
// flipbook: scale 1
// flipbook: tap "Show" at 0
// Issue #17 item 6, lossless GIF: a label on a capsule inserted by a tap (the button is hidden so that only
// the label's colours are in the clip). `flipbook render ok-badge.swift -o out.gif --quality 60`; see docs/formats.md.
import SwiftUI

struct OKBadge: View {
    @State private var visible = false
    var body: some View {
        VStack {
            Spacer()
            if visible {
                Label("OK", systemImage: "checkmark")
                    .font(.subheadline.weight(.semibold))
                    .foregroundColor(.white)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                    .background(Capsule().fill(Color.green))
                    .transition(.move(edge: .leading))
            }
            Spacer()
            Button("Show") { withAnimation(.easeOut(duration: 0.6)) { visible.toggle() } }.opacity(0)
        }
        .frame(maxWidth: .infinity)
    }
}
