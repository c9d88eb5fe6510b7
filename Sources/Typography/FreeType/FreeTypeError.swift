/// Human-readable names for the FreeType error codes a font open can return
/// (fterrdef.h; FT_Error_String is compiled out of Debian's build).
enum FreeTypeError {
    static func describe(_ code: Int32) -> String {
        let name: String
        switch code {
        case 0x01: name = "cannot open resource"
        case 0x02: name = "unknown file format"
        case 0x03: name = "broken file"
        case 0x04: name = "invalid FreeType version"
        case 0x06: name = "invalid argument"
        case 0x07: name = "unimplemented feature"
        case 0x08: name = "broken table"
        case 0x10: name = "invalid glyph index"
        case 0x14: name = "invalid outline"
        case 0x40: name = "out of memory"
        case 0x51, 0x52, 0x53, 0x55, 0x56, 0x57: name = "stream error"
        case 0x8E: name = "table missing"
        case 0xA0, 0xA1, 0xA2, 0xA3, 0xA4: name = "broken or invalid font data"
        default: name = "error"
        }
        return "FreeType error \(code) (\(name))"
    }
}
