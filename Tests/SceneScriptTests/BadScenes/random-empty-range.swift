// expect: 6:32: Can't get random value with an empty range
// hint: a range with lowerBound < upperBound, such as 0..<10 or 0...9
struct Dice: View {
    let sides = 0
    var body: some View {
        Text("\(Int.random(in: 1...sides))")
    }
}
#Preview { Dice() }
