package dashboard

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/git"
	"github.com/foliodocs/folio/internal/store"
)

// projectID is the form of a project's slug (it is the API's projectId).
var projectID = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{0,62}$`)

// scpLike matches the git "user@host:path" repository form.
var scpLike = regexp.MustCompile(`^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:[^/\\]`)

const (
	jobsPerPage    = 25
	maxProjectName = 100
)

// pathSegment escapes an id for use as one path segment.
func pathSegment(s string) string { return url.PathEscape(s) }

type projectRow struct {
	domain.Project
	ActiveJobs int
	Site       string
	Role       domain.Role // the user's
}

type projectsView struct {
	Projects []projectRow
}

// projectPages are the projects list, a project's page, and adding and
// deleting projects. A project's page counts its changes.
type projectPages struct {
	*handler
	changes *changePages
}

// projectRoutes adds the project pages to mux, and the dashboard's root,
// which leads to them.
func (pp *projectPages) projectRoutes(mux *http.ServeMux) {
	p := pp.prefix
	pp.handle(mux, "GET "+p+"/{$}", domain.RoleNone, pp.home)
	pp.handle(mux, "GET "+p, domain.RoleNone, pp.home)

	pp.handle(mux, "GET "+p+"/projects", domain.RoleNone, pp.projectsPage)
	pp.handle(mux, "GET "+p+"/projects/new", domain.RoleOwner, pp.newProjectPage)
	pp.handle(mux, "POST "+p+"/projects", domain.RoleOwner, pp.createProject)
	pp.handle(mux, "GET "+p+"/projects/{project}", domain.RoleViewer, pp.projectPage)
	pp.handle(mux, "GET "+p+"/projects/{project}/delete", domain.RoleOwner, pp.deleteProjectPage)
	pp.handle(mux, "POST "+p+"/projects/{project}/delete", domain.RoleOwner, pp.deleteProject)
}

// home sends the dashboard's root to the projects.
func (pp *projectPages) home(w http.ResponseWriter, r *http.Request, _ *session) error {
	http.Redirect(w, r, pp.prefix+"/projects", http.StatusSeeOther)
	return nil
}

func (pp *projectPages) projectsPage(w http.ResponseWriter, r *http.Request, s *session) error {
	projects, err := pp.visibleProjects(r, s)
	if err != nil {
		return err
	}
	v := projectsView{}
	for _, p := range projects {
		n, err := pp.store.CountJobs(r.Context(), p.ID, domain.StatusActive)
		if err != nil {
			return fmt.Errorf("count active jobs of %s: %w", p.ID, err)
		}
		v.Projects = append(v.Projects, projectRow{Project: p, ActiveJobs: n, Site: pp.projectSite(p.ID), Role: s.on(p.ID)})
	}
	return pp.render(w, r, http.StatusOK, "projects", s, pageMeta{Title: "Projects", Section: "projects"}, v)
}

// jobRow is a job in a list: its status and the line that says what it is
// about (its summary, or else its first prompt).
type jobRow struct {
	domain.Job
	Title string
}

type projectView struct {
	Project    domain.Project
	Site       string
	Jobs       []jobRow
	Filters    []jobFilter
	Status     string // the status the list is filtered by ("" = all)
	Next       string // the link to the next page ("" on the last)
	First      string // the link to the first page when this is not it
	APIExample string
	// HookURL is where the code host sends its webhooks ("" without
	// one); HookSecret its secret, once, after the project is added.
	HookURL    string
	HookSecret string
	// Changes: the project's changes are reviewed here; OpenChanges
	// counts the open ones.
	Changes     bool
	OpenChanges int
	// Model is the model the project's jobs use: its own, else the
	// server's ("" when neither has one); OwnModel says which.
	Model    string
	OwnModel bool
	// Run is the form that starts a job.
	Run runForm
	// Prefix and CSRF are the page's, for the form; CanRun says the user
	// may start jobs here (an editor).
	Prefix string
	CSRF   string
	CanRun bool
}

// jobFilter is one tab above the jobs: a status, its count and its link.
type jobFilter struct {
	Label  string
	Status string
	Count  int
	URL    string
	Active bool
}

func (pp *projectPages) projectPage(w http.ResponseWriter, r *http.Request, s *session) error {
	p, err := pp.store.Project(r.Context(), r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	return pp.renderProject(w, r, s, http.StatusOK, p, runForm{})
}

// renderProject renders a project's page with its job list and the form
// that starts a job, as sent (with its errors) or empty.
func (pp *projectPages) renderProject(w http.ResponseWriter, r *http.Request, s *session, code int, p domain.Project, run runForm) error {
	ctx := r.Context()
	self := pp.prefix + "/projects/" + pathSegment(p.ID)
	model, _ := pp.jobs.Model(p) // "": none configured, which the page says
	v := projectView{Project: p, Site: pp.projectSite(p.ID), Model: model, OwnModel: p.Model != "",
		Prefix: pp.prefix, CSRF: s.CSRF, CanRun: s.on(p.ID).AtLeast(domain.RoleEditor)}
	v.Run = pp.runOptions(p, run)
	var err error
	if v.Changes, v.OpenChanges, err = pp.changes.changeCounts(ctx, p); err != nil {
		return err
	}
	status := domain.JobStatus(r.URL.Query().Get("status"))
	v.Filters = append(v.Filters, jobFilter{Label: "All", URL: self})
	for _, st := range []domain.JobStatus{domain.StatusActive, domain.StatusCompleted, domain.StatusFailed, domain.StatusArchived} {
		n, err := pp.store.CountJobs(ctx, p.ID, st)
		if err != nil {
			return fmt.Errorf("count jobs of %s: %w", p.ID, err)
		}
		v.Filters[0].Count += n
		v.Filters = append(v.Filters, jobFilter{
			Label: strings.ToUpper(string(st[:1])) + string(st[1:]), Status: string(st), Count: n,
			URL: self + "?status=" + string(st),
		})
		if st == status {
			v.Status = string(st)
		}
	}
	for i := range v.Filters {
		v.Filters[i].Active = v.Filters[i].Status == v.Status
	}
	q := store.JobQuery{ProjectID: p.ID, Status: domain.JobStatus(v.Status), Limit: jobsPerPage}
	list := self
	if v.Status != "" {
		list += "?status=" + v.Status + "&"
	} else {
		list += "?"
	}
	if c := r.URL.Query().Get("before"); c != "" {
		cur, ok := parseCursor(c)
		if !ok {
			return &httpError{status: http.StatusBadRequest, title: "Bad page link", msg: "This link to a page of jobs is not valid. Open the project again.",
				link: self, linkText: "Open " + p.Name}
		}
		q.After = &cur
		v.First = strings.TrimSuffix(strings.TrimSuffix(list, "&"), "?")
	}
	page, err := pp.store.Jobs(ctx, q)
	if err != nil {
		return fmt.Errorf("list jobs of %s: %w", p.ID, err)
	}
	for _, j := range page.Jobs {
		title := firstLine(120, j.Summary)
		if title == "" {
			msgs, err := pp.store.Messages(ctx, j.ID)
			if err != nil {
				return fmt.Errorf("read transcript of job %s: %w", j.ID, err)
			}
			for _, m := range msgs {
				if m.Role == domain.RoleUser {
					title = firstLine(120, m.Content)
					break
				}
			}
		}
		v.Jobs = append(v.Jobs, jobRow{Job: j, Title: title})
	}
	if page.Next != nil {
		v.Next = list + "before=" + url.QueryEscape(formatCursor(*page.Next))
	}
	base := pp.apiBase
	if base == "" {
		base = "http://" + r.Host
		if r.TLS != nil || pp.secure {
			base = "https://" + r.Host
		}
	}
	v.APIExample = fmt.Sprintf("curl -X POST %s/v2/agent/%s/job \\\n  -H \"Authorization: Bearer svc_…\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"prompt\":\"Document the new settings page\"}'", base, p.ID)
	if p.HostSettings.HookSecret != "" {
		v.HookURL = base + "/hooks/" + p.ID + "/codehost"
		if c, err := pp.readCookie(r, hookSecretCookie); err == nil {
			pp.clearCookie(w, hookSecretCookie, self)
			if secret, ok := openSecret(s, "hook:"+p.ID, c.Value); ok && secret == p.HostSettings.HookSecret {
				v.HookSecret = secret
			}
		}
	}
	meta := pageMeta{Title: p.Name, Section: "projects", Crumbs: []crumb{{"Projects", pp.prefix + "/projects"}, {p.Name, ""}}}
	return pp.render(w, r, code, "project", s, meta, v)
}

// formatCursor writes a job list position as "<unix nanoseconds>.<id>".
func formatCursor(c store.JobCursor) string {
	return strconv.FormatInt(c.CreatedAt.UnixNano(), 10) + "." + c.ID
}

func parseCursor(s string) (store.JobCursor, bool) {
	ns, id, ok := strings.Cut(s, ".")
	if !ok || id == "" {
		return store.JobCursor{}, false
	}
	n, err := strconv.ParseInt(ns, 10, 64)
	if err != nil {
		return store.JobCursor{}, false
	}
	return store.JobCursor{CreatedAt: time.Unix(0, n).UTC(), ID: id}, true
}

// projectForm is the add-project form, as sent and as shown again with
// errors next to its fields.
type projectForm struct {
	ID         string
	Name       string
	Repository string
	Branch     string
	DocsDir    string
	CodeHost   string // "" = detect from the repository
	// TokenEnv, APIURL and Draft configure a remote code host.
	TokenEnv string
	APIURL   string
	Draft    bool
	// Hosts are the code hosts the server offers.
	Hosts  []string
	Errors map[string]string
}

// Offers reports whether the server offers the code host name.
func (f projectForm) Offers(name string) bool { return slices.Contains(f.Hosts, name) }

func (pp *projectPages) newProjectPage(w http.ResponseWriter, r *http.Request, s *session) error {
	return pp.renderProjectForm(w, r, s, http.StatusOK, projectForm{Branch: "main", Hosts: pp.codeHosts})
}

func (pp *projectPages) renderProjectForm(w http.ResponseWriter, r *http.Request, s *session, status int, f projectForm) error {
	meta := pageMeta{Title: "Add a project", Section: "projects", Crumbs: []crumb{{"Projects", pp.prefix + "/projects"}, {"Add a project", ""}}}
	return pp.render(w, r, status, "project_new", s, meta, f)
}

// parseProjectForm reads the form and checks each field; Errors is empty
// when the project can be created.
func parseProjectForm(r *http.Request) projectForm {
	f := projectForm{
		ID:         strings.TrimSpace(r.PostFormValue("id")),
		Name:       strings.TrimSpace(r.PostFormValue("name")),
		Repository: strings.TrimSpace(r.PostFormValue("repository")),
		Branch:     strings.TrimSpace(r.PostFormValue("branch")),
		DocsDir:    strings.TrimSpace(r.PostFormValue("docs")),
		CodeHost:   strings.TrimSpace(r.PostFormValue("codehost")),
		TokenEnv:   strings.TrimSpace(r.PostFormValue("token")),
		APIURL:     strings.TrimSpace(r.PostFormValue("api")),
		Draft:      r.PostFormValue("draft") != "",
	}
	f.Errors = validateProject(&f)
	return f
}

// validateProject checks and normalises the form's fields.
func validateProject(f *projectForm) map[string]string {
	errs := map[string]string{}
	switch {
	case f.ID == "":
		errs["id"] = "Choose an id. It appears in the site's address and in API paths."
	case !projectID.MatchString(f.ID):
		errs["id"] = "Use 1 to 63 lowercase letters, digits and hyphens, starting with a letter or digit."
	}
	if n := utf8.RuneCountInString(f.Name); n > maxProjectName {
		errs["name"] = fmt.Sprintf("Use at most %d characters.", maxProjectName)
	} else if strings.ContainsFunc(f.Name, func(c rune) bool { return c < 0x20 || c == 0x7f }) {
		errs["name"] = "Use a name without control characters."
	}
	kind, msg := repositoryKind(f.Repository)
	if msg != "" {
		errs["repository"] = msg
	}
	if f.Branch == "" {
		f.Branch = "main"
	}
	if msg := checkBranch(f.Branch); msg != "" {
		errs["branch"] = msg
	}
	if f.DocsDir != "" {
		d := strings.Trim(strings.ReplaceAll(f.DocsDir, "\\", "/"), "/")
		clean := path.Clean(d)
		switch {
		case clean == ".." || strings.HasPrefix(clean, "../"):
			errs["docs"] = "The folder must be inside the repository."
		case strings.ContainsFunc(d, func(c rune) bool { return c < 0x20 || c == 0x7f }):
			errs["docs"] = "Use a folder name without control characters."
		default:
			if clean == "." {
				clean = ""
			}
			f.DocsDir = clean
		}
	}
	switch f.CodeHost {
	case "":
		if kind != "" {
			f.CodeHost = detectCodeHost(kind, f.Repository)
		}
	case "local", "github", "gitlab", "gitea":
	default:
		errs["codehost"] = "Choose one of the listed code hosts."
	}
	if f.CodeHost == "local" && kind == "url" {
		errs["codehost"] = "A local code host needs a repository on this server's disk; choose the host of this git URL."
	}
	if f.CodeHost != "" && f.CodeHost != "local" {
		if kind == "path" {
			errs["codehost"] = "A path on this server is reviewed here: choose Local, or give the repository's git URL."
		}
		if f.TokenEnv == "" {
			f.TokenEnv = tokenEnv(f.CodeHost)
		}
		if !envName.MatchString(f.TokenEnv) {
			errs["token"] = "Give the name of an environment variable of the server, such as GITHUB_TOKEN."
		}
		if f.APIURL != "" {
			if u, err := url.Parse(f.APIURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
				errs["api"] = "Give the API's address, such as https://ghe.example.com/api/v3, or leave it empty."
			}
		}
	} else {
		f.TokenEnv, f.APIURL, f.Draft = "", "", false
	}
	return errs
}

// envName is an environment variable's name.
var envName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// repositoryKind says whether s is a path on the server ("path") or a git
// URL ("url"), or why it is neither.
func repositoryKind(s string) (kind, problem string) {
	switch {
	case s == "":
		return "", "Give the repository: a path on this server, or a git URL."
	case strings.ContainsFunc(s, func(c rune) bool { return c < 0x20 || c == 0x7f }):
		return "", "Remove the control characters from the repository."
	case strings.Contains(s, "://"):
		u, err := url.Parse(s)
		if err != nil || u.Host == "" && u.Scheme != "file" {
			return "", "This git URL cannot be read. Use a form such as https://github.com/acme/docs.git."
		}
		switch u.Scheme {
		case "https", "http", "ssh", "git":
			if u.Host == "" {
				return "", "The git URL has no host."
			}
			if u.User != nil {
				if _, hasPassword := u.User.Password(); hasPassword {
					return "", "Do not put a password or token in the URL; give the code host's token through an environment variable."
				}
			}
			return "url", ""
		case "file":
			return "path", ""
		default:
			return "", "Use an https://, ssh:// or git@host:path URL."
		}
	case scpLike.MatchString(s):
		return "url", ""
	case strings.HasPrefix(s, "/"):
		return "path", ""
	case strings.HasPrefix(s, "-"):
		return "", "A repository cannot start with a hyphen."
	default:
		return "", "Give an absolute path (such as /srv/docs) or a git URL."
	}
}

// detectCodeHost guesses the code host of a repository.
func detectCodeHost(kind, repo string) string {
	if kind == "path" {
		return "local"
	}
	host := repo
	if u, err := url.Parse(repo); err == nil && u.Host != "" {
		host = u.Hostname()
	} else if _, rest, ok := strings.Cut(repo, "@"); ok {
		host, _, _ = strings.Cut(rest, ":")
	}
	host = strings.ToLower(host)
	switch {
	case host == "github.com" || strings.HasPrefix(host, "github."):
		return "github"
	case host == "gitlab.com" || strings.HasPrefix(host, "gitlab."):
		return "gitlab"
	default:
		// Gitea and Forgejo are the usual self-hosted servers (codeberg.org
		// among them).
		return "gitea"
	}
}

// checkBranch applies the rules of git check-ref-format that a person
// is likely to break.
func checkBranch(b string) string {
	switch {
	case len(b) > 200:
		return "Use a shorter branch name."
	case strings.HasPrefix(b, "-") || strings.HasPrefix(b, "/") || strings.HasSuffix(b, "/") || strings.HasSuffix(b, "."):
		return "A branch name cannot start with - or /, or end with / or a dot."
	case strings.Contains(b, "..") || strings.Contains(b, "//") || strings.Contains(b, "@{") || strings.HasSuffix(b, ".lock"):
		return "This is not a valid git branch name."
	case strings.ContainsFunc(b, func(c rune) bool {
		return c <= ' ' || c == 0x7f || strings.ContainsRune("~^:?*[\\", c)
	}):
		return "A branch name cannot contain spaces or any of ~ ^ : ? * [ \\."
	}
	return ""
}

// tokenEnv is the environment variable a new project's code host token is
// read from, by convention.
func tokenEnv(host string) string {
	switch host {
	case "github":
		return "GITHUB_TOKEN"
	case "gitlab":
		return "GITLAB_TOKEN"
	case "gitea":
		return "GITEA_TOKEN"
	}
	return ""
}

func (pp *projectPages) createProject(w http.ResponseWriter, r *http.Request, s *session) error {
	f := parseProjectForm(r)
	f.Hosts = pp.codeHosts
	if f.CodeHost != "" && !f.Offers(f.CodeHost) && f.Errors["codehost"] == "" {
		f.Errors["codehost"] = "This server cannot open pull requests there; choose one of the listed code hosts."
	}
	if len(f.Errors) == 0 && pp.git != nil && strings.HasPrefix(f.Repository, "/") && f.DocsDir != "" {
		// A docs folder linked out of the repository would give agents
		// the folder it points at.
		switch err := pp.git.CheckFolder(r.Context(), f.Repository, f.Branch, f.DocsDir); {
		case errors.Is(err, git.ErrOutside):
			f.Errors["docs"] = "This folder is a symbolic link that leads out of the repository (or into .git) on the branch. Give the folder it should be."
		case errors.Is(err, git.ErrNoFolder):
			f.Errors["docs"] = "There is no such folder on the branch."
		case err != nil:
			f.Errors["repository"] = "This is not a git repository Folio can read."
		}
	}
	if len(f.Errors) > 0 {
		return pp.renderProjectForm(w, r, s, http.StatusUnprocessableEntity, f)
	}
	now := pp.now().UTC()
	p := domain.Project{
		ID: f.ID, Name: cmp.Or(f.Name, f.ID), Repository: f.Repository, Branch: f.Branch, DocsDir: f.DocsDir,
		CodeHost: f.CodeHost, TokenEnv: f.TokenEnv, CreatedAt: now, UpdatedAt: now,
		HostSettings: domain.HostSettings{APIURL: f.APIURL, Draft: f.Draft},
	}
	if p.CodeHost != "local" {
		secret, err := auth.RandomString(pp.rand, 32)
		if err != nil {
			return fmt.Errorf("webhook secret: %w", err)
		}
		p.HostSettings.HookSecret = secret
		if pp.checkHost != nil {
			if field, msg := pp.access(r.Context(), p); msg != "" {
				f.Errors[field] = msg
				return pp.renderProjectForm(w, r, s, http.StatusUnprocessableEntity, f)
			}
		}
	}
	err := pp.store.CreateProject(r.Context(), p)
	if errors.Is(err, store.ErrConflict) {
		f.Errors["id"] = "A project with this id already exists. Choose another id."
		return pp.renderProjectForm(w, r, s, http.StatusUnprocessableEntity, f)
	}
	if err != nil {
		return fmt.Errorf("create project %s: %w", p.ID, err)
	}
	pp.log.InfoContext(r.Context(), "dashboard: project created", "project", p.ID)
	pp.record(r, audit.Event{Action: audit.ProjectCreate, TargetKind: "project", TargetID: p.ID, ProjectID: p.ID,
		Detail: map[string]string{"name": p.Name, "codeHost": p.CodeHost, "branch": p.Branch}})
	pp.setFlash(w, "project-created")
	page := pp.prefix + "/projects/" + pathSegment(p.ID)
	if p.HostSettings.HookSecret != "" {
		// The webhook's secret, shown once on the project's page.
		sealed, err := sealSecret(pp.rand, s, "hook:"+p.ID, p.HostSettings.HookSecret)
		if err != nil {
			return err
		}
		pp.setCookie(w, hookSecretCookie, sealed, page, secretTTL, http.SameSiteStrictMode)
	}
	http.Redirect(w, r, page, http.StatusSeeOther)
	return nil
}

// hookSecretCookie carries a new project's code host webhook secret,
// sealed, to its page.
const hookSecretCookie = "folio_hook_secret"

// access asks the code host whether a new project's credentials reach
// its repository, and says which field to fix when they do not.
func (pp *projectPages) access(ctx context.Context, p domain.Project) (field, msg string) {
	a, err := pp.checkHost(ctx, p)
	var rl *codehost.RateLimitError
	var se *codehost.ScopeError
	switch {
	case errors.As(err, &se):
		return "token", fmt.Sprintf("The token lacks the scope %s, without which the code host does not show it this repository: make a token with it.", strings.Join(se.Missing, " and "))
	case errors.Is(err, codehost.ErrUnauthorized):
		return "token", fmt.Sprintf("The code host refused the token in $%s: it is missing on the server, wrong, expired or revoked.", p.TokenEnv)
	case errors.Is(err, codehost.ErrNotFound):
		return "repository", "The code host does not show this repository to the token: check the address, and that the token can see it."
	case errors.Is(err, codehost.ErrForbidden):
		return "token", "The token may not read the repository through the API: give it the repository scope."
	case errors.As(err, &rl):
		return "codehost", "The code host's rate limit is reached; try again in a minute."
	case err != nil:
		return "codehost", "The code host could not be asked whether the token works. Check the API address, or try again."
	case len(a.Missing) > 0:
		return "token", fmt.Sprintf("The token reaches the repository but lacks the scope %s, which pushing and opening pull requests need: make a token with it.", strings.Join(a.Missing, " and "))
	case !a.Push || !a.PullRequests:
		return "token", "The token reaches the repository but may not push to it or open pull requests: give it write access."
	}
	return "", ""
}

type deleteProjectView struct {
	Project domain.Project
	Jobs    int
	Confirm string
	Error   string
}

func (pp *projectPages) deleteProjectPage(w http.ResponseWriter, r *http.Request, s *session) error {
	return pp.renderDeleteProject(w, r, s, http.StatusOK, r.PathValue("project"), "", "")
}

func (pp *projectPages) renderDeleteProject(w http.ResponseWriter, r *http.Request, s *session, status int, id, confirm, problem string) error {
	ctx := r.Context()
	p, err := pp.store.Project(ctx, id)
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	v := deleteProjectView{Project: p, Confirm: confirm, Error: problem}
	for _, st := range []domain.JobStatus{domain.StatusActive, domain.StatusCompleted, domain.StatusFailed, domain.StatusArchived} {
		n, err := pp.store.CountJobs(ctx, p.ID, st)
		if err != nil {
			return fmt.Errorf("count jobs of %s: %w", p.ID, err)
		}
		v.Jobs += n
	}
	meta := pageMeta{Title: "Delete " + p.Name, Section: "projects", Crumbs: []crumb{
		{"Projects", pp.prefix + "/projects"},
		{p.Name, pp.prefix + "/projects/" + pathSegment(p.ID)},
		{"Delete", ""},
	}}
	return pp.render(w, r, status, "project_delete", s, meta, v)
}

func (pp *projectPages) deleteProject(w http.ResponseWriter, r *http.Request, s *session) error {
	id := r.PathValue("project")
	confirm := strings.TrimSpace(r.PostFormValue("confirm"))
	if confirm != id {
		return pp.renderDeleteProject(w, r, s, http.StatusUnprocessableEntity, id, confirm, "Type the project's id exactly to confirm.")
	}
	if err := pp.store.DeleteProject(r.Context(), id); err != nil {
		return fmt.Errorf("delete project %s: %w", id, err)
	}
	pp.log.InfoContext(r.Context(), "dashboard: project deleted", "project", id)
	pp.record(r, audit.Event{Action: audit.ProjectDelete, TargetKind: "project", TargetID: id, ProjectID: id})
	pp.setFlash(w, "project-deleted")
	http.Redirect(w, r, pp.prefix+"/projects", http.StatusSeeOther)
	return nil
}
