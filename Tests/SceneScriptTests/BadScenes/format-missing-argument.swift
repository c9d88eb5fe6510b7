// expect: 6:29: '%d' has no argument: the format needs more arguments than the 1 given
// hint: one argument after the format for each conversion, in order
struct Pager: View {
    let page = 3
    var body: some View {
        Text(String(format: "%d of %d", page))
    }
}
#Preview { Pager() }
