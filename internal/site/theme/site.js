/* Folio's site script: theme toggle, banner, mobile drawer, menus,
   contents scroll-spy, copy page, integrations, search. Every part works
   on the markup alone; this only adds to it. */
(function () {
  "use strict";
  var doc = document, root = doc.documentElement;

  // el makes an element of a class, with text if given.
  function el(tag, cls, text) {
    var e = doc.createElement(tag);
    e.className = cls;
    if (text) e.textContent = text;
    return e;
  }

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
      var first = doc.querySelector(".sidebar a, .sidebar summary");
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

  // Tabs that do not fit scroll within their bar: the current one is
  // brought into view, and a tab's menu, which hangs from the bar so
  // that the scrolling list does not clip it, opens under its tab.
  var tabList = doc.querySelector(".nav-tabs-list");
  if (tabList && tabList.scrollWidth > tabList.clientWidth) {
    var current = tabList.querySelector("[data-active]");
    if (current) {
      var cr = current.getBoundingClientRect(), lr = tabList.getBoundingClientRect();
      if (cr.right > lr.right) tabList.scrollLeft += cr.right - lr.right + 24;
    }
  }
  doc.querySelectorAll(".nav-tab-menu").forEach(function (d) {
    d.addEventListener("toggle", function () {
      var panel = d.querySelector(".menu-panel"), bar = d.closest(".nav-tabs");
      if (!d.open || !panel || !bar || getComputedStyle(panel).position !== "absolute") return;
      var at = d.querySelector("summary").getBoundingClientRect().left - 8;
      at = Math.max(8, Math.min(at, doc.documentElement.clientWidth - panel.offsetWidth - 8));
      panel.style.marginLeft = "0";
      panel.style.left = (at - bar.getBoundingClientRect().left) + "px";
    });
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

  // A large section's page holds only its part of the sidebar: the rest
  // comes from the section's file (preloaded, kept by the browser), with
  // the page's groups opened and its link marked as the build does, and
  // the sidebar scrolled so that the page's part stays where it is.
  var part = doc.querySelector("[data-nav-src]");
  if (part && sidebar && window.fetch) {
    fetch(part.getAttribute("data-nav-src")).then(function (r) {
      if (!r.ok) throw new Error(r.status);
      return r.text();
    }).then(function (html) {
      var tpl = doc.createElement("template");
      tpl.innerHTML = html;
      var whole = tpl.content.firstElementChild, href = part.getAttribute("data-nav-current");
      if (!whole) return;
      var link = null;
      whole.querySelectorAll("a[href]").forEach(function (a) { if (!link && a.getAttribute("href") === href && !a.className) link = a; });
      if (link) {
        link.className = "nav-link nav-link-active";
        link.setAttribute("aria-current", "page");
        link.setAttribute("data-active", "true");
        if (link.parentNode.tagName === "LI") link.parentNode.setAttribute("data-active", "true");
        for (var d = link.parentNode; d && d !== whole; d = d.parentNode) if (d.tagName === "DETAILS") d.open = true;
      }
      var old = part.querySelector("[aria-current=page]") || part.firstElementChild;
      var before = old ? old.getBoundingClientRect().top : 0;
      part.replaceWith(whole);
      var now = link || whole.firstElementChild;
      if (old && now) sidebar.scrollTop += now.getBoundingClientRect().top - before;
      whole.querySelectorAll(".nav-summary-link").forEach(function (a) {
        a.addEventListener("click", function (e) { e.stopPropagation(); });
      });
      whole.querySelectorAll('details[data-click="first-page"] > summary').forEach(function (s) {
        s.addEventListener("click", function (e) {
          var a = s.querySelector("a.nav-summary-link");
          if (a && !e.target.closest("a")) { e.preventDefault(); location.href = a.href; }
        });
      });
    }).catch(function () { /* the page's part stays */ });
  }

  // Contents scroll-spy: the last heading above the top third.
  var tocLinks = Array.prototype.slice.call(doc.querySelectorAll(".toc-item > a"));
  if (tocLinks.length) {
    var heads = tocLinks.map(function (a) {
      var id = a.hash.slice(1);
      try { id = decodeURIComponent(id); } catch (e) { /* the fragment as written */ }
      return doc.getElementById(id);
    });
    var ticking = false;
    // A heading in a tab or view that is not showing is not drawn, and
    // leaves the contents until it is, as on Mintlify.
    function drawn(h) { return !h || h.getClientRects().length > 0; }
    function showing() {
      tocLinks.forEach(function (a, i) {
        var hide = !drawn(heads[i]);
        if (a.parentElement.hidden !== hide) a.parentElement.hidden = hide;
      });
    }
    function spy() {
      ticking = false;
      var line = window.innerHeight / 3, active = -1, last = -1;
      for (var i = 0; i < heads.length; i++) {
        if (!heads[i] || !drawn(heads[i])) continue;
        if (active < 0 || heads[i].getBoundingClientRect().top <= line) active = i;
        last = i;
      }
      if (window.innerHeight + window.scrollY >= doc.body.scrollHeight - 2 && last >= 0) active = last;
      tocLinks.forEach(function (a, i) {
        if (i === active) a.setAttribute("aria-current", "true"); else a.removeAttribute("aria-current");
      });
    }
    window.addEventListener("scroll", function () { if (!ticking) { ticking = true; requestAnimationFrame(spy); } }, { passive: true });
    var body = doc.getElementById("content");
    if (body && window.MutationObserver) {
      new MutationObserver(function () { showing(); spy(); })
        .observe(body, { subtree: true, attributes: true, attributeFilter: ["data-active", "hidden", "open"] });
    }
    showing();
    spy();
  }

  // The page menu's MCP entries. A site built without knowing its own
  // address holds the MCP server's path; the entries are made here from
  // the absolute URL, as the build makes them when it knows it.
  doc.querySelectorAll("[data-mcp]").forEach(function (el) {
    var enc = encodeURIComponent, name = el.getAttribute("data-mcp-name") || "";
    var url = new URL(el.getAttribute("data-mcp-url"), location.href).href;
    switch (el.getAttribute("data-mcp")) {
      case "url": el.setAttribute("data-copy-text", url); break;
      case "add-mcp": el.setAttribute("data-copy-text", "npx add-mcp " + url); break;
      case "cursor":
        el.setAttribute("href", "cursor://anysphere.cursor-deeplink/mcp/install?name=" + enc(name) +
          "&config=" + enc(btoa(JSON.stringify({ url: url }))));
        break;
      case "vscode":
        el.setAttribute("href", "vscode:mcp/install?" + enc(JSON.stringify({ name: name, type: "http", url: url })));
        break;
      case "href":
        el.setAttribute("href", el.getAttribute("data-mcp-href").split("%24mcp").join(enc(url)).split("$mcp").join(url));
    }
  });

  // Copy the page as Markdown, or an entry's text (the MCP server's URL).
  doc.addEventListener("click", function (e) {
    var b = e.target.closest("[data-copy-page],[data-copy-text]");
    if (!b) return;
    var label = b.querySelector("[data-copy-label]");
    if (label && !label.dataset.was) label.dataset.was = label.textContent;
    var text = b.hasAttribute("data-copy-text") ? Promise.resolve(b.getAttribute("data-copy-text")) :
      fetch(b.getAttribute("data-copy-page")).then(function (r) { return r.text(); });
    text.then(function (text) {
      return navigator.clipboard.writeText(text);
    }).then(function () {
      if (label) { label.textContent = "Copied"; setTimeout(function () { label.textContent = label.dataset.was; }, 1600); }
    }).catch(function () {
      if (label) label.textContent = "Copy failed";
    });
  });

  // Integrations: docs.json's analytics, chat and consent services, from
  // the settings the page carries (integrations.go). Each loads as the
  // vendor's own install snippet does: its global queue first, so that
  // calls made before its script arrives are kept, then the script, then
  // its init; a page load is a page view. Analytics wait for the consent
  // cookie when docs.json names one; chat widgets and consent managers
  // load at once.
  (function () {
    var el = doc.getElementById("folio-integrations"), cfg;
    if (!el) return;
    try { cfg = JSON.parse(el.textContent); } catch (e) { return; }
    var w = window, enc = encodeURIComponent;

    function load(src, attrs, onload) {
      var s = doc.createElement("script");
      s.async = true;
      for (var k in attrs || {}) if (attrs[k]) s.setAttribute(k, attrs[k]);
      if (onload) s.addEventListener("load", onload);
      s.src = src;
      doc.head.appendChild(s);
      return s;
    }
    // queue gives an array the named methods, each pushing its name and
    // arguments, which the vendor's script replays when it arrives.
    function queue(q, names) {
      names.forEach(function (m) {
        q[m] = function () { var a = [].slice.call(arguments); a.unshift(m); q.push(a); return q; };
      });
      return q;
    }
    // fn is the other usual stub: a function whose calls wait in fn.q.
    function fn(name) {
      w[name] = w[name] || function () { (w[name].q = w[name].q || []).push(arguments); };
      return w[name];
    }
    // consented reports whether the consent cookie (or, as Mintlify reads
    // it, the local storage entry) is there, with the value if one is set.
    function consented(c) {
      if (!c) return true;
      var found = null;
      doc.cookie.split(";").forEach(function (part) {
        var i = part.indexOf("="), name = (i < 0 ? part : part.slice(0, i)).trim();
        if (name !== c.key || found !== null) return;
        found = i < 0 ? "" : part.slice(i + 1).trim();
        try { found = decodeURIComponent(found); } catch (e) { /* kept as written */ }
      });
      if (found === null) found = store(c.key);
      return found !== null && found !== undefined && (!c.value || found === c.value);
    }

    var analytics = {
      ga4: function (c) {
        w.dataLayer = w.dataLayer || [];
        // gtag.js reads arguments objects, not arrays.
        w.gtag = w.gtag || function () { w.dataLayer.push(arguments); };
        w.gtag("js", new Date());
        w.gtag("config", c.id);
        load("https://www.googletagmanager.com/gtag/js?id=" + enc(c.id));
      },
      gtm: function (c) {
        w.dataLayer = w.dataLayer || [];
        w.dataLayer.push({ "gtm.start": new Date().getTime(), event: "gtm.js" });
        load("https://www.googletagmanager.com/gtm.js?id=" + enc(c.id));
      },
      posthog: function (c) {
        var ph = w.posthog = w.posthog || [];
        if (ph.__SV) return;
        ph._i = [];
        ph.init = function (key, opts) {
          // The library comes from the assets host of PostHog Cloud, or
          // from a self-hosted or proxied api host itself.
          load(opts.api_host.replace(".i.posthog.com", "-assets.i.posthog.com") + "/static/array.js", { crossorigin: "anonymous" });
          ph._i.push([key, opts, "posthog"]);
        };
        queue(ph, ["capture", "identify", "register", "register_once", "unregister", "reset", "alias", "group",
          "setPersonProperties", "getFeatureFlag", "isFeatureEnabled", "onFeatureFlags", "opt_in_capturing", "opt_out_capturing"]);
        ph.__SV = 1;
        var opts = { api_host: c.host || "https://us.i.posthog.com" };
        if (c.sessionRecording === false) opts.disable_session_recording = true;
        ph.init(c.key, opts);
      },
      plausible: function (c) {
        fn("plausible");
        load("https://" + (c.server || "plausible.io") + "/js/script.js", { "data-domain": c.domain });
      },
      fathom: function (c) {
        load("https://cdn.usefathom.com/script.js", { "data-site": c.id });
      },
      mixpanel: function (c) {
        var mp = w.mixpanel = w.mixpanel || [];
        if (mp.__SV) return;
        mp._i = [];
        mp.people = mp.people || [];
        mp.init = function (token, config, name) { mp._i.push([token, config, name || "mixpanel"]); };
        queue(mp, ["track", "track_pageview", "track_links", "track_forms", "identify", "alias", "register",
          "register_once", "unregister", "set_config", "reset", "time_event", "opt_in_tracking", "opt_out_tracking"]);
        mp.__SV = 1.2;
        var config = { track_pageview: true }, hosts = { eu: "https://api-eu.mixpanel.com", "in": "https://api-in.mixpanel.com" };
        if (hosts[c.region]) config.api_host = hosts[c.region];
        mp.init(c.token, config);
        load("https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js");
      },
      segment: function (c) {
        var an = w.analytics = w.analytics || [];
        if (an.initialize || an.invoked) return;
        an.invoked = true;
        an.methods = ["trackSubmit", "trackClick", "trackLink", "trackForm", "pageview", "identify", "reset",
          "group", "track", "ready", "alias", "debug", "page", "once", "off", "on"];
        queue(an, an.methods);
        an._writeKey = c.key;
        // A proxy serves the library and, told so, its bundles too.
        if (c.cdn) an._cdn = c.cdn;
        load((c.cdn || "https://cdn.segment.com") + "/analytics.js/v1/" + enc(c.key) + "/analytics.min.js");
        an.page();
      },
      hotjar: function (c) {
        fn("hj");
        w._hjSettings = { hjid: Number(c.id) || c.id, hjsv: Number(c.version) || c.version };
        load("https://static.hotjar.com/c/hotjar-" + enc(c.id) + ".js?sv=" + enc(c.version));
      },
      clarity: function (c) {
        fn("clarity");
        load("https://www.clarity.ms/tag/" + enc(c.id));
      },
      heap: function (c) {
        var hp = w.heap = w.heap || [];
        hp.appid = c.id;
        hp.config = hp.config || {};
        queue(hp, ["addEventProperties", "addUserProperties", "clearEventProperties", "identify", "resetIdentity",
          "removeEventProperty", "setEventProperties", "track", "unsetEventProperty"]);
        load("https://cdn.heapanalytics.com/js/heap-" + enc(c.id) + ".js");
      },
      amplitude: function (c) {
        load("https://cdn.amplitude.com/script/" + enc(c.key) + ".js", null, function () {
          if (w.amplitude && w.amplitude.init) w.amplitude.init(c.key, { autocapture: { attribution: true, pageViews: true, sessions: true } });
        });
      },
      koala: function (c) {
        if (w.ko) return;
        queue(w.ko = [], ["identify", "track", "removeListeners", "on", "off", "qualify", "ready"]);
        load("https://cdn.getkoala.com/v1/" + enc(c.key) + "/sdk.js");
      },
      clearbit: function (c) {
        load("https://tag.clearbitscripts.com/v1/" + enc(c.key) + "/tags.js", { referrerpolicy: "strict-origin-when-cross-origin" });
      },
      logrocket: function (c) {
        load("https://cdn.logr-in.com/LogRocket.min.js", { crossorigin: "anonymous" }, function () {
          if (w.LogRocket) w.LogRocket.init(c.id);
        });
      },
      adobe: function (c) {
        load(c.url);
      },
      pirsch: function (c) {
        load("https://api.pirsch.io/pa.js", { id: "pianjs", "data-code": c.id });
      },
      hightouch: function (c) {
        var ht = w.htevents = w.htevents || [];
        if (ht.initialize || ht.invoked) return;
        ht.invoked = true;
        queue(ht, ["trackSubmit", "trackClick", "trackLink", "trackForm", "pageview", "identify", "reset", "group",
          "track", "ready", "alias", "debug", "page", "once", "off", "on", "addSourceMiddleware",
          "addIntegrationMiddleware", "setAnonymousId", "addDestinationMiddleware"]);
        ht._writeKey = c.key;
        ht._loadOptions = c.host ? { apiHost: c.host } : {};
        load("https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js");
        ht.page();
      }
    };

    // Consent managers first: they judge what loads after them.
    if (cfg.onetrust) {
      w.OptanonWrapper = w.OptanonWrapper || function () {};
      load(cfg.onetrust.src || "https://cdn.cookielaw.org/scripttemplates/otSDKStub.js",
        { "data-domain-script": cfg.onetrust.domainScript, charset: "UTF-8" });
    }
    // Chat widgets are no analytics: they load whatever the consent.
    if (cfg.intercom) {
      if (typeof w.Intercom !== "function") {
        var ic = function () { ic.c(arguments); };
        ic.q = [];
        ic.c = function (args) { ic.q.push(args); };
        w.Intercom = ic;
      }
      w.Intercom("boot", { app_id: cfg.intercom.id });
      load("https://widget.intercom.io/widget/" + enc(cfg.intercom.id));
    }
    if (cfg.frontchat) {
      load("https://chat-assets.frontapp.com/v1/chat.bundle.js", null, function () {
        if (w.FrontChat) w.FrontChat("init", { chatId: cfg.frontchat.id, useDefaultLauncher: true });
      });
    }
    function startAnalytics() {
      if (!consented(cfg.consent)) return;
      for (var name in analytics) if (cfg[name]) analytics[name](cfg[name]);
    }
    // airgap.js regulates only what is added after it runs.
    if (cfg.transcend) {
      var air = load("https://transcend-cdn.com/cm/" + enc(cfg.transcend.id) + "/airgap.js", { "data-cfasync": "false" }, startAnalytics);
      air.addEventListener("error", startAnalytics);
    } else startAnalytics();
  })();

  // Search: the server answers (data-search-api), or the static index
  // loads in small files as queries need them (data-search-index, see
  // internal/search/search.js). Results stay in the page's language and
  // version unless the reader asks for all; ?q= opens the dialog.
  var dialog = doc.querySelector("[data-search-dialog]");
  if (!dialog || typeof dialog.showModal !== "function") return;
  // The page carries the dialog empty; its parts are drawn here. The
  // search button's icon is reused, drawn as the page draws icons.
  if (!dialog.querySelector("[data-search-input]")) {
    var box = el("div", "search-box");
    var icon = doc.querySelector("[data-search-open] .ui-icon");
    if (icon) box.appendChild(icon.cloneNode(true));
    var field = el("input", "search-input");
    field.type = "search";
    field.placeholder = dialog.getAttribute("data-search-prompt") || "Search the docs";
    field.setAttribute("aria-label", "Search the docs");
    field.setAttribute("autocomplete", "off");
    field.setAttribute("spellcheck", "false");
    field.setAttribute("data-search-input", "");
    field.setAttribute("aria-controls", "search-results");
    box.appendChild(field);
    box.appendChild(el("kbd", "search-kbd", "Esc"));
    dialog.appendChild(box);
    if (dialog.hasAttribute("data-search-multi")) {
      var own = dialog.getAttribute("data-search-multi");
      var label = el("label", "search-scope");
      var check = doc.createElement("input");
      check.type = "checkbox";
      check.setAttribute("data-search-all", "");
      label.appendChild(check);
      label.appendChild(doc.createTextNode(" Search all languages and versions" + (own ? ", not only " + own : "")));
      dialog.appendChild(label);
    }
    var results = el("ul", "search-results");
    results.id = "search-results";
    results.setAttribute("role", "listbox");
    results.setAttribute("data-search-results", "");
    dialog.appendChild(results);
    var none = el("p", "search-empty", "No results");
    none.setAttribute("data-search-empty", "");
    none.hidden = true;
    dialog.appendChild(none);
  }
  var input = dialog.querySelector("[data-search-input]");
  var list = dialog.querySelector("[data-search-results]");
  var empty = dialog.querySelector("[data-search-empty]");
  var allBox = dialog.querySelector("[data-search-all]");
  var api = dialog.getAttribute("data-search-api"), indexBase = dialog.getAttribute("data-search-index");
  var scope = dialog.getAttribute("data-search-scope") || "all";
  var selected = 0, seq = 0, timer = 0, indexes = {}, scopesP = null, LIMIT = 10;
  var enc = encodeURIComponent;

  function getJSON(url) {
    return fetch(url).then(function (r) {
      if (!r.ok) throw new Error(r.status + " " + url);
      return r.json();
    });
  }
  function staticIndex(key) {
    return indexes[key] || (indexes[key] = new FolioSearch.Index(indexBase + "/" + enc(key), getJSON));
  }
  function query(q, all) {
    if (api) {
      return getJSON(api + "?q=" + enc(q) + "&scope=" + enc(all ? "all" : scope) + "&limit=" + LIMIT).then(function (d) { return d.results || []; });
    }
    if (!indexBase) return Promise.resolve([]);
    if (!all) return staticIndex(scope).search(q, LIMIT);
    scopesP = scopesP || getJSON(indexBase + "/scopes.json");
    return scopesP.then(function (scopes) {
      return FolioSearch.searchAll(scopes.map(function (s) { return staticIndex(s[0]); }), q, LIMIT).then(function (rs) {
        rs.forEach(function (r) { r.scopeLabel = scopes[r.scope][1]; });
        return rs;
      });
    });
  }
  function openSearch(q) {
    if (!dialog.open) dialog.showModal();
    if (q !== undefined) input.value = q;
    input.select();
    run();
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
  // The query stays in the address while the dialog is open, so that a
  // search can be shared; closing it takes the query away.
  function setAddress(q) {
    try {
      var u = new URL(location.href);
      if (q) u.searchParams.set("q", q); else u.searchParams.delete("q");
      if (u.href !== location.href) history.replaceState(history.state, "", u.href);
    } catch (e) { /* a file: URL */ }
  }
  dialog.addEventListener("close", function () { setAddress(""); });

  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]; });
  }
  function run() {
    clearTimeout(timer);
    timer = setTimeout(search, api ? 60 : 0);
  }
  function search() {
    var q = input.value.trim(), mine = ++seq;
    setAddress(q);
    if (!q) { list.innerHTML = ""; empty.hidden = true; return; }
    dialog.setAttribute("aria-busy", "true");
    query(q, allBox && allBox.checked).then(function (rs) {
      if (mine === seq) show(rs);
    }, function () {
      if (mine === seq) show([]);
    });
  }
  function show(rs) {
    dialog.removeAttribute("aria-busy");
    list.innerHTML = "";
    selected = 0;
    empty.hidden = rs.length > 0;
    rs.forEach(function (r, k) {
      var li = doc.createElement("li"), first = r.sections[0] || {};
      li.className = "search-result";
      li.setAttribute("role", "option");
      li.id = "search-result-" + k;
      var crumb = [r.crumb, r.scopeLabel || r.scope_label].filter(Boolean).join(" · ");
      var html = '<a href="' + esc(first.url || r.url) + '">' +
        (crumb ? '<span class="search-result-crumb">' + esc(crumb) + "</span>" : "") +
        '<span class="search-result-title">' + esc(r.title) + (first.heading ? '<span class="search-result-heading"> › ' + esc(first.heading) + "</span>" : "") + "</span>" +
        (first.snippet ? '<span class="search-result-text">' + first.snippet + "</span>" : "") + "</a>";
      var more = r.sections.slice(1);
      if (more.length) {
        html += '<ul class="search-result-sections">' + more.map(function (s) {
          return '<li><a href="' + esc(s.url) + '"><span class="search-result-section">' + esc(s.heading || r.title) + "</span>" +
            (s.snippet ? '<span class="search-result-text">' + s.snippet + "</span>" : "") + "</a></li>";
        }).join("") + "</ul>";
      }
      li.innerHTML = html;
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
  input.addEventListener("input", run);
  if (allBox) allBox.addEventListener("change", run);
  input.addEventListener("keydown", function (e) {
    if (e.key === "ArrowDown") { e.preventDefault(); select(selected + 1); }
    else if (e.key === "ArrowUp") { e.preventDefault(); select(selected - 1); }
    else if (e.key === "Enter") {
      var a = list.children[selected] && list.children[selected].querySelector("a");
      if (a) { e.preventDefault(); dialog.close(); location.href = a.href; }
    }
  });
  try {
    var q0 = new URLSearchParams(location.search).get("q");
    if (q0) openSearch(q0);
  } catch (e) { /* no URLSearchParams */ }
})();
