/// The fixed parts of ``HTMLPlayerRenderer``'s page: its style, its controls and its script. The
/// script reads the `data` constant the renderer writes before it and never computes a value a
/// view shows: it draws the frame it is at from the frames in `data`.
///
/// The page's document records what it shows, for people and for the browser test: `#now` carries
/// `data-step`, `data-stage`, `data-frame`, `data-time`, `data-scenario-time` (seconds after the
/// first animation began) and `data-interrupted` (whether a later step had replaced this one on
/// screen by then); every drawn view is a `g.view` with
/// `data-name` around a `rect` placed by `translate(centre) matrix(transform)`; `#errors` lists
/// any script error or `console.error` message.
enum HTMLPlayerPage {
    static let style = """
        body { font-family: Helvetica, Arial, sans-serif; margin: 16px; color: #222; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        .summary { margin: 0 0 8px; color: #444; }
        .controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0; }
        #scrubber { width: 320px; }
        #now { font-variant-numeric: tabular-nums; min-width: 16em; }
        .main { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        #stage { border: 1px solid #999; background: #f4f4f4; width: auto; height: auto; max-width: 100%; max-height: 80vh; }
        #message { display: none; white-space: pre-wrap; border: 2px solid #d55e00; background: #fff6f0;
                   padding: 12px; max-width: 480px; font-family: Menlo, Consolas, monospace; font-size: 13px; }
        .failed #stage { display: none; }
        .failed #message { display: block; }
        .failed #inspector { display: none; }
        .view text { font-size: 9px; text-anchor: middle; pointer-events: none; fill: #111; }
        .view.selected rect { stroke: #000; stroke-width: 2.5; }
        .view.hover rect { stroke: #000; stroke-width: 3.5; }
        #choreography { display: block; margin-bottom: 8px; }
        #choreography text { font-size: 10px; fill: #333; }
        #choreography .row { cursor: pointer; }
        #choreography .row:hover .band, #choreography .row.selected .band { fill: #e8e8e8; }
        #choreography .row.selected text { font-weight: bold; }
        #stage.interrupted .view { filter: grayscale(1); opacity: 0.35; }
        .banner { font-size: 13px; font-weight: bold; fill: #d55e00; }
        .ghost rect { fill: none; stroke: #000; stroke-width: 1.5; stroke-dasharray: 4 3; pointer-events: none; }
        .path { fill: none; stroke: #555; stroke-opacity: 0.25; stroke-width: 1; }
        .legend { font-size: 12px; margin: 4px 0; }
        .legend span { display: inline-block; margin-right: 10px; }
        .legend svg { vertical-align: middle; margin-right: 3px; }
        #graphs svg { display: block; margin-bottom: 4px; }
        #graphs text { font-size: 10px; fill: #333; }
        #errors:empty { display: none; }
        #errors { color: #b00; }
        .hint { font-size: 12px; color: #666; }
        """

    static let body = """
        <div class="controls">
        <label>Step <select id="step"></select></label>
        <button id="play" type="button">Play</button>
        <label>Speed <select id="speed"><option value="0.1">10%</option><option value="0.25" selected>25%</option>
        <option value="0.5">50%</option><option value="1">100%</option></select></label>
        <label><input id="loop" type="checkbox" checked> Loop</label>
        <input id="scrubber" type="range" min="0" max="0" value="0" aria-label="frame">
        <output id="now"></output>
        </div>
        <p class="hint">Space plays and pauses; ← and → step one frame. Click a view, or its row in the choreography, to graph its properties.
        The address (#step=…&amp;t=…) opens this moment.</p>
        <div class="legend" id="fates"></div>
        <div class="legend" id="styles"></div>
        <div class="main" id="main">
        <svg id="stage" xmlns="http://www.w3.org/2000/svg"></svg>
        <pre id="message"></pre>
        <div id="inspector"><svg id="choreography" xmlns="http://www.w3.org/2000/svg"></svg>
        <label>View <select id="view"></select></label><div id="graphs"></div></div>
        </div>
        <pre id="errors"></pre>
        """

    static let script = """
        const errorList = document.getElementById("errors");
        function reportError(text) { errorList.textContent += text + "\\n"; }
        window.addEventListener("error", (event) => reportError("error: " + event.message));
        const consoleError = console.error.bind(console);
        console.error = (...parts) => { reportError("console.error: " + parts.join(" ")); consoleError(...parts); };
        const NS = "http://www.w3.org/2000/svg";
        const $ = (id) => document.getElementById(id);
        const stage = $("stage"), menu = $("step"), scrubber = $("scrubber"), now = $("now"), button = $("play");
        const colours = Object.fromEntries(data.fates.map((f) => [f[0], f[1]])), outlines = Object.fromEntries(data.fates.map((f) => [f[0], f[2]]));
        const dashes = Object.fromEntries(data.styles.map((s) => [s[0], s[1]]));
        const state = { entry: 0, frame: 0, view: -1, hover: -1, playing: false, origin: 0, originTime: 0, timer: 0 };
        function node(name, attributes, parent) {
          const element = document.createElementNS(NS, name);
          for (const key in attributes) { element.setAttribute(key, attributes[key]); }
          if (parent) { parent.appendChild(element); }
          return element;
        }
        function swatch(colour, outline, dash) {
          const box = node("svg", { width: 22, height: 14 });
          node("rect", { x: 1, y: 1, width: 20, height: 12, fill: colour, stroke: outline, "stroke-width": 1.5, "stroke-dasharray": dash }, box);
          return box;
        }
        function legend() {
          for (const [fate, colour, outline] of data.fates) {
            const item = document.createElement("span"); item.append(swatch(colour, outline, ""), fate); $("fates").append(item);
          }
          for (const [, dash, words] of data.styles) {
            const item = document.createElement("span"); item.append(swatch("#ffffff", "#333", dash), words); $("styles").append(item);
          }
        }
        function entry() { return data.steps[state.entry]; }
        function last() { return Math.max(0, entry().frames.length - 1); }
        function time(frame) { return frame / entry().rate; }
        function interrupted(frame) { const cut = entry().interruption; return cut !== null && time(frame) > cut.time + 1e-9; }
        function fit(label, name, width) {
          const words = name.split(" "), forms = [name, words.slice(1).join(" "), words[1] || ""];
          for (const form of forms) {
            label.firstChild.nodeValue = form;
            if (form && label.getComputedTextLength() <= width - 2) { return true; }
          }
          label.remove();
          return false;
        }
        function sampleOf(frame, view) { return (entry().frames[frame] || []).find((s) => s[0] === view); }
        function transform(s) { return "translate(" + s[1] + " " + s[2] + ") matrix(" + s.slice(6, 12).join(" ") + ")"; }
        function drawPaths() {
          const step = entry();
          step.views.forEach((view, index) => {
            const points = step.frames.map((frame) => frame.find((s) => s[0] === index)).filter((s) => s).map((s) => s[1] + "," + s[2]);
            if (points.length > 1) { node("polyline", { class: "path", points: points.join(" ") }, stage); }
          });
        }
        function drawViews() {
          const step = entry();
          const placed = new Map(((step.labels || [])[state.frame] || []).map((l) => [l[0], l]));
          for (const s of step.frames[state.frame] || []) {
            const [name, identifier, fate, style] = step.views[s[0]];
            const group = node("g", { class: "view" + (s[0] === state.view ? " selected" : "") + (s[0] === state.hover ? " hover" : ""), "data-name": name,
                                      "data-fate": fate, "data-view": s[0] }, stage);
            node("title", {}, group).textContent = name + " (" + fate + ")" + (identifier === null ? "" : " " + identifier);
            node("rect", { x: -s[3] * (s[12] ?? 0.5), y: -s[4] * (s[13] ?? 0.5), rx: s[14] ?? 0, width: s[3], height: s[4],
                           fill: colours[fate], "fill-opacity": s[5],
                           stroke: outlines[fate], "stroke-width": 1.5, "stroke-dasharray": dashes[style],
                           transform: transform(s) }, group);
            // A label sits in the view's middle unless views above cover it: then in the middle of the
            // uncovered area the page's data gives, or nowhere.
            const place = placed.get(s[0]);
            if (place === undefined || place.length > 1) {
              const [x, y, w, h] = place ? place.slice(1) : [s[15] ?? s[1] + s[10], s[16] ?? s[2] + s[11], s[3] * Math.hypot(s[6], s[7]), s[4]];
              // Centred on its place as the SVG filmstrip centres it: the 9 px line's baseline 0.35 em
              // below the middle, half a line (1.1 em) higher when the identifier adds a second line.
              const label = node("text", { x: x, y: y + 3.15, opacity: Math.max(s[5], 0.4) }, group);
              label.textContent = name;
              if (fit(label, name, w) && identifier !== null && h >= 22) {
                node("tspan", { x: x, dy: "1.1em" }, label).textContent = identifier;
                label.setAttribute("y", y + 3.15 - 4.95);
              }
            }
            group.addEventListener("click", () => choose(s[0]));
          }
        }
        // Each property with its unit, written after its values: points, degrees, or none.
        // The golden's views, on a golden comparison page: dashed outlines over the run's.
        function drawGhosts() {
          const ghost = data.ghosts ? data.ghosts[state.entry] : null;
          if (!ghost) { return; }
          const frame = ghost.frames[Math.min(state.frame, ghost.frames.length - 1)] || [];
          for (const s of frame) {
            const group = node("g", { class: "ghost", "data-name": ghost.views[s[0]][0] }, stage);
            node("rect", { x: -s[3] * (s[12] ?? 0.5), y: -s[4] * (s[13] ?? 0.5), width: s[3], height: s[4], transform: transform(s) }, group);
          }
        }
        const properties = [["centre x", " pt", (s) => s[1]], ["centre y", " pt", (s) => s[2]], ["width", " pt", (s) => s[3]],
                            ["height", " pt", (s) => s[4]], ["alpha", "", (s) => s[5]],
                            ["rotation", "°", (s) => Math.atan2(s[7], s[6]) * 180 / Math.PI],
                            ["scale x", "", (s) => Math.hypot(s[6], s[7])], ["scale y", "", (s) => Math.hypot(s[8], s[9])]];
        function choose(view) { state.view = view; $("view").value = view; draw(); }
        function hover(view) {
          state.hover = view;
          for (const group of stage.querySelectorAll(".view")) { group.classList.toggle("hover", Number(group.dataset.view) === view); }
        }
        // One row per view on the stage's time axis, as Chrome DevTools' Animations panel draws
        // animations: a bar from the view's start to its end in its fate's colour (hollow when it
        // changes nothing), the interruption, and the current time. Hovering a row highlights
        // the view; clicking it selects it.
        function drawChoreography() {
          const chart = $("choreography"); chart.textContent = "";
          const step = entry(); if (step.message !== null) { chart.setAttribute("height", 0); return; }
          const label = 130, width = 300, row = 14, top = 16, cut = step.interruption;
          const span = Math.max(time(last()), ...step.timings.map((t) => t[1]), 1e-9);
          const x = (t) => label + width * t / span;
          chart.setAttribute("width", label + width + 10); chart.setAttribute("height", top + row * step.views.length + 4);
          node("text", { x: label, y: 10 }, chart).textContent = "0 s";
          node("text", { x: label + width, y: 10, "text-anchor": "end" }, chart).textContent = span.toFixed(3) + " s";
          step.views.forEach(([name, , fate], index) => {
            const [start, end, changes] = step.timings[index], y = top + row * index;
            const group = node("g", { class: "row" + (index === state.view ? " selected" : ""), "data-view": index }, chart);
            node("rect", { class: "band", x: 0, y: y, width: label + width, height: row, fill: "transparent" }, group);
            node("text", { x: 2, y: y + 10 }, group).textContent = name;
            node("rect", { class: "bar", x: x(start), y: y + 2, width: Math.max(1, x(end) - x(start)), height: row - 4,
                           fill: changes ? colours[fate] : "none", stroke: outlines[fate] }, group);
            group.addEventListener("mouseenter", () => hover(index));
            group.addEventListener("mouseleave", () => hover(-1));
            group.addEventListener("click", () => choose(index));
          });
          const bottom = top + row * step.views.length;
          if (cut !== null) {
            node("rect", { x: x(cut.time), y: top, width: Math.max(0, x(span) - x(cut.time)), height: bottom - top, fill: "#999", "fill-opacity": 0.3, "pointer-events": "none" }, chart);
            node("line", { class: "interruption", x1: x(cut.time), x2: x(cut.time), y1: top - 4, y2: bottom, stroke: "#d55e00", "stroke-dasharray": "3 2" }, chart);
            node("text", { x: x(cut.time) + 2, y: 10, fill: "#d55e00" }, chart).textContent = "step " + cut.step;
          }
          node("line", { class: "cursor", x1: x(time(state.frame)), x2: x(time(state.frame)), y1: top - 4, y2: bottom, stroke: "#d55e00" }, chart);
        }
        function drawGraphs() {
          const graphs = $("graphs"); graphs.textContent = "";
          const step = entry(); if (state.view < 0 || state.view >= step.views.length) { return; }
          const samples = step.frames.map((frame) => frame.find((s) => s[0] === state.view));
          const constant = [];
          for (const [label, unit, read] of properties) {
            const values = samples.map((s) => (s ? read(s) : null)), known = values.filter((v) => v !== null);
            if (!known.length) { continue; }
            const low = Math.min(...known), high = Math.max(...known);
            if (high - low < 1e-9) { constant.push(label + " " + low.toFixed(2) + unit); continue; }
            const span = high - low, w = 300, h = 56;
            const x = (k) => 60 + (w - 70) * k / Math.max(1, values.length - 1), y = (v) => h - 8 - (h - 16) * (v - low) / span;
            const box = node("svg", { width: w, height: h + 12, class: "graph", "data-property": label }, graphs);
            node("text", { x: 0, y: 10 }, box).textContent = label;
            node("text", { x: 0, y: 24 }, box).textContent = high.toFixed(2) + unit;
            node("text", { x: 0, y: h - 4 }, box).textContent = low.toFixed(2) + unit;
            const points = values.map((v, k) => (v === null ? null : x(k) + "," + y(v))).filter((p) => p);
            node("polyline", { points: points.join(" "), fill: "none", stroke: "#0072b2", "stroke-width": 1.5 }, box);
            node("line", { x1: x(state.frame), x2: x(state.frame), y1: 2, y2: h - 2, stroke: "#d55e00" }, box);
            node("text", { x: x(0), y: h + 10 }, box).textContent = "0 s";
            node("text", { x: x(values.length - 1), y: h + 10, "text-anchor": "end" }, box).textContent = time(values.length - 1).toFixed(3) + " s";
          }
          if (constant.length) {
            const line = document.createElement("p"); line.className = "hint"; line.textContent = "constant: " + constant.join(", ");
            graphs.append(line);
          }
        }
        function draw() {
          const step = entry();
          $("main").classList.toggle("failed", step.message !== null);
          $("message").textContent = step.message === null ? "" : step.message;
          stage.textContent = "";
          const [vx, vy, vw, vh] = step.viewport, [ox, oy] = step.offsets ? step.offsets[state.frame] : [vx, vy];
          stage.setAttribute("viewBox", ox + " " + oy + " " + vw + " " + vh);
          stage.setAttribute("width", vw); stage.setAttribute("height", vh);
          const cut = step.message === null && interrupted(state.frame);
          stage.classList.toggle("interrupted", cut);
          if (step.message === null) { drawPaths(); drawViews(); drawGhosts(); }
          if (cut) {
            node("text", { class: "banner", x: ox + 6, y: oy + 18 }, stage).textContent = step.interruption.caption;
          }
          scrubber.max = last(); scrubber.value = state.frame;
          now.textContent = step.message === null ? "frame " + state.frame + " of " + last() + " · " + time(state.frame).toFixed(3) + " s"
            + (step.interruption ? " · " + step.interruption.caption : "") : "";
          now.dataset.step = step.step; now.dataset.stage = step.stage; now.dataset.frame = state.frame;
          now.dataset.time = time(state.frame).toFixed(3); now.dataset.interrupted = cut;
          now.dataset.scenarioTime = step.start === null ? "" : (step.start + time(state.frame)).toFixed(3);
          drawChoreography();
          drawGraphs();
          const address = "#step=" + step.step + (step.stage ? "&stage=" + step.stage : "") + "&t=" + time(state.frame).toFixed(3);
          if (location.hash !== address) { try { history.replaceState(null, "", address); } catch (e) { /* file: pages may refuse */ } }
        }
        function select(index, frame, view) {
          state.entry = index; menu.value = index;
          const step = entry();
          state.frame = Math.min(Math.max(0, frame), last());
          const views = $("view"); views.textContent = "";
          step.views.forEach((v, i) => views.add(new Option(v[0] + (v[1] === null ? "" : " · " + v[1]) + " (" + v[2] + ")", i)));
          const changing = step.views.findIndex((v) => v[2] !== "unchanged");
          state.view = view >= 0 && view < step.views.length ? view : (changing >= 0 ? changing : (step.views.length ? 0 : -1));
          views.value = state.view;
          draw();
        }
        function stop() { clearInterval(state.timer); state.playing = false; button.textContent = "Play"; }
        function tick() {
          const elapsed = (performance.now() - state.origin) / 1000 * Number($("speed").value);
          const cut = entry().interruption, next = cut && data.steps.findIndex((s) => s.step === cut.step && s.stage === cut.stage);
          if (cut && next >= 0 && state.originTime + elapsed > cut.time + 1e-9) {
            state.originTime -= data.steps[next].start - entry().start;
            select(next, Math.floor((state.originTime + elapsed) * data.steps[next].rate + 1e-9), -1);
            return;
          }
          let frame = Math.floor((state.originTime + elapsed) * entry().rate + 1e-9);
          if (frame > last()) {
            if ($("loop").checked) { state.origin = performance.now(); state.originTime = 0; frame = 0; } else { frame = last(); stop(); }
          }
          if (frame !== state.frame) { state.frame = frame; draw(); }
        }
        function play() {
          if (state.playing) { stop(); return; }
          if (entry().message !== null) { return; }
          if (state.frame >= last()) { state.frame = 0; }
          state.playing = true; button.textContent = "Pause";
          state.originTime = time(state.frame); state.origin = performance.now();
          state.timer = setInterval(tick, 8);
        }
        function step(delta) { stop(); state.frame = Math.min(Math.max(0, state.frame + delta), last()); draw(); }
        function open(hash) {
          const query = new URLSearchParams(hash.replace(/^#/, ""));
          if (query.has("at")) {
            const at = Number(query.get("at")) || 0;
            let shown = data.steps.findIndex((s) => s.start !== null);
            data.steps.forEach((s, index) => { if (s.start !== null && s.start <= at + 1e-9) { shown = index; } });
            if (shown >= 0) {
              const s = data.steps[shown];
              select(shown, Math.round((at - s.start) * s.rate), query.has("view") ? Number(query.get("view")) : -1);
              return;
            }
          }
          const wanted = Number(query.get("step") || data.steps[0].step), stageWanted = Number(query.get("stage") || 0);
          let index = data.steps.findIndex((s) => s.step === wanted && s.stage === stageWanted);
          if (index < 0) { index = Math.max(0, data.steps.findIndex((s) => s.step === wanted)); }
          const rate = data.steps[index].rate;
          const frame = query.has("frame") ? Number(query.get("frame")) : Math.round(Number(query.get("t") || 0) * rate);
          select(index, Number.isFinite(frame) ? frame : 0, query.has("view") ? Number(query.get("view")) : -1);
        }
        data.steps.forEach((s, index) => menu.add(new Option(s.title, index)));
        legend();
        menu.onchange = () => { stop(); select(Number(menu.value), 0, -1); };
        scrubber.oninput = () => { stop(); state.frame = Number(scrubber.value); draw(); };
        $("view").onchange = () => { state.view = Number($("view").value); draw(); };
        button.onclick = play;
        document.addEventListener("keydown", (event) => {
          if (event.target.tagName === "SELECT" && event.key !== " ") { return; }
          if (event.key === " ") { event.preventDefault(); play(); }
          else if (event.key === "ArrowRight") { event.preventDefault(); step(1); }
          else if (event.key === "ArrowLeft") { event.preventDefault(); step(-1); }
        });
        window.addEventListener("hashchange", () => { if (!state.playing) { open(location.hash); } });
        if (data.steps.length) {
          open(location.hash || (data.initial ? "#" + data.initial : ""));
        } else {
          $("message").textContent = "This scenario has no steps."; $("main").classList.add("failed");
        }
        """
}
