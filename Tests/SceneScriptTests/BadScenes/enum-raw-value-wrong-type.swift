// expect: 3:16: cannot convert value of type 'String' to raw type 'Int' of 'Level'
enum Level: Int {
    case low = "low"
    case high
}
Text("levels")
