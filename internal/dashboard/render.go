package dashboard

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"mime"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// pageNames are the templates/*.html files that are pages; each is parsed
// together with layout.html.
var pageNames = []string{
	"login", "error", "invite", "account",
	"users", "user", "user_invite", "invite_created",
	"projects", "project", "project_new", "project_delete", "job",
	"keys", "key_new", "key_created", "key_revoke",
	"webhooks", "webhook_new", "webhook_created", "webhook", "webhook_delete", "delivery",
	"changes", "change", "audit",
}

type pageTemplate = *template.Template

func parsePages(funcs template.FuncMap) (map[string]pageTemplate, error) {
	pages := make(map[string]pageTemplate, len(pageNames))
	for _, name := range pageNames {
		t, err := template.New(name).Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/"+name+".html")
		if err != nil {
			return nil, fmt.Errorf("dashboard: parse template %s: %w", name, err)
		}
		pages[name] = t
	}
	return pages, nil
}

// pageMeta is what the layout needs to know about a page.
type pageMeta struct {
	Title   string
	Section string // "projects" or "keys": the highlighted navigation entry
	// Crumbs lead from the section to the page (the last one is the page).
	Crumbs []crumb
}

type crumb struct {
	Label string
	URL   string
}

// view is what every template receives.
type view struct {
	pageMeta
	Prefix string
	Assets assets
	Signed bool
	CSRF   string
	Flash  string
	Page   any
	// User is who is signed in; Owner says they own the organisation.
	User  domain.User
	Owner bool
	// role is the user's role where the page is: on its project, or in
	// the organisation.
	role domain.Role
}

// Allows reports whether the signed-in user's role on this page is at
// least role ("viewer", "editor", "owner"): templates show a button only
// to those whose request it would not be refused.
func (v view) Allows(role string) bool { return v.Signed && v.role.AtLeast(domain.Role(role)) }

// render writes a page. Templates run into a buffer first, so a failing
// template never leaves half a page.
func (h *handler) render(w http.ResponseWriter, r *http.Request, status int, page string, s *session, meta pageMeta, data any) error {
	t, ok := h.pages[page]
	if !ok {
		return fmt.Errorf("no page template %q", page)
	}
	v := view{pageMeta: meta, Prefix: h.prefix, Assets: h.assets, Page: data, Flash: h.takeFlash(w, r)}
	if s != nil {
		v.Signed = true
		v.CSRF = s.CSRF
		v.User, v.Owner = s.user, s.owner()
		v.role = s.access.Role
		if id := r.PathValue("project"); id != "" {
			v.role = s.on(id)
		}
	}
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "layout", v); err != nil {
		return fmt.Errorf("render %s: %w", page, err)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	// A failed write means the client went away: nothing left to tell it.
	_, _ = w.Write(buf.Bytes())
	return nil
}

// httpError is an error with a page for the user. Only title and msg are
// shown; anything else stays in the logs.
type httpError struct {
	status     int
	title      string
	msg        string
	link       string
	linkText   string
	retryAfter time.Duration
}

func (e *httpError) Error() string { return fmt.Sprintf("%d %s", e.status, e.title) }

var errNotFound = &httpError{
	status: http.StatusNotFound, title: "Page not found",
	msg: "There is nothing at this address. It may have been deleted, or the link may be mistyped.",
}

type errorView struct {
	Status   int
	Title    string
	Message  string
	Link     string
	LinkText string
}

// renderError answers with an error page. Errors that are not an
// httpError are logged here, once, and shown as a generic failure.
func (h *handler) renderError(w http.ResponseWriter, r *http.Request, s *session, err error) {
	var he *httpError
	switch {
	case errors.As(err, &he):
	case errors.Is(err, store.ErrNotFound):
		he = errNotFound
	case contextErr(err):
		return
	default:
		h.log.ErrorContext(r.Context(), "dashboard", "method", r.Method, "path", logPath(r.URL.Path), "err", err)
		he = &httpError{
			status: http.StatusInternalServerError, title: "Something went wrong",
			msg: "The dashboard could not complete this request. The details are in the server's log. Try again in a moment.",
		}
	}
	if he.retryAfter > 0 {
		w.Header().Set("Retry-After", retryAfter(he.retryAfter))
	}
	v := errorView{Status: he.status, Title: he.title, Message: he.msg, Link: he.link, LinkText: he.linkText}
	if v.Link == "" {
		v.Link, v.LinkText = h.prefix+"/projects", "Back to the dashboard"
		if s == nil {
			v.Link, v.LinkText = h.prefix+"/login", "Go to the sign-in page"
		}
	}
	if err := h.render(w, r, he.status, "error", s, pageMeta{Title: he.title}, v); err != nil {
		h.log.ErrorContext(r.Context(), "dashboard: render error page", "err", err)
		http.Error(w, he.title, he.status)
	}
}

// staticFile is one embedded asset.
type staticFile struct {
	body  []byte
	ctype string
	etag  string // also the ?v= of its URL
}

// assets are the URLs of the static files, versioned by content.
type assets struct {
	CSS  string
	JS   string
	Icon string
}

func loadStatic(prefix string) (map[string]staticFile, assets, error) {
	entries, err := staticFS.ReadDir("static")
	if err != nil {
		return nil, assets{}, fmt.Errorf("dashboard: read static files: %w", err)
	}
	files := map[string]staticFile{}
	for _, e := range entries {
		b, err := staticFS.ReadFile("static/" + e.Name())
		if err != nil {
			return nil, assets{}, fmt.Errorf("dashboard: read %s: %w", e.Name(), err)
		}
		if e.Name() == "dashboard.css" {
			// The review's styles travel in the one stylesheet.
			if b, err = appendReviewCSS(b); err != nil {
				return nil, assets{}, err
			}
		}
		sum := sha256.Sum256(b)
		ctype := mime.TypeByExtension(path.Ext(e.Name()))
		if ctype == "" {
			ctype = "application/octet-stream"
		}
		files[e.Name()] = staticFile{body: b, ctype: ctype, etag: hex.EncodeToString(sum[:8])}
	}
	url := func(name string) string {
		return prefix + "/static/" + name + "?v=" + files[name].etag
	}
	return files, assets{CSS: url("dashboard.css"), JS: url("dashboard.js"), Icon: url("favicon.svg")}, nil
}

// serveStatic serves an embedded file; a versioned URL is cached for good.
func (h *handler) serveStatic(w http.ResponseWriter, r *http.Request) {
	f, ok := h.static[r.PathValue("name")]
	if !ok {
		h.renderError(w, r, nil, errNotFound)
		return
	}
	hd := w.Header()
	hd.Set("Content-Type", f.ctype)
	hd.Set("ETag", strconv.Quote(f.etag))
	if r.URL.Query().Get("v") == f.etag {
		hd.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		hd.Set("Cache-Control", "no-cache")
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(f.body))
}

// funcs are the template helpers; times are relative to the handler's
// clock.
func (h *handler) funcs() template.FuncMap {
	return template.FuncMap{
		"ago":       func(t time.Time) string { return relTime(t, h.now()) },
		"iso":       func(t time.Time) string { return t.UTC().Format(time.RFC3339) },
		"when":      func(t time.Time) string { return t.UTC().Format("2 Jan 2006, 15:04 UTC") },
		"date":      func(t time.Time) string { return t.UTC().Format("2 Jan 2006") },
		"esc":       url.PathEscape,
		"join":      strings.Join,
		"line":      firstLine,
		"plural":    func(n any, one, many string) string { return plural(toInt64(n), one, many) },
		"number":    func(n any) string { return thousands(toInt64(n)) },
		"siteURL":   h.projectSite,
		"initial":   initial,
		"field":     newField,
		"prLabel":   prLabel,
		"roleLabel": roleLabel,
	}
}

// projectSite is the link to a project's site ("" when unknown).
func (h *handler) projectSite(id string) string {
	if h.siteURL == nil {
		return ""
	}
	return h.siteURL(id)
}

// relTime says how long ago (or in how long) t is, the way people say it.
func relTime(t, now time.Time) string {
	if t.IsZero() {
		return "never"
	}
	d := now.Sub(t)
	future := d < 0
	if future {
		d = -d
	}
	var s string
	switch {
	case d < 45*time.Second:
		return "just now"
	case d < 90*time.Second:
		s = "a minute"
	case d < 45*time.Minute:
		s = plural(int64((d+30*time.Second)/time.Minute), "minute", "minutes")
	case d < 90*time.Minute:
		s = "an hour"
	case d < 22*time.Hour:
		s = plural(int64((d+30*time.Minute)/time.Hour), "hour", "hours")
	case d < 36*time.Hour:
		if future {
			return "tomorrow"
		}
		return "yesterday"
	case d < 45*24*time.Hour:
		s = plural(int64((d+12*time.Hour)/(24*time.Hour)), "day", "days")
	case d < 320*24*time.Hour:
		s = plural(int64((d+15*24*time.Hour)/(30*24*time.Hour)), "month", "months")
	default:
		return "on " + t.UTC().Format("2 Jan 2006")
	}
	if future {
		return "in " + s
	}
	return s + " ago"
}

// plural formats a count with the right noun.
func plural(n int64, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return thousands(n) + " " + many
}

// thousands formats n with thin separators: 12,345.
func thousands(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// firstLine is the first non-empty line of s, cut at n runes.
func firstLine(n int, s string) string {
	for l := range strings.SplitSeq(s, "\n") {
		l = strings.TrimSpace(l)
		if l == "" {
			continue
		}
		if r := []rune(l); len(r) > n {
			return strings.TrimSpace(string(r[:n-1])) + "…"
		}
		return l
	}
	return ""
}

// toInt64 reads the integers templates pass to plural and number.
func toInt64(n any) int64 {
	switch n := n.(type) {
	case int:
		return int64(n)
	case int64:
		return n
	case int32:
		return int64(n)
	}
	return 0
}

// initial is the first letter of a name, upper-cased, for an avatar.
func initial(s string) string {
	for _, r := range s {
		return strings.ToUpper(string(r))
	}
	return "?"
}

// formField is one text input of a form, as the "field" template draws it.
type formField struct {
	Name, Label, Value, Error, Hint, Placeholder, Class string
}

func newField(name, label, value, err, hint, placeholder, class string) formField {
	return formField{Name: name, Label: label, Value: value, Error: err, Hint: hint, Placeholder: placeholder, Class: class}
}

// prLabel names a pull request link by its number ("#42") when the link
// ends in one, else "Open".
func prLabel(link string) string {
	u, err := url.Parse(link)
	if err != nil {
		return "Open"
	}
	last := path.Base(strings.TrimRight(u.Path, "/"))
	if _, err := strconv.ParseUint(last, 10, 64); err != nil || last == "" {
		return "Open"
	}
	return "#" + last
}

// roleLabel names a role for people.
func roleLabel(r domain.Role) string {
	switch r {
	case domain.RoleOwner:
		return "Owner"
	case domain.RoleEditor:
		return "Editor"
	case domain.RoleViewer:
		return "Viewer"
	}
	return "No role"
}

// logPath is a request's path for the log: an invitation link's token is
// a secret, and is left out.
func logPath(p string) string {
	if before, _, ok := strings.Cut(p, "/invite/"); ok {
		return before + "/invite/…"
	}
	return p
}
