// expect: 2:1: 'class' declarations are not supported in scene scripts
class Model {
    var count = 0
}
Text("x")
