package dashboard

import (
	"cmp"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
)

const (
	// secretCookie carries a new key's secret, encrypted, from the POST
	// that made it to the one page that shows it: the secret never appears
	// in a URL and the server keeps no copy.
	secretCookie = "folio_new_key"
	secretTTL    = 5 * time.Minute
	maxKeyName   = 80
)

// keyRow is a key as the list shows it. It has no field for the hash.
type keyRow struct {
	ID         string
	Name       string
	Prefix     string
	Projects   []string
	Scopes     []string
	CreatedAt  time.Time
	LastUsedAt time.Time
	ExpiresAt  time.Time
	RevokedAt  time.Time
	Status     string // live, expired, revoked
	// Owner is who the key acts as ("" = the organisation) and CreatedBy
	// who made it ("" = the command line or the first run).
	Owner     string
	CreatedBy string
}

// newKeyRow is k as the lists show it at now.
func newKeyRow(k domain.APIKey, now time.Time) keyRow {
	row := keyRow{
		ID: k.ID, Name: k.Name, Prefix: k.Prefix, Projects: k.Projects,
		CreatedAt: k.CreatedAt, LastUsedAt: k.LastUsedAt, ExpiresAt: k.ExpiresAt, RevokedAt: k.RevokedAt,
		Status: "live", Owner: k.UserID, CreatedBy: k.CreatedBy,
	}
	for _, s := range k.Scopes {
		row.Scopes = append(row.Scopes, string(s))
	}
	switch {
	case !k.RevokedAt.IsZero():
		row.Status = "revoked"
	case !k.ExpiresAt.IsZero() && !now.Before(k.ExpiresAt):
		row.Status = "expired"
	}
	return row
}

type keysView struct {
	Keys []keyRow
	Live int
	// All says the list holds everyone's keys (an owner's view), not only
	// the user's own.
	All bool
}

// mayManage reports whether the user may see and revoke a key: their
// own, or any key for an owner of the organisation.
func (s *session) mayManage(k domain.APIKey) bool {
	return s.owner() || k.UserID != "" && k.UserID == s.user.ID
}

// namedKeyRow is keyRow with the owner's and creator's ids turned into
// names.
func (kp *keyPages) namedKeyRow(k domain.APIKey, labels map[string]string) keyRow {
	row := newKeyRow(k, kp.now())
	if row.Owner != "" {
		row.Owner = cmp.Or(labels[row.Owner], "a removed user")
	}
	if row.CreatedBy != "" {
		row.CreatedBy = cmp.Or(labels[row.CreatedBy], "a removed user")
	}
	return row
}

// keyPages are the API key pages. Every user manages their own keys;
// owners also the organisation's and everyone's (checked on each key).
type keyPages struct{ *handler }

// keyRoutes adds the key pages to mux.
func (kp *keyPages) keyRoutes(mux *http.ServeMux) {
	p := kp.prefix
	kp.handle(mux, "GET "+p+"/keys", domain.RoleNone, kp.keysPage)
	kp.handle(mux, "GET "+p+"/keys/new", domain.RoleNone, kp.newKeyPage)
	kp.handle(mux, "POST "+p+"/keys", domain.RoleNone, kp.createKey)
	kp.handle(mux, "GET "+p+"/keys/{key}/created", domain.RoleNone, kp.keyCreatedPage)
	kp.handle(mux, "GET "+p+"/keys/{key}/revoke", domain.RoleNone, kp.revokeKeyPage)
	kp.handle(mux, "POST "+p+"/keys/{key}/revoke", domain.RoleNone, kp.revokeKey)
}

func (kp *keyPages) keysPage(w http.ResponseWriter, r *http.Request, s *session) error {
	keys, err := kp.store.Keys(r.Context())
	if err != nil {
		return fmt.Errorf("list keys: %w", err)
	}
	labels, err := kp.userLabels(r)
	if err != nil {
		return err
	}
	v := keysView{All: s.owner()}
	for _, k := range keys {
		if !s.mayManage(k) {
			continue
		}
		row := kp.namedKeyRow(k, labels)
		if row.Status == "live" {
			v.Live++
		}
		v.Keys = append(v.Keys, row)
	}
	return kp.render(w, r, http.StatusOK, "keys", s, pageMeta{Title: "API keys", Section: "keys"}, v)
}

// keyForm is the create-key form, as sent and as shown again with errors.
type keyForm struct {
	// Org makes the organisation's key rather than the user's own (owners
	// only).
	Org      bool
	Name     string
	Access   string // "all" or "some"
	Projects []string
	Read     bool
	Write    bool
	// Audit reads the organisation's audit log (owners only, and only
	// with a key for every project, as the API demands).
	Audit  bool
	Expiry string // "never", "30", "90", "365" or "date"
	Date   string // YYYY-MM-DD when Expiry is "date"
	Errors map[string]string
}

// Selected reports whether the form picked project id.
func (f keyForm) Selected(id string) bool { return slices.Contains(f.Projects, id) }

type keyNewView struct {
	Form     keyForm
	Projects []domain.Project
	MinDate  string
	// Owner may make the organisation's keys; Role is the user's role in
	// the organisation, which bounds their own keys.
	Owner bool
	Role  domain.Role
}

// visibleProjects are the projects the user may view (shared: the
// projects list shows the same).
func (h *handler) visibleProjects(r *http.Request, s *session) ([]domain.Project, error) {
	ps, err := h.store.Projects(r.Context())
	if err != nil {
		return nil, fmt.Errorf("list projects: %w", err)
	}
	return slices.DeleteFunc(ps, func(p domain.Project) bool { return !s.on(p.ID).AtLeast(domain.RoleViewer) }), nil
}

func (kp *keyPages) newKeyPage(w http.ResponseWriter, r *http.Request, s *session) error {
	f := keyForm{Access: "all", Read: true, Write: true, Expiry: "90", Org: s.owner()}
	return kp.renderKeyForm(w, r, s, http.StatusOK, f)
}

func (kp *keyPages) renderKeyForm(w http.ResponseWriter, r *http.Request, s *session, status int, f keyForm) error {
	projects, err := kp.visibleProjects(r, s)
	if err != nil {
		return err
	}
	v := keyNewView{Form: f, Projects: projects, MinDate: kp.now().UTC().AddDate(0, 0, 1).Format(time.DateOnly),
		Owner: s.owner(), Role: s.access.Role}
	meta := pageMeta{Title: "New API key", Section: "keys", Crumbs: []crumb{{"API keys", kp.prefix + "/keys"}, {"New key", ""}}}
	return kp.render(w, r, status, "key_new", s, meta, v)
}

// parseKeyForm reads and checks the form; Errors is empty when it is
// valid, and then expires (zero: never) is when the key stops working.
func (kp *keyPages) parseKeyForm(r *http.Request, projects []domain.Project) (f keyForm, scopes []domain.Scope, expires time.Time) {
	f = keyForm{
		Name:   strings.TrimSpace(r.PostFormValue("name")),
		Access: r.PostFormValue("access"),
		Expiry: r.PostFormValue("expiry"),
		Date:   strings.TrimSpace(r.PostFormValue("date")),
		Org:    r.PostFormValue("owner") == "org",
		Errors: map[string]string{},
	}
	switch n := utf8.RuneCountInString(f.Name); {
	case n == 0:
		f.Errors["name"] = "Give the key a name, such as the script or service that will use it."
	case n > maxKeyName:
		f.Errors["name"] = fmt.Sprintf("Use at most %d characters.", maxKeyName)
	case strings.ContainsFunc(f.Name, func(c rune) bool { return c < 0x20 || c == 0x7f }):
		f.Errors["name"] = "Use a name without control characters."
	}

	switch f.Access {
	case "all":
	case "some":
		for _, id := range r.PostForm["project"] {
			if !slices.ContainsFunc(projects, func(p domain.Project) bool { return p.ID == id }) {
				f.Errors["projects"] = "A selected project no longer exists. Choose again."
				continue
			}
			if !slices.Contains(f.Projects, id) {
				f.Projects = append(f.Projects, id)
			}
		}
		if len(f.Projects) == 0 && f.Errors["projects"] == "" {
			f.Errors["projects"] = "Choose at least one project, or give the key access to all projects."
		}
	default:
		f.Access = "all"
		f.Errors["projects"] = "Choose which projects the key may use."
	}

	for _, sc := range r.PostForm["scope"] {
		switch domain.Scope(sc) {
		case domain.ScopeRead:
			f.Read = true
		case domain.ScopeWrite:
			f.Write = true
		case domain.ScopeAuditRead:
			f.Audit = true
		}
	}
	if f.Read {
		scopes = append(scopes, domain.ScopeRead)
	}
	if f.Write {
		scopes = append(scopes, domain.ScopeWrite)
	}
	if f.Audit {
		scopes = append(scopes, domain.ScopeAuditRead)
	}
	switch {
	case len(scopes) == 0:
		f.Errors["scopes"] = "Choose at least one permission."
	case f.Audit && f.Access == "some":
		// The API refuses the log to a key limited to some projects;
		// making one would give a key that can never read it.
		f.Errors["scopes"] = "Reading the audit log needs a key for all projects: choose All projects, or leave Audit log unticked."
	}

	now := kp.now().UTC()
	switch f.Expiry {
	case "never":
	case "30", "90", "365":
		days := map[string]int{"30": 30, "90": 90, "365": 365}[f.Expiry]
		expires = now.AddDate(0, 0, days)
	case "date":
		d, err := time.Parse(time.DateOnly, f.Date)
		switch {
		case f.Date == "":
			f.Errors["expiry"] = "Pick the date the key stops working."
		case err != nil:
			f.Errors["expiry"] = "Write the date as YYYY-MM-DD."
		case !d.After(now):
			f.Errors["expiry"] = "Pick a date after today."
		case d.After(now.AddDate(5, 0, 0)):
			f.Errors["expiry"] = "Pick a date within five years, or choose no expiry."
		default:
			// The key works through the whole of that day (UTC).
			expires = d.AddDate(0, 0, 1)
		}
	default:
		f.Expiry = "90"
		f.Errors["expiry"] = "Choose when the key expires."
	}
	return f, scopes, expires
}

// createKey makes a key and sends the browser to the page that shows its
// secret once (post/redirect/get: a reload makes no second key).
func (kp *keyPages) createKey(w http.ResponseWriter, r *http.Request, s *session) error {
	projects, err := kp.visibleProjects(r, s)
	if err != nil {
		return err
	}
	f, scopes, expires := kp.parseKeyForm(r, projects)
	if (f.Org || f.Audit) && !s.owner() {
		return forbidden(domain.RoleOwner)
	}
	if len(f.Errors) > 0 {
		return kp.renderKeyForm(w, r, s, http.StatusUnprocessableEntity, f)
	}
	var keyProjects []string
	if f.Access == "some" {
		keyProjects = f.Projects
	}
	secret, k, err := auth.NewKey(kp.rand, f.Name, keyProjects, scopes, expires, kp.now())
	if err != nil {
		return fmt.Errorf("new key: %w", err)
	}
	k.CreatedBy = s.user.ID
	if !f.Org {
		k.UserID = s.user.ID
	}
	if err := kp.store.CreateKey(r.Context(), k); err != nil {
		return fmt.Errorf("create key: %w", err)
	}
	kp.log.InfoContext(r.Context(), "dashboard: API key created", "key", k.ID, "prefix", k.Prefix, "by", s.user.ID, "organisation", f.Org)
	kp.record(r, audit.Event{Action: audit.KeyCreate, TargetKind: "key", TargetID: k.ID, Detail: keyDetail(k)})
	sealed, err := sealSecret(kp.rand, s, k.ID, secret)
	if err != nil {
		return err
	}
	kp.setCookie(w, secretCookie, sealed, kp.keyCreatedPath(k.ID), secretTTL, http.SameSiteStrictMode)
	http.Redirect(w, r, kp.keyCreatedPath(k.ID), http.StatusSeeOther)
	return nil
}

// keyDetail is what the audit log keeps of a key: its name, shown
// prefix, scopes, projects and owner; never its secret.
func keyDetail(k domain.APIKey) map[string]string {
	d := map[string]string{"name": k.Name, "prefix": k.Prefix, "scopes": scopeList(k.Scopes), "projects": strings.Join(k.Projects, ",")}
	if k.UserID == "" {
		d["owner"] = "organisation"
	} else {
		d["owner"] = k.UserID
	}
	return d
}

func scopeList(ss []domain.Scope) string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = string(s)
	}
	return strings.Join(out, ",")
}

func (kp *keyPages) keyCreatedPath(id string) string {
	return kp.prefix + "/keys/" + pathSegment(id) + "/created"
}

type keyCreatedView struct {
	Key     keyRow
	Secret  string // "" once it has been shown
	Curl    string
	Try     string // what Curl does: "write", "read" or "audit"
	Project string
}

// keyCreatedPage shows a new key's secret, once: it reads and clears the
// cookie createKey left.
func (kp *keyPages) keyCreatedPage(w http.ResponseWriter, r *http.Request, s *session) error {
	k, err := kp.managedKey(r, s)
	if err != nil {
		return err
	}
	labels, err := kp.userLabels(r)
	if err != nil {
		return err
	}
	v := keyCreatedView{Key: kp.namedKeyRow(k, labels)}
	if c, err := kp.readCookie(r, secretCookie); err == nil {
		kp.clearCookie(w, secretCookie, kp.keyCreatedPath(k.ID))
		if secret, ok := openSecret(s, k.ID, c.Value); ok && strings.HasPrefix(secret, k.Prefix) {
			v.Secret = secret
		}
	}
	if v.Secret != "" {
		v.Project, err = kp.exampleProject(r, s, k)
		if err != nil {
			return err
		}
		v.Try = tryScope(k.Scopes)
		v.Curl = kp.curlExample(r, v.Project, v.Secret, v.Try)
	}
	meta := pageMeta{Title: "API key created", Section: "keys", Crumbs: []crumb{{"API keys", kp.prefix + "/keys"}, {k.Name, ""}}}
	return kp.render(w, r, http.StatusOK, "key_created", s, meta, v)
}

// exampleProject picks the project the curl example names.
func (kp *keyPages) exampleProject(r *http.Request, s *session, k domain.APIKey) (string, error) {
	if len(k.Projects) > 0 {
		return k.Projects[0], nil
	}
	projects, err := kp.visibleProjects(r, s)
	if err != nil {
		return "", err
	}
	if len(projects) > 0 {
		return projects[0].ID, nil
	}
	return "your-project", nil
}

// tryScope picks the example a new key's page shows: starting a job when
// the key may write, listing jobs when it may read them, and reading the
// audit log when that is all it may do.
func tryScope(scopes []domain.Scope) string {
	switch {
	case slices.Contains(scopes, domain.ScopeWrite):
		return "write"
	case slices.Contains(scopes, domain.ScopeRead):
		return "read"
	default:
		return "audit"
	}
}

// curlExample is a request the new key can make right away (try is
// tryScope's answer).
func (kp *keyPages) curlExample(r *http.Request, project, secret, try string) string {
	base := kp.apiBase
	if base == "" {
		scheme := "http"
		if r.TLS != nil || kp.secure {
			scheme = "https"
		}
		base = scheme + "://" + r.Host
	}
	switch try {
	case "audit":
		return fmt.Sprintf("curl %s/v2/audit \\\n  -H \"Authorization: Bearer %s\"", base, secret)
	case "read":
		return fmt.Sprintf("curl %s/v2/agent/%s/jobs \\\n  -H \"Authorization: Bearer %s\"", base, project, secret)
	}
	return fmt.Sprintf("curl -X POST %s/v2/agent/%s/job \\\n  -H \"Authorization: Bearer %s\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"prompt\":\"Add a troubleshooting section to the quickstart\"}'",
		base, project, secret)
}

// secretKey derives the key that seals a new key's secret for the one
// browser that holds the session token.
func secretKey(token string) []byte {
	m := hmac.New(sha256.New, []byte(token))
	m.Write([]byte("folio dashboard: one-time API key secret"))
	return m.Sum(nil)
}

// sealSecret seals a secret for the one page that shows it, to the
// browser of s (rand gives the nonce); openSecret opens it. A new
// webhook's secret, a project's hook secret and an invitation's link
// reach their page the same way as a new key's secret.
func sealSecret(rand io.Reader, s *session, keyID, secret string) (string, error) {
	block, err := aes.NewCipher(secretKey(s.token))
	if err != nil {
		return "", fmt.Errorf("seal secret: %w", err)
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return "", fmt.Errorf("seal secret: %w", err)
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := io.ReadFull(rand, nonce); err != nil {
		return "", fmt.Errorf("seal secret: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(gcm.Seal(nonce, nonce, []byte(secret), []byte(keyID))), nil
}

func openSecret(s *session, keyID, sealed string) (string, bool) {
	b, err := base64.RawURLEncoding.DecodeString(sealed)
	if err != nil {
		return "", false
	}
	block, err := aes.NewCipher(secretKey(s.token))
	if err != nil {
		return "", false
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil || len(b) < gcm.NonceSize() {
		return "", false
	}
	plain, err := gcm.Open(nil, b[:gcm.NonceSize()], b[gcm.NonceSize():], []byte(keyID))
	if err != nil {
		return "", false
	}
	return string(plain), true
}

// managedKey is the key the path names, when the user may manage it; any
// other is not found, as if it did not exist.
func (kp *keyPages) managedKey(r *http.Request, s *session) (domain.APIKey, error) {
	id := r.PathValue("key")
	k, err := kp.store.Key(r.Context(), id)
	if err != nil {
		return domain.APIKey{}, fmt.Errorf("read key %s: %w", id, err)
	}
	if !s.mayManage(k) {
		return domain.APIKey{}, errNotFound
	}
	return k, nil
}

func (kp *keyPages) revokeKeyPage(w http.ResponseWriter, r *http.Request, s *session) error {
	k, err := kp.managedKey(r, s)
	if err != nil {
		return err
	}
	meta := pageMeta{Title: "Revoke " + k.Name, Section: "keys", Crumbs: []crumb{{"API keys", kp.prefix + "/keys"}, {"Revoke " + k.Name, ""}}}
	return kp.render(w, r, http.StatusOK, "key_revoke", s, meta, newKeyRow(k, kp.now()))
}

func (kp *keyPages) revokeKey(w http.ResponseWriter, r *http.Request, s *session) error {
	k, err := kp.managedKey(r, s)
	if err != nil {
		return err
	}
	id := k.ID
	if err := kp.store.RevokeKey(r.Context(), id, kp.now().UTC()); err != nil {
		return fmt.Errorf("revoke key %s: %w", id, err)
	}
	kp.log.InfoContext(r.Context(), "dashboard: API key revoked", "key", id, "by", s.user.ID)
	kp.record(r, audit.Event{Action: audit.KeyRevoke, TargetKind: "key", TargetID: id, Detail: keyDetail(k)})
	kp.setFlash(w, "key-revoked")
	http.Redirect(w, r, kp.prefix+"/keys", http.StatusSeeOther)
	return nil
}
