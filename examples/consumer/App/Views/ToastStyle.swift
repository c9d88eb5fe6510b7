import SwiftUI

extension Color {
    /// The toast's green, shared by the app's views.
    static let toastBackground = Color(red: 0.18, green: 0.62, blue: 0.34)
}
