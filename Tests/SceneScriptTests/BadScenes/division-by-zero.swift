// expect: 3:9: division by zero
let zero = 0
Text("\(10 / zero)")
