import Document
import Motion
import SceneScript

extension SceneJSON {
    /// The scene as JSON text: runs its timeline (`Timeline.run`) and writes the view tree of the
    /// initial state and of every state change, with the change's time and animation.
    public static func encode(_ scene: Scene) throws -> String {
        try encode(scene, states: resolvedStates(of: scene))
    }

    /// The scene's resolved timeline: the initial view at 0, then one entry per transaction.
    public static func resolvedStates(of scene: Scene) throws -> [State] {
        let timeline = try Timeline.run(scene)
        var states = [State(time: 0, animation: nil, view: try scene.body(timeline.initialState))]
        for tr in timeline.transactions {
            states.append(State(time: tr.time, animation: tr.animation, view: try scene.body(tr.state)))
        }
        return states
    }
}
