// expect: 3:9: 'Task.sleep' can only be used in an action
func pause() {
    Task.sleep(for: .seconds(1))
}
VStack {
    Text(pause() == () ? "a" : "b")
}
