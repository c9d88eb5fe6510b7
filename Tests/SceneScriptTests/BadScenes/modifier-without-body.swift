// expect: 2:1: view modifier 'Shake' has no 'func body(content: Content) -> some View'
struct Shake: ViewModifier {
    var amount: CGFloat = 10
}
Text("x")
