// flipbook: size 320x120
// flipbook: scale 1
// flipbook: tap "Show" at 0
// Issue #17 item 6, lossless GIF: a label on a capsule inserted by a tap (the button is hidden so that only
// the label's colours are in the clip). `flipbook render saved-toast.swift -o out.gif --quality 60`; see docs/formats.md.
import SwiftUI

struct SavedToast: View {
    @State private var shown = false
    var body: some View {
        ZStack {
            if shown {
                Text("Saved")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 24)
                    .padding(.vertical, 12)
                    .background(.blue, in: Capsule())
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            Button("Show") { withAnimation(.spring) { shown = true } }.opacity(0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
