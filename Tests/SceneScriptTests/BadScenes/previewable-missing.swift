// expect: 7:12: a property wrapper in a #Preview needs @Previewable — @Previewable @State var value = …
struct Counter: View {
    @Binding var value: Int
    var body: some View { Text("\(value)") }
}
#Preview {
    @State var value = 3
    Counter(value: $value)
}
