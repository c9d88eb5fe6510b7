#!/usr/bin/env python3
"""Checks a headless-Chromium screenshot of a `flipbook preview` page: the canvas shows the frame.

Usage: preview_check.py SCREENSHOT.png FRAME.png --origin X,Y --scale S

FRAME.png is the frame the page was opened at (`page.html#frame=N`), rendered by `flipbook render --frames N`;
the page draws it at (X, Y) CSS pixels, S frame pixels per CSS pixel (the scene's scale). Samples a 9x9 grid
of points inside the frame; each must match the screenshot within 8 per channel (the browser downscales by S),
except points on edges in the frame (neighbours differ), and the sampled region must not be blank (one
colour). Standard library only (zlib), so it runs wherever python3 does. Exit 0 when the frame is shown.
"""
import struct
import sys
import zlib


def read_png(path):
    """(width, height, rows of (r, g, b, a) tuples) for 8-bit RGB/RGBA, non-interlaced PNGs."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path + ": not a PNG"
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, path + ": unsupported PNG layout"
            bpp = 4 if ctype == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev = [], bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * bpp:x * bpp + 3]) + ((line[x * bpp + 3],) if bpp == 4 else (255,)) for x in range(w)])
        prev = line
    return w, h, rows


def main():
    args = sys.argv[1:]
    shot_path, frame_path = args[0], args[1]
    ox, oy = (int(v) for v in args[args.index("--origin") + 1].split(","))
    s = int(args[args.index("--scale") + 1])
    sw, sh, shot = read_png(shot_path)
    fw, fh, frame = read_png(frame_path)
    cw, ch = fw // s, fh // s
    checked, matched, colours = 0, 0, set()
    for j in range(1, 10):
        for i in range(1, 10):
            x, y = cw * i // 10, ch * j // 10
            # Skip edges: the browser's downscale mixes neighbours there.
            block = [frame[y * s + dy][x * s + dx] for dy in range(-s, 2 * s) for dx in range(-s, 2 * s)
                     if 0 <= y * s + dy < fh and 0 <= x * s + dx < fw]
            if max(max(p[k] for p in block) - min(p[k] for p in block) for k in range(3)) > 8:
                continue
            want = frame[y * s][x * s]
            got = shot[oy + y][ox + x] if oy + y < sh and ox + x < sw else (0, 0, 0, 0)
            checked += 1
            colours.add(got[:3])
            if all(abs(want[k] - got[k]) <= 8 for k in range(3)):
                matched += 1
            else:
                print("  at (%d, %d): frame %s, screenshot %s" % (x, y, want[:3], got[:3]))
    print("preview-check: %d of %d flat points match the frame, %d colours" % (matched, checked, len(colours)))
    ok = checked >= 20 and matched == checked and len(colours) > 1
    print("preview-check: " + ("the page shows the frame" if ok else "FAILED: the page does not show the frame"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
