// expect: 4:31: unknown environment value '\.fontSize' — supported: accessibilityDifferentiateWithoutColor, accessibilityReduceMotion, accessibilityReduceTransparency, colorScheme, colorSchemeContrast, dismiss, dynamicTypeSize, horizontalSizeClass, isEnabled, isPresented, layoutDirection, legibilityWeight, … (15 in all)
struct ContentView: View {
    var body: some View {
        Text("x").environment(\.fontSize, 20)
    }
}
