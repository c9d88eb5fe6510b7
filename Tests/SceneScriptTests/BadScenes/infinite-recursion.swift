// expect: 3:5: calls are nested too deeply (more than 48) in 'depth'
func depth(_ n: Int) -> Int {
    depth(n + 1)
}
Text("\(depth(0))")
