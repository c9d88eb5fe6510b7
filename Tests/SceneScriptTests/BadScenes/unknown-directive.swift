// expect: 3:14: unknown flipbook directive 'sise'
// hint: closest match 'size'
// flipbook: sise 400x300
Text("x")
