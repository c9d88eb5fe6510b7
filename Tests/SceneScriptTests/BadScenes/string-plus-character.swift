// expect: 6:14: operator '+' cannot be applied to a String and a Character
// hint: String(c) + s: make the Character a String first
struct Tag: View {
    let word = "swift"
    var body: some View {
        Text("#" + word.first!)
    }
}
#Preview { Tag() }
