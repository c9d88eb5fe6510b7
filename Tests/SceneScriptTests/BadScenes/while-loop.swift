// expect: 6:9: 'while' loops are not supported (they could run without bound)
// hint: for i in 0..<n
struct ContentView: View {
    func count() -> Int {
        var n = 0
        while n < 10 { n += 1 }
        return n
    }
    var body: some View { Text("\(count())") }
}
