// Vector instructions that Swift's SIMD types cannot spell. Swift has no widening multiply for
// SIMD lanes (its `truncatingIfNeeded:` conversions become calls), so the high half of a 16-bit
// multiply — one `vpmulhuw`, the step Blend2D's and Skia's 8-bit pipelines divide by 255 with —
// is written here, inline, and Swift's optimiser inlines it like its own code.
#ifndef FLIPBOOK_VECTOR_OPS_H
#define FLIPBOOK_VECTOR_OPS_H

#if defined(__AVX2__)
#include <immintrin.h>
#endif

/// Sixteen 16-bit lanes: imported into Swift as SIMD16<UInt16>.
typedef unsigned short fb_u16x16 __attribute__((vector_size(32)));

/// x/255 rounded in each lane, for x ≤ 255·255: ((x + 128) · 257) >> 16, the high half of a
/// 16-bit multiply. It equals Blinn's (y + (y >> 8)) >> 8 with y = x + 128 exactly (proof in
/// Raster's Swar.swift), so results are bit-identical to the shift-and-add form.
static inline __attribute__((always_inline)) fb_u16x16 fb_div255_u16x16(fb_u16x16 x) {
    const fb_u16x16 k128 = {128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128};
    const fb_u16x16 k257 = {257, 257, 257, 257, 257, 257, 257, 257, 257, 257, 257, 257, 257, 257, 257, 257};
#if defined(__AVX2__)
    return (fb_u16x16)_mm256_mulhi_epu16((__m256i)(x + k128), (__m256i)k257);
#else
    // Two SSE2 `pmulhuw`s on baseline x86-64 (clang matches widen–multiply–shift–narrow).
    typedef unsigned int u32x16 __attribute__((vector_size(64)));
    return __builtin_convertvector((__builtin_convertvector(x + k128, u32x16) * 257u) >> 16, fb_u16x16);
#endif
}

#endif
