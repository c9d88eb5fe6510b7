/// Bounds on the work a scene script may do, so that interpreting any file (including a hostile
/// or fuzzed one) finishes quickly and never exhausts memory or the stack. Each limit, when
/// reached, stops interpretation with a `ScriptError` naming it.
public struct ScriptLimits: Hashable, Sendable {
    /// Largest accepted source file, in bytes.
    public var maxSourceBytes: Int
    public var maxTokens: Int
    /// Deepest syntactic nesting (brackets, closures, operators).
    public var maxNesting: Int
    /// Deepest call stack of interpreted functions, views and modifiers.
    public var maxCallDepth: Int
    /// Evaluation steps per run (one body evaluation, one state mutation, one modifier body).
    public var maxSteps: Int
    /// Iterations of one loop (`for`, `while`, `repeat`) or `ForEach`.
    public var maxLoopIterations: Int
    /// Elements in one array or range that is materialized.
    public var maxArrayCount: Int
    /// Characters in one string.
    public var maxStringLength: Int
    /// Deepest nesting of arrays, tuples, pairs and structs in one value.
    public var maxValueDepth: Int
    /// Deepest view tree (nodes from the root to a leaf, modifiers included).
    public var maxViewDepth: Int
    /// Deepest nesting of evaluation (expressions inside calls inside views …): bounds the
    /// interpreter's own stack use.
    public var maxEvaluationDepth: Int
    /// Class instances that actions may make (the objects' graph lives in the scene's state).
    public var maxObjects: Int
    /// `@State` slots (one per variable per view instance) that actions may fill.
    public var maxSlots: Int

    public init(maxSourceBytes: Int = 1 << 20, maxTokens: Int = 200_000, maxNesting: Int = 96,
                maxCallDepth: Int = 48, maxSteps: Int = 2_000_000, maxLoopIterations: Int = 10_000,
                maxArrayCount: Int = 10_000, maxStringLength: Int = 100_000, maxValueDepth: Int = 32, maxViewDepth: Int = 256,
                maxEvaluationDepth: Int = 600, maxObjects: Int = 10_000, maxSlots: Int = 100_000) {
        self.maxSourceBytes = maxSourceBytes; self.maxTokens = maxTokens; self.maxNesting = maxNesting
        self.maxCallDepth = maxCallDepth; self.maxSteps = maxSteps; self.maxLoopIterations = maxLoopIterations
        self.maxArrayCount = maxArrayCount; self.maxStringLength = maxStringLength; self.maxValueDepth = maxValueDepth; self.maxViewDepth = maxViewDepth
        self.maxEvaluationDepth = maxEvaluationDepth; self.maxObjects = maxObjects; self.maxSlots = maxSlots
    }
}
