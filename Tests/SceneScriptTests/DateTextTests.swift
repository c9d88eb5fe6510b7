import Document
import SceneScript
import Testing

/// `Text(date, style:)` against the virtual now, 2025-01-01 09:41:00 UTC, in en_US.
@Suite struct DateTextTests {
    func string(_ expression: String) throws -> String? {
        let source = """
        import SwiftUI
        struct V: View {
            var body: some View { \(expression) }
        }
        """
        let s = try SceneScript.load(source: source, file: "test.swift")
        guard case .text(let t) = try s.body(s.initialState) else { return nil }
        return t.string
    }

    @Test func timeAndDate() throws {
        #expect(try string("Text(Date(), style: .time)") == "9:41\u{202F}AM")
        #expect(try string("Text(Date.now.addingTimeInterval(6 * 3600), style: .time)") == "3:41\u{202F}PM")
        #expect(try string("Text(Date.now.addingTimeInterval(-9 * 3600 - 41 * 60), style: .time)") == "12:00\u{202F}AM")
        #expect(try string("Text(Date(), style: .date)") == "January 1, 2025")
        #expect(try string("Text(Date(timeIntervalSinceReferenceDate: 0), style: .date)") == "January 1, 2001")
    }

    @Test func relativeOffsetAndTimerMeasureFromNow() throws {
        // The widget example: a date 11 min 14 s ahead shows "11 min, 14 sec", "-11 minutes"; 15 min ahead "15:00".
        #expect(try string("Text(Date(timeIntervalSinceNow: 674), style: .relative)") == "11 min, 14 sec")
        #expect(try string("Text(Date(timeIntervalSinceNow: 674), style: .offset)") == "-11 minutes")
        #expect(try string("Text(Date(timeIntervalSinceNow: 900), style: .timer)") == "15:00")
        // Past dates: the same distance; the offset is positive.
        #expect(try string("Text(Date(timeIntervalSinceNow: -7500), style: .relative)") == "2 hr, 5 min")
        #expect(try string("Text(Date(timeIntervalSinceNow: -7500), style: .offset)") == "+2 hours")
        #expect(try string("Text(Date(timeIntervalSinceNow: 3900), style: .timer)") == "1:05:00")
        #expect(try string("Text(Date(), style: .timer)") == "0:00")
        #expect(try string("Text(Date(), style: .relative)") == "0 sec")
        #expect(try string("Text(Date(timeIntervalSinceNow: 60), style: .offset)") == "-1 minute")
    }

    @Test func anUnknownStyleIsAnError() throws {
        do {
            _ = try string("Text(Date(), style: .weekday)")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("test.swift:3:"), "\(error)")
        }
    }
}
