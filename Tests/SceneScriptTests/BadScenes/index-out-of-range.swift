// expect: 3:22: index 2 is out of range (count 2)
let colors: [Color] = [.red, .green]
Circle().fill(colors[2])
