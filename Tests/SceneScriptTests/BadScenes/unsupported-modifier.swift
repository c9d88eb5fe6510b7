// expect: 4:5: modifier 'toolbar' is not supported
// hint: views in the body
Text("Inbox")
    .toolbar { Text("Edit") }
