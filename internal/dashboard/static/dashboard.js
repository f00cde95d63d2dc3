/* Folio dashboard: copy buttons, one submission per form, the delete
   confirmation, the files of a large change loaded as they are opened.
   Every page works without this script. */
(function () {
  "use strict";
  var doc = document;
  doc.documentElement.classList.add("js");

  // Copy buttons appear only when they can work.
  doc.querySelectorAll("[data-copy]").forEach(function (b) { b.hidden = false; });

  function textOf(el) {
    return el.value !== undefined && el.tagName === "INPUT" ? el.value : el.textContent;
  }

  function fallbackCopy(text) {
    var area = doc.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "offscreen";
    doc.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = doc.execCommand("copy"); } catch (e) { ok = false; }
    area.remove();
    return ok ? Promise.resolve() : Promise.reject(new Error("copy refused"));
  }

  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return fallbackCopy(text); });
    }
    return fallbackCopy(text);
  }

  doc.addEventListener("click", function (e) {
    var b = e.target.closest("[data-copy]");
    if (!b) return;
    var target = doc.getElementById(b.getAttribute("data-copy"));
    if (!target) return;
    var label = b.querySelector("[data-copy-label]");
    var original = label ? label.textContent : "";
    copy(textOf(target)).then(function () {
      b.classList.add("copied");
      b.setAttribute("data-copied", "");
      if (label) label.textContent = "Copied";
    }, function () {
      if (target.select) target.select();
      if (label) label.textContent = "Press Ctrl+C";
    }).then(function () {
      setTimeout(function () {
        b.classList.remove("copied");
        if (label) label.textContent = original;
      }, 2000);
    });
  });

  // A click in the secret selects all of it.
  doc.querySelectorAll("[data-select-all]").forEach(function (el) {
    el.addEventListener("focus", function () { el.select(); });
    el.addEventListener("click", function () { el.select(); });
  });

  // One submission per form: a double click makes one key, not two.
  doc.addEventListener("submit", function (e) {
    var f = e.target;
    if (!f.hasAttribute("data-once")) return;
    if (f.hasAttribute("data-sent")) { e.preventDefault(); return; }
    f.setAttribute("data-sent", "");
    f.querySelectorAll("button[type=submit]").forEach(function (b) { b.setAttribute("aria-busy", "true"); });
  });
  // Coming back to a page from the history: its forms can be sent again.
  window.addEventListener("pageshow", function () {
    doc.querySelectorAll("form[data-sent]").forEach(function (f) {
      f.removeAttribute("data-sent");
      f.querySelectorAll("button[aria-busy]").forEach(function (b) { b.removeAttribute("aria-busy"); });
    });
  });

  // Delete confirmation: the button wakes up when the id is typed.
  doc.querySelectorAll("[data-confirm-match]").forEach(function (input) {
    var form = input.form, button = form && form.querySelector("[data-confirm-button]");
    if (!button) return;
    function sync() { button.disabled = input.value.trim() !== input.getAttribute("data-confirm-match"); }
    input.addEventListener("input", sync);
    sync();
  });
  // The files tab of a large change draws only some files with the page;
  // the others come from their fragment when opened (the link draws one
  // alone on a page of its own without this script).
  function loadDiff(holder) {
    if (!holder || holder.hasAttribute("aria-busy")) return;
    var a = holder.querySelector("[data-load-diff]");
    if (!a || !window.fetch || !window.DOMParser) return;
    holder.setAttribute("aria-busy", "true");
    fetch(a.getAttribute("data-load-diff"), { credentials: "same-origin", headers: { "Accept": "text/html" } })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (html) {
        var body = new DOMParser().parseFromString(html, "text/html").querySelector(".diff-file-body");
        // No diff in the answer (a sign-in page after the session ended):
        // the link's page says what happened.
        if (!body) return Promise.reject(new Error("no diff"));
        holder.closest(".diff-file-body").replaceWith(doc.importNode(body, true));
      })
      .catch(function () { location.href = a.href; });
  }
  doc.addEventListener("click", function (e) {
    var a = e.target.closest("[data-load-diff]");
    if (!a || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    loadDiff(a.closest(".diff-deferred"));
  });
  doc.querySelectorAll("details.diff-file").forEach(function (d) {
    d.addEventListener("toggle", function () {
      if (d.open) loadDiff(d.querySelector(".diff-deferred"));
    });
  });
  // A link to a file of the list (#diff-…) opens it, and so loads it.
  function openTarget() {
    var id = location.hash.slice(1);
    var d = id && doc.getElementById(id);
    if (d && d.matches("details.diff-file")) d.open = true;
  }
  window.addEventListener("hashchange", openTarget);
  openTarget();
  // A page marked data-live (a running job) follows the job: it reloads
  // its own content every few seconds, until the job stops.
  var live = doc.querySelector("[data-live]");
  if (live && window.fetch && window.DOMParser) {
    var every = parseInt(live.getAttribute("data-live"), 10) || 2000;
    var follow = function () {
      fetch(location.href, { credentials: "same-origin", headers: { "Accept": "text/html" } })
        .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
        .then(function (html) {
          var next = new DOMParser().parseFromString(html, "text/html").querySelector(".job-live");
          if (!next) return;
          if (next.innerHTML !== live.innerHTML) live.innerHTML = next.innerHTML;
          if (next.hasAttribute("data-live")) setTimeout(follow, every);
          else live.removeAttribute("data-live");
        })
        .catch(function () { setTimeout(follow, every * 3); });
    };
    setTimeout(follow, every);
  }
})();
