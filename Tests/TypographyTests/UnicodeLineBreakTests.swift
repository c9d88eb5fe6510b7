import Testing
import Typography

/// UAX #14 line breaking through libunibreak: opportunities the hand-written rules lacked, and the
/// ones they shared. Widths are measured from the text itself (a prefix's width + 0.5 pt), so the
/// expected lines are where UAX #14 puts the last opportunity that fits.
@Suite struct UnicodeLineBreakTests {
    func lines(_ s: String, fitting prefix: String, size: Double = 17) throws -> [String] {
        let w = try layout(prefix, size: size).size.width + 0.5
        return try layout(s, size: size, width: w).lineStrings
    }

    @Test func breaksAfterSlashesAndDashes() throws {
        // A break after "/" (SY before a letter) and on either side of an em dash (B2); the hand-written
        // rules had neither.
        #expect(try lines("example.com/docs/start", fitting: "example.com/docs/s") == ["example.com/docs/", "start"])
        #expect(try lines("and/or", fitting: "and/o") == ["and/", "or"])
        #expect(try lines("alpha—beta", fitting: "alpha—b") == ["alpha—", "beta"])
    }

    @Test func numbersAndPunctuationStayWhole() throws {
        // No break inside "3.14159" or "$5.00", nor before "%" or after "(": the text breaks at the space.
        #expect(try lines("pi is 3.14159", fitting: "pi is 3.14") == ["pi is", "3.14159"])
        #expect(try lines("costs $5.00 (approx.)", fitting: "costs $5.00 (approx") == ["costs $5.00", "(approx.)"])
        #expect(try lines("up 50%", fitting: "up 50") == ["up", "50%"])
    }

    @Test func cjkBreaksBetweenCharactersButNotBeforeSmallKanaOrPunctuation() throws {
        let lib = FontLibrary.shared
        let probe = try TextLayout.make("日本きょう。", font: FontSpec(size: 20), width: nil, library: lib)
        guard probe.missingCharacters.isEmpty else {
            print("note: no CJK font installed (fonts-noto-cjk); CJK breaking check skipped")
            return
        }
        func cjk(_ s: String, fitting prefix: String) throws -> [String] {
            let w = try TextLayout.make(prefix, font: FontSpec(size: 20), width: nil, library: lib).size.width + 0.5
            return try TextLayout.make(s, font: FontSpec(size: 20), width: w, library: lib).lineStrings
        }
        // Between any two ideographs or kana.
        #expect(try cjk("日本語です", fitting: "日本語") == ["日本語", "です"])
        // Not before the small kana "ょ" (NS): "きょ" stays together, so the break moves one character back.
        #expect(try cjk("東京きょう", fitting: "東京き") == ["東京", "きょう"])
        // Not before "。" (CL): it stays with the character before it.
        #expect(try cjk("はい。いいえ", fitting: "はい") == ["は", "い。", "いい", "え"])
    }

    @Test func emojiBreakBetweenEachOther() throws {
        // Emoji are ideographic for UAX #14 (ID): a row of them wraps between any two (the hand-written
        // rules kept the row whole and broke it by character only when it overflowed).
        let w = try TextLayout.make("ok 🙂🙂", font: FontSpec(size: 17), width: nil).size.width + 0.5
        let t = try TextLayout.make("ok 🙂🙂🙂🙂", font: FontSpec(size: 17), width: w)
        #expect(t.lineStrings == ["ok 🙂🙂", "🙂🙂"])
        #expect(t.lines.allSatisfy { $0.width <= w + 1e-6 })
    }

    @Test func flagsAndNoncharactersDoNotStopTheLibrary() throws {
        // libunibreak 1.1 aborts on regional indicators and U+FFFF; they are passed as ideographs / U+FFFD.
        let t = try TextLayout.make("Trip 🇯🇵🇫🇷 \u{FFFF}next", font: FontSpec(size: 17), width: 40)
        #expect(t.lines.count >= 2)
        let w = try TextLayout.make("🇯🇵", font: FontSpec(size: 17), width: nil).size.width + 0.5
        // Between two flags is an opportunity (UAX #14 LB30a: a break between pairs).
        #expect(try TextLayout.make("🇯🇵🇫🇷", font: FontSpec(size: 17), width: w).lineStrings == ["🇯🇵", "🇫🇷"])
    }
}
