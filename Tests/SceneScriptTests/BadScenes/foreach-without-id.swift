// expect: 4:13: ForEach over an array needs an id
let names = ["a", "b"]
VStack {
    ForEach(names) { name in
        Text(name)
    }
}
