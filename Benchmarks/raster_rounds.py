#!/usr/bin/env python3
"""The raster benchmark in interleaved rounds: each cell timed by Flipbook and by every peer back to back.

Usage (make bench; run it with the peers venv's python):
  raster_rounds.py --flipbook-bench BIN --kit raster_peers.py --out DIR [--rounds 7]
                   [--peers skia,blend2d,thorvg,cairo,numpy] [--scenes cards,…] [--sizes 512,1080p] [--markdown]

On a shared virtual machine the CPU's speed drifts by ±20 % over seconds, so two whole runs minutes apart (the
old way: all of Flipbook, then all of the peers) cannot tell a 10 % change from noise. Here `flipbook-bench
serve` and one process per peer (the kit's own scene code and timing protocol, `raster_peers.bench`: 3 warm-up
frames, then ≥ 20 frames and ≥ 0.4 s, median CPU ms) stay up, and a round times each cell with every side in
turn, a second or two apart; rounds alternate which side goes first. A ratio is then taken per round and
compare.py reports the median over the rounds, the lowest and highest, and whether it can be called. The first
round also writes every final frame, for PSNR against Skia.
"""
import argparse
import importlib.util
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCENES = ["cards", "flip", "shadow", "text", "fill", "fill50"]
SIZES = ["512", "1080p"]


def serve_peer(kit_path, name):
    """Child process: the kit's scenes for one peer, timed on request ("SCENE SIZE [png]" → one JSON line)."""
    spec = importlib.util.spec_from_file_location("raster_peers", kit_path)
    kit = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(kit)
    try:
        version, scenes = kit.PEER_FACTORIES[name]()
    except Exception as e:   # the peer's module is not installed
        version, scenes = None, {}
        missing = "%s: %s" % (type(e).__name__, e)
    else:
        missing = None
    print(json.dumps(dict(version=version, error=missing)), flush=True)
    for line in sys.stdin:
        scene, size, *png = line.split()
        W, H = kit.SIZES[size]
        fn = scenes.get(scene)
        if fn is None or isinstance(fn, str):
            r = dict(na=fn or "no such scene")
        else:
            try:
                frame, snap = fn(W, H)
                r = kit.bench(frame)
                if (name, scene) in kit.WRONG_OUTPUT:
                    r["note"] = kit.WRONG_OUTPUT[(name, scene)]
                if png:
                    kit.save_png(snap(), os.path.join(png[0], "%s_%s_%s.png" % (name, scene, size)))
            except Exception as e:
                r = dict(error="%s: %s" % (type(e).__name__, e))
        print(json.dumps(r), flush=True)


class Side:
    """A long-running timing process: one request line in, one JSON line out."""

    def __init__(self, cmd, env=None):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)

    def ask(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        reply = self.p.stdout.readline()
        if not reply:
            sys.exit("raster_rounds.py: %s stopped (asked %r)" % (self.p.args[0], line))
        return json.loads(reply)

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--flipbook-bench")
    ap.add_argument("--kit", required=True, help="the peer kit's raster_peers.py")
    ap.add_argument("--out")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--peers", default="skia,blend2d,thorvg,cairo,numpy")
    ap.add_argument("--scenes", default=",".join(SCENES))
    ap.add_argument("--sizes", default=",".join(SIZES))
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--serve-peer", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.serve_peer:
        return serve_peer(a.kit, a.serve_peer)
    if not a.flipbook_bench or not a.out:
        sys.exit("raster_rounds.py: --flipbook-bench and --out are required")
    if a.rounds < 1:
        sys.exit("raster_rounds.py: --rounds must be at least 1 (got %d)" % a.rounds)
    scenes, sizes, peers = a.scenes.split(","), a.sizes.split(","), a.peers.split(",")
    for s in scenes:
        if s not in SCENES:
            sys.exit("raster_rounds.py: --scenes: unknown scene %r (known: %s)" % (s, ",".join(SCENES)))
    for s in sizes:
        if s not in SIZES:
            sys.exit("raster_rounds.py: --sizes: unknown size %r (known: %s)" % (s, ",".join(SIZES)))

    ours_dir, peers_dir = os.path.join(a.out, "flipbook"), os.path.join(a.out, "peers")
    os.makedirs(ours_dir, exist_ok=True)
    os.makedirs(peers_dir, exist_ok=True)
    env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", PEERS_OUT=peers_dir)
    flipbook = Side([a.flipbook_bench, "serve"])
    sides = {}
    for name in peers:
        side = Side([sys.executable, os.path.abspath(__file__), "--kit", a.kit, "--serve-peer", name], env=env)
        hello = json.loads(side.p.stdout.readline())
        if hello.get("error"):
            print("raster_rounds.py: peer %s unavailable: %s" % (name, hello["error"]), file=sys.stderr)
            side.close()
            continue
        sides[name] = side

    pairs = []
    for r in range(1, a.rounds + 1):
        ours_lines, runs = [], {name: {} for name in sides}
        for scene in scenes:
            for size in sizes:
                order = [None] + list(sides) if r % 2 else list(sides) + [None]
                for name in order:
                    extra = (" " + (ours_dir if name is None else peers_dir)) if r == 1 else ""
                    if name is None:
                        ours_lines.append(json.dumps(flipbook.ask("%s %s%s" % (scene, size, extra))))
                    else:
                        runs[name]["%s@%s" % (scene, size)] = sides[name].ask("%s %s%s" % (scene, size, extra))
        ours_path = os.path.join(ours_dir, "raster-round%d.jsonl" % r)
        peers_path = os.path.join(peers_dir, "round%d.json" % r)
        with open(ours_path, "w") as f:
            f.write("\n".join(ours_lines) + "\n")
        with open(peers_path, "w") as f:
            json.dump(dict(runs=[dict(peer=n, results=res) for n, res in runs.items()]), f, indent=1)
        pairs += ["--round", ours_path, peers_path]
        print("round %d of %d done" % (r, a.rounds), file=sys.stderr, flush=True)
    flipbook.close()
    for side in sides.values():
        side.close()

    cmd = [sys.executable, os.path.join(HERE, "compare.py")] + pairs + [
        "--flipbook-images", ours_dir, "--peer-images", peers_dir] + (["--markdown"] if a.markdown else [])
    return subprocess.run(cmd).returncode


if __name__ == "__main__":
    sys.exit(main())
