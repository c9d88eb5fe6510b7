/* The only code in Flipbook that calls libwebp (encode, the animation encoder and decoder).
 *
 * libwebp does not longjmp, but its objects, version-checked init calls and status codes are C idioms:
 * here they become a CWEBP_* result code plus a NUL-terminated message, and every object libwebp
 * allocates is owned by an opaque handle with one free function.
 *
 * Pixels are straight (un-premultiplied) RGBA8, bytes R, G, B, A in memory order.
 */
#ifndef CWEBPSHIM_H
#define CWEBPSHIM_H
#include <stddef.h>
#include <stdint.h>

enum {
    CWEBP_OK = 0,
    CWEBP_EARG = 1,     /* bad argument (size, quality out of range, timestamps going back) */
    CWEBP_ENOMEM = 2,   /* out of memory */
    CWEBP_EENCODE = 3,  /* libwebp failed to encode (message from WebPAnimEncoderGetError) */
    CWEBP_EDECODE = 4,  /* not a WebP file, or a corrupt one */
    CWEBP_ELIMIT = 5    /* larger than the caller's limit */
};

/* The largest width or height WebP can store (WEBP_MAX_DIMENSION). */
int cwebp_max_dimension(void);

typedef struct cwebp_anim_encoder cwebp_anim_encoder;

/* Settings of an animation: lossless (quality = effort 0...100) or lossy (quality 0...100), method 0...6
 * (speed/size trade-off), loop count (0 = forever). Encoding runs on the calling thread only. */
typedef struct {
    int lossless;
    float quality;
    int method;
    int loop_count;
} cwebp_anim_options;

int cwebp_anim_encoder_new(int width, int height, cwebp_anim_options options, cwebp_anim_encoder **out,
                           char *err, size_t errlen);
/* Adds a frame shown from timestamp_ms (milliseconds, increasing) until the next frame's timestamp. */
int cwebp_anim_encoder_add(cwebp_anim_encoder *enc, const uint8_t *rgba, size_t stride, int timestamp_ms,
                           char *err, size_t errlen);
/* Ends the animation at end_ms (the last frame's end) and assembles the file into a malloc'ed buffer
 * (*out, *outLen; release with cwebp_free). */
int cwebp_anim_encoder_finish(cwebp_anim_encoder *enc, int end_ms, uint8_t **out, size_t *outLen,
                              char *err, size_t errlen);
void cwebp_anim_encoder_free(cwebp_anim_encoder *enc);

/* One lossless still (exact RGBA, method `method`) into a malloc'ed buffer. */
int cwebp_encode_lossless(const uint8_t *rgba, int width, int height, size_t stride, int method,
                          uint8_t **out, size_t *outLen, char *err, size_t errlen);

typedef struct cwebp_anim_decoder cwebp_anim_decoder;

/* Opens an animated (or still) WebP held in `data` (which must outlive the decoder). Fails with
 * CWEBP_ELIMIT when width * height exceeds maxPixels. */
int cwebp_anim_decoder_new(const uint8_t *data, size_t len, uint64_t maxPixels, cwebp_anim_decoder **out,
                           uint32_t *width, uint32_t *height, uint32_t *frameCount, uint32_t *loopCount,
                           char *err, size_t errlen);
/* The next frame: the whole canvas, straight RGBA (width*4 bytes per row, owned by the decoder, valid
 * until the next call), and the time it ends in milliseconds. Returns CWEBP_OK, or CWEBP_EDECODE; *done is
 * set when no frame is left. */
int cwebp_anim_decoder_next(cwebp_anim_decoder *dec, const uint8_t **rgba, int *end_ms, int *done,
                            char *err, size_t errlen);
void cwebp_anim_decoder_free(cwebp_anim_decoder *dec);

void cwebp_free(void *p);

/* libwebp's version as "major.minor.revision". */
const char *cwebp_version(void);

#endif
