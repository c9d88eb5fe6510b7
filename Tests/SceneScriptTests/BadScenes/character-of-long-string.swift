// expect: 5:31: Character(_:) needs a String of exactly one character, found 2
// hint: s.first (an optional Character), or Array(s) for all of them
struct Mark: View {
    var body: some View {
        Text(String(Character("ab")))
    }
}
#Preview { Mark() }
