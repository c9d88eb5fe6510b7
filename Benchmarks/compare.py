#!/usr/bin/env python3
"""Flipbook beside its peers: ratios of median CPU ms/frame from one run, and PSNR against Skia.

Usage (make bench runs it with the peers venv's python):
  compare.py FLIPBOOK.jsonl PEERS_RUN.json [--flipbook-images DIR] [--peer-images DIR] [--markdown]

FLIPBOOK.jsonl: one JSON object per line from `flipbook-bench`: {"scene", "size", "median_ms", ...}.
PEERS_RUN.json: written by ../shared/bench/raster/raster_peers.py.
Prints machine-readable lines:
  RATIO <scene>@<size> <peer> <flipbook ms / peer ms>
  PSNR  <scene>@<size> skia <dB>          (RGB channels, images composited on white)
"""
import argparse
import json
import math
import os
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("flipbook")
    ap.add_argument("peers")
    ap.add_argument("--flipbook-images")
    ap.add_argument("--peer-images")
    ap.add_argument("--markdown", action="store_true")
    a = ap.parse_args()

    ours = {}
    for line in open(a.flipbook):
        line = line.strip()
        if line.startswith("{"):
            r = json.loads(line)
            ours["%s@%s" % (r["scene"], r["size"])] = r
    peers = {}
    for run in json.load(open(a.peers))["runs"]:
        for key, v in run.get("results", {}).items():
            if "median" in v and "note" not in v:   # skip N/A and known-wrong outputs
                peers.setdefault(key, {})[run["peer"]] = v["median"]

    rows = []
    for key, r in ours.items():
        scene, size = key.split("@")
        for peer in PEER_ORDER:
            ms = peers.get(key, {}).get(peer)
            if ms:
                ratio = r["median_ms"] / ms
                print("RATIO %s %s %.3f" % (key, peer, ratio))
                rows.append((key, peer, r["median_ms"], ms, ratio))
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
        print("\n| scene | peer | Flipbook ms | peer ms | ratio |\n|---|---|---:|---:|---:|")
        for key, peer, m, p, ratio in rows:
            print("| %s | %s | %.3f | %.3f | %.2f× |" % (key, peer, m, p, ratio))


if __name__ == "__main__":
    sys.exit(main())
