import CFriBidi

/// The Unicode bidirectional algorithm (UAX #9): paragraph levels from FriBidi (rules P2–W7, N0–I2,
/// brackets included), line reordering (L1 trailing whitespace, L2 reversal) here, on clusters.
enum Bidi {
    /// Whether a scalar can make a paragraph need the algorithm: right-to-left letters (Hebrew, Arabic,
    /// Syriac, Thaana, NKo, …, their presentation forms and the RTL ranges of the SMP) and the explicit
    /// formatting characters. Text without them is all level 0 in a left-to-right paragraph.
    @inline(__always) static func mayNeedBidi(_ s: UInt32) -> Bool {
        if s < 0x0590 { return false }
        switch s {
        case 0x0590...0x08FF, 0x200F, 0x202B, 0x202E, 0x2067, 0xFB1D...0xFDFF, 0xFE70...0xFEFF,
             0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return true
        default:
            return false
        }
    }

    /// Embedding levels of one paragraph's scalars and its base level. The base direction comes from
    /// the first strong character (rules P2–P3); with none, from `rightToLeftDefault` (the layout
    /// direction).
    static func levels(_ text: UnsafeBufferPointer<UInt32>, rightToLeftDefault: Bool) -> (levels: [UInt8], base: UInt8) {
        let n = text.count
        guard n > 0 else { return ([], rightToLeftDefault ? 1 : 0) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        var base: FriBidiParType = rightToLeftDefault ? flipbook_fribidi_par_wrtl() : flipbook_fribidi_par_wltr()
        types.withUnsafeMutableBufferPointer { t in
            fribidi_get_bidi_types(text.baseAddress, Int32(n), t.baseAddress)
            brackets.withUnsafeMutableBufferPointer { b in
                fribidi_get_bracket_types(text.baseAddress, Int32(n), t.baseAddress, b.baseAddress)
                levels.withUnsafeMutableBufferPointer { l in
                    _ = fribidi_get_par_embedding_levels_ex(t.baseAddress, b.baseAddress, Int32(n), &base, l.baseAddress)
                }
            }
        }
        let baseLevel: UInt8 = flipbook_fribidi_par_is_rtl(base) != 0 ? 1 : 0
        return (levels.map { UInt8(max(0, $0)) }, baseLevel)
    }

    /// The visual order of a line's items given their levels (rule L2: from the highest level down to
    /// the lowest odd one, reverse every maximal run at that level or higher). Identity when all are even
    /// and equal.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let maxLevel = levels.max(), let minLevel = levels.min(), maxLevel > 0 else { return order }
        let lowestOdd = minLevel % 2 == 1 ? minLevel : minLevel + 1
        if maxLevel < lowestOdd { return order }
        var level = maxLevel
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count && levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            level -= 1
        }
        return order
    }
}
