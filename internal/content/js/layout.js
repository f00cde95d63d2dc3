/* Folio layout components: tabs and code groups (synced by label across
   the page), accordions and links into hidden content, the multi-view
   selector, changelog tag filters and prompt copy buttons.

   Progressive enhancement: without this script tabs read as sections
   under their titles, collapsibles are <details>, and every view shows.
   Each enhanced component is marked data-ready. The script is idempotent:
   call window.folioLayout(root) again after replacing content. */
(function () {
  "use strict";

  var TAB_KEY = "folio:tab";
  var VIEW_KEY = "folio:view";
  var seq = 0;
  var groups = [];

  function nextID(prefix) {
    seq++;
    return "folio-" + prefix + "-" + seq;
  }
  function norm(s) {
    return (s || "").trim().toLowerCase();
  }
  function save(key, value) {
    try { localStorage.setItem(key, value); } catch (e) { /* private mode */ }
  }
  function load(key) {
    try { return localStorage.getItem(key); } catch (e) { return null; }
  }
  function kids(el, cls) {
    var out = [];
    for (var c = el.firstElementChild; c; c = c.nextElementSibling) {
      if (c.classList.contains(cls)) out.push(c);
    }
    return out;
  }

  /* Tab groups: <Tabs> and <CodeGroup>, with tabs or a dropdown. */

  function setupGroup(root, kind) {
    if (root.hasAttribute("data-ready")) return;
    var panelClass = kind === "tabs" ? "tab-panel" : "code-group-panel";
    var bar = kids(root, kind === "tabs" ? "tabs-list" : "code-group-header")[0];
    if (!bar) return;
    var panels = kids(root, panelClass);
    var g = {
      root: root,
      panels: panels,
      labels: panels.map(function (p) { return p.getAttribute("data-label") || ""; }),
      tabs: [],
      select: bar.querySelector("select"),
      title: bar.querySelector(".code-group-title"),
      sync: root.hasAttribute("data-sync"),
      index: 0
    };
    var list = kind === "tabs" ? bar : bar.querySelector("[role=tablist]");
    if (list) g.tabs = Array.prototype.slice.call(list.querySelectorAll("[role=tab]"));
    panels.forEach(function (p, i) {
      if (!p.id) p.id = nextID("panel");
      if (p.hasAttribute("data-active")) g.index = i;
      var tab = g.tabs[i];
      if (tab) {
        if (!tab.id) tab.id = nextID("tab");
        tab.setAttribute("aria-controls", p.id);
        p.setAttribute("role", "tabpanel");
        p.setAttribute("aria-labelledby", tab.id);
        p.tabIndex = 0;
        tab.addEventListener("click", function () { choose(g, i, true); });
      } else if (g.select) {
        p.setAttribute("role", "region");
        p.setAttribute("aria-label", g.labels[i]);
      }
    });
    if (list) list.addEventListener("keydown", function (ev) { tabKeys(g, ev); });
    if (g.select) {
      g.select.addEventListener("change", function () { choose(g, g.select.selectedIndex, true); });
    }
    bar.hidden = false;
    root.setAttribute("data-ready", "");
    groups.push(g);
    choose(g, g.index, false);
  }

  // tabKeys moves between tabs with the arrow keys, Home and End, and
  // shows the tab it lands on (roving tabindex, automatic activation).
  function tabKeys(g, ev) {
    var i = g.tabs.indexOf(ev.target.closest("[role=tab]"));
    if (i < 0) return;
    var n = g.tabs.length, j;
    switch (ev.key) {
      case "ArrowRight": case "ArrowDown": j = (i + 1) % n; break;
      case "ArrowLeft": case "ArrowUp": j = (i - 1 + n) % n; break;
      case "Home": j = 0; break;
      case "End": j = n - 1; break;
      default: return;
    }
    ev.preventDefault();
    choose(g, j, true);
    g.tabs[j].focus();
  }

  // choose shows panel i of g; a choice by the reader also switches the
  // synced groups that have a tab of the same label, keeping the chosen
  // group where it is on the screen.
  function choose(g, i, byReader) {
    if (i < 0 || i >= g.panels.length) return;
    var anchor = byReader ? g.root.getBoundingClientRect().top : 0;
    show(g, i);
    if (!byReader || !g.sync) return;
    var label = norm(g.labels[i]);
    if (!label) return;
    save(TAB_KEY, label);
    groups.forEach(function (o) {
      if (o === g || !o.sync) return;
      var j = indexOf(o, label);
      if (j >= 0 && j !== o.index) show(o, j);
    });
    var moved = g.root.getBoundingClientRect().top - anchor;
    if (moved) window.scrollBy(0, moved);
  }

  function indexOf(g, label) {
    for (var j = 0; j < g.labels.length; j++) {
      if (norm(g.labels[j]) === label) return j;
    }
    return -1;
  }

  function show(g, i) {
    g.index = i;
    g.panels.forEach(function (p, j) {
      if (j === i) p.setAttribute("data-active", "");
      else p.removeAttribute("data-active");
    });
    g.tabs.forEach(function (t, j) {
      t.setAttribute("aria-selected", j === i ? "true" : "false");
      t.tabIndex = j === i ? 0 : -1;
    });
    if (g.select) g.select.selectedIndex = i;
    if (g.title) {
      var title = g.panels[i].getAttribute("data-title") || "";
      var icon = g.panels[i].querySelector(".code-group-panel-title .code-group-icon");
      g.title.textContent = title;
      if (icon) g.title.insertBefore(icon.cloneNode(true), g.title.firstChild);
    }
  }

  // restoreChoice applies the reader's last tab choice to the synced
  // groups that offer it.
  function restoreChoice() {
    var label = load(TAB_KEY);
    if (!label) return;
    groups.forEach(function (g) {
      if (!g.sync) return;
      var j = indexOf(g, label);
      if (j >= 0) show(g, j);
    });
  }

  /* Links into hidden content: a hash that names a tab panel, an
     accordion, or anything inside them, opens what hides it. */

  function reveal(el) {
    var changed = false;
    for (var n = el; n && n !== document.body; n = n.parentElement) {
      if (n.tagName === "DETAILS" && !n.open) {
        n.open = true;
        changed = true;
      }
      if (n.classList.contains("tab-panel") || n.classList.contains("code-group-panel")) {
        for (var k = 0; k < groups.length; k++) {
          var j = groups[k].panels.indexOf(n);
          if (j >= 0 && j !== groups[k].index) {
            show(groups[k], j);
            changed = true;
          }
        }
      }
      if (n.classList.contains("view") && n.hidden) {
        chooseView(n.getAttribute("data-view"));
        changed = true;
      }
    }
    return changed;
  }

  function followHash() {
    var id = location.hash.slice(1);
    if (!id) return;
    try { id = decodeURIComponent(id); } catch (e) { /* keep it as written */ }
    var el = document.getElementById(id);
    if (el && reveal(el)) el.scrollIntoView();
  }

  // An accordion the reader opens puts its id in the address, as
  // Mintlify does, so that it can be linked to. (Clicks only: accordions
  // open by default fire toggle events too.)
  function onSummaryClick(ev) {
    var s = ev.target.closest && ev.target.closest("summary.accordion-summary");
    if (!s) return;
    var d = s.parentElement;
    setTimeout(function () {
      if (!d.open || !d.id || location.hash.slice(1) === d.id) return;
      try { history.replaceState(history.state, "", "#" + encodeURIComponent(d.id)); } catch (e) { /* file: URLs */ }
    }, 0);
  }

  /* Views: one selector for the page's <View>s; the table of contents
     follows the chosen view. */

  var views = [];
  var viewSelect = null;

  function setupViews(root) {
    var found = Array.prototype.slice.call(root.querySelectorAll(".view[data-view]:not([data-ready])"));
    if (!found.length) return;
    views = views.concat(found);
    var titles = [];
    views.forEach(function (v) {
      var t = v.getAttribute("data-view");
      if (titles.indexOf(t) < 0) titles.push(t);
      v.setAttribute("data-ready", "");
    });
    if (!viewSelect) {
      var host = document.querySelector("[data-view-selector]");
      var box = document.createElement("div");
      box.className = "view-selector";
      var label = document.createElement("label");
      viewSelect = document.createElement("select");
      viewSelect.id = nextID("view");
      label.htmlFor = viewSelect.id;
      label.textContent = "View";
      box.appendChild(label);
      box.appendChild(viewSelect);
      if (host) host.appendChild(box);
      else views[0].parentNode.insertBefore(box, views[0]);
      viewSelect.addEventListener("change", function () {
        chooseView(viewSelect.value);
        save(VIEW_KEY, viewSelect.value);
      });
    }
    viewSelect.textContent = "";
    titles.forEach(function (t) {
      var o = document.createElement("option");
      o.value = o.textContent = t;
      viewSelect.appendChild(o);
    });
    var want = new URLSearchParams(location.search).get("view") || load(VIEW_KEY);
    chooseView(titles.indexOf(want) >= 0 ? want : titles[0]);
  }

  function chooseView(title) {
    views.forEach(function (v) { v.hidden = v.getAttribute("data-view") !== title; });
    if (viewSelect) viewSelect.value = title;
    // Entries of the table of contents that lead into a hidden view.
    document.querySelectorAll("[data-toc] a[href^='#'], #table-of-contents a[href^='#']").forEach(function (a) {
      var id = a.getAttribute("href").slice(1);
      try { id = decodeURIComponent(id); } catch (e) { /* as written */ }
      var target = document.getElementById(id);
      var view = target && target.closest(".view");
      var item = a.closest("li") || a;
      item.hidden = !!(view && view.hidden);
    });
  }

  /* Changelog: tag filters, reflected in ?tags=. */

  function setupUpdates(root) {
    var updates = Array.prototype.slice.call(root.querySelectorAll(".update"));
    if (!updates.length || document.querySelector(".update-filters")) return;
    var tags = [];
    updates.forEach(function (u) {
      u.querySelectorAll(":scope > .update-meta .update-tag").forEach(function (t) {
        var name = t.getAttribute("data-tag");
        if (name && tags.indexOf(name) < 0) tags.push(name);
      });
    });
    if (!tags.length) return;
    var chosen = (new URLSearchParams(location.search).get("tags") || "").split(",").filter(function (t) {
      return tags.indexOf(t) >= 0;
    });
    var box = document.createElement("div");
    box.className = "update-filters";
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", "Filter updates by tag");
    tags.forEach(function (t) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = "update-filter";
      b.textContent = t;
      b.setAttribute("aria-pressed", chosen.indexOf(t) >= 0 ? "true" : "false");
      b.addEventListener("click", function () {
        var at = chosen.indexOf(t);
        if (at >= 0) chosen.splice(at, 1);
        else chosen.push(t);
        b.setAttribute("aria-pressed", at >= 0 ? "false" : "true");
        apply(true);
      });
      box.appendChild(b);
    });
    var host = document.querySelector("#changelog-filters, [data-changelog-filters]");
    if (host) host.appendChild(box);
    else updates[0].parentNode.insertBefore(box, updates[0]);

    function apply(byReader) {
      updates.forEach(function (u) {
        var own = Array.prototype.map.call(u.querySelectorAll(":scope > .update-meta .update-tag"), function (t) {
          return t.getAttribute("data-tag");
        });
        u.hidden = chosen.length > 0 && !chosen.every(function (t) { return own.indexOf(t) >= 0; });
      });
      if (!byReader) return;
      var q = new URLSearchParams(location.search);
      if (chosen.length) q.set("tags", chosen.join(","));
      else q.delete("tags");
      var s = q.toString();
      try { history.replaceState(history.state, "", location.pathname + (s ? "?" + s : "") + location.hash); } catch (e) { /* file: URLs */ }
    }
    apply(false);
  }

  /* Prompts: the copy button copies the prompt's Markdown. */

  function setupPrompts(root) {
    root.querySelectorAll(".prompt:not([data-ready])").forEach(function (p) {
      p.setAttribute("data-ready", "");
      var b = p.querySelector("[data-prompt-copy]");
      if (!b) return;
      b.hidden = false;
      b.addEventListener("click", function () {
        var text = b.getAttribute("data-copy-text") || "";
        var done = function () {
          b.setAttribute("data-copied", "");
          setTimeout(function () { b.removeAttribute("data-copied"); }, 2000);
        };
        if (navigator.clipboard && navigator.clipboard.writeText) {
          navigator.clipboard.writeText(text).then(done, function () {});
        }
      });
    });
  }

  var started = false;

  function init(root) {
    root = root || document;
    groups = groups.filter(function (g) { return g.root.isConnected; });
    views = views.filter(function (v) { return v.isConnected; });
    root.querySelectorAll(".tabs").forEach(function (t) { setupGroup(t, "tabs"); });
    root.querySelectorAll(".code-group").forEach(function (c) { setupGroup(c, "code"); });
    restoreChoice();
    setupViews(root);
    setupUpdates(root);
    setupPrompts(root);
    if (!started) {
      started = true;
      window.addEventListener("hashchange", followHash);
      document.addEventListener("click", onSummaryClick);
    }
    followHash();
  }

  window.folioLayout = init;
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { init(document); });
  } else {
    init(document);
  }
})();
