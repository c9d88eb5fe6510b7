// expect: 4:10: enum with raw type cannot have cases with arguments — drop the raw type ': String' to give 'badge' associated values
enum Tab: String {
    case home
    case badge(count: Int)
}
Text("tabs")
