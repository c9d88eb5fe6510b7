// expect: 3:9: arithmetic overflow
let big = 9223372036854775807
Text("\(big + 1)")
