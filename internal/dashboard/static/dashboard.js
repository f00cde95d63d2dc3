/* Folio dashboard: copy buttons, one submission per form, and the
   delete confirmation. Every page works without this script. */
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
