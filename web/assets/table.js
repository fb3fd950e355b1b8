/* Draws one frame of a rulerun game: each zone a row of cards, the zones of each player together with
   that player's variables and scores, and what changed since the frame before. Text only ever goes
   into the page as text (textContent), never as markup. */
"use strict";

const RulerunTable = (() => {
  const COMPACT = 16;  // more cards shown than this in a zone: drawn compact

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  function playerName(p) {
    return "P" + (p + 1);
  }

  function cardKey(card) {
    return JSON.stringify([card.look.name, card.look.side, card.look.label || "", card.vars]);
  }

  function cardNode(card, isNew) {
    const look = card.look;
    const node = el("div", "card" + (isNew ? " new" : ""));
    if (look.colour) node.style.setProperty("--c", look.colour);
    node.dataset.card = look.name;
    node.append(el("div", "name", look.label || look.name));
    if (look.side) node.append(el("span", "side", look.side + " up"));
    for (const [name, value] of Object.entries(card.vars || {})) node.append(el("div", "cv", name + " " + value));
    const tip = [look.name + (look.type ? " (" + look.type + ")" : "")];
    for (const [name, value] of Object.entries(look.fields || {})) tip.push(name + ": " + value);
    for (const [name, value] of Object.entries(card.vars || {})) tip.push(name + " = " + value);
    node.title = tip.join("\n");
    return node;
  }

  function hiddenNode(count) {
    const node = el("div", "card hidden" + (count > 1 ? " pile" : ""), count > 1 ? "\u00d7" + count : "");
    node.dataset.hidden = String(count);
    node.title = count === 1 ? "a hidden card" : count + " hidden cards";
    return node;
  }

  // The cards of a zone, runs of hidden cards drawn as one pile; a card not in the zone before is new.
  // A long row of cards (a deck laid open) is drawn compact: names only.
  function cardsNode(cards, before) {
    const box = el("div", "cards" + (cards.filter((c) => c !== null).length > COMPACT ? " compact" : ""));
    if (!cards.length) {
      box.append(el("span", "empty", "empty"));
      return box;
    }
    const had = new Map();
    for (const card of before || []) {
      if (card) had.set(cardKey(card), (had.get(cardKey(card)) || 0) + 1);
    }
    let hidden = 0;
    const flush = () => {
      if (hidden > 3) box.append(hiddenNode(hidden));
      else for (let i = 0; i < hidden; i++) box.append(hiddenNode(1));
      hidden = 0;
    };
    for (const card of cards) {
      if (card === null) {
        hidden += 1;
        continue;
      }
      flush();
      const key = cardKey(card);
      const left = had.get(key) || 0;
      if (left) had.set(key, left - 1);
      box.append(cardNode(card, before !== null && !left));
    }
    flush();
    return box;
  }

  function zoneNode(layout, index, frame, prev) {
    const zone = layout.zones[index];
    const cards = frame.zones[index];
    const before = prev ? prev.zones[index] : null;
    const row = el("div", "zone");
    row.dataset.zone = zone.title;
    const name = el("div", "zname", zone.owner === null ? zone.title : zone.name);
    const info = [cards.length + (cards.length === 1 ? " card" : " cards")];
    if (zone.visible !== "everyone") info.push("seen by " + zone.visible);
    if (zone.showing) info.push(zone.showing + " side up");
    const small = el("span", "zinfo", info.join(" \u00b7 "));
    if (before && before.length !== cards.length) {
      const diff = cards.length - before.length;
      small.append(el("span", "delta", (diff > 0 ? "+" : "\u2212") + Math.abs(diff)));
    }
    name.append(small);
    row.append(name, cardsNode(cards, before));
    return row;
  }

  function valueNode(layout, variable, value, before) {
    const node = el("span", "var" + (before !== undefined && before !== value ? " changed" : ""));
    node.dataset.var = variable.name;
    node.append(el("span", "k", variable.name + " "));
    const shown = el("span", "v");
    const colours = variable.enum ? layout.colours[variable.enum] : null;
    if (colours && colours[value]) {
      const chip = el("span", "chip");
      chip.style.background = colours[value];
      shown.append(chip);
    }
    shown.append(document.createTextNode(value));
    node.append(shown);
    return node;
  }

  function groupNode(title, classes) {
    const group = el("section", "group " + classes.join(" "));
    const header = el("header");
    header.append(el("h3", null, title));
    group.append(header);
    return [group, header];
  }

  // Draws `frame` into `root`; `prev` is the frame shown before it (null: nothing is new).
  function render(root, layout, frame, prev) {
    root.textContent = "";
    const acting = new Set(frame.acting || []);
    const winners = new Set(frame.winners || []);
    const [table, tableHeader] = groupNode("Table", ["shared"]);
    const shared = el("div", "vars");
    for (const variable of layout.vars) {
      if (variable.perPlayer) continue;
      const before = prev ? prev.vars[variable.name] : undefined;
      shared.append(valueNode(layout, variable, frame.vars[variable.name], before));
    }
    tableHeader.append(shared);
    layout.zones.forEach((zone, i) => {
      if (zone.owner === null) table.append(zoneNode(layout, i, frame, prev));
    });
    root.append(table);
    const players = el("div", "players");
    for (let p = 0; p < layout.players; p++) {
      const classes = [];
      if (layout.view === p) classes.push("me");
      if (acting.has(p)) classes.push("acting");
      if (winners.has(p)) classes.push("winner");
      const [group, header] = groupNode(playerName(p) + (layout.view === p ? " (you)" : ""), classes);
      group.dataset.player = String(p + 1);
      const values = el("div", "vars");
      for (const variable of layout.vars) {
        if (!variable.perPlayer) continue;
        const before = prev ? prev.vars[variable.name][p] : undefined;
        values.append(valueNode(layout, variable, frame.vars[variable.name][p], before));
      }
      if (frame.scores && frame.scores[p]) {
        values.append(el("span", "scores muted", "ranking " + frame.scores[p].join(", ")));
      }
      header.append(values);
      layout.zones.forEach((zone, i) => {
        if (zone.owner === p) group.append(zoneNode(layout, i, frame, prev));
      });
      players.append(group);
    }
    root.append(players);
  }

  // The lines of one step, the decision that made it in bold, and the events it was made in.
  function renderStep(stepBox, chainBox, frame) {
    stepBox.textContent = "";
    chainBox.textContent = "";
    if (!frame.lines.length) stepBox.append(el("div", "muted", "nothing you could see"));
    frame.lines.forEach((line, i) => stepBox.append(el("div", "line" + (i === frame.main ? " main" : ""), line)));
    if (frame.chain.length) {
      chainBox.append(el("span", "muted", "in: "));
      for (const event of frame.chain) chainBox.append(el("span", "event", event));
    }
  }

  function describePending(box, frame) {
    box.textContent = "";
    if (frame.winners) {
      const names = frame.winners.map(playerName).join(", ") || "nobody";
      box.append(el("div", null, "Game over. Winner" + (frame.winners.length === 1 ? "" : "s") + ": " + names));
      return;
    }
    if (frame.decision) {
      const d = frame.decision;
      box.append(el("div", null, playerName(d.player) + ": " + d.label));
      const list = el("ol", "opt");
      for (const option of d.options) list.append(el("li", null, option));
      box.append(list);
    } else if (frame.acting && frame.acting.length) {
      box.append(el("div", null, frame.acting.map(playerName).join(", ")));
    } else {
      box.append(el("div", "muted", "another player"));
    }
  }

  return { el, playerName, render, renderStep, describePending };
})();
