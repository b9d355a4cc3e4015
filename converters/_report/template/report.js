// The trajspec report page: draws the overview and the rollouts from the embedded data.
// No network, no libraries: DOM built with createElement and text nodes (never innerHTML of
// data), charts as inline SVG.
(function () {
  "use strict";
  var DATA = JSON.parse(document.getElementById("report-data").textContent);
  var PAGE = 25;
  var SVG = "http://www.w3.org/2000/svg";
  var COV = { f: "full", p: "partial", n: "none", x: "not_applicable" };
  var state = { verdict: "", check: "", code: "", agent: "", kind: "", unobserved: "", cov: "", replaced: "", page: 0 };
  var TRY_KINDS = { failed: 1, omitted: 1 };

  function el(tag, attrs) {
    var node = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        var v = attrs[k];
        if (v === null || v === undefined || v === false) return;
        if (k === "text") node.textContent = String(v);
        else if (k === "cls") node.className = v;
        else if (k === "onclick") node.addEventListener("click", v);
        else node.setAttribute(k, String(v));
      });
    }
    for (var i = 2; i < arguments.length; i++) add(node, arguments[i]);
    return node;
  }
  function add(node, child) {
    if (child === null || child === undefined || child === false) return;
    if (Array.isArray(child)) { child.forEach(function (c) { add(node, c); }); return; }
    node.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }
  function fmt(n, digits) {
    if (n === null || n === undefined) return "–";
    if (typeof n !== "number") return String(n);
    if (Number.isInteger(n)) return n.toLocaleString("en-US");
    return n.toLocaleString("en-US", { maximumFractionDigits: digits === undefined ? 2 : digits });
  }
  function short(id) { return id.length > 14 ? "…" + id.slice(-10) : id; }
  function plural(n, word) { return fmt(n) + " " + word + (n === 1 ? "" : "s"); }

  // -- the address: what is open -----------------------------------------------------------
  // #open=KEY (a rollout), #open=KEY&at=POINTER (a turn, step or call of it),
  // #open=KEY&finding=I (its I-th finding). Every view change sets the address, so a copied
  // address opens the same view and the back button walks back through the views.

  function parseRoute() {
    var out = {};
    location.hash.replace(/^#/, "").split("&").forEach(function (kv) {
      var i = kv.indexOf("=");
      if (i > 0) out[decodeURIComponent(kv.slice(0, i))] = decodeURIComponent(kv.slice(i + 1));
    });
    return out;
  }
  function route(r) {
    var parts = [];
    ["open", "at", "finding", "pair"].forEach(function (k) {
      if (r[k] !== undefined && r[k] !== null) parts.push(k + "=" + encodeURIComponent(String(r[k])).replace(/%2F/g, "/"));
    });
    return "#" + parts.join("&");
  }
  function go(r) {
    var h = route(r);
    if (h === "#") {
      // nothing open: the address without a fragment (a new history entry, no jump to the top)
      if (location.hash) { history.pushState(null, "", location.href.split("#")[0]); applyRoute(); }
      return;
    }
    if (location.hash !== h) location.hash = h;
  }
  function copyLink(hash, label) {
    if (DATA.compare) return null;  // a comparison names its views by pair
    var b = el("button", { type: "button", cls: "copy-link", "data-link": hash, "aria-label": "copy link to " + (label || "this view"), title: "copy a link to this view", text: "copy link" });
    b.addEventListener("click", function (e) {
      e.preventDefault(); e.stopPropagation();
      var url = location.href.split("#")[0] + hash;
      b.setAttribute("data-copied", url);
      try { if (navigator.clipboard) navigator.clipboard.writeText(url).catch(function () {}); } catch (err) { /* a page from disk may not write the clipboard */ }
      b.textContent = "copied";
      setTimeout(function () { b.textContent = "copy link"; }, 1500);
    });
    return b;
  }
  function applyRoute() {
    var r = parseRoute();
    if (DATA.compare) { comparedRoute(r); return; }
    document.querySelectorAll(".targeted").forEach(function (n) { n.classList.remove("targeted"); });
    closePopovers();
    if (r.open === undefined) {
      document.querySelectorAll("details.rollout[open]").forEach(function (d) { d.open = false; });
      return;
    }
    var want = DATA.rollouts[Number(r.open)];
    if (!want) return;
    var i = DATA.rollouts.filter(matches).indexOf(want);
    if (i < 0) {
      Object.keys(state).forEach(function (k) { state[k] = k === "page" ? 0 : ""; });
      i = DATA.rollouts.filter(matches).indexOf(want);
    }
    var selector = 'details.rollout[data-key="' + want.key + '"]';
    if (Math.floor(i / PAGE) !== state.page || !document.querySelector(selector)) { state.page = Math.floor(i / PAGE); drawRollouts(); }
    document.querySelectorAll("details.rollout[open]").forEach(function (d) { if (d.getAttribute("data-key") !== want.key) d.open = false; });
    var d = document.querySelector(selector);
    if (!d.querySelector(".detail, .summarised")) d.appendChild(detail(want));
    d.open = true;
    var target = d.querySelector("summary");
    if (r.at !== undefined) {
      d.querySelectorAll("[data-ptr]").forEach(function (n) { if (target.tagName === "SUMMARY" && n.getAttribute("data-ptr") === r.at && n.classList.contains("nav")) target = n; });
    }
    if (r.finding !== undefined) {
      var li = d.querySelector('li.finding[data-finding="' + Number(r.finding) + '"]');
      if (li) target = li;
      var m = d.querySelector('.marker[data-finding="' + Number(r.finding) + '"]');
      if (m) togglePopover(m, want.findings[Number(r.finding)]);
    }
    if (target.tagName !== "SUMMARY") target.classList.add("targeted");
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "center" });
  }
  function closePopovers() {
    document.querySelectorAll(".popover").forEach(function (p) { p.previousElementSibling.setAttribute("aria-expanded", "false"); p.remove(); });
  }

  // -- filters ---------------------------------------------------------------------------

  function matches(r) {
    if (state.verdict && r.verdict !== state.verdict) return false;
    if (state.kind && r.kind !== state.kind) return false;
    if (state.replaced && (!TRY_KINDS[r.kind] || (r.replaced_by === null) !== (state.replaced === "no"))) return false;
    if (state.check && r.checks.indexOf(state.check) < 0) return false;
    if (state.unobserved && r.unobserved.indexOf(state.unobserved) < 0) return false;
    if (state.code && r.codes.indexOf(state.code) < 0) return false;
    if (state.agent && (r.agent === null ? "(no agent_ref.name)" : r.agent) !== state.agent) return false;
    if (state.cov) {
      var parts = state.cov.split(":"), letter = (r.cov || "").charAt(Number(parts[0]));
      if (!letter) return false;
      if (parts[1] === "notfull" ? (letter === "f" || letter === "x") : COV[letter] !== parts[1]) return false;
    }
    return true;
  }
  function setFilter(changes) {
    Object.keys(state).forEach(function (k) { if (k !== "page") state[k] = ""; });
    Object.keys(changes).forEach(function (k) { state[k] = changes[k]; });
    state.page = 0;
    drawRollouts();
    document.getElementById("rollouts").scrollIntoView();
  }
  function countLink(n, changes, title) {
    if (!n) return el("a", { cls: "count zero", text: fmt(n) });
    return el("a", {
      cls: "count", href: "#rollouts", title: title || "show these rollouts", text: fmt(n),
      "data-filter": JSON.stringify(changes),
      onclick: function (e) { e.preventDefault(); setFilter(changes); }
    });
  }

  // -- overview --------------------------------------------------------------------------

  function histogram(title, series, unit) {
    var box = el("div", { cls: "chart", "data-chart": title });
    box.appendChild(el("div", { cls: "label", text: title }));
    if (!series || !series.count) {
      box.appendChild(el("div", { cls: "muted", text: "no values" }));
      return box;
    }
    var W = 330, H = 120, pad = 26, bins = series.bins, max = 0;
    bins.forEach(function (b) { if (b[2] > max) max = b[2]; });
    var svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("width", W); svg.setAttribute("height", H + 22);
    svg.setAttribute("viewBox", "0 0 " + W + " " + (H + 22));
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", "histogram of " + title);
    var bw = (W - pad) / bins.length;
    bins.forEach(function (b, i) {
      var h = max ? (b[2] / max) * (H - 12) : 0;
      var r = document.createElementNS(SVG, "rect");
      r.setAttribute("class", "bar");
      r.setAttribute("x", pad + i * bw + 1); r.setAttribute("width", Math.max(bw - 2, 1));
      r.setAttribute("y", H - h); r.setAttribute("height", h);
      r.setAttribute("data-count", b[2]);
      var t = document.createElementNS(SVG, "title");
      t.textContent = fmt(b[0]) + "–" + fmt(b[1]) + " " + unit + ": " + b[2];
      r.appendChild(t);
      svg.appendChild(r);
    });
    function text(x, y, s, anchor) {
      var t = document.createElementNS(SVG, "text");
      t.setAttribute("x", x); t.setAttribute("y", y); t.setAttribute("font-size", "10.5");
      t.setAttribute("fill", "#5d6778"); t.setAttribute("text-anchor", anchor || "start");
      t.textContent = s; svg.appendChild(t);
    }
    var axis = document.createElementNS(SVG, "line");
    axis.setAttribute("x1", pad); axis.setAttribute("x2", W); axis.setAttribute("y1", H); axis.setAttribute("y2", H);
    axis.setAttribute("stroke", "#999"); svg.appendChild(axis);
    text(pad, H + 14, fmt(series.min), "start");
    text(W, H + 14, fmt(series.max) + " " + unit, "end");
    text(pad - 4, 10, fmt(max), "end");
    box.appendChild(svg);
    box.appendChild(el("div", { cls: "muted" },
      plural(series.count, "value") + (series.sampled < series.count ? " (drawn from a sample of " + fmt(series.sampled) + ")" : "") +
      "; p50 " + fmt(series.p50) + ", p90 " + fmt(series.p90) + " " + unit));
    return box;
  }

  function drawOverview() {
    var o = document.getElementById("overview");
    var t = DATA.totals, h = DATA.health;
    document.getElementById("title").textContent = DATA.title;
    document.getElementById("subtitle").textContent =
      DATA.generator + " · " + plural(t.documents, "document") + " from " + plural(DATA.inputs.length, "input") +
      ": " + DATA.inputs.slice(0, 6).join(", ") + (DATA.inputs.length > 6 ? ", …" : "");
    var bound = DATA.rollouts.some(function (r) { return !r.detail && r.kind !== "unreadable" && !TRY_KINDS[r.kind]; }) ||
      t.listed < t.documents + DATA.tries.failed + DATA.tries.omitted + DATA.tries.unreadable;
    o.appendChild(el("p", { cls: "muted", id: "bounds" },
      plural(t.listed, "document") + " listed, " + fmt(t.detailed) + " with full detail" +
      (bound ? " (the report is bounded: full detail for the first " + fmt(DATA.limits.detail_rollouts) +
        " documents within " + fmt(DATA.limits.detail_bytes / 1048576) + " MiB of detail, summary rows up to " +
        fmt(DATA.limits.listed_rollouts) + " documents, counts only beyond)" : "")));

    // Rollouts by verdict.
    o.appendChild(el("h2", { text: "Rollouts by health verdict" }));
    if (h) {
      var cards = el("div", { cls: "cards", id: "verdicts" });
      ["healthy", "unhealthy", "unobserved"].forEach(function (v) {
        cards.appendChild(el("div", { cls: "card " + v, "data-verdict": v },
          el("div", { cls: "n" }, countLink(h.run.verdicts[v], { verdict: v })), el("div", { text: v })));
      });
      cards.appendChild(el("div", { cls: "card" }, el("div", { cls: "n", text: fmt(h.run.artifacts.records) }), el("div", { text: "records" })));
      o.appendChild(cards);
    } else {
      o.appendChild(el("p", { cls: "muted", text: "No rollout rows: health and coverage judge rows only." }));
    }

    // Every try of the run: the failure sidecars' rows.
    var tr = DATA.tries;
    if (DATA.failure_sidecars.length) {
      o.appendChild(el("h2", { text: "Failed and omitted tries" }));
      o.appendChild(el("div", { cls: "cards", id: "tries" },
        el("div", { cls: "card unhealthy", "data-tries": "failed" }, el("div", { cls: "n" }, countLink(tr.failed, { kind: "failed" })), el("div", { text: "failed attempts" })),
        el("div", { cls: "card", "data-tries": "replaced" }, el("div", { cls: "n" }, countLink(tr.replaced, { kind: "failed", replaced: "yes" })), el("div", { text: "replaced by a later try" })),
        el("div", { cls: "card", "data-tries": "not-replaced" }, el("div", { cls: "n" }, countLink(tr.failed - tr.replaced, { kind: "failed", replaced: "no" })), el("div", { text: "not replaced" })),
        el("div", { cls: "card unobserved", "data-tries": "omitted" }, el("div", { cls: "n" }, countLink(tr.omitted, { kind: "omitted" })), el("div", { text: "omitted rows" }))));
      o.appendChild(el("p", { cls: "muted", text: "From " + plural(DATA.failure_sidecars.length, "failure sidecar") + (tr.unreadable ? " (" + plural(tr.unreadable, "line") + " of them cannot be read)" : "") +
        ". A failed attempt is replaced when its shard holds the row that completed its try; an omitted row was interrupted or never started, and is no attempt." }));
    }

    var grid = el("div", { cls: "grid" });
    o.appendChild(grid);
    if (h) {
      var table = el("table", { id: "checks" },
        el("tr", null, el("th", { text: "check" }), el("th", { text: "scope" }), el("th", { cls: "num", text: "evaluated" }),
          el("th", { cls: "num", text: "unobserved" }), el("th", { cls: "num", text: "flagged" })));
      DATA.checks.forEach(function (c) {
        var cov = h.run.artifacts.coverage[c.id];
        var ignored = h.run.ignored_checks.indexOf(c.id) >= 0;
        var rollout = c.scope === "rollout";
        table.appendChild(el("tr", { "data-check": c.id },
          el("td", null, el("code", { text: c.id })), el("td", { text: c.scope }),
          el("td", { cls: "num evaluated", text: ignored ? "ignored" : fmt(cov.evaluated) }),
          el("td", { cls: "num unobserved" }, rollout ? countLink(cov.unobserved, { unobserved: c.id }) : fmt(cov.unobserved)),
          el("td", { cls: "num flagged" }, rollout ? countLink(cov.flagged, { check: c.id }) : fmt(cov.flagged))));
      });
      grid.appendChild(el("div", null, el("h2", { text: "Health checks" }), table));
    }

    // Findings by code.
    var codes = el("table", { id: "codes" }, el("tr", null, el("th", { text: "validation code" }), el("th", { cls: "num", text: "findings" }), el("th", { cls: "num", text: "listed rollouts" })));
    var listedByCode = {};
    DATA.rollouts.forEach(function (r) { r.codes.forEach(function (c) { listedByCode[c] = (listedByCode[c] || 0) + 1; }); });
    Object.keys(DATA.validation.by_code).forEach(function (code) {
      codes.appendChild(el("tr", { "data-code": code }, el("td", null, el("code", { text: code })),
        el("td", { cls: "num findings", text: fmt(DATA.validation.by_code[code]) }),
        el("td", { cls: "num" }, countLink(listedByCode[code] || 0, { code: code }))));
    });
    var sev = DATA.validation.by_severity;
    grid.appendChild(el("div", null, el("h2", { text: "Validation findings by code" }),
      el("p", { cls: "muted", id: "validation-line" }, plural(DATA.validation.documents, "document") + ", " + fmt(DATA.validation.with_findings) +
        " with findings: " + ["error", "warning", "info"].map(function (s) { return fmt(sev[s] || 0) + " " + s; }).join(", ")),
      Object.keys(DATA.validation.by_code).length ? codes : el("p", { text: "no findings" })));

    // Coverage matrix.
    var c = DATA.coverage;
    if (c) {
      o.appendChild(el("h2", { text: "Coverage (capability matrix measured from the rows)" }));
      var mt = el("table", { id: "coverage" });
      var headRow = el("tr", null, el("th", { text: "agent" }), el("th", { cls: "num", text: "rows" }));
      c.criteria.forEach(function (cr) { headRow.appendChild(el("th", { title: cr.id, text: cr.label })); });
      mt.appendChild(headRow);
      c.agents.forEach(function (a) {
        var name = a.agent === null ? "(no agent_ref.name)" : a.agent;
        var tr = el("tr", { "data-agent": name }, el("td", null, el("code", { text: name })), el("td", { cls: "num" }, countLink(a.rows, { agent: name })));
        c.criteria.forEach(function (cr, i) {
          var e = a.criteria[cr.id];
          var full = e.verdict === "full";
          var n = full ? e.rows.full : e.rows.applicable - e.rows.full;
          tr.appendChild(el("td", { cls: "cov " + e.verdict, "data-criterion": cr.id, "data-verdict": e.verdict,
            "data-full": e.rows.full, "data-applicable": e.rows.applicable,
            title: e.verdict + ": " + e.rows.full + " of " + e.rows.applicable + " applicable rows have all of the evidence" },
            e.verdict + " " + e.rows.full + "/" + e.rows.applicable + " ",
            n ? countLink(n, { agent: name, cov: i + ":" + (full ? "full" : "notfull") }, full ? "rows with all of it" : "rows missing some of it") : null));
        });
        mt.appendChild(tr);
      });
      o.appendChild(mt);
      o.appendChild(el("p", { cls: "muted", text: "Cell: verdict, rows with all of the evidence / rows it applies to; the link lists the rows behind it (missing some of it, unless full)." }));
    }

    // Performance.
    o.appendChild(el("h2", { text: "Performance (perf_summary over ng_perf)" }));
    var perf = DATA.perf_summary;
    o.appendChild(el("div", { cls: "grid", id: "charts" },
      histogram("completion tokens per turn", DATA.charts.tokens_per_turn, "tokens"),
      histogram("rollout latency (total_latency_ms)", DATA.charts.latency_ms, "ms"),
      histogram("tool call time (duration_ms)", DATA.charts.tool_ms, "ms")));
    if (perf) {
      o.appendChild(el("p", { cls: "muted", text: fmt(DATA.perf_with) + " of " + plural(DATA.perf_rollouts, "rollout") + " with ng_perf; perf_summary:" }));
      var pt = el("div", { id: "perf", cls: "kv" });
      Object.keys(perf).forEach(function (k) { pt.appendChild(el("div", { "data-key": k }, el("code", { text: k }), el("span", { cls: "num", text: fmt(perf[k]) }))); });
      o.appendChild(pt);
    } else {
      o.appendChild(el("p", { cls: "muted", text: "no rollout carries ng_perf" }));
    }
  }

  // -- the rollout list ------------------------------------------------------------------

  function options(select, values, current) {
    select.appendChild(el("option", { value: "", text: "any" }));
    values.forEach(function (v) {
      var o = el("option", { value: v, text: v });
      if (v === current) o.selected = true;
      select.appendChild(o);
    });
  }
  function distinct(f) {
    var seen = {};
    DATA.rollouts.forEach(function (r) { f(r).forEach(function (v) { if (v !== null && v !== undefined) seen[v] = 1; }); });
    return Object.keys(seen).sort();
  }

  function drawRollouts() {
    var s = document.getElementById("rollouts");
    s.textContent = "";
    s.appendChild(el("h2", { text: "Rollouts" }));
    var bar = el("div", { cls: "filters", id: "filters" });
    function filter(name, label, values) {
      var sel = el("select", { id: "filter-" + name, "data-filter-name": name });
      options(sel, values, state[name]);
      sel.addEventListener("change", function () { var ch = {}; Object.keys(state).forEach(function (k) { if (k !== "page") ch[k] = state[k]; }); ch[name] = sel.value; setFilter(ch); });
      bar.appendChild(el("label", null, label + " ", sel));
    }
    filter("verdict", "verdict", ["healthy", "unhealthy", "unobserved"]);
    filter("check", "flagged check", distinct(function (r) { return r.checks; }));
    filter("code", "validation code", distinct(function (r) { return r.codes; }));
    filter("agent", "agent", distinct(function (r) { return [r.kind === "unreadable" ? null : (r.agent === null ? "(no agent_ref.name)" : r.agent)]; }));
    filter("kind", "kind", distinct(function (r) { return [r.kind]; }));
    if (DATA.failure_sidecars.length) filter("replaced", "failed try replaced", ["yes", "no"]);
    if (state.unobserved) bar.appendChild(el("span", { cls: "chip", text: "unobserved: " + state.unobserved }));
    if (state.cov) {
      var parts = state.cov.split(":");
      bar.appendChild(el("span", { cls: "chip", text: "coverage " + DATA.coverage.criteria[Number(parts[0])].id + ": " + (parts[1] === "notfull" ? "not full" : parts[1]) }));
    }
    bar.appendChild(el("button", { id: "clear", text: "clear filters", onclick: function () { setFilter({}); } }));
    var shown = DATA.rollouts.filter(matches);
    var pages = Math.max(1, Math.ceil(shown.length / PAGE));
    if (state.page >= pages) state.page = pages - 1;
    bar.appendChild(el("span", { id: "shown", "data-shown": shown.length, text: "showing " + fmt(shown.length) + " of " + plural(DATA.rollouts.length, "listed document") }));
    s.appendChild(bar);
    function pager() {
      return el("div", { cls: "pager" },
        el("button", { cls: "prev", disabled: state.page === 0 ? "disabled" : null, text: "‹ previous", onclick: function () { state.page--; drawRollouts(); } }),
        el("span", { cls: "page", "data-page": state.page + 1, "data-pages": pages, text: "page " + (state.page + 1) + " of " + pages }),
        el("button", { cls: "next", disabled: state.page + 1 >= pages ? "disabled" : null, text: "next ›", onclick: function () { state.page++; drawRollouts(); } }));
    }
    s.appendChild(pager());
    var list = el("div", { id: "rollout-list" });
    shown.slice(state.page * PAGE, (state.page + 1) * PAGE).forEach(function (r) { list.appendChild(rolloutItem(r)); });
    s.appendChild(list);
    if (pages > 1) s.appendChild(pager());
    if (DATA.totals.listed < DATA.totals.documents) {
      s.appendChild(el("p", { cls: "muted", text: fmt(DATA.totals.documents - DATA.totals.listed) + " more documents are counted in the overview but not listed (the report's bound)." }));
    }
  }

  function rolloutItem(r) {
    var d = el("details", { cls: "rollout", "data-key": r.key, "data-kind": r.kind, "data-verdict": r.verdict || "",
      "data-file": r.file, "data-line": r.line, "data-agent": r.agent === null ? "" : r.agent });
    var sum = el("summary", null,
      r.verdict ? el("span", { cls: "badge " + r.verdict, text: r.verdict }) : el("span", { cls: "badge", text: r.kind }),
      el("span", { cls: "rid", text: r.rollout_id || "(no rollout id)" }),
      el("span", { cls: "mono muted", text: r.file + ":" + r.line }),
      r.agent ? el("span", { text: r.agent }) : null,
      r.kind === "unreadable" ? el("span", { cls: "muted", text: "unreadable: " + r.error }) :
      TRY_KINDS[r.kind] ? tryLine(r) :
        el("span", { cls: "muted", text: plural(r.turns, r.kind === "atif" ? "step" : "turn") + ", " + plural(r.calls, "model call") + ", " + plural(r.tools, "tool call") + ", " + fmt(r.tokens) + " tokens" }),
      r.codes.map(function (c) { return el("span", { cls: "badge code", text: c }); }),
      r.checks.map(function (c) { return el("span", { cls: "badge unhealthy", text: c }); }),
      r.gaps.map(function (c) { return el("span", { cls: "badge gap", text: c }); }));
    d.appendChild(sum);
    d.addEventListener("toggle", function () {
      if (d.open && !d.querySelector(".detail, .summarised")) d.appendChild(detail(r));
      var now = parseRoute();
      if (d.open && now.open !== r.key) go({ open: r.key });
      else if (!d.open && now.open === r.key) go({});
    });
    return d;
  }

  function reasonText(r) {
    var why = r.reason || {};
    return [why["class"], why.type, why.http_status !== undefined ? "HTTP " + why.http_status : null, why.message]
      .filter(function (x) { return x !== null && x !== undefined && x !== ""; }).join(" · ") || "no reason recorded";
  }
  function tryLine(r) {
    var where = r["try"] ? "task " + r["try"][0] + ", rollout " + r["try"][1] : "no task and rollout index";
    return el("span", { cls: "try-line" },
      el("span", { cls: "muted", text: where + " · attempt " + r.attempt + " · " }),
      el("span", { cls: "reason", text: reasonText(r) }),
      r.kind === "failed" ? el("span", { cls: "muted replaced", text: r.replaced_by === null ? " · not replaced" : " · replaced" }) : null);
  }

  // -- one rollout -----------------------------------------------------------------------

  function tryDetail(r) {
    var box = el("div", { cls: "summarised try-detail" });
    box.appendChild(el("p", { text: (r.kind === "omitted" ? "Omitted row: this try was interrupted or never started (not an attempt). " : "Failed attempt " + r.attempt + " of this try. ") +
      "Reason: " + reasonText(r) + (r.reason && r.reason.terminal === true ? " (terminal: not tried again)." : ".") }));
    var kv = el("div", { cls: "kv" });
    Object.keys(r.reason || {}).forEach(function (k) { kv.appendChild(el("div", null, el("code", { text: k }), el("span", { text: String(r.reason[k]) }))); });
    box.appendChild(kv);
    if (r.replaced_by !== null && r.replaced_by !== undefined) {
      var by = DATA.rollouts[Number(r.replaced_by)];
      box.appendChild(el("p", null, "Replaced by ", el("a", { cls: "replaced-by", href: "#open=" + by.key, "data-key": by.key, text: (by.rollout_id || "row") + " (" + by.file + ":" + by.line + ", attempt " + by.attempt + ")" })));
    } else if (r.kind === "failed") {
      box.appendChild(el("p", { cls: "muted", text: "Not replaced: the shard holds no row that completed this try." }));
    }
    return box;
  }

  function detail(r) {
    if (TRY_KINDS[r.kind]) return tryDetail(r);
    if (!r.detail) {
      return el("div", { cls: "summarised", text: r.kind === "unreadable" ? "This line cannot be read (" + r.error + "); the validation findings say why." :
        "Summarised: this document is beyond the report's detail bound. Its verdict, codes and counts are above; make a report of its file for the detail." });
    }
    var box = el("div", { cls: "detail", "data-ptr": "" });
    var head = el("div", { cls: "head" });
    box.appendChild(head);
    if (r.findings.length) {
      var fl = el("ul", { cls: "findings" });
      r.findings.forEach(function (f, i) {
        fl.appendChild(el("li", { cls: "finding nav", tabindex: "-1", "data-finding": i, "data-source": f.source, "data-code": f.code },
          el("span", { cls: "badge src", text: f.source }), el("code", { text: f.code }), " ",
          el("span", { cls: "sev " + f.severity, text: f.severity }), " ",
          el("span", { cls: "sentence", text: f.message }), " ",
          el("span", { cls: "mono muted", text: f.path === null ? "(at " + (f.anchor || "the rollout") + ")" : "at " + f.path }), " ",
          copyLink(route({ open: r.key, finding: i }), "this finding"),
          helpFor(f)));
      });
      box.appendChild(el("h3", { text: plural(r.findings.length, "finding") }));
      box.appendChild(fl);
    }
    if (r.unobserved.length) box.appendChild(el("p", { cls: "muted", text: "unobserved checks: " + r.unobserved.join(", ") }));
    if (r.kind === "atif") box.appendChild(atif(r.detail));
    else box.appendChild(row(r.detail));
    placeMarkers(box, r.findings);
    // Turns, steps and calls: reachable by j/k, each with a link to it.
    box.querySelectorAll(".turn[data-ptr], .step[data-ptr], table.calls tr[data-ptr], table.tools tr[data-ptr]").forEach(function (n) {
      n.classList.add("nav");
      n.setAttribute("tabindex", "-1");
      var ptr = n.getAttribute("data-ptr");
      add(n.tagName === "TR" ? n.firstElementChild : n.querySelector(".label") || n, copyLink(route({ open: r.key, at: ptr }), ptr));
    });
    box.querySelectorAll("table").forEach(scroller);
    return box;
  }

  function placeMarkers(box, findings) {
    var byPtr = {};
    byPtr[box.getAttribute("data-ptr")] = box;
    box.querySelectorAll("[data-ptr]").forEach(function (n) { var p = n.getAttribute("data-ptr"); if (!(p in byPtr)) byPtr[p] = n; });
    findings.forEach(function (f) {
      var p = f.anchor;
      while (!(p in byPtr) && p !== "") p = p.slice(0, p.lastIndexOf("/"));
      var target = byPtr[p];
      // In a table row the markers go into its first cell, so the columns stay in place.
      if (target.tagName === "TR") target = target.firstElementChild;
      var where = target.querySelector(":scope > .markers") || target.insertBefore(el("div", { cls: "markers" }), target.firstChild);
      var marker = el("button", { type: "button", cls: "marker " + (f.source === "health" ? "health" : f.severity), "data-code": f.code, "data-source": f.source,
        "data-path": f.path === null ? "" : f.path, "data-message": f.message, "data-locator": f.locator === undefined ? null : JSON.stringify(f.locator), "data-finding": findings.indexOf(f), "aria-expanded": "false",
        title: f.message, text: f.code });
      marker.addEventListener("click", function () {
        var key = marker.closest("details.rollout").getAttribute("data-key");
        var shown = marker.nextElementSibling && marker.nextElementSibling.classList.contains("popover");
        var want = shown ? route({ open: key }) : route({ open: key, finding: marker.getAttribute("data-finding") });
        if (location.hash === want) togglePopover(marker, f);
        else location.hash = want;
      });
      where.appendChild(marker);
    });
  }

  // A finding told in full: its sentence, code, severity, reference page and how to fix it.
  function helpFor(f) {
    var told = (DATA.help || {})[f.code];
    if (!told) return null;
    return el("div", { cls: "help" },
      told.summary ? el("div", { cls: "what", text: told.summary }) : null,
      told.remedy ? el("div", { cls: "remedy" }, el("span", { cls: "label", text: "How to fix: " }), told.remedy) : null,
      el("a", { cls: "ref", href: told.uri, rel: "noopener", text: "reference: " + told.uri.replace(/^https?:\/\/[^/]+\//, "") }));
  }
  function togglePopover(marker, f) {
    var open = marker.nextElementSibling && marker.nextElementSibling.classList.contains("popover");
    closePopovers();
    if (open) return;
    var pop = el("div", { cls: "popover", role: "dialog", "aria-label": "finding " + f.code },
      el("div", null, el("code", { text: f.code }), " ", el("span", { cls: "sev " + f.severity, text: f.severity }), " ", el("span", { cls: "badge src", text: f.source })),
      el("div", { cls: "sentence", text: f.message }),
      f.path ? el("div", { cls: "mono muted", text: "at " + f.path }) : null,
      helpFor(f));
    marker.setAttribute("aria-expanded", "true");
    marker.parentNode.insertBefore(pop, marker.nextSibling);
  }

  // One time axis for the model calls and the tool calls of a rollout: each kind in its own
  // band, overlapping intervals of a band in parallel lanes (the lane comes with the data).
  function timeline(v) {
    var bands = [["model calls", v.model_calls, "model"], ["tool calls", v.tool_calls, "tool"]];
    var t0 = Infinity, t1 = -Infinity;
    bands.forEach(function (b) {
      b[1].forEach(function (i) { if (i.lane !== null) { t0 = Math.min(t0, i.started_at); t1 = Math.max(t1, i.completed_at); } });
    });
    var stamped = v.turns.filter(function (t) { return t.timestamp !== null; });
    if (t0 !== Infinity) stamped.forEach(function (t) { t0 = Math.min(t0, t.timestamp); t1 = Math.max(t1, t.timestamp); });
    var wrap = el("div", { cls: "tl" });
    if (t0 !== Infinity) {
      var span = t1 - t0 || 1;
      var box = el("div", { cls: "timeline" });
      if (stamped.length) {
        // When each turn was decided (its timestamp), above the calls that made it.
        var ticks = el("div", { cls: "track turns", style: "height:18px" });
        stamped.forEach(function (t) {
          ticks.appendChild(el("div", { cls: "tick", "data-ref": t.ptr, style: "left:" + ((t.timestamp - t0) / span) * 100 + "%",
            title: "turn " + fmt(t.turn_no) + " at +" + fmt(t.timestamp - t0, 3) + " s", text: fmt(t.turn_no) }));
        });
        box.appendChild(el("div", { cls: "band" }, el("div", { cls: "band-label", text: "turns (" + stamped.length + ")" }), ticks));
      }
      bands.forEach(function (b) {
        var timed = b[1].filter(function (i) { return i.lane !== null; });
        var lanes = 0;
        timed.forEach(function (i) { lanes = Math.max(lanes, i.lane + 1); });
        if (!timed.length) return;
        var band = el("div", { cls: "band" }, el("div", { cls: "band-label", text: b[0] + " (" + timed.length + ")" }));
        var track = el("div", { cls: "track " + b[2], "data-lanes": lanes, style: "height:" + (lanes * 22 + 4) + "px" });
        timed.forEach(function (i) {
          var left = ((i.started_at - t0) / span) * 100, width = ((i.completed_at - i.started_at) / span) * 100;
          var failed = (i.status && i.status !== "completed") || (i.status_code && i.status_code >= 400);
          track.appendChild(el("div", { cls: "interval " + b[2] + (failed ? " failed" : ""), "data-ref": i.ptr, "data-lane": i.lane,
            "data-start": i.started_at, "data-end": i.completed_at,
            style: "left:" + left + "%;width:" + width + "%;top:" + (i.lane * 22 + 2) + "px",
            title: (i.name || i.id || "") + ": " + fmt((i.completed_at - i.started_at) * 1000, 1) + " ms, +" + fmt(i.started_at - t0, 3) + " s (lane " + (i.lane + 1) + ")",
            text: short(i.name || i.id || "") }));
        });
        band.appendChild(track);
        box.appendChild(band);
      });
      box.appendChild(el("div", { cls: "band axis-row" }, el("div", { cls: "band-label" }),
        el("div", { cls: "track axis" }, el("span", { text: "+0 s" }), el("span", { text: "+" + fmt(span / 2, 3) + " s" }), el("span", { text: "+" + fmt(span, 3) + " s" }))));
      wrap.appendChild(box);
    }
    bands.forEach(function (b) {
      var untimed = b[1].filter(function (i) { return i.lane === null; });
      if (!untimed.length) return;
      wrap.appendChild(el("div", { cls: "untimed-row" }, el("span", { cls: "muted", text: b[0] + " without timing (evidence missing): " }),
        untimed.map(function (i) { return el("span", { cls: "untimed " + b[2], "data-ref": i.ptr, text: i.name || i.id || i.ptr }); })));
    });
    if (!v.model_calls.length && !v.tool_calls.length) wrap.appendChild(el("p", { cls: "muted", text: "no model calls or tool calls recorded" }));
    return wrap;
  }

  function row(v) {
    var box = el("div", { "data-ptr": v.has_trajectory ? "/ng_trajectory" : "/ng_agent_observations" });
    if (!v.has_trajectory) box.appendChild(el("p", { cls: "muted", text: "No ng_trajectory: the agent's observation records as recorded (project the rows for turns and calls)." }));

    // Invocation tree, with compactions and gaps at their invocation.
    var invs = el("div", { "data-ptr": "/ng_trajectory/invocations" }, el("h3", { text: "Invocations" }));
    var children = {}, ids = {};
    v.invocations.forEach(function (i) { ids[i.id] = i; });
    v.invocations.forEach(function (i) { var p = i.parent && ids[i.parent] ? i.parent : ""; (children[p] = children[p] || []).push(i); });
    function node(i) {
      var li = el("li", null, el("span", { cls: "node", "data-ptr": i.ptr },
        el("code", { text: i.id }), " ", el("span", { cls: "muted", text: [i.status, i.calls + " model call" + (i.calls === 1 ? "" : "s"),
          i.duration_ms !== null ? fmt(i.duration_ms) + " ms" : null, i.spawned_by ? "spawned by " + i.spawned_by : null, i.error_type].filter(Boolean).join(" · ") })));
      var sub = el("ul");
      v.compactions.filter(function (c) { return c.invocation === i.id; }).forEach(function (c) {
        sub.appendChild(el("li", null, el("span", { cls: "node compaction", "data-ptr": c.ptr }, "compaction ",
          el("span", { cls: "muted", text: [c.trigger, c.outcome, c.before ? "after " + c.before : null, c.after ? "before " + c.after : null].filter(Boolean).join(" · ") }),
          c.summary ? el("div", { cls: "muted", text: c.summary }) : null)));
      });
      v.gaps.filter(function (g) { return g.invocation === i.id; }).forEach(function (g) {
        sub.appendChild(el("li", null, el("span", { cls: "node gap", "data-ptr": g.ptr }, el("span", { cls: "badge gap", text: "gap" }), el("code", { text: g.code }), g.detail ? " " + g.detail : "")));
      });
      (children[i.id] || []).forEach(function (c) { sub.appendChild(node(c)); });
      if (sub.childNodes.length) li.appendChild(sub);
      return li;
    }
    var tree = el("ul", { cls: "tree" });
    (children[""] || []).forEach(function (i) { tree.appendChild(node(i)); });
    invs.appendChild(tree);
    var loose = v.gaps.filter(function (g) { return !ids[g.invocation]; });
    var gapsBox = el("div", { "data-ptr": "/ng_trajectory/gaps" });
    if (loose.length) {
      gapsBox.appendChild(el("div", { cls: "label", text: "gaps without an invocation" }));
      loose.forEach(function (g) { gapsBox.appendChild(el("div", { cls: "node gap", "data-ptr": g.ptr }, el("span", { cls: "badge gap", text: "gap" }), el("code", { text: g.code }), g.detail ? " " + g.detail : "")); });
    }
    invs.appendChild(gapsBox);
    box.appendChild(invs);
    v.compactions.filter(function (c) { return !ids[c.invocation]; }).forEach(function (c) {
      box.appendChild(el("div", { cls: "node compaction", "data-ptr": c.ptr }, "compaction ", el("span", { cls: "muted", text: c.invocation || "" })));
    });

    // One timeline: model calls and tool calls, overlapping intervals in parallel lanes.
    box.appendChild(el("h3", { text: "Timeline" }));
    box.appendChild(timeline(v));

    // Turns in order.
    var turns = el("div", { "data-ptr": "/ng_trajectory/turns" }, el("h3", { text: plural(v.turns.length, "turn") }));
    if (!v.turns.length) turns.appendChild(el("p", { cls: "muted", text: "no turns recorded" }));
    v.turns.forEach(function (t) {
      turns.appendChild(el("div", { cls: "turn", "data-ptr": t.ptr },
        el("div", { cls: "label", text: "turn " + fmt(t.turn_no) + " · " + (t.invocation || "") + (t.calls.length ? " · calls " + t.calls.map(function (c) { return c === null ? "(unresolved)" : c; }).join(", ") : "") }),
        t.question ? [el("div", { cls: "label", text: "question" }), el("div", { cls: "q", text: t.question })] : el("div", { cls: "label muted", text: "no question recorded" }),
        t.reasoning ? el("div", { cls: "muted", text: "reasoning: " + t.reasoning }) : null,
        el("div", { cls: "label", text: "answer" }), el("div", { cls: "a" + (t.answer ? "" : " muted"), text: t.answer || "(none recorded)" })));
    });
    box.appendChild(turns);

    // Model calls.
    var mc = el("table", { cls: "calls" }, el("tr", null, ["call", "invocation", "prompt", "completion", "total", "latency ms", "status", "finish", "error"].map(function (h, i) { return el("th", { cls: i >= 2 && i <= 5 ? "num" : null, text: h }); })));
    v.model_calls.forEach(function (c) {
      mc.appendChild(el("tr", { "data-ptr": c.ptr },
        el("td", null, el("code", { text: c.id || c.response_id || c.ptr })), el("td", { text: c.invocation || "(not owned)" }),
        el("td", { cls: "num", text: fmt(c.prompt) }), el("td", { cls: "num", text: fmt(c.completion) }), el("td", { cls: "num", text: fmt(c.total) }),
        el("td", { cls: "num", text: fmt(c.duration_ms) }), el("td", { text: [c.status_code, c.status].filter(function (x) { return x !== null; }).join(" ") || "–" }),
        el("td", { text: c.finish_reason || "–" }), el("td", { text: c.error || "" })));
    });
    box.appendChild(el("div", { "data-ptr": "/ng_trajectory/model_calls" }, el("h3", { text: plural(v.model_calls.length, "model call") }), mc));

    // Tool calls.
    var tc = el("table", { cls: "tools" }, el("tr", null, ["tool call", "tool", "invocation", "duration ms", "lane", "timing", "status", "output"].map(function (h) { return el("th", { text: h }); })));
    v.tool_calls.forEach(function (c) {
      tc.appendChild(el("tr", { "data-ptr": c.ptr },
        el("td", null, el("code", { text: c.id || c.ptr })), el("td", { text: c.name || "" }), el("td", { text: c.invocation || "" }),
        el("td", { cls: "num", text: fmt(c.duration_ms) }), el("td", { text: c.lane === null ? "no timing" : c.lane + 1 }),
        el("td", { text: c.timing_source || "" }), el("td", { text: [c.status, c.error_type].filter(Boolean).join(" ") }), el("td", { cls: "mono", text: c.output })));
    });
    box.appendChild(el("div", { "data-ptr": "/ng_trajectory/tool_calls" }, el("h3", { text: plural(v.tool_calls.length, "tool call") }), v.tool_calls.length ? tc : null));
    return box;
  }

  function atif(v) {
    var box = el("div", { "data-ptr": v.ptr + "/steps" });
    box.appendChild(el("p", { cls: "muted", text: [v.schema_version, v.agent, v.model_name].filter(Boolean).join(" · ") }));
    if (Object.keys(v.final_metrics).length) {
      box.appendChild(el("p", null, el("span", { cls: "label", text: "final metrics " }),
        Object.keys(v.final_metrics).map(function (k) { return k + " " + fmt(v.final_metrics[k]) + "  "; }).join("")));
    }
    v.steps.forEach(function (s) {
      var results = {};
      s.results.forEach(function (r) { (results[r.source_call_id] = results[r.source_call_id] || []).push(r); });
      var used = {};
      var step = el("div", { cls: "step " + (s.source || ""), "data-ptr": s.ptr },
        el("div", { cls: "label", text: "step " + fmt(s.step_id) + " · " + (s.source || "?") + (s.model_name ? " · " + s.model_name : "") + (s.timestamp ? " · " + s.timestamp : "") }),
        s.message ? el("div", { cls: "msg", text: s.message }) : null,
        s.reasoning ? el("div", { cls: "muted", text: "reasoning: " + s.reasoning }) : null);
      s.tool_calls.forEach(function (c) {
        step.appendChild(el("div", { "data-ptr": c.ptr }, el("span", { cls: "label", text: "tool call " }), el("code", { text: (c.name || "") + "(" + c.arguments + ")" }), " ", el("span", { cls: "muted", text: c.id || "" })));
        (results[c.id] || []).forEach(function (r) { used[r.ptr] = 1; step.appendChild(resultNode(r)); });
      });
      s.results.forEach(function (r) { if (!used[r.ptr]) step.appendChild(resultNode(r)); });
      var m = Object.keys(s.metrics);
      if (m.length) step.appendChild(el("div", { cls: "muted", text: m.map(function (k) { return k + " " + fmt(s.metrics[k]); }).join(" · ") }));
      box.appendChild(step);
    });
    v.subagents.forEach(function (sub) {
      var d = el("div", { cls: "step", "data-ptr": sub.ptr }, el("h3", { text: "subagent trajectory " + (sub.id || "") }));
      d.appendChild(atif(sub));
      box.appendChild(d);
    });
    return box;
  }
  function resultNode(r) {
    return el("div", { cls: "result", "data-ptr": r.ptr }, el("span", { cls: "label", text: "observation " + (r.source_call_id || "") + " " }),
      r.subagent ? el("span", { cls: "badge", text: "subagent " + r.subagent }) : null, r.content);
  }


  // -- two runs side by side (--compare) -----------------------------------------------------

  function signed(n, digits) {
    if (n === null || n === undefined) return "–";
    return (n > 0 ? "+" : n < 0 ? "−" : "±") + fmt(Math.abs(n), digits);
  }
  function verdictText(v) {
    return Object.keys(v || {}).sort().map(function (k) { return v[k] + " " + k; }).join(", ") || "–";
  }
  function diffTable(id, title, rows, what) {
    var t = el("table", { id: id }, el("tr", null, el("th", { text: what }), el("th", { cls: "num", text: "A" }), el("th", { cls: "num", text: "B" }), el("th", { cls: "num", text: "B − A" })));
    rows.forEach(function (r) {
      t.appendChild(el("tr", { "data-name": r.name, cls: r.diff ? "changed" : null }, el("td", null, el("code", { text: r.name })),
        el("td", { cls: "num a", text: fmt(r.a) }), el("td", { cls: "num b", text: fmt(r.b) }), el("td", { cls: "num diff", text: signed(r.diff) })));
    });
    return el("div", null, el("h3", { text: title }), rows.length ? t : el("p", { cls: "muted", text: "none in either run" }));
  }
  // Both runs' histograms on one axis: each bar a run's share of its values in that range.
  function overlay(title, sa, sb, unit) {
    var box = el("div", { cls: "chart", "data-chart": title });
    box.appendChild(el("div", { cls: "label", text: title }));
    var runs = [[sa, "a"], [sb, "b"]].filter(function (x) { return x[0] && x[0].count; });
    if (!runs.length) { box.appendChild(el("div", { cls: "muted", text: "no values in either run" })); return box; }
    var lo = Infinity, hi = -Infinity, top = 0;
    runs.forEach(function (x) { lo = Math.min(lo, x[0].min); hi = Math.max(hi, x[0].max); x[0].bins.forEach(function (b) { top = Math.max(top, b[2] / x[0].sampled); }); });
    var W = 330, H = 120, pad = 26, span = hi - lo || 1;
    var svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("width", W); svg.setAttribute("height", H + 22); svg.setAttribute("viewBox", "0 0 " + W + " " + (H + 22));
    svg.setAttribute("role", "img"); svg.setAttribute("aria-label", "histograms of " + title + ", run A and run B overlaid");
    runs.forEach(function (x) {
      x[0].bins.forEach(function (b) {
        var x0 = pad + ((b[0] - lo) / span) * (W - pad), x1 = pad + ((b[1] - lo) / span) * (W - pad);
        var h = top ? (b[2] / x[0].sampled / top) * (H - 12) : 0;
        var r = document.createElementNS(SVG, "rect");
        r.setAttribute("class", "bar run-" + x[1]); r.setAttribute("x", x0); r.setAttribute("width", Math.max(x1 - x0 - 1, 1));
        r.setAttribute("y", H - h); r.setAttribute("height", h); r.setAttribute("data-count", b[2]);
        var t = document.createElementNS(SVG, "title"); t.textContent = "run " + x[1].toUpperCase() + ": " + fmt(b[0]) + "–" + fmt(b[1]) + " " + unit + ": " + b[2];
        r.appendChild(t); svg.appendChild(r);
      });
    });
    var axis = document.createElementNS(SVG, "line");
    axis.setAttribute("x1", pad); axis.setAttribute("x2", W); axis.setAttribute("y1", H); axis.setAttribute("y2", H); axis.setAttribute("stroke", "#999"); svg.appendChild(axis);
    [[pad, fmt(lo), "start"], [W, fmt(hi) + " " + unit, "end"]].forEach(function (a) {
      var t = document.createElementNS(SVG, "text"); t.setAttribute("x", a[0]); t.setAttribute("y", H + 14); t.setAttribute("font-size", "10.5");
      t.setAttribute("fill", "#5d6778"); t.setAttribute("text-anchor", a[2]); t.textContent = a[1]; svg.appendChild(t);
    });
    box.appendChild(svg);
    box.appendChild(el("div", { cls: "muted" }, el("span", { cls: "swatch run-a" }), " A: " + (sa && sa.count ? plural(sa.count, "value") + ", p50 " + fmt(sa.p50) : "none") + "  ",
      el("span", { cls: "swatch run-b" }), " B: " + (sb && sb.count ? plural(sb.count, "value") + ", p50 " + fmt(sb.p50) : "none")));
    return box;
  }

  function drawCompare() {
    var C = DATA.compare, A = DATA.runs[0], B = DATA.runs[1];
    document.getElementById("title").textContent = DATA.title;
    document.getElementById("subtitle").textContent = DATA.generator + " · run A: " + C.runs[0] + " · run B: " + C.runs[1];
    var o = document.getElementById("overview");
    var regressed = C.pairs.filter(function (p) { return p.change === "regressed"; }).length;
    o.appendChild(el("p", { id: "compare-line" }, plural(C.pairs.length, "rollout") + " by task and rollout: " + fmt(regressed) + " regressed, " +
      fmt(C.pairs.filter(function (p) { return p.change === "improved"; }).length) + " improved, " + fmt(C.only_a.length) + " in A only, " + fmt(C.only_b.length) + " in B only."));

    o.appendChild(el("h2", { text: "Per task, regressions first" }));
    var tt = el("table", { id: "compare-tasks" }, el("tr", null, ["task", "A mean reward", "B mean reward", "change", "A verdicts", "B verdicts", "pairs regressed"].map(function (h, i) {
      return el("th", { cls: i >= 1 && i <= 3 || i === 6 ? "num" : null, text: h }); })));
    C.tasks.forEach(function (t) {
      var worse = t.regressed > 0 || (t.reward_diff !== null && t.reward_diff < 0);
      tt.appendChild(el("tr", { "data-task": t.task, cls: worse ? "regressed" : null },
        el("td", null, el("code", { text: t.task })), el("td", { cls: "num", text: fmt(t.a.mean_reward, 3) }), el("td", { cls: "num", text: fmt(t.b.mean_reward, 3) }),
        el("td", { cls: "num diff", text: signed(t.reward_diff, 3) }), el("td", { text: verdictText(t.a.verdicts) }), el("td", { text: verdictText(t.b.verdicts) }),
        el("td", { cls: "num", text: fmt(t.regressed) })));
    });
    o.appendChild(tt);

    o.appendChild(el("h2", { text: "Rollouts paired by task and rollout" }));
    var pt = el("table", { id: "compare-pairs" }, el("tr", null, ["rollout", "change", "A reward", "B reward", "A verdict", "B verdict", "flagged checks A → B", ""].map(function (h, i) {
      return el("th", { cls: i === 2 || i === 3 ? "num" : null, text: h }); })));
    C.pairs.forEach(function (p, i) {
      var a = p.a || {}, b = p.b || {};
      pt.appendChild(el("tr", { "data-pair": i, "data-change": p.change, cls: p.change },
        el("td", null, el("code", { text: p.identity })), el("td", { cls: "change", text: p.change === "only" ? (p.a ? "A only" : "B only") : p.change }),
        el("td", { cls: "num", text: fmt(a.reward) }), el("td", { cls: "num", text: fmt(b.reward) }),
        el("td", { text: a.verdict || "–" }), el("td", { text: b.verdict || "–" }),
        el("td", { text: (a.checks || []).join(", ") + " → " + (b.checks || []).join(", ") }),
        el("td", null, p.a && p.b ? el("button", { type: "button", cls: "pair-open", "data-pair": i, text: "side by side", onclick: function () { go({ pair: i }); } }) : null)));
    });
    o.appendChild(pt);
    o.appendChild(el("div", { id: "only", cls: "grid" },
      el("div", { id: "only-a" }, el("h3", { text: "In run A only (" + C.only_a.length + ")" }), C.only_a.length ? el("ul", null, C.only_a.map(function (n) { return el("li", null, el("code", { text: n })); })) : el("p", { cls: "muted", text: "none" })),
      el("div", { id: "only-b" }, el("h3", { text: "In run B only (" + C.only_b.length + ")" }), C.only_b.length ? el("ul", null, C.only_b.map(function (n) { return el("li", null, el("code", { text: n })); })) : el("p", { cls: "muted", text: "none" }))));
    o.appendChild(el("section", { id: "pair-view", "aria-live": "polite" }));

    o.appendChild(el("h2", { text: "Checks, findings and tries in both runs" }));
    o.appendChild(el("div", { cls: "grid" }, diffTable("compare-verdicts", "Health verdicts", C.verdicts, "verdict"), diffTable("compare-checks", "Flagged by health check", C.checks, "check"),
      diffTable("compare-codes", "Validation findings by code", C.codes, "code"), diffTable("compare-tries", "Failure sidecar rows", C.tries, "rows")));

    o.appendChild(el("h2", { text: "Coverage in both runs" }));
    var ct = el("table", { id: "compare-coverage" }, el("tr", null, ["agent", "criterion", "A full / applicable", "B full / applicable", "change in full share"].map(function (h) { return el("th", { text: h }); })));
    function share(x) { return x && x[1] ? x[0] / x[1] : null; }
    C.coverage.forEach(function (c) {
      var sa = share(c.a), sb = share(c.b);
      ct.appendChild(el("tr", { "data-agent": c.agent, "data-criterion": c.criterion },
        el("td", null, el("code", { text: c.agent })), el("td", null, el("code", { text: c.criterion })),
        el("td", { cls: "num", text: c.a ? c.a[0] + " / " + c.a[1] : "–" }), el("td", { cls: "num", text: c.b ? c.b[0] + " / " + c.b[1] : "–" }),
        el("td", { cls: "num diff", text: sa === null || sb === null ? "–" : signed(Math.round((sb - sa) * 100)) + " pt" })));
    });
    o.appendChild(C.coverage.length ? ct : el("p", { cls: "muted", text: "no rollout rows in either run" }));

    o.appendChild(el("h2", { text: "Distributions, both runs overlaid" }));
    o.appendChild(el("div", { cls: "grid", id: "charts" },
      overlay("completion tokens per turn", A.charts.tokens_per_turn, B.charts.tokens_per_turn, "tokens"),
      overlay("rollout latency (total_latency_ms)", A.charts.latency_ms, B.charts.latency_ms, "ms"),
      overlay("tool call time (duration_ms)", A.charts.tool_ms, B.charts.tool_ms, "ms")));
  }

  // The longest common subsequence of two lists of names, as = (both), - (A only), + (B only).
  function sequenceDiff(a, b) {
    var n = a.length, m = b.length, L = [];
    for (var i = 0; i <= n; i++) { L.push(new Array(m + 1).fill(0)); }
    for (i = n - 1; i >= 0; i--) for (var j = m - 1; j >= 0; j--) L[i][j] = a[i] === b[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
    var out = []; i = 0; j = 0;
    while (i < n && j < m) {
      if (a[i] === b[j]) { out.push(["=", a[i]]); i++; j++; } else if (L[i + 1][j] >= L[i][j + 1]) { out.push(["-", a[i]]); i++; } else { out.push(["+", b[j]]); j++; }
    }
    while (i < n) out.push(["-", a[i++]]);
    while (j < m) out.push(["+", b[j++]]);
    return out;
  }
  function stepsOf(r) {
    if (!r.detail) return [];
    if (r.kind === "atif") return r.detail.steps.map(function (s) { return { label: "step " + fmt(s.step_id) + " · " + (s.source || ""), text: s.message, ptr: s.ptr }; });
    return r.detail.turns.map(function (t) { return { label: "turn " + fmt(t.turn_no), text: t.answer || "(no answer)", ptr: t.ptr }; });
  }
  function toolsOf(r) {
    if (!r.detail) return [];
    if (r.kind === "atif") { var names = []; r.detail.steps.forEach(function (s) { s.tool_calls.forEach(function (c) { names.push(c.name || "?"); }); }); return names; }
    return r.detail.tool_calls.map(function (c) { return c.name || "?"; });
  }
  function pairView(i) {
    var p = DATA.compare.pairs[i];
    var ra = DATA.runs[0].rollouts[Number(p.a.key)], rb = DATA.runs[1].rollouts[Number(p.b.key)];
    var box = el("div", { cls: "pair", "data-pair": i });
    box.appendChild(el("h2", { tabindex: "-1", cls: "pair-title", text: "Side by side: " + p.identity + " (" + p.change + ")" }));
    box.appendChild(el("button", { type: "button", cls: "pair-close", text: "close", onclick: function () { go({}); } }));
    var sa = stepsOf(ra), sb = stepsOf(rb);
    var turns = el("table", { id: "aligned-turns" }, el("tr", null, el("th", { text: "#" }), el("th", { text: "A: " + ra.file + ":" + ra.line }), el("th", { text: "B: " + rb.file + ":" + rb.line })));
    for (var k = 0; k < Math.max(sa.length, sb.length); k++) {
      var x = sa[k], y = sb[k];
      turns.appendChild(el("tr", { cls: "nav" + (x && y && x.text === y.text ? "" : " differs"), tabindex: "-1", "data-index": k },
        el("td", { cls: "num", text: k + 1 }),
        el("td", null, x ? [el("div", { cls: "label", text: x.label }), el("div", { cls: "a", text: x.text })] : el("span", { cls: "muted", text: "(none)" })),
        el("td", null, y ? [el("div", { cls: "label", text: y.label }), el("div", { cls: "a", text: y.text })] : el("span", { cls: "muted", text: "(none)" }))));
    }
    box.appendChild(el("h3", { text: "Turns aligned by index" }));
    box.appendChild(turns);
    var diff = sequenceDiff(toolsOf(ra), toolsOf(rb));
    box.appendChild(el("h3", { text: "Tool-call sequence, A → B" }));
    box.appendChild(el("ol", { id: "tool-diff", cls: "tool-diff" }, diff.length ? diff.map(function (d) {
      return el("li", { cls: d[0] === "=" ? "same" : d[0] === "-" ? "removed" : "added", "data-op": d[0] },
        el("span", { cls: "op", text: d[0] === "=" ? "both" : d[0] === "-" ? "A only" : "B only" }), " ", el("code", { text: d[1] }));
    }) : el("li", { cls: "muted", text: "no tool calls in either" })));
    box.appendChild(el("div", { cls: "side-by-side" },
      el("div", { cls: "col", "data-run": "a" }, el("h3", { text: "Run A" }), detail(ra)),
      el("div", { cls: "col", "data-run": "b" }, el("h3", { text: "Run B" }), detail(rb))));
    box.querySelectorAll("table").forEach(scroller);
    return box;
  }
  function comparedRoute(r) {
    var view = document.getElementById("pair-view");
    view.textContent = "";
    if (r.pair === undefined || !DATA.compare.pairs[Number(r.pair)] || !DATA.compare.pairs[Number(r.pair)].a || !DATA.compare.pairs[Number(r.pair)].b) return;
    view.appendChild(pairView(Number(r.pair)));
    var title = view.querySelector(".pair-title");
    title.focus({ preventScroll: true });
    title.scrollIntoView({ block: "start" });
  }

  // A table scrolls inside its box, so that the page never scrolls sideways.
  function scroller(table) {
    if (table.parentNode.classList.contains("scroll")) return;
    var box = el("div", { cls: "scroll" });
    table.parentNode.insertBefore(box, table);
    box.appendChild(table);
  }

  // -- keyboard: j/k or the arrows move through the list (or the open rollout's turns,
  // steps, calls and findings), Enter opens, Escape closes ---------------------------------

  document.addEventListener("keydown", function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    var t = e.target;
    if (t && /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)) return;
    if (e.key === "Escape") {
      if (document.querySelector(".popover")) { closePopovers(); e.preventDefault(); return; }
      if (DATA.compare && parseRoute().pair !== undefined) { var was = parseRoute().pair; go({}); var back = document.querySelector('#compare-pairs button.pair-open[data-pair="' + was + '"]'); if (back) back.focus(); e.preventDefault(); return; }
      var open = (t.closest && t.closest("details.rollout[open]")) || document.querySelector("details.rollout[open]");
      if (open) { open.open = false; open.querySelector("summary").focus(); e.preventDefault(); }
      return;
    }
    var inList = t.closest && t.closest("#rollout-list");
    var down = e.key === "j" || (inList && e.key === "ArrowDown"), up = e.key === "k" || (inList && e.key === "ArrowUp");
    if (e.key === "Enter" && t.classList && t.classList.contains("finding")) {
      var holder = t.closest("details.rollout");
      go({ open: holder.getAttribute("data-key"), finding: t.getAttribute("data-finding") });
      e.preventDefault();
      return;
    }
    if (!down && !up) return;
    var inside = t.closest && t.closest("details.rollout[open] .detail, #pair-view");
    if (DATA.compare && !inside) down = e.key === "j" || e.key === "ArrowDown", up = e.key === "k" || e.key === "ArrowUp";
    if (!down && !up) return;
    var items = Array.prototype.slice.call(inside ? inside.querySelectorAll(".nav") :
      document.querySelectorAll(DATA.compare ? "#compare-pairs button.pair-open" : "#rollout-list details.rollout > summary"));
    if (!items.length) return;
    var at = items.indexOf(inside ? t.closest(".nav") : t);
    var next = at < 0 ? (down ? 0 : items.length - 1) : Math.max(0, Math.min(items.length - 1, at + (down ? 1 : -1)));
    items[next].focus();
    items[next].scrollIntoView({ block: "nearest" });
    e.preventDefault();
  });

  if (DATA.compare) drawCompare();
  else { drawOverview(); drawRollouts(); }
  document.querySelectorAll("#overview table").forEach(scroller);
  window.addEventListener("hashchange", applyRoute);
  window.addEventListener("popstate", applyRoute);
  applyRoute();
  document.body.setAttribute("data-ready", "1");
})();
