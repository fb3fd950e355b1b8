/* The replay page: the frames embedded in the page, a step slider with keyboard arrows and
   play/pause, and "view as" where the page holds more than one viewer's frames.
   Keys: left/right one step, PageUp/PageDown ten, Home/End the first/last, space plays or pauses.
   The address may say where to start: #view=P2&step=12 (view=all for everyone). */
"use strict";

(() => {
  const { el, playerName, render, renderStep, describePending } = RulerunTable;
  const data = JSON.parse(document.getElementById("game-data").textContent);
  const views = data.views.map(unpack);
  const ui = {};
  let current = 0;
  let step = 0;
  let shown = -1;
  let timer = null;
  let logLines = [];

  // Frames as written in the page keep only what changed; here each becomes whole again.
  function unpack(packed) {
    const looks = packed.looks;
    const frames = [];
    let zones = [];
    let vars = {};
    for (const f of packed.frames) {
      zones = zones.slice();
      for (const [index, items] of Object.entries(f.z)) {
        zones[Number(index)] = items.map((item) => {
          if (item === 0) return null;
          if (typeof item === "number") return { look: looks[item - 1], vars: {} };
          return { look: looks[item[0] - 1], vars: item[1] };
        });
      }
      vars = Object.assign({}, vars, f.v);
      frames.push({
        zones, vars, lines: f.lines || [], main: f.main === undefined ? null : f.main, chain: f.chain || [],
        acting: f.acting || [], decision: f.decision || null, scores: f.scores || null,
        winners: f.winners || null, at: f.at,
      });
    }
    return { view: packed.view, frames };
  }

  function viewName(view) {
    return view === null ? "everyone" : playerName(view);
  }

  function layoutFor(view) {
    return Object.assign({}, data.layout, { view });
  }

  function button(label, title, action) {
    const b = el("button", null, label);
    b.type = "button";
    b.title = title;
    b.setAttribute("aria-label", title);
    b.addEventListener("click", action);
    return b;
  }

  function buildBar() {
    const bar = document.getElementById("bar");
    bar.append(el("span", "game", data.layout.game));
    if (data.layout.seed !== undefined) bar.append(el("span", "who", "seed " + data.layout.seed));
    const who = el("label", "who", "view as ");
    ui.view = el("select");
    ui.view.id = "view-as";
    views.forEach((v, i) => {
      const option = el("option", null, viewName(v.view));
      option.value = String(i);
      ui.view.append(option);
    });
    ui.view.disabled = views.length < 2;
    ui.view.addEventListener("change", () => switchView(Number(ui.view.value)));
    who.append(ui.view);
    ui.play = button("play", "play (space)", togglePlay);
    ui.play.id = "play";
    ui.slider = el("input");
    ui.slider.type = "range";
    ui.slider.id = "step-slider";
    ui.slider.min = "0";
    ui.slider.setAttribute("aria-label", "step");
    ui.slider.addEventListener("input", () => go(Number(ui.slider.value)));
    ui.counter = el("span", "counter");
    ui.counter.id = "counter";
    ui.speed = el("select");
    ui.speed.title = "seconds per step";
    for (const s of ["0.25", "0.5", "1", "2"]) {
      const option = el("option", null, s + " s");
      option.value = s;
      if (s === "0.5") option.selected = true;
      ui.speed.append(option);
    }
    ui.speed.addEventListener("change", () => { if (timer) { stop(); togglePlay(); } });
    bar.append(who, button("|\u25c0", "first step (Home)", () => go(0)),
      button("\u25c0", "step back (left arrow)", () => go(step - 1)), ui.play,
      button("\u25b6", "step forward (right arrow)", () => go(step + 1)),
      button("\u25b6|", "last step (End)", () => go(frames().length - 1)), ui.slider, ui.counter, ui.speed);
  }

  function frames() {
    return views[current].frames;
  }

  function buildLog() {
    const log = document.getElementById("log");
    log.textContent = "";
    logLines = frames().map((frame, i) => frame.lines.map((line, j) => {
      const node = el("div", "line future" + (j === frame.main ? " main" : ""), line);
      node.dataset.frame = String(i);
      log.append(node);
      return node;
    }));
    shown = -1;
  }

  // Shows the log up to frame `upTo`, its lines marked; only the frames in between change.
  function showLog(upTo) {
    if (shown >= 0) for (const node of logLines[shown]) node.classList.remove("current");
    for (let i = Math.min(shown, upTo) + 1; i <= Math.max(shown, upTo); i++) {
      for (const node of logLines[i]) node.classList.toggle("future", i > upTo);
    }
    for (const node of logLines[upTo]) node.classList.add("current");
    shown = upTo;
    const lines = logLines[upTo];
    if (lines.length) {  // the step's lines in sight: its last at the bottom, or its first at the top
      const log = lines[0].parentNode;
      const last = lines[lines.length - 1];
      log.scrollTop = Math.max(0, Math.min(lines[0].offsetTop - 8,
        last.offsetTop + last.offsetHeight - log.clientHeight + 8));
    }
  }

  function go(target) {
    const list = frames();
    step = Math.max(0, Math.min(list.length - 1, target));
    const frame = list[step];
    const view = views[current].view;
    render(document.getElementById("table"), layoutFor(view), frame, step > 0 ? list[step - 1] : null);
    renderStep(document.getElementById("step"), document.getElementById("chain"), frame);
    describePending(document.getElementById("pending"), frame);
    showLog(step);
    ui.slider.max = String(list.length - 1);
    ui.slider.value = String(step);
    ui.counter.textContent = "step " + step + " of " + (list.length - 1) +
      (frame.at !== undefined ? " \u00b7 " + frame.at + " decisions" : "");
    history.replaceState(null, "", "#view=" + (view === null ? "all" : playerName(view)) + "&step=" + step);
    if (step === list.length - 1) stop();
  }

  function switchView(index) {
    const at = frames()[step].at;
    current = index;
    ui.view.value = String(index);
    buildLog();
    let target = 0;
    if (at !== undefined) {
      frames().forEach((frame, i) => { if (frame.at <= at) target = i; });
    }
    go(target);
  }

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    ui.play.textContent = "play";
    ui.play.title = "play (space)";
  }

  function togglePlay() {
    if (timer) {
      stop();
      return;
    }
    if (step >= frames().length - 1) go(0);
    timer = setInterval(() => go(step + 1), Number(ui.speed.value) * 1000);
    ui.play.textContent = "pause";
    ui.play.title = "pause (space)";
  }

  function onKey(event) {
    const target = event.target;
    if (target === ui.slider || target.tagName === "SELECT") return;
    const moves = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10 };
    if (event.key in moves) go(step + moves[event.key]);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(frames().length - 1);
    else if (event.key === " ") togglePlay();
    else return;
    event.preventDefault();
  }

  function start() {
    buildBar();
    document.getElementById("decision-box").hidden = true;
    document.addEventListener("keydown", onKey);
    const wanted = new URLSearchParams(location.hash.slice(1));
    const view = views.findIndex((v) => viewName(v.view) === wanted.get("view") ||
      (v.view === null && wanted.get("view") === "all"));
    current = view >= 0 ? view : 0;
    ui.view.value = String(current);
    buildLog();
    const at = Number(wanted.get("step"));
    go(Number.isInteger(at) ? at : 0);
  }

  start();
})();
