// expect: 2:1: 'protocol' declarations are not supported in scene scripts
protocol Card {}
Text("x")
