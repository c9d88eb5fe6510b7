// expect: 4:27: string longer than 100000 characters
func grow() -> String {
    var s = "ab"
    for _ in 0..<30 { s = s + s }
    return s
}
Text(grow())
