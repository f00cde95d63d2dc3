/* Folio's site script: theme toggle, banner, mobile drawer, menus,
   contents scroll-spy, copy page, search. Every part works on the markup
   alone; this only adds to it. */
(function () {
  "use strict";
  var doc = document, root = doc.documentElement;

  function store(key, value) {
    try {
      if (value === undefined) return localStorage.getItem(key);
      if (value === null) localStorage.removeItem(key); else localStorage.setItem(key, value);
    } catch (e) { return null; }
  }

  // Light and dark mode, remembered.
  doc.addEventListener("click", function (e) {
    var t = e.target.closest("[data-theme-toggle]");
    if (!t) return;
    var dark = !root.classList.contains("dark");
    root.classList.toggle("dark", dark);
    store("folio-appearance", dark ? "dark" : "light");
  });

  // The banner, once dismissed, stays away until its text changes.
  doc.addEventListener("click", function (e) {
    var t = e.target.closest("[data-banner-close]");
    if (!t) return;
    var b = t.closest("[data-banner]");
    store("folio-banner-dismissed", b.getAttribute("data-banner"));
    root.setAttribute("data-banner-dismissed", b.getAttribute("data-banner"));
  });
  var dismissed = root.getAttribute("data-banner-dismissed");
  var banner = doc.querySelector("[data-banner]");
  if (banner && dismissed !== banner.getAttribute("data-banner")) root.removeAttribute("data-banner-dismissed");

  // Mobile drawer.
  var menuButton = doc.querySelector("[data-menu-button]");
  function setDrawer(open) {
    doc.body.classList.toggle("nav-open", open);
    if (menuButton) {
      menuButton.setAttribute("aria-expanded", open ? "true" : "false");
      menuButton.setAttribute("aria-label", open ? "Close the navigation" : "Open the navigation");
    }
    if (open) {
      var first = doc.querySelector("#sidebar a, #sidebar summary");
      if (first) first.focus();
    }
  }
  if (menuButton) menuButton.addEventListener("click", function () { setDrawer(!doc.body.classList.contains("nav-open")); });
  doc.addEventListener("click", function (e) { if (e.target.closest("[data-menu-close]")) setDrawer(false); });

  // Menus built on <details>: one open at a time, closed by a click
  // outside or Escape.
  function closePopovers(except) {
    doc.querySelectorAll("details[data-popover][open]").forEach(function (d) { if (d !== except) d.open = false; });
  }
  doc.addEventListener("click", function (e) {
    var d = e.target.closest("details[data-popover]");
    closePopovers(d);
  });
  doc.addEventListener("keydown", function (e) {
    if (e.key !== "Escape") return;
    var open = doc.querySelector("details[data-popover][open]");
    if (open) { open.open = false; open.querySelector("summary").focus(); }
    else if (doc.body.classList.contains("nav-open")) { setDrawer(false); if (menuButton) menuButton.focus(); }
  });

  // A group whose title opens a page: following the link also opens it.
  doc.querySelectorAll(".nav-summary-link").forEach(function (a) {
    a.addEventListener("click", function (e) { e.stopPropagation(); });
  });
  // Drilldown: clicking a group title opens its first page.
  doc.querySelectorAll('details[data-click="first-page"] > summary').forEach(function (s) {
    s.addEventListener("click", function (e) {
      var a = s.querySelector("a.nav-summary-link");
      if (a && !e.target.closest("a")) { e.preventDefault(); location.href = a.href; }
    });
  });

  // Keep the current page in view in the sidebar.
  var current = doc.querySelector(".sidebar [aria-current=page]");
  var sidebar = doc.querySelector(".sidebar");
  if (current && sidebar) {
    var r = current.getBoundingClientRect(), s = sidebar.getBoundingClientRect();
    if (r.bottom > s.bottom - 40 || r.top < s.top) sidebar.scrollTop += r.top - s.top - s.height / 3;
  }

  // Contents scroll-spy: the last heading above the top third.
  var tocLinks = Array.prototype.slice.call(doc.querySelectorAll("[data-toc]"));
  if (tocLinks.length) {
    var heads = tocLinks.map(function (a) { return doc.getElementById(a.getAttribute("data-toc")); });
    var ticking = false;
    function spy() {
      ticking = false;
      var line = window.innerHeight / 3, active = -1;
      for (var i = 0; i < heads.length; i++) {
        if (heads[i] && heads[i].getBoundingClientRect().top <= line) active = i;
      }
      if (active < 0) active = 0;
      if (window.innerHeight + window.scrollY >= doc.body.scrollHeight - 2) active = heads.length - 1;
      tocLinks.forEach(function (a, i) {
        if (i === active) a.setAttribute("aria-current", "true"); else a.removeAttribute("aria-current");
      });
    }
    window.addEventListener("scroll", function () { if (!ticking) { ticking = true; requestAnimationFrame(spy); } }, { passive: true });
    spy();
  }

  // Copy the page as Markdown.
  doc.addEventListener("click", function (e) {
    var b = e.target.closest("[data-copy-page]");
    if (!b) return;
    var label = b.querySelector("[data-copy-label]");
    fetch(b.getAttribute("data-copy-page")).then(function (r) { return r.text(); }).then(function (text) {
      return navigator.clipboard.writeText(text);
    }).then(function () {
      if (label) { label.textContent = "Copied"; setTimeout(function () { label.textContent = "Copy page"; }, 1600); }
    }).catch(function () {
      if (label) label.textContent = "Copy failed";
    });
  });

  // Search: the index loads on first use; every word must match.
  var dialog = doc.querySelector("[data-search-dialog]");
  if (!dialog || typeof dialog.showModal !== "function") return;
  var input = dialog.querySelector("[data-search-input]");
  var list = dialog.querySelector("[data-search-results]");
  var empty = dialog.querySelector("[data-search-empty]");
  var index = null, loading = null, selected = 0, shown = [];

  function load() {
    if (!loading) {
      loading = fetch(dialog.getAttribute("data-index")).then(function (r) { return r.json(); }).then(function (d) {
        index = (d || []).map(function (e) {
          return { e: e, title: (e.t || "").toLowerCase(), section: (e.s || "").toLowerCase(), text: (e.x || "").toLowerCase() };
        });
        run();
      }).catch(function () { index = []; });
    }
    return loading;
  }
  function openSearch() {
    if (dialog.open) return;
    dialog.showModal();
    input.select();
    load();
  }
  doc.addEventListener("click", function (e) {
    if (e.target.closest("[data-search-open]")) openSearch();
    else if (e.target === dialog) dialog.close();
  });
  doc.addEventListener("keydown", function (e) {
    var typing = /^(INPUT|TEXTAREA|SELECT)$/.test((e.target && e.target.tagName) || "") || (e.target && e.target.isContentEditable);
    if ((e.key === "k" || e.key === "K") && (e.metaKey || e.ctrlKey)) { e.preventDefault(); openSearch(); }
    else if (e.key === "/" && !typing) { e.preventDefault(); openSearch(); }
  });

  function esc(s) {
    return s.replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]; });
  }
  function mark(s, words) {
    var out = esc(s);
    words.forEach(function (w) {
      if (!w) return;
      var re = new RegExp("(" + esc(w).replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + ")", "ig");
      out = out.replace(re, "<mark>$1</mark>");
    });
    return out;
  }
  function excerpt(text, words) {
    if (!text) return "";
    var lower = text.toLowerCase(), at = -1;
    for (var i = 0; i < words.length && at < 0; i++) at = lower.indexOf(words[i]);
    if (at < 60) return text.slice(0, 160);
    return "…" + text.slice(at - 50, at + 110);
  }
  function run() {
    var q = input.value.trim().toLowerCase();
    list.innerHTML = "";
    shown = [];
    selected = 0;
    if (!q || !index) { empty.hidden = true; return; }
    var words = q.split(/\s+/);
    var scored = [];
    for (var i = 0; i < index.length; i++) {
      var it = index[i], score = 0, ok = true;
      for (var j = 0; j < words.length; j++) {
        var w = words[j];
        if (it.title.indexOf(w) >= 0) score += it.title.indexOf(w) === 0 ? 12 : 8;
        else if (it.section.indexOf(w) >= 0) score += 5;
        else if (it.text.indexOf(w) >= 0) score += 1;
        else { ok = false; break; }
      }
      if (ok) {
        if (!it.e.s) score += 2;
        scored.push({ it: it, score: score, i: i });
      }
    }
    scored.sort(function (a, b) { return b.score - a.score || a.i - b.i; });
    shown = scored.slice(0, 20);
    empty.hidden = shown.length > 0;
    shown.forEach(function (r, k) {
      var e = r.it.e, li = doc.createElement("li");
      li.className = "search-result";
      li.setAttribute("role", "option");
      li.id = "search-result-" + k;
      var crumb = [e.c, e.s ? e.t : ""].filter(Boolean).join(" › ");
      li.innerHTML = '<a href="' + esc(e.u) + '">' +
        (crumb ? '<span class="search-result-crumb">' + esc(crumb) + "</span>" : "") +
        '<span class="search-result-title">' + mark(e.s || e.t, words) + "</span>" +
        (e.x ? '<span class="search-result-text">' + mark(excerpt(e.x, words), words) + "</span>" : "") + "</a>";
      list.appendChild(li);
    });
    select(0);
  }
  function select(k) {
    var items = list.children;
    if (!items.length) return;
    selected = (k + items.length) % items.length;
    for (var i = 0; i < items.length; i++) items[i].setAttribute("aria-selected", i === selected ? "true" : "false");
    input.setAttribute("aria-activedescendant", items[selected].id);
    items[selected].scrollIntoView({ block: "nearest" });
  }
  input.addEventListener("input", function () { if (index) run(); else load(); });
  input.addEventListener("keydown", function (e) {
    if (e.key === "ArrowDown") { e.preventDefault(); select(selected + 1); }
    else if (e.key === "ArrowUp") { e.preventDefault(); select(selected - 1); }
    else if (e.key === "Enter") {
      var a = list.children[selected] && list.children[selected].querySelector("a");
      if (a) { e.preventDefault(); dialog.close(); location.href = a.href; }
    }
  });
})();
