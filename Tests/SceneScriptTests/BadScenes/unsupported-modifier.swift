// expect: 4:5: modifier 'onLongPressGesture' is not supported
// hint: .onTapGesture { … }
Text("Inbox")
    .onLongPressGesture { print("held") }
