import CollectionViewSimulator
import Foundation

/// A run as one self-contained HTML page that plays it: every animated step's frames, sampled at
/// its frame rate, drawn as rectangles in an SVG viewport, with a step menu, play/pause and a
/// frame slider. No network access: the data and the script are inline.
enum HTMLPlayerRenderer {
    /// The page.
    static func render(_ run: ScenarioRun) -> String {
        let title = SVGFilmstripRenderer.escaped(run.scenario.name)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <style>
            body { font-family: Helvetica, Arial, sans-serif; margin: 16px; }
            #stage { border: 1px solid #999; background: #f4f4f4; }
            .controls { margin: 8px 0; }
            </style>
            </head>
            <body>
            <h1>\(title)</h1>
            <p>\(SVGFilmstripRenderer.escaped(run.scenario.summary))</p>
            <div class="controls">
            <select id="step"></select>
            <button id="play">Play</button>
            <input id="frame" type="range" min="0" max="0" value="0">
            <span id="label"></span>
            </div>
            <svg id="stage" xmlns="http://www.w3.org/2000/svg"></svg>
            <script>
            const data = \(playerData(run));
            \(script)
            </script>
            </body>
            </html>

            """
    }

    /// `{"width": w, "height": h, "steps": [{"title", "rate", "viewport": [x, y], "frames": [[[x, y, w, h, alpha, a, b, c, d, tx, ty, "colour", "name"], …], …]}]}`,
    /// each frame's views in drawing order.
    private static func playerData(_ run: ScenarioRun) -> String {
        let size = run.scenario.view.size
        var steps: [String] = []
        for step in run.steps {
            let rate = step.step.animation.frameRate
            for (index, stage) in step.stages.enumerated() {
                let title = "step \(step.index)\(step.stages.count > 1 ? " stage \(index + 1)" : ""): \(step.step.summary)"
                let frames = stage.frameGrid(rate: rate).map { frame(stage, at: $0) }
                steps.append("{\"title\": \(JSONOutput.quoted(title)), \"rate\": \(FixedDecimal.format(rate)), "
                             + "\"viewport\": [\(FixedDecimal.format(stage.after.bounds.minX)), \(FixedDecimal.format(stage.after.bounds.minY))], "
                             + "\"frames\": [" + frames.joined(separator: ", ") + "]}")
            }
        }
        return "{\"width\": \(FixedDecimal.format(size.width)), \"height\": \(FixedDecimal.format(size.height)), \"steps\": ["
            + steps.joined(separator: ",\n") + "]}"
    }

    private static func frame(_ animation: UpdateAnimation, at time: Double) -> String {
        "[" + animation.drawnViews(at: time).map { view in
            let value = view.value, m = value.transform3D
            let numbers = [value.frame.minX, value.frame.minY, value.size.width, value.size.height, value.alpha,
                           m.m11, m.m12, m.m21, m.m22, m.m41, m.m42].map { FixedDecimal.format($0) }
            return "[" + numbers.joined(separator: ", ") + ", \"\(ViewPalette.color(view.track.element, view.track.fate))\", "
                + JSONOutput.quoted("\(view.track.scenarioName) (\(view.track.fate))") + "]"
        }.joined(separator: ", ") + "]"
    }

    private static let script = """
        const svg = document.getElementById("stage"), menu = document.getElementById("step");
        const slider = document.getElementById("frame"), label = document.getElementById("label");
        const button = document.getElementById("play");
        svg.setAttribute("width", data.width); svg.setAttribute("height", data.height);
        svg.setAttribute("viewBox", "0 0 " + data.width + " " + data.height);
        data.steps.forEach((step, index) => menu.add(new Option(step.title, index)));
        let timer = null;
        function current() { return data.steps[menu.value || 0]; }
        function draw() {
          const step = current(); if (!step) { return; }
          const k = Number(slider.value), views = step.frames[k] || [];
          label.textContent = "frame " + k + " · " + (k / step.rate).toFixed(3) + " s";
          svg.innerHTML = "";
          for (const v of views) {
            const r = document.createElementNS("http://www.w3.org/2000/svg", "rect");
            const cx = v[0] + v[2] / 2 - step.viewport[0], cy = v[1] + v[3] / 2 - step.viewport[1];
            r.setAttribute("x", -v[2] / 2); r.setAttribute("y", -v[3] / 2);
            r.setAttribute("width", v[2]); r.setAttribute("height", v[3]);
            r.setAttribute("fill", v[11]); r.setAttribute("fill-opacity", v[4]);
            r.setAttribute("stroke", "#333"); r.setAttribute("stroke-opacity", v[4]);
            r.setAttribute("transform", "translate(" + cx + " " + cy + ") matrix(" + v.slice(5, 11).join(" ") + ")");
            const t = document.createElementNS("http://www.w3.org/2000/svg", "title");
            t.textContent = v[12]; r.appendChild(t); svg.appendChild(r);
          }
        }
        function select() { slider.max = Math.max(0, current().frames.length - 1); slider.value = 0; draw(); }
        function stop() { clearInterval(timer); timer = null; button.textContent = "Play"; }
        button.onclick = () => {
          if (timer) { stop(); return; }
          if (Number(slider.value) >= Number(slider.max)) { slider.value = 0; }
          button.textContent = "Pause";
          timer = setInterval(() => {
            if (Number(slider.value) >= Number(slider.max)) { stop(); return; }
            slider.value = Number(slider.value) + 1; draw();
          }, 1000 / current().rate);
        };
        menu.onchange = () => { stop(); select(); };
        slider.oninput = draw;
        if (data.steps.length) { select(); }
        """
}
