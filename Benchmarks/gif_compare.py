#!/usr/bin/env python3
"""Flipbook's GIF encoder beside ffmpeg and gifsicle on the peer kit's clips (same machine, same run).

Usage (run with the peers venv's python; make bench wires it):
  gif_compare.py --kit ../shared/bench/gif --frames .bench/gif/frames --peers .bench/gif/results.json \
                 --flipbook .build/v3/release/flipbook [--out .bench/gif/flipbook] [--runs 3] [--markdown]

  --frames   clips written by the kit's make_frames.py (DIR/<clip>/frame_*.png + clip.json)
  --peers    results JSON written by the kit's gif_peers.py --json, with at least the encoders
             ffmpeg-sierra and gifsicle-O3(sierra) for the clips
  --flipbook the flipbook binary: each clip is encoded with `flipbook encode FRAMES -o OUT --fps FPS`
             (defaults), timed like the kit times its peers: CPU seconds (user + sys) of the child process,
             which includes process start and PNG decoding; median of --runs runs
  --ours     instead of --flipbook: a directory with already encoded <clip>.gif (no CPU line then)

Our GIFs are scored with the kit's own scoring (gif_peers.score: decode with Pillow, composite on the clip
background, PSNR / SSIM / flicker). Prints machine-readable lines:
  RATIO   gif-<clip> ffmpeg-gifsicle <our bytes / (ffmpeg + gifsicle -O3) bytes>
  PSNR    gif-<clip> source <our mean PSNR, dB>
  PSNR    gif-<clip> ffmpeg <ffmpeg's mean PSNR, dB>
  FLICKER gif-<clip> source <static-pixel flicker %>          (n/a for clips without static pixels)
  CPU     gif-<clip> ffmpeg <our CPU s / ffmpeg CPU s>
and with --markdown a table of bytes, PSNR, SSIM, flicker and CPU seconds for us and the peers.
"""
import argparse
import glob
import json
import os
import resource
import statistics
import subprocess
import sys

CLIPS = ["flip", "fade-scale", "gradient-pan"]
FFMPEG = "ffmpeg-sierra"
GIFSICLE = "gifsicle-O3(sierra)"


def encode(flipbook, clip_dir, fps, out):
    """Runs flipbook encode once; returns the child's CPU seconds."""
    frames = sorted(glob.glob(os.path.join(clip_dir, "frame_*.png")))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([flipbook, "encode", *frames, "-o", out, "--fps", str(fps)], check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kit", required=True, help="the peer kit's gif folder (holds gif_peers.py)")
    ap.add_argument("--frames", required=True)
    ap.add_argument("--peers", required=True)
    ap.add_argument("--flipbook")
    ap.add_argument("--ours")
    ap.add_argument("--out", default=os.path.join(".bench", "gif", "flipbook"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--clips", nargs="*", default=CLIPS)
    ap.add_argument("--markdown", action="store_true")
    a = ap.parse_args()
    if not a.flipbook and not a.ours:
        ap.error("give --flipbook (encode and time) or --ours (score existing GIFs)")

    sys.path.insert(0, os.path.abspath(a.kit))
    import gif_peers  # the kit's scoring, so both sides are measured the same way

    peers = {}
    for row in json.load(open(a.peers))["rows"]:
        peers[(row["clip"], row["encoder"])] = row

    table = []
    for clip in a.clips:
        clip_dir = os.path.join(a.frames, clip)
        meta = json.load(open(os.path.join(clip_dir, "clip.json")))
        cpu = None
        if a.flipbook:
            os.makedirs(a.out, exist_ok=True)
            gif = os.path.join(a.out, clip + ".gif")
            cpu = statistics.median(encode(a.flipbook, clip_dir, meta["fps"], gif) for _ in range(a.runs))
        else:
            gif = os.path.join(a.ours, clip + ".gif")
        ours = gif_peers.score(gif, clip_dir, meta)
        ours["bytes"] = os.path.getsize(gif)
        ours["cpu_s"] = cpu
        ff = peers.get((clip, FFMPEG))
        gs = peers.get((clip, GIFSICLE))
        if gs:
            print("RATIO gif-%s ffmpeg-gifsicle %.3f" % (clip, ours["bytes"] / gs["bytes"]))
        print("PSNR gif-%s source %.2f" % (clip, ours["psnr_mean"]))
        if ff:
            print("PSNR gif-%s ffmpeg %.2f" % (clip, ff["psnr_mean"]))
        fl = ours["flicker_pct"]
        print("FLICKER gif-%s source %s" % (clip, "n/a" if fl is None else "%.3f" % fl))
        if ff and cpu is not None and ff.get("cpu_s"):
            print("CPU gif-%s ffmpeg %.3f" % (clip, cpu / ff["cpu_s"]))
        table.append((clip, "flipbook", ours))
        for name, row in ((FFMPEG, ff), (GIFSICLE, gs)):
            if row:
                table.append((clip, name, row))

    if a.markdown:
        print("\n| clip | encoder | bytes | PSNR mean dB | PSNR min dB | SSIM | flicker % | CPU s |")
        print("|---|---|---:|---:|---:|---:|---:|---:|")
        for clip, name, r in table:
            fl = "n/a" if r.get("flicker_pct") is None else "%.3f" % r["flicker_pct"]
            cpu = "n/a" if r.get("cpu_s") is None else "%.3f" % r["cpu_s"]
            print("| %s | %s | %d | %.2f | %.2f | %.4f | %s | %s |" % (
                clip, name, r["bytes"], r["psnr_mean"], r["psnr_min"], r["ssim_mean"], fl, cpu))


if __name__ == "__main__":
    sys.exit(main())
