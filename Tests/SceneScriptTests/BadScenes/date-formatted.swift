// expect: 5:20: formatting a Date (calendars, time zones, locales) is not supported
// hint: Text("9:41") with the time written out, or String(format:) with numbers you compute
struct Clock: View {
    var body: some View {
        Text(Date().formatted())
    }
}
#Preview { Clock() }
