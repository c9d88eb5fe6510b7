// expect: 3:27: unknown colour scheme 'dim'
// hint: color-scheme light or color-scheme dark
// flipbook: color-scheme dim
Text("x")
