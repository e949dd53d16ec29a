// The shared pages: a seat's page and the overlay, fed by /state.json and the WebSocket /ws.
"use strict";
(function () {
  const TEXT = {
    en: {
      winds: ["East", "South", "West", "North"], short: ["E", "S", "W", "N"],
      rounds: { E: "East", S: "South", W: "West", N: "North" },
      honba: (n) => `${n} honba`, sticks: (n) => (n === 1 ? "1 stick" : `${n} sticks`),
      dealer: "Dealer", riichi: "Riichi", places: ["1st", "2nd", "3rd", "4th"],
      place: (p) => ["Top", "2nd", "3rd", "4th"][p - 1],
      needs: "What you need", needsAll: "All-last: what each player needs",
      last: "Last hand", live: "Live", down: "Reconnecting…",
      over: "Game over", timeUp: "Time up", gone: "This code is no longer shared: scan the new one.",
      behind: (n) => `${n} behind`, ahead: (n) => `${n} ahead`,
    },
    ja: {
      winds: ["東", "南", "西", "北"], short: ["東", "南", "西", "北"],
      rounds: { E: "東", S: "南", W: "西", N: "北" },
      honba: (n) => `${n}本場`, sticks: (n) => `供託${n}本`,
      dealer: "親", riichi: "リーチ", places: ["1位", "2位", "3位", "4位"],
      place: (p) => ["トップ", "2位", "3位", "4位"][p - 1],
      needs: "条件", needsAll: "オーラス条件",
      last: "前局", live: "接続中", down: "再接続中…",
      over: "終局", timeUp: "時間切れ", gone: "このコードは共有が終わりました。新しいコードを読み取ってください。",
      behind: (n) => `${n}点差`, ahead: (n) => `${n}点リード`,
    },
  };
  const params = new URLSearchParams(location.search);
  const token = params.get("t") || "";
  const asked = params.get("lang");
  const lang = asked === "en" || asked === "ja" ? asked : document.documentElement.lang === "ja" ? "ja" : "en";
  document.documentElement.lang = lang;
  const T = TEXT[lang];
  const page = document.body.dataset.page;
  const bg = params.get("bg");
  if (page === "overlay" && (bg === "chroma" || bg === "green")) document.body.classList.add("chroma");
  if (page === "overlay" && bg === "black") document.body.classList.add("black");
  const query = `t=${encodeURIComponent(token)}&lang=${lang}`;
  const $ = (id) => document.getElementById(id);
  // scores as the window writes them: 31,900 and −1,200
  const points = (n) => (n < 0 ? "\u2212" : "") + Math.abs(n).toLocaleString("en-US");
  const signed = (n) => (n > 0 ? "+" : "") + points(n);
  let state = null;
  let skew = 0;
  let socket = null;
  // the learner's question: the digits typed, the question they are for, its judgment
  let typed = "";
  let quizId = null;
  let judged = null;
  let labels = null;
  let solved = null;
  let retry = 500;
  let stopped = false;

  function windOf(seat, s) {
    return (seat - s.dealer + s.names.length) % s.names.length;
  }
  function roundText(s) {
    return lang === "ja" ? `${T.rounds[s.round[0]]}${s.round.slice(1)}局` : `${T.rounds[s.round[0]]} ${s.round.slice(1)}`;
  }
  function setText(id, text) {
    const el = $(id);
    if (el.textContent !== text) el.textContent = text;
  }
  function list(id, items) {
    const ul = $(id);
    ul.replaceChildren(...items.map((text) => {
      const li = document.createElement("li");
      li.textContent = text;
      return li;
    }));
  }
  // a conditions line broken only between its parts ("tsumo 1,000/2,000" stays whole)
  function parts(text) {
    const out = [];
    text.split(" / ").forEach((part, i) => {
      if (i) out.push(document.createTextNode(" / "));
      const span = document.createElement("span");
      span.className = "part";
      span.textContent = part;
      out.push(span);
    });
    return out;
  }

  function renderTable(s) {
    setText("round", roundText(s));
    setText("honba", T.honba(s.honba));
    setText("sticks", T.sticks(s.sticks));
    renderTimer();
  }

  function renderTimer() {
    const el = $("timer");
    const t = state && state.timer;
    if (!t) { el.hidden = true; return; }
    el.hidden = false;
    if (t.time_up) { el.textContent = T.timeUp; el.classList.add("up"); return; }
    const left = Math.max(0, Math.round(t.started + t.seconds - (Date.now() / 1000 + skew)));
    el.classList.toggle("up", left === 0);
    const mm = Math.floor(left / 60), ss = String(left % 60).padStart(2, "0");
    el.textContent = left === 0 ? T.timeUp : `${mm}:${ss}`;
  }

  function renderSeat(s) {
    const seat = s.seat;
    const wind = windOf(seat, s);
    setText("wind", T.winds[wind]);
    setText("name", s.names[seat]);
    $("dealer").hidden = seat !== s.dealer;
    setText("dealer", T.dealer);
    $("riichi").hidden = !s.riichi[seat];
    setText("riichi", T.riichi);
    setText("score", points(s.scores[seat]));
    $("score-sticks").hidden = !s.score_sticks;
    if (s.score_sticks) setText("score-sticks", s.score_sticks);
    let where = T.places[s.ranks[seat] - 1];
    if (s.over) where = `${T.over} · ${where}`;
    else if (s.ranks[seat] > 1) {
      const top = Math.max(...s.scores);
      where += ` · ${T.behind(points(top - s.scores[seat]))}`;
    } else {
      const next = Math.max(...s.scores.filter((_, i) => i !== seat));
      if (s.scores[seat] > next) where += ` · ${T.ahead(points(s.scores[seat] - next))}`;
    }
    setText("place", where);
    const body = $("others").tBodies[0];
    const rows = [];
    for (let k = 1; k < s.names.length; k++) {
      const other = (seat + k) % s.names.length;
      const tr = document.createElement("tr");
      const w = document.createElement("td");
      w.className = "w";
      w.textContent = T.short[windOf(other, s)];
      const n = document.createElement("td");
      n.textContent = s.names[other];
      for (const [show, cls, text] of [[other === s.dealer, "d", T.dealer], [s.riichi[other], "r", T.riichi]]) {
        if (!show) continue;
        const badge = document.createElement("span");
        badge.className = cls;
        badge.textContent = text;
        n.append(badge);
      }
      const sc = document.createElement("td");
      sc.className = "num";
      sc.textContent = points(s.scores[other]);
      const diff = s.scores[other] - s.scores[seat];
      const df = document.createElement("td");
      df.className = "num diff " + (diff > 0 ? "plus" : diff < 0 ? "minus" : "");
      df.textContent = signed(diff);
      tr.append(w, n, sc, df);
      rows.push(tr);
    }
    body.replaceChildren(...rows);
    setText("conditions-title", T.needs);
    $("conditions").hidden = s.conditions.length === 0;
    $("conditions-list").replaceChildren(...s.conditions.map((c) => {
      const li = document.createElement("li");
      li.append(...parts(c.text));
      return li;
    }));
    $("last").hidden = !s.last;
    if (s.last) {
      setText("last-title", `${T.last} (${roundText({ round: s.last.round })})`);
      setText("last-text", s.last.text);
      list("last-lines", s.last.lines);
      if (s.last.sticks) {
        const li = document.createElement("li");
        li.className = "sticks";
        li.textContent = s.last.sticks;
        $("last-lines").append(li);
      }
    }
    renderQuiz(s.question || null);
  }

  function renderQuiz(q) {
    const box = $("quiz");
    document.body.classList.toggle("asking", !!q);
    // answered right: the card keeps its verdict and explanation until another question
    const done = solved !== null && (!q || q.id === solved);
    $("quiz-pad").hidden = done;
    $("quiz-entry").parentElement.hidden = done;
    if (done) { box.hidden = false; return; }
    if (!q) { box.hidden = true; quizId = null; judged = null; typed = ""; return; }
    if (q.id !== quizId) {
      quizId = q.id; typed = ""; judged = null; solved = null; labels = q.labels; buildPad();
    }
    box.hidden = false;
    setText("quiz-title", labels.title);
    setText("quiz-text", q.text);
    setText("quiz-recorded", labels.recorded);
    setText("quiz-value", q.value);
    setText("quiz-unit", labels.points);
    renderEntry();
    renderVerdict();
  }

  function renderEntry() {
    setText("quiz-entry", typed ? points(Number(typed)) : "");
  }

  function renderVerdict() {
    const el = $("quiz-verdict");
    el.hidden = !judged;
    $("quiz-lines").hidden = !judged;
    if (!judged) return;
    el.className = "verdict " + (judged.correct ? "right" : "wrong");
    el.textContent = judged.correct ? labels.right : labels.wrong.replace("{n}", points(judged.expected));
    list("quiz-lines", judged.explanation);
  }

  function buildPad() {
    const keys = ["7", "8", "9", "⌫", "4", "5", "6", "00", "1", "2", "3", "0"];
    const buttons = keys.map((key) => {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = key;
      b.addEventListener("click", () => press(key));
      if (key === "⌫") b.setAttribute("aria-label", labels.clear);
      return b;
    });
    const clear = document.createElement("button");
    clear.type = "button";
    clear.className = "wide";
    clear.textContent = labels.clear;
    clear.addEventListener("click", () => { typed = ""; renderEntry(); });
    const check = document.createElement("button");
    check.type = "button";
    check.className = "wide check";
    check.id = "quiz-check";
    check.textContent = labels.check;
    check.addEventListener("click", send);
    $("quiz-pad").replaceChildren(...buttons, clear, check);
  }

  function press(key) {
    if (key === "⌫") typed = typed.slice(0, -1);
    else if (typed.length < 7) typed = (typed + key).replace(/^0+/, "");
    renderEntry();
  }

  async function send() {
    if (!typed || !quizId) return;
    const id = quizId;
    try {
      const answer = await fetch(`/answer?${query}`, {
        method: "POST", cache: "no-store", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ id, points: Number(typed) }),
      });
      // (the state closing a question answered right may come first)
      if (!answer.ok || (quizId !== null && id !== quizId)) return;
      quizId = id;
      judged = await answer.json();
      if (!judged.correct) typed = "";
      else solved = id;
      renderEntry();
      renderVerdict();
      renderQuiz(judged.correct ? null : state.question);
    } catch (e) { /* answered again when the page is back */ }
  }

  function renderOverlay(s) {
    const box = $("players");
    box.replaceChildren(...s.names.map((name, seat) => {
      const div = document.createElement("div");
      div.className = "player";
      const parts = [["w", T.short[windOf(seat, s)]], ["n", name], ["s", points(s.scores[seat])]];
      if (seat === s.dealer) parts.push(["d", T.dealer]);
      if (s.riichi[seat]) parts.push(["r", T.riichi]);
      div.append(...parts.map(([cls, text]) => {
        const span = document.createElement("span");
        span.className = cls;
        span.textContent = text;
        return span;
      }));
      return div;
    }));
    $("last").hidden = !s.last || s.conditions.length > 0;
    if (s.last) setText("last-text", `${roundText({ round: s.last.round })}: ${s.last.text} — ` +
      s.last.deltas.map((d, i) => (d ? `${s.names[i]} ${signed(d)}` : "")).filter(Boolean).join(", "));
    $("conditions").hidden = s.conditions.length === 0;
    setText("conditions-title", T.needsAll);
    const ul = $("conditions-list");
    ul.replaceChildren(...s.conditions.map((c) => {
      const li = document.createElement("li");
      const b = document.createElement("b");
      b.textContent = s.names[c.seat] + " ";
      li.append(b, ...parts(c.text));
      return li;
    }));
  }

  function render(s) {
    if (state && s.version < state.version) return;
    // the table's clock less this phone's: the timer's start is on the table's clock
    if (typeof s.clock === "number") skew = s.clock - Date.now() / 1000;
    state = s;
    $("message").hidden = true;
    renderTable(s);
    if (page === "seat") renderSeat(s); else renderOverlay(s);
    document.body.dataset.version = String(s.version);
  }

  function status(live) {
    const el = $("status");
    el.textContent = live ? T.live : T.down;
    el.className = "status " + (live ? "live" : "down");
  }

  function gone() {
    stopped = true;
    status(false);
    $("message").hidden = false;
    setText("message", T.gone);
    if (socket) socket.close();
  }

  async function catchUp() {
    try {
      const answer = await fetch(`/state.json?${query}`, { cache: "no-store" });
      if (answer.status === 401 || answer.status === 403) { gone(); return; }
      if (answer.ok) render(await answer.json());
    } catch (e) { /* the socket's reconnection tries again */ }
  }

  function connect() {
    if (stopped || (socket && socket.readyState <= 1)) return;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws?${query}`);
    socket.onopen = () => { retry = 500; status(true); catchUp(); };
    socket.onmessage = (event) => render(JSON.parse(event.data));
    socket.onclose = () => {
      status(false);
      if (stopped) return;
      setTimeout(() => { catchUp(); connect(); }, retry);
      retry = Math.min(retry * 2, 5000);
    };
  }

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") { catchUp(); connect(); }
  });
  setInterval(renderTimer, 1000);
  status(false);
  catchUp().then(connect);
})();
