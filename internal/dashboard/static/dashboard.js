/* Folio dashboard: copy buttons, one submission per form, the delete
   confirmation, the files of a large change loaded as they are opened,
   a running job's page kept live. Every page works without this script. */
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
  // Ctrl+Enter (Cmd+Enter) in a prompt sends its form.
  doc.addEventListener("keydown", function (e) {
    var t = e.target;
    if (e.key !== "Enter" || !(e.ctrlKey || e.metaKey) || t.tagName !== "TEXTAREA" || !t.form) return;
    e.preventDefault();
    if (t.form.requestSubmit) t.form.requestSubmit(); else t.form.submit();
  });

  // A running job's page follows the job over Server-Sent Events: the
  // server draws each new transcript entry ("turn") and, when the job
  // changes, the parts of the page that show it ("job"); "done" says the
  // job has ended. The browser reconnects by itself, from the last event
  // it has; entries the page already shows are skipped.
  var live = doc.querySelector("[data-events]");
  if (live && window.EventSource) {
    var list = doc.getElementById("transcript");
    var empty = doc.getElementById("transcript-empty");
    var count = doc.querySelector("[data-transcript-count]");
    var note = doc.querySelector("[data-live-note]");
    var es = new EventSource(live.getAttribute("data-events"));
    var setNote = function (text, offline) {
      if (!note) return;
      note.hidden = !text;
      note.textContent = text || "";
      if (offline) note.setAttribute("data-offline", ""); else note.removeAttribute("data-offline");
    };
    es.addEventListener("open", function () {
      live.setAttribute("data-streaming", "");
      setNote("Live", false);
    });
    es.addEventListener("turn", function (e) {
      var d = JSON.parse(e.data);
      if (!list || list.querySelector('[data-seq="' + d.seq + '"]')) return;
      list.insertAdjacentHTML("beforeend", d.html);
      list.hidden = false;
      if (empty) empty.hidden = true;
      var n = list.children.length;
      if (count) count.textContent = n + (n === 1 ? " entry" : " entries");
    });
    es.addEventListener("job", function (e) {
      var d = JSON.parse(e.data);
      Object.keys(d.parts).forEach(function (id) {
        var el = doc.getElementById(id);
        if (el && el.innerHTML !== d.parts[id]) el.innerHTML = d.parts[id];
      });
      live.setAttribute("data-status", d.status);
      var followUp = doc.getElementById("job-followup");
      if (followUp) followUp.hidden = d.status === "archived";
    });
    es.addEventListener("done", function (e) {
      es.close();
      live.removeAttribute("data-events");
      live.removeAttribute("data-streaming");
      live.setAttribute("data-done", JSON.parse(e.data).status);
      setNote("", false);
    });
    es.addEventListener("error", function () {
      // CLOSED: the answer was no stream (the session ended, the job
      // went); else the browser is trying again.
      if (es.readyState === EventSource.CLOSED) {
        live.removeAttribute("data-streaming");
        setNote("Not live: reload the page", true);
      } else {
        setNote("Reconnecting…", true);
      }
    });
  }
})();
