// expect: 3:6: expected String here, found an Int
let count = 3
Text(count)
