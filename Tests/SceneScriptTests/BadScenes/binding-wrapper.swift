// expect: 3:5: property wrapper '@Binding' is not supported
struct Child: View {
    @Binding var isOn: Bool
    var body: some View { Text("child") }
}
Text("x")
