// expect: 7:18: cannot compare a Character with a String
// hint: String(c) == s, or s.first == c
struct Match: View {
    let target: String = "a"
    let word = "abc"
    var body: some View {
        Text(word.first == target ? "yes" : "no")
    }
}
#Preview { Match() }
