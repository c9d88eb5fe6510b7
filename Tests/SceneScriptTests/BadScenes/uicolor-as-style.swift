// expect: 6:37: expected ShapeStyle here, found a UIColor
// hint: Color(uiColor: …) shows a UIColor in SwiftUI, e.g. Color(.systemGray4)
struct Badge: View {
    var body: some View {
        Text("New")
            .foregroundStyle(UIColor.systemBlue)
    }
}
#Preview { Badge() }
