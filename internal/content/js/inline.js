/* Folio inline components: copying a colour swatch's value, dismissing a
   tooltip with Escape and keeping it inside the window, the keyboard
   and ARIA roles of file trees, GitHub.Repo cards' details, and images
   enlarged with a click.

   Progressive enhancement: without this script tooltips still show on
   hover and focus (CSS), tree folders are <details> that open and close,
   and swatches show their values. Each enhanced tree is marked data-ready.
   The script is idempotent: call window.folioInline(root) again after
   replacing content. */
(function () {
  "use strict";

  var seq = 0;
  var live;

  function nextID(prefix) {
    seq++;
    return "folio-" + prefix + "-" + seq;
  }

  /* Announce a short message to screen readers. */
  function announce(msg) {
    if (!live) {
      live = document.createElement("div");
      live.setAttribute("aria-live", "polite");
      live.setAttribute("role", "status");
      live.style.cssText = "position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap";
      document.body.appendChild(live);
    }
    live.textContent = "";
    setTimeout(function () { live.textContent = msg; }, 30);
  }

  function isDark(el) {
    return !!(el.closest(".dark") || document.documentElement.classList.contains("dark"));
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text);
    }
    return new Promise(function (resolve, reject) {
      var ta = document.createElement("textarea");
      ta.value = text;
      ta.setAttribute("readonly", "");
      ta.style.cssText = "position:fixed;top:-1000px;opacity:0";
      document.body.appendChild(ta);
      ta.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      document.body.removeChild(ta);
      if (ok) resolve(); else reject(new Error("copy failed"));
    });
  }

  /* Color swatches: data-copy-value (and data-copy-value-dark in dark
     mode) is copied on click; data-copied is set for a moment. */
  function onClick(ev) {
    var img = zoomTarget(ev.target);
    if (img) {
      zoom(img);
      return;
    }
    var item = ev.target.closest && ev.target.closest("[data-copy-value]");
    if (!item) return;
    var value = item.getAttribute("data-copy-value");
    if (isDark(item) && item.hasAttribute("data-copy-value-dark")) {
      value = item.getAttribute("data-copy-value-dark");
    }
    copyText(value).then(function () {
      item.setAttribute("data-copied", "");
      announce("Copied " + value);
      clearTimeout(item._folioCopied);
      item._folioCopied = setTimeout(function () { item.removeAttribute("data-copied"); }, 1400);
    }, function () {});
  }

  /* Tooltips: Escape hides the tip until the pointer or focus leaves;
     a tip that would leave the window is moved back in, or shown below. */
  function placeTip(tip) {
    var box = tip.querySelector(":scope > .tooltip-content");
    if (!box) return;
    box.style.removeProperty("--tooltip-shift");
    tip.removeAttribute("data-below");
    var r = box.getBoundingClientRect();
    var margin = 8;
    var shift = 0;
    if (r.left < margin) shift = margin - r.left;
    else if (r.right > window.innerWidth - margin) shift = window.innerWidth - margin - r.right;
    if (shift) box.style.setProperty("--tooltip-shift", Math.round(shift) + "px");
    if (r.top < margin) tip.setAttribute("data-below", "");
  }

  function onOver(ev) {
    var tip = ev.target.closest && ev.target.closest(".tooltip");
    if (tip && !tip.contains(ev.relatedTarget)) placeTip(tip);
  }

  function onFocusIn(ev) {
    var tip = ev.target.closest && ev.target.closest(".tooltip");
    if (tip) placeTip(tip);
  }

  function onLeave(ev) {
    var tip = ev.target.closest && ev.target.closest(".tooltip[data-dismissed]");
    if (tip && !tip.contains(ev.relatedTarget)) tip.removeAttribute("data-dismissed");
  }

  /* Image zoom: a click (or Enter) on one of the page's images shows it
     large over the page, as Mintlify does; a click or Escape closes it.
     The renderer marks the images (data-zoom); one in a link or a tile
     keeps its own click. */
  var ZOOM = "img[data-zoom], [data-zoom] img";
  function zoomTarget(t) {
    var img = t && t.closest ? t.closest("img") : null;
    if (!img || !img.matches(ZOOM) || img.closest("a, button, .tile, .zoom-dialog")) return null;
    return img;
  }
  function zoom(img) {
    var d = document.createElement("dialog");
    d.className = "zoom-dialog";
    d.setAttribute("aria-label", img.alt || "Image");
    var big = document.createElement("img");
    big.className = "zoom-image";
    big.src = img.currentSrc || img.src;
    big.alt = img.alt || "";
    d.appendChild(big);
    // As large as the window allows, keeping the image's proportions.
    var w = img.naturalWidth || img.width, h = img.naturalHeight || img.height;
    if (w && h) {
      var k = Math.min((window.innerWidth - 48) / w, (window.innerHeight - 48) / h);
      big.style.width = Math.max(1, Math.floor(w * k)) + "px";
      big.style.height = Math.max(1, Math.floor(h * k)) + "px";
    }
    d.addEventListener("click", function () { d.close(); });
    d.addEventListener("close", function () {
      d.remove();
      if (img.isConnected) img.focus({ preventScroll: true });
    });
    document.body.appendChild(d);
    d.showModal();
  }
  function setupZoom(root) {
    var imgs = root.querySelectorAll(ZOOM);
    for (var i = 0; i < imgs.length; i++) {
      if (imgs[i].hasAttribute("data-zoom-ready") || !zoomTarget(imgs[i])) continue;
      imgs[i].setAttribute("data-zoom-ready", "");
      imgs[i].tabIndex = 0;
    }
  }

  function onKey(ev) {
    if ((ev.key === "Enter" || ev.key === " ") && ev.target.hasAttribute && ev.target.hasAttribute("data-zoom-ready")) {
      ev.preventDefault();
      zoom(ev.target);
      return;
    }
    if (ev.key !== "Escape") return;
    var open = document.querySelectorAll(".tooltip:hover, .tooltip:focus-within");
    for (var i = 0; i < open.length; i++) open[i].setAttribute("data-dismissed", "");
  }

  /* Trees: the ARIA tree pattern over the server's lists and <details>:
     arrows move and open, Home and End jump, Enter and Space toggle, *
     opens the sibling folders, and typing jumps to a name. */
  function itemOf(li) {
    for (var c = li.firstElementChild; c; c = c.nextElementSibling) {
      if (c.classList.contains("tree-item")) return c;
      if (c.tagName === "DETAILS") return c.querySelector(":scope > summary");
    }
    return null;
  }

  function groupOf(li) {
    var d = li.querySelector(":scope > details");
    return (d || li).querySelector(":scope > .tree-list");
  }

  function setupTree(root) {
    if (root.hasAttribute("data-ready")) return;
    var top = root.querySelector(":scope > .tree-list");
    if (!top) return;
    top.setAttribute("role", "tree");
    if (!top.hasAttribute("aria-label")) top.setAttribute("aria-label", "Files");
    var items = [];
    (function walk(list, level) {
      for (var li = list.firstElementChild; li; li = li.nextElementSibling) {
        li.setAttribute("role", "none");
        var item = itemOf(li);
        if (!item) continue;
        item.setAttribute("role", "treeitem");
        item.setAttribute("aria-level", String(level));
        item.setAttribute("tabindex", "-1");
        item._folioLi = li;
        items.push(item);
        var details = li.querySelector(":scope > details");
        if (details) details.setAttribute("role", "none");
        var group = groupOf(li);
        if (li.classList.contains("tree-folder")) {
          var open = details ? details.open : item.hasAttribute("data-open");
          item.setAttribute("aria-expanded", open ? "true" : "false");
        }
        if (li.classList.contains("tree-highlight")) item.setAttribute("aria-current", "true");
        if (group) {
          group.setAttribute("role", "group");
          if (!group.id) group.id = nextID("tree-group");
          item.setAttribute("aria-owns", group.id);
          walk(group, level + 1);
        }
      }
    })(top, 1);
    if (!items.length) return;
    items[0].setAttribute("tabindex", "0");
    root.addEventListener("toggle", function (ev) {
      var d = ev.target;
      if (d.tagName !== "DETAILS") return;
      var s = d.querySelector(":scope > summary");
      if (s) s.setAttribute("aria-expanded", d.open ? "true" : "false");
    }, true);
    root.addEventListener("keydown", function (ev) { treeKey(root, items, ev); });
    // Space activates a <summary> on key up; the key down toggled it.
    root.addEventListener("keyup", function (ev) {
      if (ev.key === " " && ev.target.closest("[role=treeitem]")) ev.preventDefault();
    });
    root.addEventListener("click", function (ev) {
      var item = ev.target.closest("[role=treeitem]");
      if (item && root.contains(item)) focusItem(items, item);
    });
    root.setAttribute("data-ready", "");
  }

  function visible(items) {
    return items.filter(function (it) { return it.getClientRects().length > 0; });
  }

  function focusItem(items, item) {
    items.forEach(function (it) { it.setAttribute("tabindex", it === item ? "0" : "-1"); });
    item.focus();
  }

  function folderDetails(item) {
    return item.tagName === "SUMMARY" ? item.parentElement : null;
  }

  /* setOpen opens or closes a folder; aria-expanded follows at once (the
     toggle event comes later). */
  function setOpen(d, open) {
    d.open = open;
    var s = d.querySelector(":scope > summary");
    if (s) s.setAttribute("aria-expanded", open ? "true" : "false");
  }

  function parentItem(item) {
    var group = item._folioLi.parentElement;
    if (!group || group.getAttribute("role") !== "group") return null;
    var li = group.closest("li");
    return li ? itemOf(li) : null;
  }

  var typed = "";
  var typedAt = 0;

  function treeKey(root, items, ev) {
    var item = ev.target.closest("[role=treeitem]");
    if (!item || !root.contains(item) || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    var shown = visible(items);
    var i = shown.indexOf(item);
    var d = folderDetails(item);
    var handled = true;
    switch (ev.key) {
      case "ArrowDown":
        if (i < shown.length - 1) focusItem(items, shown[i + 1]);
        break;
      case "ArrowUp":
        if (i > 0) focusItem(items, shown[i - 1]);
        break;
      case "Home":
        focusItem(items, shown[0]);
        break;
      case "End":
        focusItem(items, shown[shown.length - 1]);
        break;
      case "ArrowRight":
        if (d && !d.open) setOpen(d, true);
        else if (d ? d.open : item.getAttribute("aria-expanded") === "true") {
          var g = groupOf(item._folioLi);
          var first = g && g.firstElementChild && itemOf(g.firstElementChild);
          if (first) focusItem(items, first);
        }
        break;
      case "ArrowLeft":
        if (d && d.open) setOpen(d, false);
        else {
          var p = parentItem(item);
          if (p) focusItem(items, p);
        }
        break;
      case "Enter":
      case " ":
        if (d) setOpen(d, !d.open);
        break;
      case "*":
        var list = item._folioLi.parentElement;
        for (var li = list.firstElementChild; li; li = li.nextElementSibling) {
          var sd = li.querySelector(":scope > details");
          if (sd) setOpen(sd, true);
        }
        break;
      default:
        if (ev.key.length === 1 && /\S/.test(ev.key)) {
          var now = Date.now();
          typed = (now - typedAt > 600 ? "" : typed) + ev.key.toLowerCase();
          typedAt = now;
          // A new search starts after the current item; a longer one
          // may stay on it.
          var start = typed.length > 1 ? i : i + 1;
          for (var k = 0; k < shown.length; k++) {
            var cand = shown[(start + k) % shown.length];
            var name = cand.querySelector(".tree-name");
            if (name && name.textContent.trim().toLowerCase().indexOf(typed) === 0) {
              focusItem(items, cand);
              break;
            }
          }
        } else {
          handled = false;
        }
    }
    if (handled) ev.preventDefault();
  }

  /* GitHub.Repo cards: the repository's description, stars and forks,
     from GitHub's public API when the page loads, as on Mintlify. The
     answer is kept for the browser session (the API allows sixty
     unauthenticated requests an hour); a card whose request fails stays
     as the server wrote it. */
  var starPath = "M8 1.25l2.1 4.27 4.7.68-3.4 3.32.8 4.68L8 12l-4.2 2.2.8-4.68L1.2 6.2l4.7-.68z";
  var forkPath = "M4 2.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zm8 0a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM8 10a1.75 1.75 0 1 1 0 3.5A1.75 1.75 0 0 1 8 10zM4 6v.75A1.75 1.75 0 0 0 5.75 8.5h4.5A1.75 1.75 0 0 0 12 6.75V6M8 8.5V10";

  function repoCache(repo, value) {
    var key = "folio-github:" + repo;
    try {
      if (value === undefined) return JSON.parse(sessionStorage.getItem(key) || "null");
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch (e) { /* storage off: ask again next time */ }
    return null;
  }

  function compact(n) {
    if (typeof n !== "number" || !isFinite(n)) return "";
    try {
      return new Intl.NumberFormat(undefined, { notation: "compact", maximumFractionDigits: 1 }).format(n);
    } catch (e) {
      return String(n);
    }
  }

  function stat(cls, path, fill, n, label) {
    var s = document.createElement("span");
    s.className = "github-repo-stat " + cls;
    s.setAttribute("aria-label", n + " " + label);
    s.title = n.toLocaleString() + " " + label;
    var svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("viewBox", "0 0 16 16");
    svg.setAttribute("aria-hidden", "true");
    var p = document.createElementNS("http://www.w3.org/2000/svg", "path");
    p.setAttribute("d", path);
    if (fill) {
      p.setAttribute("fill", "currentColor");
    } else {
      p.setAttribute("fill", "none");
      p.setAttribute("stroke", "currentColor");
      p.setAttribute("stroke-width", "1.4");
      p.setAttribute("stroke-linecap", "round");
    }
    svg.appendChild(p);
    s.appendChild(svg);
    s.appendChild(document.createTextNode(compact(n)));
    return s;
  }

  function showRepo(card, info) {
    if (!info || card.hasAttribute("data-loaded")) return;
    card.setAttribute("data-loaded", "");
    var text = card.querySelector(".github-repo-text");
    if (!text) return;
    if (info.description) {
      var d = document.createElement("span");
      d.className = "github-repo-description";
      d.textContent = info.description;
      text.insertBefore(d, text.querySelector(".github-repo-host"));
    }
    var stats = document.createElement("span");
    stats.className = "github-repo-stats";
    if (typeof info.stars === "number") stats.appendChild(stat("github-repo-stars", starPath, true, info.stars, "stars"));
    if (typeof info.forks === "number") stats.appendChild(stat("github-repo-forks", forkPath, false, info.forks, "forks"));
    if (!stats.childNodes.length) return;
    // One line under the name: github.com, then the counts.
    var host = text.querySelector(".github-repo-host");
    var meta = document.createElement("span");
    meta.className = "github-repo-meta";
    if (host) {
      text.insertBefore(meta, host);
      meta.appendChild(host);
    } else {
      text.appendChild(meta);
    }
    meta.appendChild(stats);
  }

  function setupRepo(card) {
    var repo = card.getAttribute("data-repo");
    if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo) || card.hasAttribute("data-loaded") || card.hasAttribute("data-loading")) return;
    var cached = repoCache(repo);
    if (cached) {
      showRepo(card, cached);
      return;
    }
    if (!window.fetch) return;
    card.setAttribute("data-loading", "");
    fetch("https://api.github.com/repos/" + repo, { headers: { Accept: "application/vnd.github+json" } })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (j) {
        card.removeAttribute("data-loading");
        if (!j) return;
        var info = { description: typeof j.description === "string" ? j.description : "", stars: j.stargazers_count, forks: j.forks_count };
        repoCache(repo, info);
        showRepo(card, info);
      })
      .catch(function () { card.removeAttribute("data-loading"); });
  }

  function init(root) {
    root = root || document;
    var trees = root.querySelectorAll(".tree");
    for (var i = 0; i < trees.length; i++) setupTree(trees[i]);
    var repos = root.querySelectorAll("a.github-repo[data-repo]");
    for (var j = 0; j < repos.length; j++) setupRepo(repos[j]);
    setupZoom(root);
  }

  var listening = false;
  function listen() {
    if (listening) return;
    listening = true;
    document.addEventListener("click", onClick);
    document.addEventListener("mouseover", onOver);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("mouseout", onLeave);
    document.addEventListener("focusout", onLeave);
    document.addEventListener("keydown", onKey);
  }

  window.folioInline = function (root) {
    listen();
    init(root);
  };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { window.folioInline(); });
  } else {
    window.folioInline();
  }
})();
