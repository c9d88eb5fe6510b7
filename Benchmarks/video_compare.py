#!/usr/bin/env python3
"""Flipbook's WebP and MP4 beside img2webp (Debian `webp`) and the ffmpeg program (x264) on the peer kit's
clips, same machine, same run: bytes, mean/min PSNR and SSIM against the source frames, CPU seconds.

Usage (run with the peers venv's python; make bench wires it):
  video_compare.py --kit ../shared/bench/gif --frames .bench/gif/frames --flipbook .build/v3/release/flipbook \
                   [--out .bench/video] [--runs 3] [--markdown]

Encoders, each given the kit's PNG frames (so process start and PNG decoding count for everyone):
  flipbook-webp        flipbook encode FRAMES -o x.webp --fps 30               (lossless, the default)
  img2webp             img2webp -lossless -d 33 FRAMES -o x.webp                (its defaults: -q 75 -m 4)
  flipbook-webp-q75    flipbook encode ... --quality 75                         (lossy)
  img2webp-q75         img2webp -lossy -q 75 -d 33 ...
  flipbook-mp4         flipbook encode FRAMES -o x.mp4 --fps 30                 (default quality 65 = CRF 17.85)
  ffmpeg-mp4           ffmpeg -framerate 30 -i frame_%04d.png -c:v libx264 -pix_fmt yuv420p -movflags +faststart
                       (ffmpeg's defaults: preset medium, CRF 23; swscale's RGB->YUV, BT.601 untagged)
  ffmpeg-mp4-crf17.85  the same at Flipbook's CRF, for equal-quality bytes

Quality: WebP is decoded with Pillow (as the kit scores GIFs: composite on the clip background); MP4 is
decoded by ffmpeg to RGB with the matrix the stream is tagged with (untagged: BT.601). PSNR per frame over
RGB, capped at 60 dB like the kit; SSIM with skimage as the kit does. CPU = user + sys of the child process,
median of --runs runs. Prints `RATIO video-<clip> <ours> <peer> <bytes ratio>` and `CPU ...` lines, and with
--markdown a table.
"""
import argparse
import glob
import json
import os
import resource
import statistics
import subprocess
import sys

import numpy as np
from PIL import Image
from skimage.metrics import structural_similarity

CLIPS = ["flip", "fade-scale", "gradient-pan"]


def timed(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def decode_mp4(path, w, h):
    raw = subprocess.run(["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
                         check=True, stdout=subprocess.PIPE).stdout
    return list(np.frombuffer(raw, dtype=np.uint8).reshape(-1, h, w, 3))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kit", required=True)
    ap.add_argument("--frames", required=True)
    ap.add_argument("--flipbook", required=True)
    ap.add_argument("--out", default=os.path.join(".bench", "video"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--clips", nargs="*", default=CLIPS)
    ap.add_argument("--markdown", action="store_true")
    a = ap.parse_args()
    sys.path.insert(0, os.path.abspath(a.kit))
    import gif_peers  # the kit's scoring helpers (composite, psnr, load_frames, decode via Pillow)

    os.makedirs(a.out, exist_ok=True)
    table = []
    for clip in a.clips:
        clip_dir = os.path.join(a.frames, clip)
        meta = json.load(open(os.path.join(clip_dir, "clip.json")))
        fps, bg = meta["fps"], meta["background"]
        frames = sorted(glob.glob(os.path.join(clip_dir, "frame_*.png")))
        src = [gif_peers.composite(f, bg) for f in gif_peers.load_frames(clip_dir)]
        h, w = src[0].shape[:2]
        out = lambda name: os.path.join(a.out, clip + "-" + name)
        delay = str(round(1000 / fps))
        encoders = [
            ("flipbook-webp", "webp", [a.flipbook, "encode", *frames, "--fps", str(fps), "-o"]),
            ("img2webp", "webp", ["img2webp", "-lossless", "-d", delay, *frames, "-o"]),
            ("flipbook-webp-q75", "webp", [a.flipbook, "encode", *frames, "--fps", str(fps), "--quality", "75", "-o"]),
            ("img2webp-q75", "webp", ["img2webp", "-lossy", "-q", "75", "-d", delay, *frames, "-o"]),
            ("flipbook-mp4", "mp4", [a.flipbook, "encode", *frames, "--fps", str(fps), "-o"]),
            ("ffmpeg-mp4", "mp4", ["ffmpeg", "-v", "error", "-y", "-framerate", str(fps), "-i",
                                   os.path.join(clip_dir, "frame_%04d.png"), "-c:v", "libx264", "-pix_fmt", "yuv420p",
                                   "-movflags", "+faststart"]),
            ("ffmpeg-mp4-crf17.85", "mp4", ["ffmpeg", "-v", "error", "-y", "-framerate", str(fps), "-i",
                                            os.path.join(clip_dir, "frame_%04d.png"), "-c:v", "libx264", "-crf", "17.85",
                                            "-pix_fmt", "yuv420p", "-movflags", "+faststart"]),
        ]
        rows = {}
        for name, ext, cmd in encoders:
            path = out(name + "." + ext)
            cpu = statistics.median(timed(cmd + [path]) for _ in range(a.runs))
            if ext == "webp":
                dec = [gif_peers.composite(f, bg) for f in _webp_frames(path)]
            else:
                dec = decode_mp4(path, w, h)
            n = min(len(dec), len(src))
            ps = [gif_peers.psnr(x, y) for x, y in zip(src[:n], dec[:n])]
            ss = [structural_similarity(x, y, channel_axis=2, data_range=255) for x, y in zip(src[:n], dec[:n])]
            rows[name] = {"bytes": os.path.getsize(path), "cpu_s": cpu, "psnr_mean": float(np.mean(ps)),
                          "psnr_min": float(np.min(ps)), "ssim_mean": float(np.mean(ss)), "frames": len(dec)}
            table.append((clip, name, rows[name]))
        for ours, peer in (("flipbook-webp", "img2webp"), ("flipbook-webp-q75", "img2webp-q75"),
                           ("flipbook-mp4", "ffmpeg-mp4"), ("flipbook-mp4", "ffmpeg-mp4-crf17.85")):
            print("RATIO video-%s %s %s %.3f" % (clip, ours, peer, rows[ours]["bytes"] / rows[peer]["bytes"]))
            print("CPU video-%s %s %s %.3f" % (clip, ours, peer, rows[ours]["cpu_s"] / max(rows[peer]["cpu_s"], 1e-9)))
        gif = os.path.join(".bench", "gif", "flipbook", clip + ".gif")
        if os.path.exists(gif):
            print("RATIO video-%s flipbook-webp flipbook-gif %.3f" % (clip, rows["flipbook-webp"]["bytes"] / os.path.getsize(gif)))
            print("RATIO video-%s flipbook-mp4 flipbook-gif %.3f" % (clip, rows["flipbook-mp4"]["bytes"] / os.path.getsize(gif)))

    if a.markdown:
        print("\n| clip | encoder | bytes | PSNR mean dB | PSNR min dB | SSIM | frames | CPU s |")
        print("|---|---|---:|---:|---:|---:|---:|---:|")
        for clip, name, r in table:
            print("| %s | %s | %d | %.2f | %.2f | %.4f | %d | %.3f |" % (
                clip, name, r["bytes"], r["psnr_mean"], r["psnr_min"], r["ssim_mean"], r["frames"], r["cpu_s"]))


def _webp_frames(path):
    """Every frame of an animated WebP, expanded to the source frame rate by duration (libwebp merges
    identical frames, and img2webp's 33 ms frames are whole frames too)."""
    im = Image.open(path)
    frames = []
    durations = []
    for i in range(getattr(im, "n_frames", 1)):
        im.seek(i)
        frames.append(im.convert("RGBA").copy())
        durations.append(im.info.get("duration", 0) or 0)
    # Expand merged frames back (a merged frame lasts a multiple of ~33 ms).
    out = []
    for f, d in zip(frames, durations):
        out += [f] * max(1, round(d / (1000 / 30)))
    return out


if __name__ == "__main__":
    sys.exit(main())
