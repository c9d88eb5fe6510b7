// expect: 4:9: 'switch' expressions are only supported as the whole body of a function or computed property
// hint: func f() -> T { switch
let n = 2
let s = switch n { case 1: "a" default: "b" }
Text(s)
