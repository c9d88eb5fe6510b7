/* The only code in Flipbook that calls libpng's low-level API.
 *
 * libpng reports errors by longjmp. Every function here calls setjmp itself before any png_* call, and all
 * callbacks handed to libpng (error, warning, read, write) are C functions in cpngshim.c, so a longjmp never
 * crosses a Swift frame. Errors come back as a CPNG_* code plus a NUL-terminated message.
 *
 * Pixels are straight (un-premultiplied) RGBA8, bytes R, G, B, A in memory order.
 */
#ifndef CPNGSHIM_H
#define CPNGSHIM_H
#include <stddef.h>
#include <stdint.h>

/* Result codes. */
enum {
    CPNG_OK = 0,
    CPNG_EIO = 1,     /* the file could not be opened or read/written (message carries strerror) */
    CPNG_EPNG = 2,    /* libpng rejected the data (message from libpng, e.g. "IDAT: CRC error") */
    CPNG_ENOMEM = 3,  /* out of memory */
    CPNG_EARG = 4,    /* bad argument (zero size, level out of range, ...) */
    CPNG_ELIMIT = 5   /* the image is larger than the caller's limits; nothing big was allocated */
};

/* Row filters for writing (the values of libpng's PNG_FILTER_* masks; OR them to let libpng choose
 * per row, which costs time). */
enum {
    CPNG_FILTER_NONE = 0x08,
    CPNG_FILTER_SUB = 0x10,
    CPNG_FILTER_UP = 0x20,
    CPNG_FILTER_AVG = 0x40,
    CPNG_FILTER_PAETH = 0x80,
    CPNG_FILTER_ALL = 0xF8
};

/* zlib strategies (zlib.h's Z_* values, restated so Swift need not import zlib). */
enum {
    CPNG_STRATEGY_DEFAULT = 0,  /* Z_DEFAULT_STRATEGY */
    CPNG_STRATEGY_FILTERED = 1, /* Z_FILTERED */
    CPNG_STRATEGY_RLE = 3       /* Z_RLE: fast, and good on filtered synthetic images */
};

/* Size limits checked before any pixel memory is allocated. */
typedef struct {
    uint32_t maxWidth;   /* also handed to png_set_user_limits */
    uint32_t maxHeight;
    uint64_t maxBytes;   /* width * height * 4 must not exceed this */
} cpng_limits;

/* Encoder settings. level: zlib level 0...9; filters: CPNG_FILTER_* mask; strategy: CPNG_STRATEGY_*. */
typedef struct {
    int level;
    int filters;
    int strategy;
} cpng_write_options;

/* Encodes straight RGBA8 (`stride` bytes per row) as an 8-bit RGBA, non-interlaced PNG into a malloc'ed
 * buffer (*out, *outLen), to be released with cpng_free. */
int cpng_write_rgba8_memory(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                            cpng_write_options options, uint8_t **out, size_t *outLen,
                            char *err, size_t errlen);

/* Decodes any PNG (palette, gray, gray+alpha, RGB, RGBA; 1...16 bits; tRNS; Adam7) to packed straight RGBA8
 * (stride width*4) in a malloc'ed buffer (*out), to be released with cpng_free. 16-bit samples are scaled
 * with rounding (v * 255 / 65535). Gamma chunks are ignored: samples are taken as sRGB-encoded.
 * On CPNG_ELIMIT, *w and *h hold the header's size when it was read. */
int cpng_read_rgba8_memory(const uint8_t *data, size_t len, cpng_limits limits, uint8_t **out,
                           uint32_t *w, uint32_t *h, char *err, size_t errlen);
int cpng_read_rgba8_file(const char *path, cpng_limits limits, uint8_t **out,
                         uint32_t *w, uint32_t *h, char *err, size_t errlen);

/* Reads only the header: size, bit depth, colour type (PNG values) and interlace method. No pixel memory. */
int cpng_read_header_file(const char *path, uint32_t *w, uint32_t *h, int *bitDepth, int *colorType,
                          int *interlaced, char *err, size_t errlen);

void cpng_free(void *p);

/* The libpng version this shim runs against (png_get_libpng_ver) and was compiled with (PNG_LIBPNG_VER_STRING). */
const char *cpng_runtime_version(void);
const char *cpng_header_version(void);

#endif
