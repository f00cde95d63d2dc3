/* Folio's API pages: copying code blocks and endpoint URLs, choosing the
   server the examples use, and the "Try it" playground. Without this
   script the page still shows every example and field. */
(function () {
  "use strict";
  var doc = document;

  function copy(text) {
    if (navigator.clipboard && navigator.clipboard.writeText) return navigator.clipboard.writeText(text);
    return new Promise(function (resolve, reject) {
      var ta = doc.createElement("textarea");
      ta.value = text;
      ta.setAttribute("readonly", "");
      ta.style.position = "fixed";
      ta.style.opacity = "0";
      doc.body.appendChild(ta);
      ta.select();
      var ok = false;
      try { ok = doc.execCommand("copy"); } catch (e) { ok = false; }
      doc.body.removeChild(ta);
      if (ok) resolve(); else reject(new Error("copy failed"));
    });
  }
  function flash(b) {
    b.setAttribute("data-copied", "");
    clearTimeout(b._folioCopied);
    b._folioCopied = setTimeout(function () { b.removeAttribute("data-copied"); }, 1600);
  }

  // Code blocks' copy buttons, and the endpoint's URL.
  doc.addEventListener("click", function (e) {
    var b = e.target.closest && e.target.closest(".code-block-copy-button[data-copy], .api-copy[data-copy-text]");
    if (!b) return;
    var text;
    if (b.hasAttribute("data-copy-text")) {
      text = b.getAttribute("data-copy-text");
    } else {
      var code = b.closest(".code-block");
      code = code && code.querySelector("code");
      if (!code) return;
      text = code.innerText.replace(/\n$/, "");
    }
    copy(text).then(function () { flash(b); }, function () {});
  });

  // Choosing a server changes the base URL the page and its examples show.
  function replaceText(root, from, to) {
    if (!from || from === to) return;
    var walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    var n;
    while ((n = walker.nextNode())) {
      if (n.nodeValue.indexOf(from) >= 0) n.nodeValue = n.nodeValue.split(from).join(to);
    }
  }
  doc.querySelectorAll("[data-api-server]").forEach(function (sel) {
    var current = sel.value;
    sel.addEventListener("change", function () {
      var next = sel.value;
      doc.querySelectorAll(".request-example").forEach(function (ex) { replaceText(ex, current, next); });
      var c = doc.querySelector(".api-copy[data-copy-text]");
      if (c) c.setAttribute("data-copy-text", c.getAttribute("data-copy-text").split(current).join(next));
      var form = doc.querySelector("[data-playground]");
      if (form) form.setAttribute("data-base", next);
      current = next;
    });
  });
})();

/* The playground: the "Try it" button opens the endpoint's form, which
   sends the request and shows the response. With data-proxy (folio dev,
   folio serve) it goes through the server's proxy: the target, method and
   the form's headers and cookies travel in Folio-* headers, and the
   browser's own cookies stay home. Otherwise the browser sends it. */
(function () {
  "use strict";
  var doc = document;
  var dialog = doc.querySelector("[data-playground]");
  var open = doc.querySelector("[data-api-try]");
  if (!dialog || !open || typeof dialog.showModal !== "function") {
    if (open) open.hidden = true;
    return;
  }
  var form = dialog.querySelector("form");
  var result = dialog.querySelector("[data-playground-result]");
  var urlView = dialog.querySelector("[data-playground-url]");
  var serverSel = dialog.querySelector("[data-playground-server]");
  var proxy = dialog.getAttribute("data-proxy");
  var STORE = "folio-playground:";

  function store(key, value) {
    try {
      if (value === undefined) return localStorage.getItem(STORE + key);
      localStorage.setItem(STORE + key, value);
    } catch (e) { return null; }
  }
  function fields(kind) {
    return Array.prototype.slice.call(form.querySelectorAll('[data-in="' + kind + '"]'));
  }
  // Credentials are remembered on this browser, for every page.
  form.querySelectorAll('[data-in="header-bearer"], [data-in="header"][type="password"], [data-in="query"][type="password"], [data-in="cookie"][type="password"], [data-in^="basic-"]').forEach(function (i) {
    var saved = store(i.getAttribute("data-in") + ":" + (i.getAttribute("data-name") || ""));
    if (saved) i.value = saved;
    i.addEventListener("change", function () { store(i.getAttribute("data-in") + ":" + (i.getAttribute("data-name") || ""), i.value); });
  });

  function base() {
    if (serverSel) return serverSel.value;
    return dialog.getAttribute("data-base") || "";
  }
  function buildURL() {
    var path = dialog.getAttribute("data-path") || "";
    fields("path").forEach(function (i) {
      var v = i.value.trim();
      if (v) path = path.split("{" + i.getAttribute("data-name") + "}").join(encodeURIComponent(v));
    });
    var u = /^https?:\/\//i.test(path) ? path : base().replace(/\/$/, "") + "/" + path.replace(/^\//, "");
    var q = [];
    fields("query").forEach(function (i) {
      var v = i.value.trim();
      if (!v) return;
      var name = i.getAttribute("data-name");
      // An array parameter takes a comma-separated list, one value each.
      var values = i.hasAttribute("data-array") ? v.split(",") : [v];
      values.forEach(function (x) { q.push(encodeURIComponent(name) + "=" + encodeURIComponent(x.trim())); });
    });
    if (q.length) u += (u.indexOf("?") >= 0 ? "&" : "?") + q.join("&");
    return u;
  }
  function refreshURL() { if (urlView) urlView.textContent = buildURL(); }
  form.addEventListener("input", refreshURL);
  if (serverSel) serverSel.addEventListener("change", refreshURL);

  open.addEventListener("click", function () {
    var pageServer = doc.querySelector("[data-api-server]");
    if (pageServer && serverSel) serverSel.value = pageServer.value;
    refreshURL();
    dialog.showModal();
  });
  dialog.querySelector("[data-playground-close]").addEventListener("click", function () { dialog.close(); });
  dialog.addEventListener("click", function (e) { if (e.target === dialog) dialog.close(); });

  function el(tag, cls, text) {
    var n = doc.createElement(tag);
    if (cls) n.className = cls;
    if (text !== undefined) n.textContent = text;
    return n;
  }
  function show(parts) {
    result.innerHTML = "";
    parts.forEach(function (p) { result.appendChild(p); });
    // On a narrow screen the result is below the fields: bring it up.
    if (window.matchMedia && matchMedia("(max-width: 700px)").matches) result.scrollIntoView({ block: "start" });
  }

  form.addEventListener("submit", function (e) {
    e.preventDefault();
    var missing = [];
    form.querySelectorAll("[data-required]").forEach(function (i) {
      var empty = i.type === "file" ? !i.files.length : !i.value.trim();
      i.toggleAttribute("aria-invalid", empty);
      if (empty) missing.push(i.getAttribute("data-name"));
    });
    if (missing.length) {
      show([el("p", "api-playground-error", "Fill in " + missing.join(", ") + " first.")]);
      return;
    }
    var headers, cookies = [], body, init, target;
    var url = buildURL();
    var method = dialog.getAttribute("data-method");
    try {
      headers = new Headers();
      fields("header").forEach(function (i) { if (i.value.trim()) headers.set(i.getAttribute("data-name"), i.value.trim()); });
      fields("header-bearer").forEach(function (i) { if (i.value.trim()) headers.set("Authorization", "Bearer " + i.value.trim()); });
      var user = form.querySelector('[data-in="basic-user"]'), pass = form.querySelector('[data-in="basic-password"]');
      if (user && (user.value || pass.value)) headers.set("Authorization", "Basic " + btoa(unescape(encodeURIComponent(user.value + ":" + pass.value))));
      fields("cookie").forEach(function (i) { if (!i.disabled && i.value.trim()) cookies.push(i.getAttribute("data-name") + "=" + i.value.trim()); });
      var text = form.querySelector('[data-in="body"]');
      var formBox = form.querySelector("[data-playground-form]");
      if (text && text.value.trim()) {
        body = text.value;
        headers.set("Content-Type", text.getAttribute("data-content-type"));
      } else if (formBox) {
        var multipart = formBox.getAttribute("data-playground-form") === "multipart/form-data";
        body = multipart ? new FormData() : new URLSearchParams();
        fields("form").forEach(function (i) {
          if (i.type === "file") { if (i.files[0]) body.append(i.getAttribute("data-name"), i.files[0]); }
          else if (i.value !== "") body.append(i.getAttribute("data-name"), i.value);
        });
      }
      if (proxy) {
        // The form's headers travel under Folio-Forward-*; a body keeps
        // its Content-Type (a FormData's boundary is the browser's).
        var ph = new Headers();
        ph.set("Folio-Target", url);
        ph.set("Folio-Method", method);
        headers.forEach(function (v, k) {
          if (k === "content-type") ph.set("Content-Type", v); else ph.set("Folio-Forward-" + k, v);
        });
        if (cookies.length) ph.set("Folio-Forward-Cookie", cookies.join("; "));
        init = { method: "POST", headers: ph, body: body, credentials: "omit" };
        target = proxy;
      } else {
        init = { method: method, headers: headers, mode: "cors", body: body };
        if (dialog.hasAttribute("data-credentials")) init.credentials = "include";
        target = url;
      }
    } catch (err) {
      show([el("p", "api-playground-error", "The request cannot be made: " + err.message + ".")]);
      return;
    }
    var started = performance.now();
    var send = form.querySelector("[data-playground-send]");
    send.disabled = true;
    show([el("p", "api-playground-hint", "Sending…")]);
    fetch(target, init).then(function (res) {
      if (proxy && res.headers.get("Folio-Proxy-Error")) {
        return res.json().then(function (e) { return e.error; }, function () { return res.status + " " + res.statusText; }).then(function (msg) {
          show([el("p", "api-playground-error", "The request was not sent: " + msg)]);
        });
      }
      return res.text().then(function (text) {
        var ms = Math.round(performance.now() - started);
        var head = el("p", "api-playground-status api-status api-status-" + String(res.status).charAt(0) + "xx");
        head.textContent = res.status + " " + res.statusText;
        var meta = el("span", "api-playground-time", ms + " ms");
        var line = el("div", "api-playground-statusline");
        line.appendChild(head);
        line.appendChild(meta);
        var hs = el("details", "api-playground-headers");
        hs.appendChild(el("summary", "", "Headers"));
        var list = el("dl", "");
        var cut = null;
        res.headers.forEach(function (v, k) {
          if (proxy) {
            // The proxy's own headers are not the API's; the API's it
            // had to rename are shown under their names.
            if (k === "content-security-policy" || k === "x-content-type-options") return;
            if (k === "folio-truncated") { cut = v; return; }
            if (k === "folio-set-cookie") k = "set-cookie (not stored)";
            else if (k.indexOf("folio-upstream-") === 0) k = k.slice(15);
          }
          list.appendChild(el("dt", "", k));
          list.appendChild(el("dd", "", v));
        });
        hs.appendChild(list);
        var pretty = text;
        try { pretty = JSON.stringify(JSON.parse(text), null, 2); } catch (err) { /* not JSON */ }
        var pre = el("pre", "api-playground-response");
        pre.appendChild(el("code", "", pretty || "(empty body)"));
        var parts = [line, hs, pre];
        if (cut) parts.push(el("p", "api-playground-note", "The response was cut at " + cut + " bytes."));
        show(parts);
      });
    }).catch(function (err) {
      show([el("p", "api-playground-error", proxy ?
        "The request failed: " + err.message + ". This site's server did not answer." :
        "The request failed: " + err.message + ". The API may be unreachable, or may not accept requests from this site (CORS).")]);
    }).then(function () { send.disabled = false; });
  });
})();
