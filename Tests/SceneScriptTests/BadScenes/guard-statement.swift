// expect: 3:5: 'guard' is not supported in scene scripts
func f(_ x: Int?) -> Int {
    guard let x else { return 0 }
    return x
}
Text("x")
