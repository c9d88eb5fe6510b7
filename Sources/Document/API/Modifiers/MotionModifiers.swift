extension View {
    /// How the view enters and leaves when it is inserted or removed (`.transition(.slide)`).
    public func transition(_ transition: Transition) -> ModifiedView<Self> { modifier(.transition(transition)) }

    /// Animates changes inside this view with `animation` whenever `value` differs from the previous
    /// evaluation of the scene (nil: such changes do not animate). The value is recorded as a
    /// `StateValue` (see `StateValue.init(_:)`).
    public func animation<V: Hashable>(_ animation: Animation?, value: V) -> ModifiedView<Self> {
        modifier(.animation(animation, value: StateValue(value)))
    }

    /// The deprecated `animation(_:)`: every change inside this view animates with `animation`.
    @available(*, deprecated, message: "use animation(_:value:), as SwiftUI says")
    public func animation(_ animation: Animation?) -> ModifiedView<Self> {
        modifier(.animation(animation, value: nil))
    }

    /// How changes of text and symbol content inside animate (`.contentTransition(.numericText())`).
    public func contentTransition(_ transition: ContentTransition) -> ModifiedView<Self> {
        modifier(.contentTransition(transition))
    }

    /// A discrete symbol effect that plays each time `value` changes (`.symbolEffect(.bounce, value: taps)`).
    public func symbolEffect<V: Hashable>(_ kind: SymbolEffect.Kind, direction: SymbolEffect.Direction? = nil, repeatCount: Int? = nil,
                                          speed: Double = 1, value: V) -> ModifiedView<Self> {
        modifier(.symbolEffect(SymbolEffect(kind, direction: direction, repeatCount: repeatCount, speed: speed, trigger: .value(StateValue(value)))))
    }
    /// An indefinite symbol effect that runs while `isActive` (`.symbolEffect(.pulse)`).
    public func symbolEffect(_ kind: SymbolEffect.Kind, direction: SymbolEffect.Direction? = nil, repeatCount: Int? = nil,
                             speed: Double = 1, isActive: Bool = true) -> ModifiedView<Self> {
        modifier(.symbolEffect(SymbolEffect(kind, direction: direction, repeatCount: repeatCount, speed: speed, trigger: .active(isActive))))
    }

    /// Runs `script` when the view appears (SwiftUI's `onAppear { Task { … } }`): its steps are
    /// `withAnimation` blocks, mutations and sleeps on the clip's timeline.
    public func onAppear(_ script: Script) -> ModifiedView<Self> { modifier(.onAppear(script)) }

    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: String,
                                                    properties: MatchedGeometry.Properties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> ModifiedView<Self> {
        modifier(.matchedGeometry(MatchedGeometry(id: StateValue(id), namespace: namespace, properties: properties,
                                                  anchor: anchor, isSource: isSource)))
    }
}
