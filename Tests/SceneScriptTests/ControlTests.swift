import Document
import Motion
import SceneScript
import Testing

/// `Toggle`, `Label` and `Button(_:systemImage:action:)` in scene scripts: a tap on a toggle
/// flips its binding; `.labelsHidden()` and `.labelStyle(_:)` reach the controls inside.
@Suite struct ControlTests {
    static let source = """
    // flipbook: tap "Wi-Fi" at 0.2
    // flipbook: tap "Airplane Mode" at 0.4
    // flipbook: tap "Airplane Mode" at 0.6
    import SwiftUI

    struct ContentView: View {
        @State private var wifi = true
        @State private var airplane = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle(isOn: $airplane) { Label("Airplane Mode", systemImage: "star.fill") }
                    .labelsHidden()
                Text(wifi ? "online" : "offline")
                Text(airplane ? "flying" : "grounded")
            }
        }
    }
    """

    func texts(at t: Double) throws -> [String] {
        let s = try scene(Self.source)
        let timeline = try Timeline.run(s)
        return try s.body(timeline.state(at: t)).allNodes.compactMap { if case .text(let x) = $0 { x.string } else { nil } }
    }

    @Test func tapsFlipTheBindings() throws {
        // The hidden label is not drawn; the first toggle's label is.
        #expect(try texts(at: 0) == ["Wi-Fi", "online", "grounded"])
        #expect(try texts(at: 0.3) == ["Wi-Fi", "offline", "grounded"])
        #expect(try texts(at: 0.5) == ["Wi-Fi", "offline", "flying"])
        #expect(try texts(at: 0.7) == ["Wi-Fi", "offline", "grounded"])
    }

    @Test func theSwitchIsTheSwiftAPIs() throws {
        let n = try node(Self.source)
        let buttons = n.allNodes.compactMap { if case .button(let b) = $0 { b } else { nil } }
        #expect(buttons.map(\.actionName) == ["Wi-Fi", "Airplane Mode"])
        #expect(buttons.first?.label == ToggleSwitch.control(isOn: true, name: "Wi-Fi", action: nil).buttonLabel)
    }

    @Test func labelStyleAndSystemImageButtons() throws {
        let n = try node("""
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                VStack {
                    Label("Inbox", systemImage: "bell.fill").labelStyle(.iconOnly)
                    Button("Add", systemImage: "star.fill") { }
                    Label { Text("Custom") } icon: { Circle().frame(width: 8, height: 8) }
                }
            }
        }
        """)
        let texts = n.allNodes.compactMap { if case .text(let x) = $0 { x.string } else { nil } }
        #expect(texts == ["Add", "Custom"])
        let symbols = n.allNodes.compactMap { n -> String? in
            if case .image(let i) = n, case .systemName(let s) = i.source { s } else { nil }
        }
        #expect(symbols == ["bell.fill", "star.fill"])
    }

    @Test func badToggles() throws {
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            @State private var on = false
            var body: some View { Toggle("On", isOn: on) }
        }
        """)?.contains("4:46: expected a Binding here, found a Bool") == true)
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            @State private var on = false
            var body: some View { Toggle("On", isOn: $on).toggleStyle(.button) }
        }
        """)?.contains("toggleStyle(.button) is not supported") == true)
    }
}

/// `NavigationStack`/`NavigationView` with the title their content asks for.
@Suite struct NavigationTests {
    func root(_ body: String) throws -> ViewNode {
        try node("""
        import SwiftUI
        struct Inbox: View {
            var body: some View {
                Text("No mail").navigationTitle("Inbox")
            }
        }
        struct ContentView: View {
            var body: some View {
                \(body)
            }
        }
        """)
    }

    @Test func theContentsTitleReachesTheStack() throws {
        let n = try root("NavigationStack { Inbox() }")
        let texts = n.allNodes.compactMap { if case .text(let x) = $0 { x.string } else { nil } }
        #expect(texts == ["Inbox", "No mail"])
        #expect(try root("NavigationView { Inbox() }") == n)
    }

    @Test func displayModeAndNoTitle() throws {
        let inline = try root("NavigationStack { Inbox().navigationBarTitleDisplayMode(.inline) }")
        #expect(inline.allNodes.contains { if case .modified(_, .font(let f)) = $0 { f == .headline } else { false } })
        // Outside a stack a title shows nothing.
        let bare = try root("Inbox()")
        #expect(bare.allNodes.compactMap { if case .text(let x) = $0 { x.string } else { nil } } == ["No mail"])
    }
}

/// `Slider` in scene scripts: its look is the Swift API's; bad bindings and ranges are errors.
@Suite struct SliderScriptTests {
    @Test func fractionClampsAndSteps() {
        #expect(SliderTrack.fraction(of: 33, in: 0...100, step: 10) == 0.3)
        #expect(SliderTrack.fraction(of: 150, in: 0...100, step: nil) == 1)
        #expect(SliderTrack.fraction(of: -2, in: -1...1, step: nil) == 0)
        #expect(SliderTrack.fraction(of: 0.5, in: 1...1, step: nil) == 0)
    }

    @Test func badSliders() {
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            @State private var n = 3
            var body: some View { Slider(value: $n, in: 0...10) }
        }
        """)?.contains("4:41: Slider's value needs a binding to a Double") == true)
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            @State private var v = 0.3
            var body: some View { Slider(value: $v, in: 0..<1) }
        }
        """)?.contains("4:49: Slider's range must be a finite ClosedRange") == true)
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            @State private var v = 0.3
            var body: some View { Slider(value: $v, in: 0...1, step: 0) }
        }
        """)?.contains("4:62: Slider's step must be a positive number") == true)
    }
}

/// `Stepper` in scene scripts: taps naming "Increment" / "Decrement" step the binding within its
/// range, or call `onIncrement:` / `onDecrement:`.
@Suite struct StepperScriptTests {
    @Test func tapsStepTheValueWithinTheRange() throws {
        let source = """
        // flipbook: tap "Increment" at 0.2
        // flipbook: tap "Decrement" at 0.4
        // flipbook: tap "Decrement" at 0.6
        import SwiftUI
        struct ContentView: View {
            @State private var guests = 2
            var body: some View {
                Stepper(value: $guests, in: 1...3) { Text("Guests: \\(guests)") }
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["Guests: 2"])
        #expect(try screenTexts(source, at: 0.3) == ["Guests: 3"])
        #expect(try screenTexts(source, at: 0.5) == ["Guests: 2"])
        #expect(try screenTexts(source, at: 0.7) == ["Guests: 1"])
    }

    @Test func incrementAndDecrementClosures() throws {
        let source = """
        // flipbook: tap "Increment" at 0.2
        // flipbook: tap "Increment" at 0.4
        // flipbook: tap "Decrement" at 0.6
        import SwiftUI
        struct ContentView: View {
            @State private var level = 0
            var body: some View {
                Stepper("Level \\(level)", onIncrement: { level += 10 }, onDecrement: { level -= 1 })
            }
        }
        """
        #expect(try screenTexts(source, at: 0.5) == ["Level 20"])
        #expect(try screenTexts(source, at: 0.7) == ["Level 19"])
    }

    @Test func badSteppers() {
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            @State private var n = 0.5
            var body: some View { Stepper("N", value: $n, in: 1...3) }
        }
        """)?.contains("4:47: Stepper's value needs a binding to an Int") == true)
    }
}

/// `Picker`: options tagged explicitly or by their `ForEach` id; a tap on a segment sets the
/// selection; `Menu` and `DatePicker` build; bad input is refused where it stands.
@Suite struct PickerScriptTests {
    @Test func segmentTapsSetTheSelection() throws {
        let source = """
        // flipbook: tap "Week" at 0.2
        // flipbook: tap "Year" at 0.4
        import SwiftUI
        enum Span: String, CaseIterable { case day = "Day", week = "Week", year = "Year" }
        struct ContentView: View {
            @State private var span: Span = .day
            var body: some View {
                VStack {
                    Picker("Span", selection: $span) {
                        ForEach(Span.allCases, id: \\.self) { Text($0.rawValue) }
                    }
                    .pickerStyle(.segmented)
                    Text("Showing \\(span.rawValue)")
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["Day", "Week", "Year", "Showing Day"])
        #expect(try screenTexts(source, at: 0.3) == ["Day", "Week", "Year", "Showing Week"])
        #expect(try screenTexts(source, at: 0.5) == ["Day", "Week", "Year", "Showing Year"])
    }

    @Test func explicitTagsAndTheMenuStyle() throws {
        let source = """
        import SwiftUI
        struct ContentView: View {
            @State private var size = "M"
            var body: some View {
                Picker("Size", selection: $size) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                }
            }
        }
        """
        // The menu style (iOS's default) shows only the selected option.
        #expect(try screenTexts(source, at: 0) == ["Medium"])
        let form = source.replacingOccurrences(of: "Picker(\"Size\"", with: "Form { Picker(\"Size\"")
            .replacingOccurrences(of: "        }\n    }\n}", with: "        } }\n    }\n}")
        #expect(try screenTexts(form, at: 0) == ["Size", "Medium"])
    }

    @Test func menusAndDatePickers() throws {
        let source = """
        import SwiftUI
        struct ContentView: View {
            @State private var date = Date()
            var body: some View {
                VStack {
                    Menu { Button("Copy") { } } label: { Label("Actions", systemImage: "ellipsis.circle") }
                    DatePicker("Starts", selection: $date)
                    DatePicker("Alarm", selection: $date, displayedComponents: [.hourAndMinute])
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["Actions", "Starts", "Jan 1, 2025", "9:41\u{202F}AM", "Alarm", "9:41\u{202F}AM"])
    }

    @Test func badPickers() {
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            @State private var n = 0
            var body: some View { Picker("N", selection: $n) { Text("A").tag(0); Text("B") } }
        }
        """)?.contains("4:27: Picker's options need tags: 1 of 2 have one") == true)
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            @State private var n = 0
            var body: some View { Picker("N", selection: $n) { Text("A").tag(0) }.pickerStyle(.wheel) }
        }
        """)?.contains("4:87: pickerStyle(.wheel) is not supported") == true)
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            @State private var n = 0
            var body: some View { DatePicker("N", selection: $n) }
        }
        """)?.contains("4:54: DatePicker's selection needs a binding to a Date") == true)
    }
}
