// expect: 4:32: unknown environment value '\.colourScheme' — supported: accessibilityDifferentiateWithoutColor, accessibilityReduceMotion, accessibilityReduceTransparency, colorScheme, colorSchemeContrast, dismiss, dynamicTypeSize, horizontalSizeClass, isEnabled, isPresented, layoutDirection, legibilityWeight, … (15 in all); closest match 'colorScheme'
struct ContentView: View {
    @Environment(\.colourScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}
