/// The browser preview: one self-contained HTML file (no server, no network, works from file://) that plays a
/// `PreviewClip` on a canvas, with play/pause, a scrubber, frame stepping, 0.25×/0.5×/1× speed, a loop switch,
/// the key moments and taps marked on the timeline, the clip's time and the command that renders it.
///
/// Watching (`flipbook preview --watch`): the page also polls a small sidecar script beside it,
/// `NAME.watch.js`, by adding a `<script>` element with a changing query string every half second (scripts,
/// unlike `fetch`, load from file:// pages). The sidecar calls `flipbookWatch({stamp, error})`; when the stamp
/// differs from the clip shown, the page loads `NAME.data.js` (which calls `flipbookData(clip)`) and swaps the
/// clip in place, keeping the frame, speed and loop setting. A render error is shown over the last good clip.
public enum PreviewPage {
    /// The sidecar files of a watched page, as the page refers to them (names relative to the page).
    public struct WatchFiles: Sendable, Equatable {
        public var watchScript: String
        public var dataScript: String

        /// `page.html` → `page.watch.js`, `page.data.js`.
        public init(pageName: String) {
            let base = pageName.hasSuffix(".html") ? String(pageName.dropLast(5)) : pageName
            watchScript = base + ".watch.js"
            dataScript = base + ".data.js"
        }
    }

    /// The page, with `clip` embedded.
    public static func html(_ clip: PreviewClip, watch: WatchFiles? = nil) throws -> String {
        let watchConfig = watch.map { "{\"script\":\(jsString($0.watchScript)),\"data\":\(jsString($0.dataScript))}" } ?? "null"
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="flipbook preview">
            <title>\(htmlEscape(clip.scene)) — Flipbook preview</title>
            <style>\(style)</style>
            </head>
            <body>
            <header><h1 id="title"></h1><span id="info"></span><span id="status"></span></header>
            <main>
            <div id="stage"><canvas id="view" width="1" height="1"></canvas></div>
            <div id="error" hidden></div>
            <div id="timeline"><input type="range" id="scrub" min="0" max="0" value="0" step="1" aria-label="frame"><div id="markers"></div></div>
            <div id="controls">
            <button id="prev" title="Previous frame (←)">◀︎|</button>
            <button id="play" title="Play / pause (space)">▶︎</button>
            <button id="next" title="Next frame (→)">|▶︎</button>
            <span class="group" id="speeds">speed
            <button data-rate="0.25" title="0.25× (1)">0.25×</button><button data-rate="0.5" title="0.5× (2)">0.5×</button><button data-rate="1" title="1× (3)">1×</button>
            </span>
            <label class="group"><input type="checkbox" id="loop" checked> loop <kbd>L</kbd></label>
            <span id="time"></span>
            </div>
            <div id="moments"></div>
            <p class="label">Render it:</p>
            <pre id="command"></pre>
            </main>
            <script>const FLIPBOOK_WATCH = \(watchConfig);</script>
            <script>\(player)</script>
            <script>flipbookData(\(scriptSafe(try clip.json())));</script>
            </body>
            </html>

            """
    }

    /// `NAME.data.js`: the clip for a watching page.
    public static func dataScript(_ clip: PreviewClip) throws -> String {
        "flipbookData(\(scriptSafe(try clip.json())));\n"
    }

    /// `NAME.watch.js`: the current render's stamp, or the error that stopped the latest render.
    public static func watchScript(stamp: String, error: String?) -> String {
        "flipbookWatch({\"stamp\":\(jsString(stamp)),\"error\":\(error.map(jsString) ?? "null")});\n"
    }

    /// A JavaScript string literal.
    static func jsString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// JSON inside a `<script>` element: "</" would end the element, so it is written "<\/".
    static func scriptSafe(_ json: String) -> String { json.replacingOccurrences(of: "</", with: "<\\/") }

    static func htmlEscape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let style = """
        :root { color-scheme: light dark; --bg: #f4f4f6; --fg: #1c1c1e; --muted: #6e6e73; --panel: #ffffff; --line: #d1d1d6; --accent: #0a84ff; }
        @media (prefers-color-scheme: dark) { :root { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #98989d; --panel: #2c2c2e; --line: #3a3a3c; } }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; background: var(--bg); color: var(--fg); }
        header { display: flex; gap: 16px; align-items: center; height: 44px; padding: 0 24px; border-bottom: 1px solid var(--line); background: var(--panel); }
        h1 { font-size: 16px; margin: 0; }
        #info, #status { color: var(--muted); }
        #status { margin-left: auto; }
        main { padding: 16px 24px; max-width: 1200px; }
        /* The canvas's corner is at (25, 61) CSS px (header 44 + border 1, padding 16 / 24, border 1): `make preview-check` relies on it. */
        #stage { display: inline-block; padding: 0; line-height: 0; background: repeating-conic-gradient(#ccc 0 25%, #eee 0 50%) 0 0 / 16px 16px; border: 1px solid var(--line); }
        #view { display: block; max-width: calc(100vw - 50px); height: auto; }
        #error { white-space: pre-wrap; font: 12px/1.4 ui-monospace, monospace; color: #fff; background: #c62828; padding: 8px 12px; margin: 8px 0; border-radius: 6px; }
        #timeline { position: relative; margin: 12px 0 4px; max-width: 800px; }
        #scrub { width: 100%; margin: 0; }
        #markers { position: relative; height: 14px; margin: 0 8px; }
        .marker { position: absolute; top: 0; width: 3px; height: 12px; margin-left: -1px; border-radius: 1px; cursor: pointer; background: var(--muted); border: 0; padding: 0; }
        .marker.begin, .moment.begin { background: #34c759; } .marker.settled, .moment.settled { background: #0a84ff; }
        .marker.mid, .moment.mid { background: #ff9f0a; } .marker.peak, .moment.peak { background: #ff375f; } .marker.tap, .moment.tap { background: #bf5af2; }
        #controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0; }
        button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); color: var(--fg); cursor: pointer; }
        button.on { background: var(--accent); color: #fff; border-color: var(--accent); }
        .group { display: inline-flex; gap: 4px; align-items: center; margin-left: 8px; }
        kbd { font: 11px ui-monospace, monospace; border: 1px solid var(--line); border-radius: 3px; padding: 0 3px; }
        #time { font-variant-numeric: tabular-nums; margin-left: 8px; }
        #moments { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; }
        .moment { color: #fff; border: 0; font-size: 12px; padding: 2px 8px; }
        .moment.start, .moment.end { background: var(--muted); }
        .label { margin: 12px 0 4px; color: var(--muted); }
        pre { margin: 0; padding: 8px 12px; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; overflow-x: auto; user-select: all; }
        """

    static let player = """
        (function () {
          "use strict";
          const $ = (id) => document.getElementById(id);
          const canvas = $("view"), ctx = canvas.getContext("2d"), scrub = $("scrub"), loopBox = $("loop");
          let clip = null, images = [], shown = -1, playing = false, rate = 1, t0 = 0, startFrame = 0, loading = null;
          const clamp = (k) => Math.max(0, Math.min(clip.frameCount - 1, k | 0));
          function decode(c) {
            return Promise.all(c.frames.map((p) => {
              if (!p) return null;
              // onload, not img.decode(): decode() never settles in headless Chromium under a virtual time budget.
              return new Promise((resolve, reject) => {
                const img = new Image();
                img.onload = () => resolve(img);
                img.onerror = () => reject(new Error("a frame of the clip cannot be decoded (does this browser show WebP?)"));
                img.src = p.src;
              });
            }));
          }
          window.flipbookData = function (c) {
            const keep = clip ? shown : null;
            loading = c.stamp;
            decode(c).then((decoded) => {
              clip = c; images = decoded; shown = -1;
              setup();
              show(keep !== null ? keep : initialFrame());
              if (keep === null && !/frame=/.test(location.hash)) play();
              const s = $("status"); if (FLIPBOOK_WATCH) s.textContent = "watching · updated " + new Date().toLocaleTimeString();
            }, (e) => { const box = $("error"); box.textContent = String(e.message || e); box.hidden = false; });
          };
          window.flipbookWatch = function (w) {
            const box = $("error");
            if (w.error) { box.textContent = w.error; box.hidden = false; } else { box.hidden = true; }
            if (clip && w.stamp !== clip.stamp && w.stamp !== loading) {
              loading = w.stamp;
              const s = document.createElement("script");
              s.src = FLIPBOOK_WATCH.data + "?" + encodeURIComponent(w.stamp);
              s.onload = s.onerror = () => s.remove();
              document.head.appendChild(s);
            }
          };
          function initialFrame() {
            const m = /frame=(\\d+)/.exec(location.hash);
            return m ? clamp(parseInt(m[1], 10)) : 0;
          }
          function setup() {
            canvas.width = clip.width; canvas.height = clip.height;
            canvas.style.width = clip.pointWidth + "px";
            document.title = clip.scene + " — Flipbook preview";
            $("title").textContent = clip.scene;
            $("info").textContent = clip.width + "×" + clip.height + " px · " + clip.fps + " fps · " + clip.frameCount +
              " frames · " + clip.duration.toFixed(2) + " s";
            scrub.max = clip.frameCount - 1;
            $("command").textContent = clip.command;
            const markers = $("markers"), moments = $("moments");
            markers.textContent = ""; moments.textContent = "";
            for (const m of clip.markers) {
              const at = clip.frameCount > 1 ? m.frame / (clip.frameCount - 1) : 0;
              const tick = document.createElement("button");
              tick.className = "marker " + m.kind; tick.style.left = (at * 100) + "%"; tick.title = m.label;
              tick.onclick = () => { pause(); show(m.frame); };
              markers.appendChild(tick);
              const b = document.createElement("button");
              b.className = "moment " + m.kind; b.textContent = m.label; b.onclick = tick.onclick;
              moments.appendChild(b);
            }
          }
          function apply(i) {
            const p = clip.frames[i];
            if (!p) return;
            ctx.clearRect(p.x, p.y, p.w, p.h);
            ctx.drawImage(images[i], p.x, p.y);
          }
          function show(k) {
            k = clamp(k);
            if (k !== shown) {
              const from = (shown >= 0 && k > shown && k - shown <= clip.keyInterval) ? shown + 1 : k - k % clip.keyInterval;
              for (let i = from; i <= k; i++) apply(i);
              shown = k;
            }
            scrub.value = k;
            const t = k / clip.fps;
            $("time").textContent = "t = " + t.toFixed(3) + " s of " + clip.duration.toFixed(2) + " s · frame " + k + " / " +
              (clip.frameCount - 1) + (rate !== 1 ? " · playing at " + rate + "×" : "");
          }
          function tick(now) {
            if (!playing) return;
            let f = startFrame + Math.floor((now - t0) / 1000 * rate * clip.fps + 1e-6);
            if (f >= clip.frameCount) {
              if (loopBox.checked) { startFrame = 0; t0 = now; f = 0; } else { show(clip.frameCount - 1); pause(); return; }
            }
            show(f);
            requestAnimationFrame(tick);
          }
          function play() {
            if (!clip) return;
            if (shown >= clip.frameCount - 1) show(0);
            playing = true; startFrame = shown; t0 = performance.now();
            $("play").textContent = "❚❚"; requestAnimationFrame(tick);
          }
          function pause() { playing = false; $("play").textContent = "▶︎"; }
          function step(d) { pause(); show(shown + d); }
          function setRate(r) {
            rate = r; startFrame = shown; t0 = performance.now();
            for (const b of document.querySelectorAll("#speeds button")) b.classList.toggle("on", parseFloat(b.dataset.rate) === r);
            if (clip) show(shown);
          }
          $("play").onclick = () => (playing ? pause() : play());
          $("prev").onclick = () => step(-1);
          $("next").onclick = () => step(1);
          for (const b of document.querySelectorAll("#speeds button")) b.onclick = () => setRate(parseFloat(b.dataset.rate));
          setRate(1);
          scrub.oninput = () => { pause(); show(parseInt(scrub.value, 10)); };
          document.addEventListener("keydown", (e) => {
            if (!clip || e.target.tagName === "INPUT" && e.target.type !== "range" && e.target.type !== "checkbox") return;
            const keys = { " ": () => (playing ? pause() : play()), "ArrowLeft": () => step(-1), "ArrowRight": () => step(1),
              "Home": () => step(-clip.frameCount), "End": () => step(clip.frameCount), "l": () => { loopBox.checked = !loopBox.checked; },
              "1": () => setRate(0.25), "2": () => setRate(0.5), "3": () => setRate(1) };
            const f = keys[e.key];
            if (f) { f(); e.preventDefault(); }
          });
          if (FLIPBOOK_WATCH) {
            let n = 0;
            setInterval(() => {
              const s = document.createElement("script");
              s.src = FLIPBOOK_WATCH.script + "?" + (++n) + "-" + Date.now();
              s.onload = s.onerror = () => s.remove();
              document.head.appendChild(s);
            }, 500);
          }
        })();
        """
}
