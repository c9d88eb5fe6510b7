// expect: 4:8: 'if case' is not supported
let x: Int? = 3
VStack {
    if case .some(let y) = x { Text("\(y)") }
}
