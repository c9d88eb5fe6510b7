// expect: 5:18: raw value for enum case is not unique: 'large' has the raw value of 'medium' — a different raw value for each case
enum Size: Int {
    case small = 1
    case medium
    case large = 2
}
Text("\(Size.large.rawValue)")
