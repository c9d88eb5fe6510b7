import CGIF
import CPNGShim
import CWebPShim

/// Versions of the C codec libraries Flipbook links (for `flipbook --version` and bug reports).
public enum CodecLibraries {
    /// The libpng the process runs against (`png_get_libpng_ver`), e.g. "1.6.39".
    public static var libpng: String { String(cString: cpng_runtime_version()) }
    /// The libpng headers Flipbook was compiled with (`PNG_LIBPNG_VER_STRING`).
    public static var libpngHeaders: String { String(cString: cpng_header_version()) }
    /// giflib's version from its header (giflib has no run-time version query), e.g. "5.2.1".
    public static var giflib: String { "\(GIFLIB_MAJOR).\(GIFLIB_MINOR).\(GIFLIB_RELEASE)" }
    /// The libwebp the process runs against, e.g. "1.2.4".
    public static var libwebp: String { String(cString: cwebp_version()) }
}
