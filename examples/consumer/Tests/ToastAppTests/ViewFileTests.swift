import FlipbookTesting
import Testing

/// The app's own SwiftUI view files, interpreted: the views stay untouched SwiftUI, and CI compares their
/// clips on Linux, without a Mac.
@Suite struct ViewFileTests {
    @Test func badgePopsIn() {
        assertGolden(scene: "App/Views/Badge.swift", preview: "Badge", at: [0, 0.1, 0.2, 0.4],
                     size: Size(width: 80, height: 80), scale: 1)
    }

    /// A folder is one module: Toast.swift uses a colour that ToastStyle.swift declares. The tap runs the button.
    @Test func toastSlidesIn() {
        assertGolden(scene: "App/Views/", preview: "Toast", at: [0, 0.15, 0.25, 0.4],
                     size: Size(width: 200, height: 120), scale: 1, taps: [Tap(target: "Save", time: 0.05)])
    }
}
