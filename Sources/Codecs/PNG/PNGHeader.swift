/// The PNG colour types (PNG specification, 11.2.2 IHDR).
public enum PNGColorType: Sendable, Equatable, CustomStringConvertible {
    case gray, rgb, palette, grayAlpha, rgba
    case unknown(Int)

    init?(rawValue: Int) {
        switch rawValue {
        case 0: self = .gray
        case 2: self = .rgb
        case 3: self = .palette
        case 4: self = .grayAlpha
        case 6: self = .rgba
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .gray: "gray"
        case .rgb: "RGB"
        case .palette: "palette"
        case .grayAlpha: "gray+alpha"
        case .rgba: "RGBA"
        case .unknown(let value): "colour type \(value)"
        }
    }
}

/// What a PNG's header says about the image, read without decoding pixels.
public struct PNGHeader: Sendable, Equatable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    /// Bits per sample (or per palette index): 1, 2, 4, 8 or 16.
    public let bitDepth: Int
    public let colorType: PNGColorType
    /// Adam7 interlacing.
    public let isInterlaced: Bool

    public init(width: Int, height: Int, bitDepth: Int, colorType: PNGColorType, isInterlaced: Bool) {
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.isInterlaced = isInterlaced
    }

    /// e.g. "400x300, 8-bit RGBA" or "16x16, 4-bit palette, interlaced".
    public var description: String {
        "\(width)x\(height), \(bitDepth)-bit \(colorType)" + (isInterlaced ? ", interlaced" : "")
    }
}
