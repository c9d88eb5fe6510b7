// An upload status row that adapts to its width with ViewThatFits: the full label and bar when
// there is room, the bar alone when narrower, the percentage alone in a tight spot. The card
// shrinks twice; each time the form chosen for the new width cross-fades in.
// flipbook: size 340x200
// flipbook: scale 1
// flipbook: at 0.3 withAnimation(.easeInOut(duration: 0.6)) { width = 150 }
// flipbook: at 1.2 withAnimation(.easeInOut(duration: 0.6)) { width = 90 }
// flipbook: duration 2.2
import SwiftUI

struct UploadStatus: View {
    var progress: Double

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 10) {
                Image(systemName: "square.and.arrow.up")
                Text("Uploading \(Int(progress * 100))%")
                ProgressView(value: progress)
                    .frame(width: 100)
            }
            ProgressView(value: progress)
                .frame(width: 100)
            Text("\(Int(progress * 100))%")
                .monospacedDigit()
        }
    }
}

struct ContentView: View {
    @State private var width: CGFloat = 300

    var body: some View {
        UploadStatus(progress: 0.62)
            .padding(14)
            .frame(width: width, height: 60)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}
