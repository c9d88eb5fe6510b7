// expect: 2:1: type 'Filter' does not conform to protocol 'CaseIterable': case 'tagged' has associated values — static var allCases: [Filter] { [...] }, or cases without associated values
enum Filter: CaseIterable {
    case all
    case tagged(String)
}
Text("filters")
