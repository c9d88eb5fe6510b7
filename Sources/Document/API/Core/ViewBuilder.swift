/// Builds views from closures, as SwiftUI's `@ViewBuilder` does: blocks of any number of views,
/// `if`, `if`/`else`, `if let`, `switch`, and availability checks. (`for` loops are not supported;
/// use `ForEach`.)
///
/// Identity of conditional content follows SwiftUI: a false `if` without `else` is `.empty`
/// (nothing, at the same structural position) and a true one is its content as is; the two branches
/// of an `if`/`else` are different views, so the branch taken is wrapped in
/// `.conditional(isTrue:_:)` and switching branches reads as a removal plus an insertion.
/// (`else if` chains and `switch` nest these wrappers, one per `buildEither` level.)
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// `if` without `else`: nil when the condition is false.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
