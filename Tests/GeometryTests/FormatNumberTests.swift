import Geometry
import Testing

@Suite struct FormatNumberTests {
    @Test func hugeAndSpecialNumbersPrint() {
        #expect(formatNumber(1.5) == "1.5")
        #expect(formatNumber(-0.25) == "-0.25")
        // Numbers too large for the 4-decimal form print in Swift's notation and read back exactly.
        for v in [1e20, -3e15, 9.3e14, Double.greatestFiniteMagnitude] { #expect(Double(formatNumber(v)) == v) }
        #expect(formatNumber(.nan) == "nan")
        #expect(formatNumber(-.infinity) == "-inf")
    }
}
