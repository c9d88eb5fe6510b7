#!/usr/bin/env python3
"""Flipbook beside its peers: per-round ratios of median CPU ms/frame, their median and spread, and PSNR
against Skia.

Usage (make bench runs it through Benchmarks/raster_rounds.py with the peers venv's python):
  compare.py --round FLIPBOOK.jsonl PEERS_RUN.json [--round … …] [--flipbook-images DIR] [--peer-images DIR]
             [--markdown]

FLIPBOOK.jsonl: one JSON object per line from `flipbook-bench`: {"scene", "size", "median_ms", ...}.
PEERS_RUN.json: written by ../shared/bench/raster/raster_peers.py in the same round.
Each round's ratio is Flipbook's ms ÷ the peer's ms from that round, so slow drifts of the machine (another
process, the CPU's clock) hit both sides of a ratio. Prints machine-readable lines:
  RATIO <scene>@<size> <peer> <median ratio> <lower quartile> <upper quartile> <call>
  PSNR  <scene>@<size> skia <dB>          (RGB channels, images composited on white)
The spread is the interquartile range of the rounds' ratios (lowest to highest below 4 rounds): on a shared VM
the CPU's speed jumps between two regimes ~40 % apart every few seconds, so a round now and then pairs a fast
side with a slow one, and the extremes say more about the VM than about the code. <call> is `ahead` (upper
quartile < 1), `behind` (lower quartile > 1), `too-close-to-call` (the quartiles straddle 1), or
`too-wide-to-call` (the spread exceeds a quarter of the median).
"""
import argparse
import json
import math
import os
import statistics
import sys

import numpy as np

SIZES = {"512": (512, 512), "1080p": (1920, 1080)}
# The peer each scene is judged against first (the target), then the others.
PEER_ORDER = ["blend2d", "skia", "thorvg", "cairo", "numpy"]


def load_image(path, size):
    if path.endswith(".rgba"):
        w, h = SIZES[size]
        a = np.fromfile(path, np.uint8).reshape(h, w, 4).astype(np.float64)
        alpha = a[..., 3:4]
        with np.errstate(divide="ignore", invalid="ignore"):
            rgb = np.where(alpha > 0, a[..., :3] * 255.0 / alpha, 0)
        return np.concatenate([rgb, alpha], axis=2)
    from PIL import Image
    return np.asarray(Image.open(path).convert("RGBA")).astype(np.float64)


def over_white(img):
    a = img[..., 3:4] / 255.0
    return img[..., :3] * a + 255.0 * (1 - a)


def psnr(a, b):
    mse = np.mean((over_white(a) - over_white(b)) ** 2)
    return float("inf") if mse == 0 else 10 * math.log10(255.0 ** 2 / mse)


# A spread (interquartile range of the ratios) wider than this fraction of the median is not called either way.
WIDE = 0.25


def load_round(ours_path, peers_path):
    """{key: ms} for Flipbook and {key: {peer: ms}} for the peers, from one round's two files."""
    ours = {}
    for line in open(ours_path):
        line = line.strip()
        if line.startswith("{"):
            r = json.loads(line)
            ours["%s@%s" % (r["scene"], r["size"])] = r["median_ms"]
    peers = {}
    for run in json.load(open(peers_path))["runs"]:
        for key, v in run.get("results", {}).items():
            if "median" in v and "note" not in v:   # skip N/A and known-wrong outputs
                peers.setdefault(key, {})[run["peer"]] = v["median"]
    return ours, peers


def call(ratios):
    """(median, lower quartile, upper quartile, call) of one cell's per-round ratios."""
    med = statistics.median(ratios)
    lo, hi = (statistics.quantiles(ratios, n=4, method="inclusive")[0::2] if len(ratios) >= 4
              else (min(ratios), max(ratios)))
    if len(ratios) > 1 and (hi - lo) > WIDE * med:
        return med, lo, hi, "too-wide-to-call"
    if hi < 1:
        return med, lo, hi, "ahead"
    if lo > 1:
        return med, lo, hi, "behind"
    return med, lo, hi, "too-close-to-call"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--round", nargs=2, action="append", required=True, metavar=("FLIPBOOK_JSONL", "PEERS_JSON"))
    ap.add_argument("--flipbook-images")
    ap.add_argument("--peer-images")
    ap.add_argument("--markdown", action="store_true")
    a = ap.parse_args()

    rounds = [load_round(o, p) for o, p in a.round]
    keys = list(rounds[0][0].keys())
    rows = []
    for key in keys:
        scene, size = key.split("@")
        for peer in PEER_ORDER:
            pairs = [(ours[key], peers[key][peer]) for ours, peers in rounds
                     if key in ours and peer in peers.get(key, {})]
            if not pairs:
                continue
            med, lo, hi, verdict = call([m / p for m, p in pairs])
            print("RATIO %s %s %.3f %.3f %.3f %s" % (key, peer, med, lo, hi, verdict))
            rows.append((key, peer, statistics.median(m for m, _ in pairs), statistics.median(p for _, p in pairs),
                         med, lo, hi, verdict))
        if a.flipbook_images and a.peer_images:
            mine = None
            for ext in (".png", ".rgba"):
                p = os.path.join(a.flipbook_images, "flipbook_%s_%s%s" % (scene, size, ext))
                if os.path.exists(p):
                    mine = p
                    break
            ref = os.path.join(a.peer_images, "skia_%s_%s.png" % (scene, size))
            if mine and os.path.exists(ref):
                print("PSNR %s skia %.2f" % (key, psnr(load_image(mine, size), load_image(ref, size))))
    if a.markdown:
        print("\n%d rounds. Ratio = median of the per-round ratios [lower – upper quartile].\n" % len(rounds))
        print("| scene | peer | Flipbook ms | peer ms | ratio [spread] | call |\n|---|---|---:|---:|---:|---|")
        for key, peer, m, p, med, lo, hi, verdict in rows:
            print("| %s | %s | %.3f | %.3f | %.2f× [%.2f–%.2f] | %s |" % (key, peer, m, p, med, lo, hi, verdict))


if __name__ == "__main__":
    sys.exit(main())
