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
