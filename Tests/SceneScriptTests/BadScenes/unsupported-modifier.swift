// expect: 4:5: modifier 'buttonStyle' is not supported
// hint: style the label instead
Button("Go") { }
    .buttonStyle(.borderedProminent)
