/* libpng shim: every png_* call happens below a setjmp in this file (see cpngshim.h for the contract).
 *
 * Rules followed throughout (libpng manual, "Setjmp/longjmp issues"):
 *  - setjmp(png_jmpbuf(png)) comes before the first png_* call that can fail;
 *  - locals assigned after setjmp and read after the longjmp are volatile; state that libpng's callbacks
 *    change (error context, output buffer) lives in the caller's frame, not in the frame that calls setjmp;
 *  - the error callback records the message and longjmps; it never returns;
 *  - warnings are kept (the last one explains some errors, e.g. user limits) but never printed.
 */
#include "cpngshim.h"
#include <png.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *err;
    size_t errlen;
    char warning[128];
} errctx;

typedef struct {
    const uint8_t *p;
    size_t len, pos;
} memsrc;

typedef struct {
    uint8_t *p;
    size_t len, cap;
} memsink;

static void set_err(char *err, size_t n, const char *msg) {
    if (err && n) {
        strncpy(err, msg, n - 1);
        err[n - 1] = 0;
    }
}

static void on_error(png_structp png, png_const_charp msg) { /* must not return */
    errctx *c = (errctx *)png_get_error_ptr(png);
    if (c) set_err(c->err, c->errlen, msg);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp msg) {
    errctx *c = (errctx *)png_get_error_ptr(png);
    if (c) set_err(c->warning, sizeof c->warning, msg);
}

static void mem_read(png_structp png, png_bytep data, size_t n) {
    memsrc *s = (memsrc *)png_get_io_ptr(png);
    if (n > s->len - s->pos) png_error(png, "unexpected end of PNG data (truncated)");
    memcpy(data, s->p + s->pos, n);
    s->pos += n;
}

/* png_init_io would use fread, which reports a short file as libpng's "Read Error"; this says what happened. */
static void file_read(png_structp png, png_bytep data, size_t n) {
    FILE *fp = (FILE *)png_get_io_ptr(png);
    if (fread(data, 1, n, fp) != n) {
        if (ferror(fp)) png_error(png, "read error");
        png_error(png, "unexpected end of PNG data (truncated)");
    }
}

static void mem_write(png_structp png, png_bytep data, size_t n) {
    memsink *s = (memsink *)png_get_io_ptr(png);
    if (n > s->cap - s->len) {
        size_t cap = s->cap ? s->cap : 4096;
        while (cap - s->len < n) {
            if (cap > SIZE_MAX / 2) png_error(png, "out of memory");
            cap *= 2;
        }
        uint8_t *p = realloc(s->p, cap);
        if (!p) png_error(png, "out of memory");
        s->p = p;
        s->cap = cap;
    }
    memcpy(s->p + s->len, data, n);
    s->len += n;
}

static void mem_flush(png_structp png) { (void)png; }

/* Formats the limit error from the header size (png_set_IHDR stores the size before png_check_IHDR rejects it). */
static void limit_message(char *err, size_t errlen, uint32_t w, uint32_t h, cpng_limits lim) {
    char msg[256];
    if (w > lim.maxWidth || h > lim.maxHeight)
        snprintf(msg, sizeof msg, "image size %ux%u exceeds the limit of %ux%u pixels",
                 (unsigned)w, (unsigned)h, (unsigned)lim.maxWidth, (unsigned)lim.maxHeight);
    else
        snprintf(msg, sizeof msg, "image size %ux%u needs %llu bytes, more than the limit of %llu bytes",
                 (unsigned)w, (unsigned)h, (unsigned long long)w * h * 4, (unsigned long long)lim.maxBytes);
    set_err(err, errlen, msg);
}

static void append_warning(errctx *c) {
    if (c->warning[0] && c->err && c->errlen) {
        size_t used = strlen(c->err);
        if (used + 4 < c->errlen) snprintf(c->err + used, c->errlen - used, " (%s)", c->warning);
    }
}

static int exceeds(uint32_t w, uint32_t h, cpng_limits lim) {
    return w > lim.maxWidth || h > lim.maxHeight || (uint64_t)w * h * 4 > lim.maxBytes ||
           (uint64_t)w * h * 4 > SIZE_MAX / 2;
}

static int read_core(FILE *fp, memsrc *src, cpng_limits lim, uint8_t **out, uint32_t *ow, uint32_t *oh,
                     errctx *ctx) {
    char *err = ctx->err;
    size_t errlen = ctx->errlen;
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    volatile int limited = 0;
    *out = NULL;
    *ow = 0;
    *oh = 0;
    if (lim.maxWidth == 0 || lim.maxHeight == 0) {
        set_err(err, errlen, "limits must be positive");
        return CPNG_EARG;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, ctx, on_error, on_warning);
    if (!png) {
        set_err(err, errlen, "out of memory");
        return CPNG_ENOMEM;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        set_err(err, errlen, "out of memory");
        return CPNG_ENOMEM;
    }
    if (setjmp(png_jmpbuf(png))) {
        int rc = CPNG_EPNG;
        png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
        if (limited || (w && h && exceeds(w, h, lim))) {
            limit_message(err, errlen, w, h, lim);
            *ow = w;
            *oh = h;
            rc = CPNG_ELIMIT;
        } else {
            append_warning(ctx); /* e.g. "Invalid IHDR data" is explained by the warning before it */
        }
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        free(pixels);
        return rc;
    }
    if (fp)
        png_set_read_fn(png, fp, file_read);
    else
        png_set_read_fn(png, src, mem_read);
    /* libpng refuses larger headers in png_read_info, before allocating any row. */
    png_set_user_limits(png, lim.maxWidth, lim.maxHeight);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if (exceeds(w, h, lim)) {
        limited = 1;
        png_error(png, "image too large");
    }
    int ct = png_get_color_type(png, info), bd = png_get_bit_depth(png, info);
    if (bd == 16) png_set_scale_16(png); /* rounds: (v * 255 + 32895) >> 16 */
    if (ct == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (ct == PNG_COLOR_TYPE_GRAY && bd < 8) png_set_expand_gray_1_2_4_to_8(png);
    int trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (trns) png_set_tRNS_to_alpha(png);
    if (ct == PNG_COLOR_TYPE_GRAY || ct == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(ct & PNG_COLOR_MASK_ALPHA) && !trns) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected row size after transforms");
    pixels = malloc((size_t)w * h * 4);
    rows = malloc(sizeof(png_bytep) * h);
    if (!pixels || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = pixels + (size_t)y * w * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL); /* checks the CRCs of the chunks after the image data */
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    *out = pixels;
    *ow = w;
    *oh = h;
    return CPNG_OK;
}

int cpng_read_rgba8_memory(const uint8_t *data, size_t len, cpng_limits limits, uint8_t **out,
                           uint32_t *w, uint32_t *h, char *err, size_t errlen) {
    if (len == 0) {
        *out = NULL;
        *w = *h = 0;
        set_err(err, errlen, "empty file (0 bytes)");
        return CPNG_EPNG;
    }
    memsrc src = {data, len, 0};
    errctx ctx = {err, errlen, {0}};
    return read_core(NULL, &src, limits, out, w, h, &ctx);
}

static FILE *open_for_reading(const char *path, char *err, size_t errlen) {
    FILE *fp = fopen(path, "rb");
    if (!fp) set_err(err, errlen, strerror(errno));
    return fp;
}

static int is_empty(FILE *fp) {
    int c = getc(fp);
    if (c == EOF) return 1;
    ungetc(c, fp);
    return 0;
}

int cpng_read_rgba8_file(const char *path, cpng_limits limits, uint8_t **out, uint32_t *w, uint32_t *h,
                         char *err, size_t errlen) {
    *out = NULL;
    *w = *h = 0;
    FILE *fp = open_for_reading(path, err, errlen);
    if (!fp) return CPNG_EIO;
    int rc;
    if (is_empty(fp)) {
        set_err(err, errlen, ferror(fp) ? strerror(errno) : "empty file (0 bytes)");
        rc = ferror(fp) ? CPNG_EIO : CPNG_EPNG;
    } else {
        errctx ctx = {err, errlen, {0}};
        rc = read_core(fp, NULL, limits, out, w, h, &ctx);
    }
    fclose(fp);
    return rc;
}

static int header_core(FILE *fp, uint32_t *ow, uint32_t *oh, int *bitDepth, int *colorType, int *interlaced,
                       errctx *ctx) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, ctx, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        png_destroy_read_struct(png ? &png : NULL, NULL, NULL);
        set_err(ctx->err, ctx->errlen, "out of memory");
        return CPNG_ENOMEM;
    }
    if (setjmp(png_jmpbuf(png))) {
        append_warning(ctx);
        png_destroy_read_struct(&png, &info, NULL);
        return CPNG_EPNG;
    }
    png_set_read_fn(png, fp, file_read);
    /* The header is only described, never decoded: accept any size the PNG format allows. */
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_read_info(png, info);
    *ow = png_get_image_width(png, info);
    *oh = png_get_image_height(png, info);
    *bitDepth = png_get_bit_depth(png, info);
    *colorType = png_get_color_type(png, info);
    *interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    png_destroy_read_struct(&png, &info, NULL);
    return CPNG_OK;
}

int cpng_read_header_file(const char *path, uint32_t *w, uint32_t *h, int *bitDepth, int *colorType,
                          int *interlaced, char *err, size_t errlen) {
    *w = *h = 0;
    FILE *fp = open_for_reading(path, err, errlen);
    if (!fp) return CPNG_EIO;
    int rc;
    if (is_empty(fp)) {
        set_err(err, errlen, "empty file (0 bytes)");
        rc = CPNG_EPNG;
    } else {
        errctx ctx = {err, errlen, {0}};
        rc = header_core(fp, w, h, bitDepth, colorType, interlaced, &ctx);
    }
    fclose(fp);
    return rc;
}

static int write_core(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, cpng_write_options opt,
                      memsink *sink, errctx *ctx) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, ctx, on_error, on_warning);
    if (!png) {
        set_err(ctx->err, ctx->errlen, "out of memory");
        return CPNG_ENOMEM;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        set_err(ctx->err, ctx->errlen, "out of memory");
        return CPNG_ENOMEM;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return CPNG_EPNG;
    }
    png_set_write_fn(png, sink, mem_write, mem_flush);
    png_set_compression_level(png, opt.level);
    png_set_compression_strategy(png, opt.strategy);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, opt.filters);
    /* Larger IDAT chunks: fewer zlib flushes and chunk headers (libpng's default is 8 KiB). */
    png_set_compression_buffer_size(png, 1 << 17);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(rgba + (size_t)y * stride));
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return CPNG_OK;
}

int cpng_write_rgba8_memory(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                            cpng_write_options opt, uint8_t **out, size_t *outLen, char *err, size_t errlen) {
    *out = NULL;
    *outLen = 0;
    if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX ||
        stride < (size_t)width * 4) {
        set_err(err, errlen, "invalid image size or stride");
        return CPNG_EARG;
    }
    if (opt.level < 0 || opt.level > 9) {
        set_err(err, errlen, "compression level must be in 0...9");
        return CPNG_EARG;
    }
    if ((opt.filters & ~CPNG_FILTER_ALL) || !(opt.filters & CPNG_FILTER_ALL)) {
        set_err(err, errlen, "invalid filter mask");
        return CPNG_EARG;
    }
    if (opt.strategy != CPNG_STRATEGY_DEFAULT && opt.strategy != CPNG_STRATEGY_FILTERED &&
        opt.strategy != CPNG_STRATEGY_RLE) {
        set_err(err, errlen, "invalid compression strategy");
        return CPNG_EARG;
    }
    memsink sink = {NULL, 0, 0};
    errctx ctx = {err, errlen, {0}};
    int rc = write_core(rgba, width, height, stride, opt, &sink, &ctx);
    if (rc != CPNG_OK) {
        free(sink.p);
        return rc;
    }
    *out = sink.p;
    *outLen = sink.len;
    return CPNG_OK;
}

void cpng_free(void *p) { free(p); }

const char *cpng_runtime_version(void) { return png_get_libpng_ver(NULL); }

const char *cpng_header_version(void) { return PNG_LIBPNG_VER_STRING; }
