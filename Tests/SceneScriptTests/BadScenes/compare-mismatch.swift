// expect: 3:6: cannot compare an Int with a String
let n = 3
Text(n == "3" ? "yes" : "no")
