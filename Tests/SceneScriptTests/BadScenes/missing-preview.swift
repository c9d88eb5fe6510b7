// expect: 2:22: no #Preview named "Dark"
// flipbook: preview "Dark"
#Preview("Light") {
    Text("light")
}
