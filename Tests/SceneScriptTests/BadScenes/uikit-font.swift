// expect: 6:27: UIKit's 'UIFont' is not available in scene scripts
// hint: Font.system(size:weight:design:)
struct Caption: View {
    var body: some View {
        Text("Caption")
            .font(.custom(UIFont.systemFont(ofSize: 12).fontName, size: 12))
    }
}
#Preview { Caption() }
