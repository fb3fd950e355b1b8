/* A seat's page: the table as this seat sees it, sent over the page's WebSocket, and the seat's
   decisions as buttons. An answer names the option and the decision it answers (`turn`); the server
   refuses one that is not this seat's to give. Frames that arrive together are shown one after the
   other, `pace` milliseconds each, so that the other players' moves can be followed. */
"use strict";

(() => {
  const { el, playerName, render, renderStep, describePending } = RulerunTable;
  const data = JSON.parse(document.getElementById("game-data").textContent);
  const layout = data.layout;
  const pace = data.pace;
  const socketUrl = (location.protocol === "https:" ? "wss://" : "ws://") + location.host +
    location.pathname.replace(/\/$/, "") + "/socket";
  const queue = [];
  let socket = null;
  let shown = null;
  let turn = 0;
  let timer = null;
  let over = false;
  let retry = 500;

  const bar = document.getElementById("bar");
  const status = el("span", "who", "connecting\u2026");
  status.id = "status";
  bar.append(el("span", "game", layout.game), el("span", "who", "you are " + playerName(layout.view)), status);
  const notice = document.getElementById("notice");
  const log = document.getElementById("log");
  const decisionBox = document.getElementById("decision-box");
  const decision = document.getElementById("decision");
  const pendingBox = document.getElementById("pending-box");

  function say(text, kind, links) {
    notice.hidden = false;
    notice.className = kind || "";
    notice.textContent = text;
    for (const [label, href] of links || []) {
      notice.append(" ");
      const a = el("a", null, label);
      a.href = href;
      notice.append(a);
    }
  }

  // Frames sent before an answer reached the server still ask the decision it answered.
  let answered = -1;

  function show(message) {
    const frame = message.frame;
    render(document.getElementById("table"), layout, frame, shown);
    renderStep(document.getElementById("step"), document.getElementById("chain"), frame);
    describePending(document.getElementById("pending"), frame);
    for (const line of frame.lines) log.append(el("div", "line", line));
    log.scrollTop = log.scrollHeight;
    shown = frame;
    turn = message.turn;
    offer(turn > answered ? frame.decision || null : null);
    if (frame.winners) finish(frame);
  }

  function offer(asked) {
    decision.textContent = "";
    decisionBox.hidden = !asked;
    pendingBox.hidden = Boolean(asked);  // the seat's own decision is shown once, with its buttons
    document.body.classList.toggle("asked", Boolean(asked));
    if (!asked) return;
    decision.append(el("div", null, asked.label));
    asked.options.forEach((option, i) => {
      const b = el("button", "option", option);
      b.type = "button";
      b.dataset.option = String(i);
      b.addEventListener("click", () => choose(i));
      decision.append(b);
    });
  }

  function choose(option) {
    for (const b of decision.querySelectorAll("button")) b.disabled = true;
    notice.hidden = true;
    answered = turn;
    socket.send(JSON.stringify({ act: option, turn }));
  }

  function finish(frame) {
    over = true;
    const base = location.pathname.replace(/\/$/, "");
    const won = frame.winners.includes(layout.view);
    say(won ? "You win!" : "Game over.", "over", [["download the game's log", base + "/log.jsonl"],
      ["replay it as you saw it", base + "/replay.html"]]);
  }

  // Shows queued frames one by one, faster when many wait.
  function pump() {
    if (timer || !queue.length) return;
    show(queue.shift());
    if (queue.length) timer = setTimeout(() => { timer = null; pump(); }, queue.length > 20 ? pace / 8 : pace);
  }

  function receive(event) {
    const message = JSON.parse(event.data);
    if (message.kind === "welcome") {
      queue.length = 0;
      log.textContent = "";
      shown = null;
      for (const line of message.lines.slice(0, message.lines.length - message.frame.lines.length)) {
        log.append(el("div", "line", line));
      }
      show(message);
    } else if (message.kind === "frame") {
      queue.push(message);
      pump();
    } else if (message.kind === "rejected") {
      say(message.message, "error");
      if (message.turn === turn) {  // the decision stands: it may be answered again
        answered = turn - 1;
        for (const b of decision.querySelectorAll("button")) b.disabled = false;
      }
    } else if (message.kind === "error") {
      say(message.message, "error");
    }
  }

  function connect() {
    socket = new WebSocket(socketUrl);
    socket.addEventListener("open", () => { status.textContent = "connected"; retry = 500; });
    socket.addEventListener("message", receive);
    socket.addEventListener("close", () => {
      status.textContent = over ? "game over" : "disconnected; trying again\u2026";
      if (!over) setTimeout(connect, retry = Math.min(retry * 2, 8000));
    });
  }

  connect();
})();
