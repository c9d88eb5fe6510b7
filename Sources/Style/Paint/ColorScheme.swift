/// SwiftUI's `ColorScheme`: the appearance semantic colours, materials and the window's
/// background resolve in. Light is what a phone shows unless the user or the app chooses dark.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
