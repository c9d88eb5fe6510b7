// expect: 8:22: expected String here, found a Character
// hint: String(c) makes a String of a Character
struct Letters: View {
    let word = "Hi"
    var body: some View {
        HStack {
            ForEach(Array(word.enumerated()), id: \.offset) { _, letter in
                Text(letter)
            }
        }
    }
}
#Preview { Letters() }
