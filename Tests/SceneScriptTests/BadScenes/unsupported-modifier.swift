// expect: 4:5: modifier 'navigationTitle' is not supported
// hint: Text in the view
Text("Inbox")
    .navigationTitle("Mail")
