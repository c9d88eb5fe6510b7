// expect: 3:5: 'repeat' loops are not supported (they could run without bound)
func spin() {
    repeat { } while true
}
Text("x")
