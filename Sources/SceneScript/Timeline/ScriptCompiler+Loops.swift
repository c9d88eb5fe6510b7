/// Loops in actions compiled to the timeline.
///
/// A `for` loop whose body has timeline steps unrolls when the action starts, while the
/// statements between the steps run later, as state mutations: a `break` or `continue` there
/// would run after the loop has already been unrolled, so it is refused with a way to write it.
extension Interpreter {
    func refuseJumps(in loopBody: [Stmt]) throws {
        guard let jump = Stmt.loopJump(in: loopBody) else { return }
        let keyword = if case .break = jump.kind { "break" } else { "continue" }
        throw Failure("'\(keyword)' in a loop with timeline steps (withAnimation, sleeps) is not supported: the loop unrolls when the action starts",
                      at: jump.offset, supported: "for x in items where condition { … }, or if around the steps")
    }
}
