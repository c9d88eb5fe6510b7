// expect: 6:43: '%s' reads a C string
// hint: %@ for a String
struct Greeting: View {
    let name = "Ada"
    var body: some View {
        Text(String(format: "Hello, %s!", name))
    }
}
#Preview { Greeting() }
