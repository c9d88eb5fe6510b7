// expect: 5:9: '_isOn' needs a Binding, found a Bool — init(isOn: Binding<…>) { _isOn = isOn }
struct Switch: View {
    @Binding var isOn: Bool
    init(isOn: Bool) {
        _isOn = isOn
    }
    var body: some View { Text("x") }
}
Switch(isOn: true)
