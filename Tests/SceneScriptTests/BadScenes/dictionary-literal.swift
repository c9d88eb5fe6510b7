// expect: 2:21: dictionaries are not supported in scene scripts
let sizes = ["small": 10, "large": 20]
Text("x")
