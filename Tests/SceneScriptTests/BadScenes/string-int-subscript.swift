// expect: 6:25: 'subscript(_:)' is unavailable: cannot subscript String with an Int
// hint: Array(text)[i] for the i-th Character, or text.prefix(n) / text.dropFirst(n)
struct Initial: View {
    let name = "Flipbook"
    var body: some View {
        Text(String(name[0]))
    }
}
#Preview { Initial() }
