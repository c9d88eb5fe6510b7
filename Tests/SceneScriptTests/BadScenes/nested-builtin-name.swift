// expect: 3:5: 'Text' is a built-in SwiftUI name; choose another name
struct Card: View {
    struct Text { let value: String }
    var body: some View { Circle() }
}
