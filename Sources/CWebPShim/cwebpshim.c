#include "cwebpshim.h"
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct cwebp_anim_encoder {
    WebPAnimEncoder *enc;
    WebPConfig config;
    int width, height;
};

struct cwebp_anim_decoder {
    WebPAnimDecoder *dec;
};

static int fail(int code, char *err, size_t errlen, const char *message) {
    if (err && errlen) snprintf(err, errlen, "%s", message ? message : "unknown error");
    return code;
}

int cwebp_max_dimension(void) { return WEBP_MAX_DIMENSION; }

int cwebp_anim_encoder_new(int width, int height, cwebp_anim_options options, cwebp_anim_encoder **out,
                           char *err, size_t errlen) {
    *out = NULL;
    if (width <= 0 || height <= 0 || width > WEBP_MAX_DIMENSION || height > WEBP_MAX_DIMENSION)
        return fail(CWEBP_EARG, err, errlen, "size out of range (1...16383 per side)");
    if (options.quality < 0 || options.quality > 100 || options.method < 0 || options.method > 6 || options.loop_count < 0)
        return fail(CWEBP_EARG, err, errlen, "quality, method or loop count out of range");
    cwebp_anim_encoder *e = calloc(1, sizeof *e);
    if (!e) return fail(CWEBP_ENOMEM, err, errlen, "out of memory");
    WebPAnimEncoderOptions anim;
    if (!WebPAnimEncoderOptionsInit(&anim) || !WebPConfigInit(&e->config)) {
        free(e);
        return fail(CWEBP_EENCODE, err, errlen, "libwebp version mismatch");
    }
    anim.anim_params.loop_count = options.loop_count;
    anim.anim_params.bgcolor = 0x00000000;  /* transparent: what a player shows before the first frame */
    e->config.lossless = options.lossless ? 1 : 0;
    e->config.quality = options.quality;
    e->config.method = options.method;
    /* exact = 0: libwebp may change the colour of fully transparent pixels, which premultiplied frames
     * cannot show (a = 0 is black-transparent), so decoded frames still equal the rendered ones; keeping them
     * (exact = 1) made sub-frames of unchanged pixels cost up to a third more (gradient-pan in make bench). */
    e->config.exact = 0;
    e->config.thread_level = 0;                  /* one thread: the bytes never depend on scheduling */
    if (!WebPValidateConfig(&e->config)) {
        free(e);
        return fail(CWEBP_EARG, err, errlen, "invalid encoder configuration");
    }
    e->enc = WebPAnimEncoderNew(width, height, &anim);
    if (!e->enc) {
        free(e);
        return fail(CWEBP_ENOMEM, err, errlen, "cannot create the animation encoder (out of memory)");
    }
    e->width = width;
    e->height = height;
    *out = e;
    return CWEBP_OK;
}

int cwebp_anim_encoder_add(cwebp_anim_encoder *e, const uint8_t *rgba, size_t stride, int timestamp_ms,
                           char *err, size_t errlen) {
    if (stride > (size_t)0x7fffffff) return fail(CWEBP_EARG, err, errlen, "row stride too large");
    WebPPicture pic;
    if (!WebPPictureInit(&pic)) return fail(CWEBP_EENCODE, err, errlen, "libwebp version mismatch");
    pic.use_argb = 1;
    pic.width = e->width;
    pic.height = e->height;
    if (!WebPPictureImportRGBA(&pic, rgba, (int)stride)) {
        WebPPictureFree(&pic);
        return fail(CWEBP_ENOMEM, err, errlen, "cannot import the frame (out of memory)");
    }
    int ok = WebPAnimEncoderAdd(e->enc, &pic, timestamp_ms, &e->config);
    WebPPictureFree(&pic);
    if (!ok) return fail(CWEBP_EENCODE, err, errlen, WebPAnimEncoderGetError(e->enc));
    return CWEBP_OK;
}

int cwebp_anim_encoder_finish(cwebp_anim_encoder *e, int end_ms, uint8_t **out, size_t *outLen,
                              char *err, size_t errlen) {
    *out = NULL;
    *outLen = 0;
    if (!WebPAnimEncoderAdd(e->enc, NULL, end_ms, NULL))
        return fail(CWEBP_EENCODE, err, errlen, WebPAnimEncoderGetError(e->enc));
    WebPData data;
    WebPDataInit(&data);
    if (!WebPAnimEncoderAssemble(e->enc, &data))
        return fail(CWEBP_EENCODE, err, errlen, WebPAnimEncoderGetError(e->enc));
    uint8_t *copy = malloc(data.size ? data.size : 1);
    if (!copy) {
        WebPDataClear(&data);
        return fail(CWEBP_ENOMEM, err, errlen, "out of memory");
    }
    memcpy(copy, data.bytes, data.size);
    *out = copy;
    *outLen = data.size;
    WebPDataClear(&data);
    return CWEBP_OK;
}

void cwebp_anim_encoder_free(cwebp_anim_encoder *e) {
    if (!e) return;
    if (e->enc) WebPAnimEncoderDelete(e->enc);
    free(e);
}

int cwebp_encode_lossless(const uint8_t *rgba, int width, int height, size_t stride, int method,
                          uint8_t **out, size_t *outLen, char *err, size_t errlen) {
    *out = NULL;
    *outLen = 0;
    if (width <= 0 || height <= 0 || width > WEBP_MAX_DIMENSION || height > WEBP_MAX_DIMENSION ||
        stride > (size_t)0x7fffffff || method < 0 || method > 6)
        return fail(CWEBP_EARG, err, errlen, "size or method out of range");
    WebPConfig config;
    WebPPicture pic;
    if (!WebPConfigInit(&config) || !WebPPictureInit(&pic)) return fail(CWEBP_EENCODE, err, errlen, "libwebp version mismatch");
    config.lossless = 1;
    config.exact = 0;  /* as above: transparent pixels' colour is not part of a premultiplied frame */
    config.method = method;
    config.thread_level = 0;
    pic.use_argb = 1;
    pic.width = width;
    pic.height = height;
    if (!WebPPictureImportRGBA(&pic, rgba, (int)stride)) {
        WebPPictureFree(&pic);
        return fail(CWEBP_ENOMEM, err, errlen, "out of memory");
    }
    WebPMemoryWriter writer;
    WebPMemoryWriterInit(&writer);
    pic.writer = WebPMemoryWrite;
    pic.custom_ptr = &writer;
    int ok = WebPEncode(&config, &pic);
    int code = pic.error_code;
    WebPPictureFree(&pic);
    if (!ok) {
        WebPMemoryWriterClear(&writer);
        return fail(code == VP8_ENC_ERROR_OUT_OF_MEMORY ? CWEBP_ENOMEM : CWEBP_EENCODE, err, errlen, "WebPEncode failed");
    }
    *out = writer.mem;  /* allocated with WebPSafeMalloc = malloc; released by cwebp_free */
    *outLen = writer.size;
    return CWEBP_OK;
}

int cwebp_anim_decoder_new(const uint8_t *data, size_t len, uint64_t maxPixels, cwebp_anim_decoder **out,
                           uint32_t *width, uint32_t *height, uint32_t *frameCount, uint32_t *loopCount,
                           char *err, size_t errlen) {
    *out = NULL;
    WebPAnimDecoderOptions options;
    if (!WebPAnimDecoderOptionsInit(&options)) return fail(CWEBP_EDECODE, err, errlen, "libwebp version mismatch");
    options.color_mode = MODE_RGBA;
    options.use_threads = 0;
    WebPData webp = { data, len };
    /* Check the size before the decoder allocates its canvas. */
    WebPBitstreamFeatures features;
    if (WebPGetFeatures(data, len, &features) != VP8_STATUS_OK)
        return fail(CWEBP_EDECODE, err, errlen, "not a WebP file (or a corrupt one)");
    if ((uint64_t)features.width * (uint64_t)features.height > maxPixels) {
        *width = (uint32_t)features.width;
        *height = (uint32_t)features.height;
        return fail(CWEBP_ELIMIT, err, errlen, "image larger than the limit");
    }
    cwebp_anim_decoder *d = calloc(1, sizeof *d);
    if (!d) return fail(CWEBP_ENOMEM, err, errlen, "out of memory");
    d->dec = WebPAnimDecoderNew(&webp, &options);
    if (!d->dec) {
        free(d);
        return fail(CWEBP_EDECODE, err, errlen, "not a WebP file (or a corrupt one)");
    }
    WebPAnimInfo info;
    if (!WebPAnimDecoderGetInfo(d->dec, &info)) {
        cwebp_anim_decoder_free(d);
        return fail(CWEBP_EDECODE, err, errlen, "cannot read the animation's header");
    }
    *width = info.canvas_width;
    *height = info.canvas_height;
    *frameCount = info.frame_count;
    *loopCount = info.loop_count;
    *out = d;
    return CWEBP_OK;
}

int cwebp_anim_decoder_next(cwebp_anim_decoder *d, const uint8_t **rgba, int *end_ms, int *done,
                            char *err, size_t errlen) {
    *done = 0;
    if (!WebPAnimDecoderHasMoreFrames(d->dec)) {
        *done = 1;
        return CWEBP_OK;
    }
    uint8_t *buffer = NULL;
    int timestamp = 0;
    if (!WebPAnimDecoderGetNext(d->dec, &buffer, &timestamp))
        return fail(CWEBP_EDECODE, err, errlen, "corrupt frame data");
    *rgba = buffer;
    *end_ms = timestamp;
    return CWEBP_OK;
}

void cwebp_anim_decoder_free(cwebp_anim_decoder *d) {
    if (!d) return;
    if (d->dec) WebPAnimDecoderDelete(d->dec);
    free(d);
}

void cwebp_free(void *p) { WebPFree(p); }

const char *cwebp_version(void) {
    static char text[32];
    int v = WebPGetEncoderVersion();
    snprintf(text, sizeof text, "%d.%d.%d", (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff);
    return text;
}
