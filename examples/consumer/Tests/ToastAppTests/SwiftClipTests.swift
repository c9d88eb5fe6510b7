import Foundation
import FlipbookTesting
import Testing

/// A view written as for SwiftUI, in Swift (`@State`, `withAnimation`); its state lives in the scene.
struct SaveToast: View {
    @State private var isShowing = false

    var body: some View {
        VStack(spacing: 12) {
            if isShowing {
                Text("Saved").padding(8).background(Capsule().fill(Color.green))
                    .transition(.scale.combined(with: .opacity))
            }
            Button("Save") { withAnimation(.easeInOut(duration: 0.3)) { isShowing = true } }
        }
    }
}

@Suite struct SwiftClipTests {
    let clip = try! Clip(scene: Scene(SaveToast(), size: Size(width: 160, height: 100), scale: 1,
                                      taps: [Tap(target: "Save", time: 0.05)]))

    @Test func clipAtChosenTimes() {
        assertGolden(of: clip, named: "save-toast", at: [0, 0.2, 0.4])
    }

    @Test func keyMoments() {
        assertGolden(of: clip, named: "save-toast-moments", at: clip.keyMomentTimes())
    }

    @Test func still() throws {
        assertGolden(of: try clip.image(at: 0.4), as: .image, named: "save-toast-end")
    }

    @Test func oneCallOutputs() throws {
        let gif = FileManager.default.temporaryDirectory.appendingPathComponent("save-toast-\(ProcessInfo.processInfo.processIdentifier).gif").path
        defer { try? FileManager.default.removeItem(atPath: gif) }
        try clip.writeGIF(to: gif)
        let frames = try clip.frames()
        #expect(frames.count == clip.frameCount && frames[0].width == 160)
        #expect(try clip.write(to: gif) == .gif)
        #expect(FileManager.default.fileExists(atPath: gif))
    }
}
