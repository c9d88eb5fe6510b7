// expect: 5:9: 'guard' body must not fall through, consider using a 'return' to exit the scope
struct Row: View {
    let names: [String]
    var title: String {
        guard let first = names.first else { print("no names") }
        return first
    }
    var body: some View { Text(title) }
}
Row(names: ["Ada"])
