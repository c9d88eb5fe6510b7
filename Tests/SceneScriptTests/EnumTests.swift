import Document
import SceneScript
import Testing

/// The same enum-driven view compiled against the Swift API, to compare the models with.
private enum Badge {
    case none
    case count(Int)
    case text(String, urgent: Bool)
}

private struct BadgeView: View {
    let badge: Badge
    var body: some View {
        switch badge {
        case .none:
            EmptyView()
        case .count(let n) where n > 99:
            Text("99+")
        case .count(let n):
            Text("\(n)").padding(4)
        case let .text(label, urgent):
            Text(label).foregroundStyle(urgent ? .red : .primary)
        }
    }
}

/// Enums as real view files write them: raw values and `CaseIterable` for tabs and pickers,
/// associated values for view state, computed properties and methods switching over `self`,
/// and every pattern form that takes them apart.
@Suite struct EnumTests {
    @Test func rawValuesCaseIterableAndIdentifiable() throws {
        let source = """
        // flipbook: tap "Me" at 0.5
        import SwiftUI

        enum Tab: String, CaseIterable, Identifiable {
            case home = "Home"
            case search
            case profile = "Me"

            var id: Self { self }

            var symbol: String {
                switch self {
                case .home: "house"
                case .search: "magnifyingglass"
                case .profile: "person.crop.circle"
                }
            }
        }

        extension Tab {
            var tint: Color {
                switch self {
                case .home: return .blue
                case .search: return .green
                case .profile: return .orange
                }
            }
        }

        struct ContentView: View {
            @State private var selection: Tab = .home

            var body: some View {
                VStack {
                    Text("Showing \\(selection.rawValue)")
                    HStack {
                        ForEach(Tab.allCases) { tab in
                            Button(tab.rawValue) { selection = tab }
                                .foregroundStyle(tab == selection ? tab.tint : .gray)
                        }
                    }
                    Text(Tab(rawValue: "search")?.symbol ?? "none")
                    Text(Tab(rawValue: "Search") == nil ? "no such tab" : "found")
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["Showing Home", "Home", "search", "Me", "magnifyingglass", "no such tab"])
        #expect(try screenTexts(source, at: 1).first == "Showing Me")
        // ForEach's ids are the cases (`id: Self`).
        let root = try node(source)
        let ids = root.allNodes.compactMap { n -> [ViewID?]? in
            if case .stack(let s) = n, s.axis == .horizontal { return s.children.map(\.id) } else { return nil }
        }
        #expect(ids == [[ViewID("Tab.home"), ViewID("Tab.search"), ViewID("Tab.profile")]])
    }

    @Test func implicitRawValuesFollowSwift() throws {
        let source = """
        enum Priority: Int, CaseIterable {
            case low, normal, high = 10, urgent
        }
        enum Planet: Double { case mercury = 0.39, venus = 0.72 }
        Text("\\(Priority.allCases.map(\\.rawValue)) \\(Planet.venus.rawValue) \\(Priority(rawValue: 11) == .urgent)")
        """
        #expect(try screenTexts(source, at: 0) == ["[0, 1, 10, 11] 0.72 true"])
    }

    @Test func associatedValuesInAViewBuilderSwitchBuildWhatSwiftUIBuilds() throws {
        let source = """
        enum Badge {
            case none
            case count(Int)
            case text(String, urgent: Bool)
        }

        struct BadgeView: View {
            let badge: Badge
            var body: some View {
                switch badge {
                case .none:
                    EmptyView()
                case .count(let n) where n > 99:
                    Text("99+")
                case .count(let n):
                    Text("\\(n)").padding(4)
                case let .text(label, urgent):
                    Text(label).foregroundStyle(urgent ? .red : .primary)
                }
            }
        }

        struct ContentView: View {
            var body: some View {
                VStack {
                    BadgeView(badge: .none)
                    BadgeView(badge: .count(120))
                    BadgeView(badge: .count(7))
                    BadgeView(badge: .text("New", urgent: true))
                }
            }
        }
        """
        let expected = VStack {
            BadgeView(badge: .none)
            BadgeView(badge: .count(120))
            BadgeView(badge: .count(7))
            BadgeView(badge: .text("New", urgent: true))
        }
        #expect(try node(source).withoutActions == expected.makeNode())
    }

    @Test func loadingStateWithPayloadsChangesInActions() throws {
        let source = """
        // flipbook: tap "Load" at 0.2
        // flipbook: tap "Fail" at 1.5
        import SwiftUI

        enum LoadState: Equatable {
            case idle
            case loading(progress: Double)
            case loaded([String])
            case failed(message: String)

            var isBusy: Bool {
                if case .loading = self { return true }
                return false
            }
        }

        struct ContentView: View {
            @State private var state = LoadState.idle

            var body: some View {
                VStack {
                    switch state {
                    case .idle:
                        Text("Idle")
                    case .loading(let progress):
                        Text("\\(Int(progress * 100))%")
                    case .loaded(let names):
                        ForEach(names, id: \\.self) { Text($0) }
                    case .failed(let message):
                        Text("Error: \\(message)")
                    }
                    Text(state.isBusy ? "busy" : "ready")
                    Button("Load") {
                        Task {
                            state = .loading(progress: 0.25)
                            try await Task.sleep(for: .seconds(0.5))
                            withAnimation { state = .loaded(["Ada", "Grace"]) }
                        }
                    }
                    Button("Fail") { state = .failed(message: "offline") }
                    Text(state == .loaded(["Ada", "Grace"]) ? "both" : "not both")
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["Idle", "ready", "Load", "Fail", "not both"])
        #expect(try screenTexts(source, at: 0.3) == ["25%", "busy", "Load", "Fail", "not both"])
        #expect(try screenTexts(source, at: 1) == ["Ada", "Grace", "ready", "Load", "Fail", "both"])
        #expect(try screenTexts(source, at: 2) == ["Error: offline", "ready", "Load", "Fail", "not both"])
        #expect(try stateChanges(source).map(\.animation) == [nil, "default", nil])
    }

    @Test func ifCaseGuardCaseForCaseAndOptionalPatterns() throws {
        let source = """
        enum Shape {
            case circle(radius: Double)
            case square(side: Double)
            case rect(width: Double, height: Double)
        }

        struct ContentView: View {
            let shapes: [Shape] = [.circle(radius: 1), .square(side: 2), .rect(width: 2, height: 3), .circle(radius: 4)]
            let scores: [Int?] = [3, nil, 8, nil, 5]

            var radii: String {
                var out: [String] = []
                for case .circle(let r) in shapes { out.append("\\(r)") }
                return out.joined(separator: " ")
            }

            var bigRects: Int {
                var n = 0
                for case let .rect(w, h) in shapes where w * h > 5 { n += 1 }
                return n
            }

            var total: Int {
                var sum = 0
                for case let score? in scores { sum += score }
                return sum
            }

            func firstSide() -> String {
                guard case .square(let side) = shapes[1] else { return "no square" }
                return "side \\(side)"
            }

            func describe(_ value: Int?) -> String {
                switch value {
                case .some(let n) where n > 5: return "high \\(n)"
                case let n?: return "low \\(n)"
                case nil: return "missing"
                }
            }

            var body: some View {
                VStack {
                    Text(radii)
                    Text("\\(bigRects) big, total \\(total)")
                    Text(firstSide())
                    if case .circle(let r) = shapes[0], r < 2 {
                        Text("small circle")
                    }
                    Text(scores.map(describe).joined(separator: ", "))
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["1.0 4.0", "1 big, total 16", "side 2.0", "small circle",
                                                   "low 3, missing, high 8, missing, low 5"])
    }

    @Test func whileCaseNestedTypesAndSelf() throws {
        let source = """
        enum Move {
            case step(Int)
            case turn
            case stop

            struct Plan { let moves: [Move] }

            static let sample = Self.Plan(moves: [.step(2), .step(3), .turn, .step(9)])

            var distance: Int {
                if case let .step(n) = self { return n }
                return 0
            }
        }

        struct ContentView: View {
            var walked: Int {
                var i = 0
                var total = 0
                let moves = Move.sample.moves
                while case .step(let n) = moves[i] {
                    total += n
                    i += 1
                }
                return total
            }
            var body: some View {
                Text("\\(walked) then \\(Move.sample.moves.map(\\.distance))")
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["5 then [2, 3, 0, 9]"])
    }

    @Test func methodsMutatingSelfAndCustomInit() throws {
        let source = """
        // flipbook: tap "Next" at 0.2
        // flipbook: tap "Next" at 0.4
        // flipbook: tap "Next" at 0.6
        enum Light: CaseIterable, CustomStringConvertible {
            case red, yellow, green

            init(code: String) {
                switch code {
                case "g": self = .green
                case "y": self = .yellow
                default: self = .red
                }
            }

            mutating func advance() {
                switch self {
                case .red: self = .green
                case .green: self = .yellow
                case .yellow: self = .red
                }
            }

            var description: String { "light \\(Light.allCases.firstIndex(of: self) ?? -1)" }
            static let start = Light(code: "y")
        }

        struct ContentView: View {
            @State private var light = Light.start
            var body: some View {
                VStack {
                    Text("\\(light)")
                    Button("Next") { light.advance() }
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["light 1", "Next"])
        #expect(try screenTexts(source, at: 0.3) == ["light 0", "Next"])
        #expect(try screenTexts(source, at: 0.5) == ["light 2", "Next"])
        #expect(try screenTexts(source, at: 1) == ["light 1", "Next"])
    }

    @Test func payloadsAreValuesIdsAndDescriptions() throws {
        let source = """
        enum Route: Hashable {
            case detail(id: Int)
            case search(String)
        }
        struct ContentView: View {
            let routes: [Route] = [.detail(id: 7), .search("swift"), .detail(id: 8)]
            var body: some View {
                VStack {
                    HStack { ForEach(routes, id: \\.self) { route in Text("\\(route)") } }
                    Text(routes[0] == .detail(id: 7) ? "same" : "different")
                    Text(routes[0] != .detail(id: 8) ? "different" : "same")
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["detail(id: 7)", "search(\"swift\")", "detail(id: 8)", "same", "different"])
        let ids = try node(source).allNodes.compactMap { n -> [ViewID?]? in
            if case .stack(let s) = n, s.axis == .horizontal { return s.children.map(\.id) } else { return nil }
        }
        #expect(ids == [[ViewID("Route.detail(7)"), ViewID("Route.search(\"swift\")"), ViewID("Route.detail(8)")]])
    }
}
