// expect: 6:9: formatting a Date (calendars, time zones, locales) is not supported
// hint: Text("9:41") with the time written out, or String(format:) with numbers you compute
struct Timer2: View {
    let start = Date()
    var body: some View {
        Text(start, style: .timer)
    }
}
#Preview { Timer2() }
