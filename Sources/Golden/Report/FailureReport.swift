import Codecs
import Foundation

/// A static, offline HTML page of all failures: one self-contained file (inline CSS and a few lines of
/// inline JS, no external resources) whose images are the artifacts, referenced by relative paths.
///
/// Per clip: its summary line, a frame timeline (every compared time; failing ones red and linked, timing
/// shifts amber, passing green), and per failing frame golden | actual | diff | heat map side by side, a blink view
/// (toggles golden/actual on click, or automatically) and a slider revealing the actual over the golden.
public enum FailureReport {
    /// Reads every `ROOT/*/summary.json` (sorted by folder name).
    /// - Throws: `GoldenError` for an unreadable or invalid summary.
    public static func summaries(in failuresRoot: String) throws -> [(folder: String, summary: FailureSummary)] {
        let fm = FileManager.default
        var out: [(String, FailureSummary)] = []
        for name in ((try? fm.contentsOfDirectory(atPath: failuresRoot)) ?? []).sorted() {
            let folder = GoldenStore.join(failuresRoot, name)
            let path = GoldenStore.join(folder, "summary.json")
            guard fm.fileExists(atPath: path) else { continue }
            guard let data = fm.contents(atPath: path) else {
                throw GoldenError(place: path, reason: "cannot read the failure summary")
            }
            do {
                out.append((folder, try JSONDecoder().decode(FailureSummary.self, from: data)))
            } catch {
                throw GoldenError(place: path, reason: "not a failure summary: \(error)")
            }
        }
        return out
    }

    /// Writes the report of every failure folder under `failuresRoot` to `htmlPath` (atomically) and
    /// returns the number of clips with failing frames on the page.
    @discardableResult
    public static func write(failuresRoot: String, to htmlPath: String) throws -> Int {
        let all = try summaries(in: failuresRoot)
        let htmlDirectory = (htmlPath as NSString).deletingLastPathComponent
        let clips = all.filter { $0.summary.frames.contains { $0.status == .failed || $0.status == .missing } }
        let page = html(clips.map { (relativePath(from: htmlDirectory, to: $0.folder), $0.summary) })
        if !htmlDirectory.isEmpty {
            try? FileManager.default.createDirectory(atPath: htmlDirectory, withIntermediateDirectories: true)
        }
        try AtomicFile.write(Array(page.utf8), to: htmlPath)
        return clips.count
    }

    /// The page for `clips`, each with its folder relative to the page.
    public static func html(_ clips: [(folder: String, summary: FailureSummary)]) -> String {
        var body = ""
        if clips.isEmpty { body += "<p class=ok>No failures.</p>\n" }
        for (ci, clip) in clips.enumerated() {
            let s = clip.summary
            let prefix = clip.folder.isEmpty || clip.folder == "." ? "" : urlPath(clip.folder) + "/"
            body += "<section class=clip id=\"c\(ci)\">\n<h2>\(escape(s.name))</h2>\n"
            body += "<p class=sum>\(escape(s.summary))</p>\n"
            body += "<p class=tol>Tolerance: \(escape(s.tolerance.description))</p>\n"
            // Timeline: marks placed by time over the clip's compared range.
            let times = s.frames.map(\.time)
            let t0 = times.min() ?? 0, t1 = times.max() ?? 0
            body += "<div class=timeline>"
            for (fi, f) in s.frames.enumerated() {
                let left = t1 > t0 ? (f.time - t0) / (t1 - t0) * 100 : 0
                let title = escape("t = \(format(f.time, digits: 4)) s: \(f.status.rawValue) — \(f.summary)")
                let style = "left:calc(\(format(left, digits: 3))% - 5px)"
                if f.status == .failed || f.status == .missing {
                    body += "<a class=\"mark \(f.status.rawValue)\" style=\"\(style)\" href=\"#c\(ci)f\(fi)\" title=\"\(title)\"></a>"
                } else {
                    body += "<span class=\"mark \(f.status.rawValue)\" style=\"\(style)\" title=\"\(title)\"></span>"
                }
            }
            body += "</div>\n<p class=axis><span>\(format(t0, digits: 4)) s</span><span>\(format(t1, digits: 4)) s</span></p>\n"
            if let strip = s.strip {
                body += "<details><summary>Strip of failing frames</summary><img class=px src=\"\(escape(prefix + urlPath(strip)))\" alt=\"strip\"></details>\n"
            }
            for (fi, f) in s.frames.enumerated() where f.status == .failed || f.status == .missing {
                body += "<article class=frame id=\"c\(ci)f\(fi)\">\n"
                body += "<h3>t = \(format(f.time, digits: 4)) s — \(f.status.rawValue)</h3>\n<p>\(escape(f.summary))</p>\n"
                let actual = f.actual.map { escape(prefix + urlPath($0)) }
                if let golden = f.golden.map({ escape(prefix + urlPath($0)) }), let actual,
                   let diff = f.diff.map({ escape(prefix + urlPath($0)) }) {
                    body += """
                    <div class=row>
                    <figure><figcaption>golden</figcaption><img class=px src="\(golden)" alt="golden"></figure>
                    <figure><figcaption>actual</figcaption><img class=px src="\(actual)" alt="actual"></figure>
                    <figure><figcaption>diff (red: counted, yellow: anti-aliasing excused)</figcaption><img class=px src="\(diff)" alt="diff"></figure>
                    \(f.heat.map { "<figure><figcaption>heat (largest channel change: blue 1/255 → cyan → green → yellow → red 255/255)</figcaption><img class=px src=\"\(escape(prefix + urlPath($0)))\" alt=\"heat\"></figure>" } ?? "")
                    </div>
                    <div class=row>
                    <figure><figcaption>blink (click, or <label><input type=checkbox class=auto> auto</label>)</figcaption>
                    <div class=blink><img class=px src="\(golden)" alt="golden"><img class="px top" src="\(actual)" alt="actual"></div></figure>
                    <figure><figcaption>slider: golden | actual</figcaption>
                    <div class=slider><img class=px src="\(golden)" alt="golden"><img class="px top" src="\(actual)" alt="actual"></div>
                    <input type=range min=0 max=100 value=50></figure>
                    </div>

                    """
                } else if let actual {
                    body += "<div class=row><figure><figcaption>actual (no golden)</figcaption><img class=px src=\"\(actual)\" alt=\"actual\"></figure></div>\n"
                }
                body += "</article>\n"
            }
            body += "</section>\n"
        }
        return """
        <!doctype html>
        <html lang=en><head><meta charset=utf-8><title>Flipbook golden failures</title>
        <style>
        body{font:14px/1.4 system-ui,sans-serif;margin:16px;background:#fafafa;color:#222}
        h2{margin:24px 0 4px}.sum{font-family:monospace}.tol{color:#666}.ok{color:#070}
        .timeline{position:relative;height:16px;background:#e4e4e4;border-radius:8px;margin:8px 5px 0}
        .mark{position:absolute;top:3px;width:10px;height:10px;border-radius:5px}
        .passed{background:#3a3}.shifted{background:#e90}.failed{background:#d22}.missing{background:#829}.recorded{background:#38c}
        .axis{display:flex;justify-content:space-between;color:#666;font-size:12px;margin:2px 0 8px}
        .frame{border-top:1px solid #ccc;padding-top:8px}
        .row{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
        figure{margin:0}figcaption{color:#555;font-size:12px}
        img.px{image-rendering:pixelated;max-width:480px;border:1px solid #bbb;display:block;background:#fff}
        .blink,.slider{position:relative;display:inline-block}
        .blink img.top,.slider img.top{position:absolute;left:0;top:0}
        .blink{cursor:pointer}.blink.golden img.top{visibility:hidden}
        .slider img.top{clip-path:inset(0 0 0 50%)}
        input[type=range]{width:100%}
        </style></head>
        <body>
        <h1>Golden failures</h1>
        \(body)<script>
        for(const b of document.querySelectorAll('.blink')){b.title='click to toggle golden/actual';b.onclick=()=>b.classList.toggle('golden')}
        for(const c of document.querySelectorAll('input.auto')){let t=null;c.onchange=()=>{const b=c.closest('figure').querySelector('.blink');clearInterval(t);if(c.checked)t=setInterval(()=>b.classList.toggle('golden'),500)}}
        for(const s of document.querySelectorAll('.slider')){const r=s.parentNode.querySelector('input[type=range]');const top=s.querySelector('img.top');r.oninput=()=>{top.style.clipPath='inset(0 0 0 '+r.value+'%)'}}
        </script>
        </body></html>

        """
    }

    /// `path` relative to `directory` (both relative to the working directory or absolute), e.g.
    /// from ".flipbook" to ".flipbook/failures/card" → "failures/card".
    public static func relativePath(from directory: String, to path: String) -> String {
        func components(_ p: String) -> [String] {
            let absolute = p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p
            var out: [String] = []
            for c in absolute.split(separator: "/") where c != "." && !c.isEmpty {
                if c == ".." { if !out.isEmpty { out.removeLast() } } else { out.append(String(c)) }
            }
            return out
        }
        let from = components(directory.isEmpty ? "." : directory), to = components(path)
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// A relative file path as a URL path: bytes other than unreserved ones and "/" percent-encoded
    /// (a clip named "card flip #2" still links).
    static func urlPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return out
    }

    /// Text escaped for HTML content and double-quoted attributes.
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}
