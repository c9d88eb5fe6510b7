#!/usr/bin/env python3
"""End-to-end GIF render speed with 1 and 2 threads, in alternating rounds (issue #17, item 6).

Runs `flipbook render SCENE -o out.gif --threads N` for N = 1 and 2 in turn, `--rounds` times, reads the
frames/s each run prints, and reports the median of the per-round ratios (2 threads ÷ 1 thread) with its spread.
Alternating rounds keep a slow spell of the machine from landing on one side only.
"""
import argparse, re, statistics, subprocess, sys, tempfile, os

def run(flipbook, scene, threads, extra, out):
    p = subprocess.run([flipbook, "render", scene, "-o", out, "--threads", str(threads)] + extra,
                       capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"flipbook failed ({p.returncode}): {p.stderr.strip()}")
    m = re.search(r"\(([\d.]+) frames/s\)", p.stderr + p.stdout)
    if not m:
        sys.exit(f"no frames/s in the output of flipbook: {p.stderr.strip()}")
    return float(m.group(1))

def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--flipbook", required=True)
    ap.add_argument("--scene", required=True)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("extra", nargs="*", help="more render flags (after --)")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        outs = [os.path.join(d, f"t{n}.gif") for n in (1, 2)]
        run(a.flipbook, a.scene, 2, a.extra, outs[1])  # warm the caches (fonts, files) once
        one, two, ratios = [], [], []
        for _ in range(a.rounds):
            f1 = run(a.flipbook, a.scene, 1, a.extra, outs[0])
            f2 = run(a.flipbook, a.scene, 2, a.extra, outs[1])
            one.append(f1); two.append(f2); ratios.append(f2 / f1)
        same = open(outs[0], "rb").read() == open(outs[1], "rb").read()
    med = statistics.median(ratios)
    print(f"GIF end to end, {os.path.basename(a.scene)} {' '.join(a.extra)}: "
          f"--threads 1 {statistics.median(one):.1f} frames/s, --threads 2 {statistics.median(two):.1f} frames/s; "
          f"2 ÷ 1 threads: median {med:.2f}x over {a.rounds} rounds (spread {min(ratios):.2f}-{max(ratios):.2f}); "
          f"bytes {'identical' if same else 'DIFFERENT'}")
    if not same:
        sys.exit(1)

if __name__ == "__main__":
    main()
