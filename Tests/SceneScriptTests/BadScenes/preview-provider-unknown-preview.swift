// expect: 2:22: no #Preview named "Dark" — previews: "Light", "Large"
// flipbook: preview "Dark"
struct Card: View {
    var body: some View { RoundedRectangle(cornerRadius: 12).fill(.orange) }
}

struct Card_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Card().previewDisplayName("Light")
            Card().previewDisplayName("Large").scaleEffect(2)
        }
    }
}
