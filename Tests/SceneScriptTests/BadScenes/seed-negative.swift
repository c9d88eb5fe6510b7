// expect: 3:19: 'seed' needs a whole number from 0 to 18446744073709551615, found '-1'
// hint: seed 7
// flipbook: seed -1
Text("\(Int.random(in: 0..<10))")
