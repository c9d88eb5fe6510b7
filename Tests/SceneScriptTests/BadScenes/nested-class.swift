// expect: 3:5: nested 'class' declarations are not supported in scene scripts
struct ContentView: View {
    class Model { var count = 0 }
    var body: some View { Circle() }
}
