/* Folio's search engine in the browser: the twin of internal/search
   (query.go, analyze.go), over the static index a build writes. Each
   step does what its Go namesake does, in the same order, so that an
   export ranks as the server does. */
var FolioSearch = (function () {
  "use strict";
  var KIND_EXACT = 10, KIND_STEM = 8, KIND_PREFIX = 6, KIND_TYPO1 = 5, KIND_TYPO2 = 3;
  var W_TITLE = 12, W_HEADING = 6, W_CRUMB = 2, W_TEXT = 2, W_TEXT3 = 3, W_OPENING = 4;
  var MAX_WORDS = 12, MAX_PREFIX = 20, MAX_TYPOS = 10, MAX_PREFIX_LEAVES = 8;
  var MIN_PREFIX = 3, MIN_STEM = 3, MAX_SUFFIX = 4, MIN_TYPO1 = 4, MIN_TYPO2 = 8, MAX_SURFACE = 40;
  var MAX_SECTIONS = 3, SNIPPET = 160, LEAD = 40;
  var F_TITLE = 0, F_HEADING = 1, F_CRUMB = 2, F_TEXT = 3, F_TEXT3 = 4;

  var reCJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
  var reWord = /[\p{L}\p{N}\p{M}]/u;
  var reLower = /\p{Ll}/u, reUpper = /\p{Lu}/u, reMn = /\p{Mn}/gu, reNonASCII = /[^\x00-\x7f]/;
  var JOINERS = "-_./:@'\u2019";
  var OTHER = 0, WORD = 1, CJK = 2, JOINER = 3;

  function classOf(c) {
    if (reCJK.test(c)) return CJK;
    if (reWord.test(c)) return WORD;
    if (JOINERS.indexOf(c) >= 0) return JOINER;
    return OTHER;
  }
  function fold(s) {
    s = s.toLowerCase();
    return reNonASCII.test(s) ? s.normalize("NFD").replace(reMn, "") : s;
  }

  // tokens: analyzer.tokens without stems: each token's start and end
  // (code points) and its keys' surfaces.
  function tokens(text) {
    var rs = Array.from(text), cls = rs.map(classOf), out = [], i = 0, j, k;
    while (i < rs.length) {
      if (cls[i] === CJK) {
        j = i;
        while (j < rs.length && cls[j] === CJK) j++;
        if (j - i === 1) out.push({ start: i, end: j, keys: [{ s: rs[i].toLowerCase(), c: false }] });
        for (k = i; k + 1 < j; k++) out.push({ start: k, end: k + 2, keys: [{ s: (rs[k] + rs[k + 1]).toLowerCase(), c: false }] });
        i = j;
      } else if (cls[i] === WORD) {
        j = i;
        while (j < rs.length) {
          if (cls[j] === WORD) j++;
          else if (cls[j] === JOINER && j + 1 < rs.length && cls[j + 1] === WORD) j += 2;
          else break;
        }
        var t = token(rs, cls, i, j);
        if (t) out.push(t);
        i = j;
      } else i++;
    }
    return out;
  }
  function token(rs, cls, i, j) {
    if (j - i > MAX_SURFACE) return null;
    var t = { start: i, end: j, keys: [] }, start = i;
    for (var k = i; k <= j; k++) {
      var cut = k === j || cls[k] === JOINER;
      if (!cut && k > start) {
        var p = rs[k - 1], r = rs[k];
        cut = reLower.test(p) && reUpper.test(r) ||
          reUpper.test(p) && reUpper.test(r) && k + 1 < j && reLower.test(rs[k + 1]);
      }
      if (!cut) continue;
      if (k > start) t.keys.push({ s: fold(rs.slice(start, k).join("").toLowerCase()), c: false });
      start = k;
      if (k < j && cls[k] === JOINER) start = k + 1;
    }
    if (t.keys.length > 1) t.keys.push({ s: fold(rs.slice(i, j).join("")), c: true });
    return t.keys.length ? t : null;
  }

  function parseQuery(q) {
    if (q.length > 1000) q = q.slice(0, 1000);
    var words = [], seen = {};
    tokens(q).forEach(function (t) {
      t.keys.forEach(function (k) {
        if (seen["$" + k.s] || words.length === MAX_WORDS) return;
        seen["$" + k.s] = true;
        words.push({ surface: k.s, required: !k.c, cjk: classOf(Array.from(k.s)[0]) === CJK });
      });
    });
    return words;
  }
  function runes(s) { return Array.from(s).length; }

  function leavesFor(prefixes, w, complete) {
    var exact = -1, more = [], i;
    for (i = 0; i < prefixes.length; i++) {
      var p = prefixes[i];
      if (w.indexOf(p) === 0 && (exact < 0 || p.length > prefixes[exact].length)) exact = i;
    }
    if (!complete) return { exact: exact, more: [] };
    for (i = 0; i < prefixes.length; i++) if (i !== exact && prefixes[i].indexOf(w) === 0) more.push(i);
    if (more.length > MAX_PREFIX_LEAVES) more = [];
    return { exact: exact, more: more };
  }
  function cmpStr(a, b) { return a < b ? -1 : a > b ? 1 : 0; }

  function candidates(w, exactForms, moreForms) {
    var best = {}, order = [];
    function add(t, kind) {
      if (!(("$" + t) in best)) { best["$" + t] = kind; order.push(t); }
      else if (kind > best["$" + t]) best["$" + t] = kind;
    }
    var n = runes(w.surface), found = false;
    exactForms.forEach(function (f) {
      if (f.text === w.surface) { add(f.term, KIND_EXACT); found = true; }
      else if (!w.cjk && f.term.length < w.surface.length && w.surface.indexOf(f.term) === 0) {
        var m = runes(f.term);
        if (m >= MIN_STEM && n - m <= MAX_SUFFIX) add(f.term, KIND_STEM);
      }
    });
    if (!w.cjk && n >= MIN_PREFIX) {
      var pre = [];
      [exactForms, moreForms].forEach(function (fs) {
        fs.forEach(function (f) { if (f.text.length > w.surface.length && f.text.indexOf(w.surface) === 0) pre.push(f); });
      });
      pre.sort(function (a, b) { return b.df - a.df || cmpStr(a.text, b.text); });
      pre.slice(0, MAX_PREFIX).forEach(function (f) { add(f.term, KIND_PREFIX); });
    }
    if (!found && !w.cjk && n >= MIN_TYPO1) {
      var limit = n >= MIN_TYPO2 ? 2 : 1, ts = [];
      exactForms.forEach(function (f) {
        var d = distance(w.surface, f.text, limit);
        if (d > 0 && d <= limit) ts.push({ f: f, d: d });
      });
      ts.sort(function (a, b) { return a.d - b.d || b.f.df - a.f.df || cmpStr(a.f.text, b.f.text); });
      ts.slice(0, MAX_TYPOS).forEach(function (t) { add(t.f.term, t.d === 2 ? KIND_TYPO2 : KIND_TYPO1); });
    }
    return order.map(function (t) { return { term: t, kind: best["$" + t] }; });
  }

  function distance(a, b, limit) {
    var ra = Array.from(a), rb = Array.from(b), i, j;
    if (Math.abs(ra.length - rb.length) > limit) return limit + 1;
    var prev = [], cur = [];
    for (j = 0; j <= rb.length; j++) prev[j] = j;
    for (i = 1; i <= ra.length; i++) {
      cur[0] = i;
      var low = cur[0];
      for (j = 1; j <= rb.length; j++) {
        var c = ra[i - 1] === rb[j - 1] ? 0 : 1;
        cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + c);
        low = Math.min(low, cur[j]);
      }
      if (low > limit) return limit + 1;
      var tmp = prev; prev = cur; cur = tmp;
    }
    return prev[rb.length];
  }

  function markSet(cs, forms) {
    var terms = {}, set = {};
    cs.forEach(function (c) { terms["$" + c.term] = true; });
    forms.forEach(function (f) { if (terms["$" + f.term]) set["$" + f.text] = true; });
    return set;
  }

  // decode reads encodePostings' form into a Uint8Array of n flags.
  function decode(s, n) {
    var flags = new Uint8Array(n);
    if (!s) return flags;
    var bin = atob(s), i;
    if (bin.charCodeAt(0) === 1) {
      for (i = 0; i < n && 1 + (i >> 3) < bin.length; i++) if (bin.charCodeAt(1 + (i >> 3)) & (1 << (i & 7))) flags[i] = 1;
    } else {
      var prev = 0, at = 1, first = true;
      while (at < bin.length) {
        var d = 0, shift = 0, b;
        do { b = bin.charCodeAt(at++); d += (b & 0x7f) * Math.pow(2, shift); shift += 7; } while (b & 0x80 && at < bin.length);
        var id = first ? d : prev + d;
        first = false;
        if (id < n) flags[id] = 1;
        prev = id;
      }
    }
    return flags;
  }

  function rank(n, words, cands, postings, boosts) {
    var sets = [], match = null, i, p;
    for (i = 0; i < words.length; i++) {
      var anyWord = new Uint8Array(n);
      sets.push(cands[i].map(function (c) {
        var t = postings[c.term], b = { kind: c.kind, idf: t.idf, f: [], any: new Uint8Array(n) };
        for (var f = 0; f < 5; f++) {
          b.f.push(decode(t.enc[f], n));
          for (var k = 0; k < n; k++) if (b.f[f][k]) { b.any[k] = 1; anyWord[k] = 1; }
        }
        return b;
      }));
      if (!words[i].required) continue;
      if (!match) match = anyWord;
      else for (p = 0; p < n; p++) match[p] &= anyWord[p];
    }
    var out = [];
    if (!match) return out;
    for (p = 0; p < n; p++) {
      if (!match[p]) continue;
      var total = 0, titled = true;
      for (i = 0; i < words.length; i++) {
        var best = 0, inTitle = false;
        sets[i].forEach(function (b) {
          if (!b.any[p]) return;
          var fw = 0;
          if (b.f[F_TITLE][p]) { fw += W_TITLE; inTitle = true; }
          if (b.f[F_HEADING][p]) fw += W_HEADING;
          if (b.f[F_CRUMB][p]) fw += W_CRUMB;
          if (b.f[F_TEXT3][p]) fw += W_TEXT3; else if (b.f[F_TEXT][p]) fw += W_TEXT;
          best = Math.max(best, b.kind * b.idf * fw);
        });
        total += best;
        titled = titled && (inTitle || !words[i].required);
      }
      // Every query word in the title: half as much again (query.go).
      if (titled) total += Math.floor(total / 2);
      out.push({ page: p, score: total * (boosts[p] || 100) });
    }
    out.sort(function (a, b) { return b.score - a.score || a.page - b.page; });
    return out;
  }

  function hasWord(toks, marks) {
    return toks.some(function (t) { return t.keys.some(function (k) { return marks["$" + k.s]; }); });
  }
  function esc(s) {
    return s.replace(/[&'<>"]/g, function (c) { return { "&": "&amp;", "'": "&#39;", "<": "&lt;", ">": "&gt;", '"': "&#34;" }[c]; });
  }
  function snippet(text, toks, marks) {
    var rs = Array.from(text), hits = [];
    toks.forEach(function (t) {
      if (t.keys.some(function (k) { return marks["$" + k.s]; })) hits.push([t.start, t.end]);
    });
    var start = 0, end = rs.length;
    if (rs.length > SNIPPET) {
      if (hits.length && hits[0][0] > LEAD) {
        start = hits[0][0] - LEAD;
        while (start < hits[0][0] && rs[start - 1] !== " ") start++;
      }
      end = Math.min(rs.length, start + SNIPPET);
      if (end < rs.length) {
        var e = end;
        while (e > start && rs[e] !== " ") e--;
        if (e > start) end = e;
      }
    }
    var h = start > 0 ? "…" : "", plain = h, at = start;
    hits.forEach(function (hit) {
      if (hit[0] < start || hit[1] > end || hit[0] < at) return;
      h += esc(rs.slice(at, hit[0]).join("")) + "<mark>" + esc(rs.slice(hit[0], hit[1]).join("")) + "</mark>";
      at = hit[1];
    });
    h += esc(rs.slice(at, end).join(""));
    plain += rs.slice(start, end).join("");
    if (end < rs.length) { h += "…"; plain += "…"; }
    return { html: h.trim(), text: plain.trim() };
  }

  function result(s, frag, words, marks) {
    var r = { page: s.page, score: s.score, title: frag.t, url: frag.u, crumb: frag.c || "", sections: [] };
    var secs = frag.s || [], ss = [], inTitle = null;
    // The opening stands for the page: the title's words count for it.
    if (secs.length && secs[0][0] === "") {
      var tt = tokens(frag.t);
      inTitle = marks.map(function (m) { return hasWord(tt, m); });
    }
    secs.forEach(function (sec, i) {
      var heading = tokens(sec[0]), text = tokens(sec[2]), score = 0;
      if (i === 0 && inTitle) inTitle.forEach(function (t) { if (t) score += W_OPENING; });
      var n = 0;
      for (var j = 0; j < words.length; j++) {
        var inHeading = hasWord(heading, marks[j]), inText = hasWord(text, marks[j]);
        if (inHeading) score += W_HEADING;
        if (inText) score += W_TEXT;
        if (inHeading || inText || i === 0 && inTitle && inTitle[j]) n++;
      }
      if (score > 0) ss.push({ i: i, words: n, score: score, toks: text });
    });
    if (!ss.length && secs.length) ss.push({ i: 0, words: 0, score: 0, toks: tokens(secs[0][2]) });
    // The sections with more of the words first, then the better.
    ss.sort(function (a, b) { return b.words - a.words || b.score - a.score || a.i - b.i; });
    var all = {};
    marks.forEach(function (m) { for (var k in m) all[k] = true; });
    ss.slice(0, MAX_SECTIONS).forEach(function (sc) {
      var sec = secs[sc.i], u = frag.u;
      if (sec[1]) u = frag.u.split("#")[0] + "#" + sec[1];
      var sn = snippet(sec[2], sc.toks, all);
      r.sections.push({ heading: sec[0], anchor: sec[1], url: u, snippet: sn.html, text: sn.text });
    });
    if (r.sections.length) r.url = r.sections[0].url;
    return r;
  }

  // Index reads the static index of one scope below base
  // (".../_folio/index/en"), loading its files as a query needs them.
  function Index(base, load) {
    this.base = base;
    this.load = load;
    this.files = {};
  }
  Index.prototype.file = function (name) {
    var self = this;
    if (!self.files[name]) {
      self.files[name] = self.meta().then(function (m) { return self.load(self.base + "/" + name + "?v=" + encodeURIComponent(m.v)); });
    }
    return self.files[name];
  };
  // fragments maps each page to the file holding its fragment and its
  // place there: m.f gives each file's count of pages as a base-36 digit,
  // the pages in order (fragmentFiles in shard.go).
  Index.prototype.fragments = function (m) {
    if (!this.frags) {
      var file = new Int32Array(m.n), slot = new Int32Array(m.n), p = 0;
      for (var i = 0; i < m.f.length; i++) {
        var c = parseInt(m.f.charAt(i), 36);
        for (var j = 0; j < c && p < m.n; j++, p++) { file[p] = i; slot[p] = j; }
      }
      this.frags = { file: file, slot: slot };
    }
    return this.frags;
  };
  Index.prototype.meta = function () {
    if (!this.metaP) this.metaP = this.load(this.base + "/meta.json");
    return this.metaP;
  };
  Index.prototype.search = function (q, limit) {
    var self = this, words = parseQuery(q);
    if (!words.length || limit <= 0) return Promise.resolve([]);
    return self.meta().then(function (m) {
      if (!m.n) return [];
      var needs = words.map(function (w) {
        return leavesFor(m.l, w.surface, !w.cjk && runes(w.surface) >= MIN_PREFIX);
      });
      var want = {};
      needs.forEach(function (nd) {
        if (nd.exact >= 0) want[nd.exact] = true;
        nd.more.forEach(function (i) { want[i] = true; });
      });
      var ids = Object.keys(want);
      return Promise.all(ids.map(function (i) { return self.file("s/" + i + ".json"); })).then(function (files) {
        var leaves = {}, postings = Object.create(null);
        ids.forEach(function (i, k) {
          var lf = files[k], terms = lf.t.map(function (t) {
            postings[t[0]] = { idf: t[1], enc: t.slice(3, 8) };
            return t;
          });
          leaves[i] = lf.s.map(function (s) { var t = terms[s[1]]; return { text: s[0], term: t[0], df: t[2] }; });
        });
        function formsOf(list) {
          var out = [];
          list.forEach(function (i) { if (i >= 0 && leaves[i]) out = out.concat(leaves[i]); });
          return out;
        }
        var cands = [], marks = [];
        words.forEach(function (w, i) {
          var ef = formsOf([needs[i].exact]), mf = formsOf(needs[i].more);
          cands.push(candidates(w, ef, mf));
          marks.push(markSet(cands[i], ef.concat(mf)));
        });
        var boosts = [];
        (m.b || []).forEach(function (b) { boosts[b[0]] = b[1]; });
        var top = rank(m.n, words, cands, postings, boosts).slice(0, limit);
        var at = self.fragments(m);
        return Promise.all(top.map(function (s) { return self.file("f/" + at.file[s.page] + ".json"); })).then(function (frags) {
          return top.map(function (s, k) { return result(s, frags[k][at.slot[s.page]], words, marks); });
        });
      });
    });
  };

  // searchAll searches several scopes' indexes and merges their results
  // as search.SearchAll does.
  function searchAll(indexes, q, limit) {
    return Promise.all(indexes.map(function (ix) { return ix.search(q, limit); })).then(function (lists) {
      var all = [];
      lists.forEach(function (rs, i) { rs.forEach(function (r) { r.scope = i; all.push(r); }); });
      all.sort(function (a, b) { return b.score - a.score || a.scope - b.scope || a.page - b.page; });
      return all.slice(0, limit);
    });
  }

  return { Index: Index, searchAll: searchAll, tokens: tokens, parseQuery: parseQuery };
})();
