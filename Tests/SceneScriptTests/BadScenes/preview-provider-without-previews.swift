// expect: 6:1: preview provider 'Card_Previews' has no 'static var previews: some View { … }'
struct Card: View {
    var body: some View { RoundedRectangle(cornerRadius: 12).fill(.orange) }
}

struct Card_Previews: PreviewProvider {
    var previews: some View {
        Card()
    }
}
