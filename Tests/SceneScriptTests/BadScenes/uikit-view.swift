// expect: 6:13: UIKit's 'UIView' is not available in scene scripts
// hint: SwiftUI views
struct ContentView: View {
    var body: some View {
        VStack {
            UIView()
        }
    }
}
