#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Below this σ the blur convolves with a sampled kernel directly: the recursive filter's
/// continuous-domain fit departs from the sampled Gaussian there, and the kernel is short anyway.
let gaussianRecursiveMinimumSigma = 2.0

/// A sampled, normalized Gaussian kernel of radius ⌈4σ⌉ (weights k[0…2R], centre at R).
struct GaussianKernel {
    let radius: Int
    let weights: [Float]

    init(sigma: Double) {
        let r = max(1, Int((4 * sigma).rounded(.up)))
        var w = (-r...r).map { i -> Double in exp(-0.5 * Double(i * i) / (sigma * sigma)) }
        let sum = w.reduce(0, +)
        w = w.map { $0 / sum }
        radius = r
        weights = w.map(Float.init)
    }
}

/// Deriche's fourth-order recursive approximation of the Gaussian (R. Deriche, "Recursively
/// implementing the Gaussian and its derivatives", INRIA RR-1893, 1993) with the coefficients
/// optimized by Farnebäck & Westin (as used by ITK's RecursiveGaussianImageFilter):
///
///     g(x)/g(0) ≈ Σⱼ (aⱼ cos(wⱼ x/σ) + bⱼ sin(wⱼ x/σ)) e^(lⱼ x/σ),  x ≥ 0, mirrored for x < 0
///
/// a = (1.3530, −0.3531), b = (1.8151, 0.0902), w = (0.6681, 2.0787), l = (−1.3932, −1.3732);
/// its impulse response is within 0.3 % of the sampled Gaussian's peak for any σ ≥ 1, and the
/// cost per sample does not depend on σ.
///
/// Each term is one conjugate pole pair zⱼ = e^((lⱼ + i wⱼ)/σ) with residue αⱼ = (aⱼ − i bⱼ)/2, so
/// the filter runs as two parallel second-order sections in each direction (the parallel form
/// keeps single precision accurate for large σ, where the poles approach 1):
///
///     causal      y⁺[n] = b0·x[n] + b1·x[n−1] − a1·y⁺[n−1] − a2·y⁺[n−2]        (taps n ≥ 0)
///     anticausal  y⁻[n] = c1·x[n+1] + c2·x[n+2] − a1·y⁻[n+1] − a2·y⁻[n+2]      (taps n ≥ 1)
///
/// with b0 = 2Re α, b1 = −2Re(α z̄), c1 = 2Re(α z), c2 = −2|z|² Re α, a1 = −2Re z, a2 = |z|²;
/// the output is the sum of all four, scaled so the total gain is exactly 1.
struct RecursiveGaussian {
    /// Per section (index 0, 1).
    let b0: SIMD2<Float>, b1: SIMD2<Float>, c1: SIMD2<Float>, c2: SIMD2<Float>
    let a1: SIMD2<Float>, a2: SIMD2<Float>
    /// Steady-state outputs for a constant input of 1 (edge-clamped boundaries start there).
    let causalGain: SIMD2<Float>, anticausalGain: SIMD2<Float>

    init(sigma: Double) {
        let a = [1.3530, -0.3531], b = [1.8151, 0.0902], w = [0.6681, 2.0787], l = [-1.3932, -1.3732]
        var B0 = [0.0, 0], B1 = [0.0, 0], C1 = [0.0, 0], C2 = [0.0, 0], A1 = [0.0, 0], A2 = [0.0, 0]
        var total = 0.0
        for j in 0..<2 {
            let mag = exp(l[j] / sigma), ang = w[j] / sigma
            let zr = mag * cos(ang), zi = mag * sin(ang)
            let ar = a[j] / 2, ai = -b[j] / 2                    // α = (a − i b)/2
            B0[j] = 2 * ar
            B1[j] = -2 * (ar * zr + ai * zi)                     // −2 Re(α z̄)
            C1[j] = 2 * (ar * zr - ai * zi)                      // 2 Re(α z)
            C2[j] = -2 * mag * mag * ar                          // −2 |z|² Re α
            A1[j] = -2 * zr
            A2[j] = mag * mag
            total += (B0[j] + B1[j] + C1[j] + C2[j]) / (1 + A1[j] + A2[j])
        }
        let k = 1 / total
        func f(_ v: [Double], _ s: Double = 1) -> SIMD2<Float> { SIMD2(Float(v[0] * s), Float(v[1] * s)) }
        b0 = f(B0, k); b1 = f(B1, k); c1 = f(C1, k); c2 = f(C2, k); a1 = f(A1); a2 = f(A2)
        causalGain = f([(B0[0] + B1[0]) * k / (1 + A1[0] + A2[0]), (B0[1] + B1[1]) * k / (1 + A1[1] + A2[1])])
        anticausalGain = f([(C1[0] + C2[0]) * k / (1 + A1[0] + A2[0]), (C1[1] + C2[1]) * k / (1 + A1[1] + A2[1])])
    }
}
