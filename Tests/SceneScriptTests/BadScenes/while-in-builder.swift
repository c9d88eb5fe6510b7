// expect: 8:13: 'while' loops are not allowed in a view builder: use ForEach
// hint: ForEach(0..<n)
struct Stars: View {
    let count: Int
    var body: some View {
        HStack {
            var i = 0
            while i < count {
                Image(systemName: "star.fill")
                i += 1
            }
        }
    }
}
Stars(count: 3)
