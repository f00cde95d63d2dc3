package dashboard

import (
	"cmp"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

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
	store.Project
	ActiveJobs int
	Site       string
}

type projectsView struct {
	Projects []projectRow
}

func (h *handler) projectsPage(w http.ResponseWriter, r *http.Request, s *session) error {
	projects, err := h.store.Projects(r.Context())
	if err != nil {
		return fmt.Errorf("list projects: %w", err)
	}
	v := projectsView{}
	for _, p := range projects {
		n, err := h.store.CountJobs(r.Context(), p.ID, store.StatusActive)
		if err != nil {
			return fmt.Errorf("count active jobs of %s: %w", p.ID, err)
		}
		v.Projects = append(v.Projects, projectRow{Project: p, ActiveJobs: n, Site: h.projectSite(p.ID)})
	}
	return h.render(w, r, http.StatusOK, "projects", s, pageMeta{Title: "Projects", Section: "projects"}, v)
}

// jobRow is a job in a list: its status and the line that says what it is
// about (its summary, or else its first prompt).
type jobRow struct {
	store.Job
	Title string
}

type projectView struct {
	Project    store.Project
	Site       string
	Jobs       []jobRow
	Filters    []jobFilter
	Status     string // the status the list is filtered by ("" = all)
	Next       string // the link to the next page ("" on the last)
	First      string // the link to the first page when this is not it
	APIExample string
	// Changes: the project's changes are reviewed here; OpenChanges
	// counts the open ones.
	Changes     bool
	OpenChanges int
}

// jobFilter is one tab above the jobs: a status, its count and its link.
type jobFilter struct {
	Label  string
	Status string
	Count  int
	URL    string
	Active bool
}

func (h *handler) projectPage(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	p, err := h.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	self := h.prefix + "/projects/" + pathSegment(p.ID)
	v := projectView{Project: p, Site: h.projectSite(p.ID)}
	if v.Changes, v.OpenChanges, err = h.changeCounts(ctx, p); err != nil {
		return err
	}
	status := store.JobStatus(r.URL.Query().Get("status"))
	v.Filters = append(v.Filters, jobFilter{Label: "All", URL: self})
	for _, st := range []store.JobStatus{store.StatusActive, store.StatusCompleted, store.StatusFailed, store.StatusArchived} {
		n, err := h.store.CountJobs(ctx, p.ID, st)
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
	q := store.JobQuery{ProjectID: p.ID, Status: store.JobStatus(v.Status), Limit: jobsPerPage}
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
	page, err := h.store.Jobs(ctx, q)
	if err != nil {
		return fmt.Errorf("list jobs of %s: %w", p.ID, err)
	}
	for _, j := range page.Jobs {
		title := firstLine(120, j.Summary)
		if title == "" {
			msgs, err := h.store.Messages(ctx, j.ID)
			if err != nil {
				return fmt.Errorf("read transcript of job %s: %w", j.ID, err)
			}
			for _, m := range msgs {
				if m.Role == store.RoleUser {
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
	base := h.apiBase
	if base == "" {
		base = "http://" + r.Host
		if r.TLS != nil || h.secure {
			base = "https://" + r.Host
		}
	}
	v.APIExample = fmt.Sprintf("curl -X POST %s/v2/agent/%s/job \\\n  -H \"Authorization: Bearer svc_…\" \\\n  -H \"Content-Type: application/json\" \\\n  -d '{\"prompt\":\"Document the new settings page\"}'", base, p.ID)
	meta := pageMeta{Title: p.Name, Section: "projects", Crumbs: []crumb{{"Projects", h.prefix + "/projects"}, {p.Name, ""}}}
	return h.render(w, r, http.StatusOK, "project", s, meta, v)
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

type jobView struct {
	Project  store.Project
	Job      store.Job
	Title    string // the first line of the first prompt
	Messages []store.Message
	Site     string
	Changes  []changeRow // the job's changes in the built-in review, newest first
	Preview  string      // the live preview of the job's branch
}

func (h *handler) jobPage(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	p, err := h.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	j, err := h.store.Job(ctx, p.ID, r.PathValue("job"))
	if err != nil {
		return fmt.Errorf("read job: %w", err)
	}
	msgs, err := h.store.Messages(ctx, j.ID)
	if err != nil {
		return fmt.Errorf("read transcript of job %s: %w", j.ID, err)
	}
	v := jobView{Project: p, Job: j, Messages: msgs, Site: h.projectSite(p.ID)}
	if v.Changes, err = h.jobChanges(ctx, p.ID, j.ID); err != nil {
		return err
	}
	if j.Branch != "" {
		v.Preview = h.previewLink(p.ID, j.ID)
	}
	for _, m := range msgs {
		if m.Role == store.RoleUser {
			v.Title = firstLine(100, m.Content)
			break
		}
	}
	meta := pageMeta{Title: cmp.Or(v.Title, "Job "+j.ID), Section: "projects", Crumbs: []crumb{
		{"Projects", h.prefix + "/projects"},
		{p.Name, h.prefix + "/projects/" + pathSegment(p.ID)},
		{j.ID, ""},
	}}
	return h.render(w, r, http.StatusOK, "job", s, meta, v)
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
	Errors     map[string]string
}

func (h *handler) newProjectPage(w http.ResponseWriter, r *http.Request, s *session) error {
	return h.renderProjectForm(w, r, s, http.StatusOK, projectForm{Branch: "main"})
}

func (h *handler) renderProjectForm(w http.ResponseWriter, r *http.Request, s *session, status int, f projectForm) error {
	meta := pageMeta{Title: "Add a project", Section: "projects", Crumbs: []crumb{{"Projects", h.prefix + "/projects"}, {"Add a project", ""}}}
	return h.render(w, r, status, "project_new", s, meta, f)
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
	return errs
}

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

func (h *handler) createProject(w http.ResponseWriter, r *http.Request, s *session) error {
	f := parseProjectForm(r)
	if len(f.Errors) == 0 && h.git != nil && strings.HasPrefix(f.Repository, "/") && f.DocsDir != "" {
		// A docs folder linked out of the repository would give agents
		// the folder it points at.
		switch err := h.git.CheckFolder(r.Context(), f.Repository, f.Branch, f.DocsDir); {
		case errors.Is(err, git.ErrOutside):
			f.Errors["docs"] = "This folder is a symbolic link that leads out of the repository (or into .git) on the branch. Give the folder it should be."
		case errors.Is(err, git.ErrNoFolder):
			f.Errors["docs"] = "There is no such folder on the branch."
		case err != nil:
			f.Errors["repository"] = "This is not a git repository Folio can read."
		}
	}
	if len(f.Errors) > 0 {
		return h.renderProjectForm(w, r, s, http.StatusUnprocessableEntity, f)
	}
	now := h.now().UTC()
	p := store.Project{
		ID: f.ID, Name: cmp.Or(f.Name, f.ID), Repository: f.Repository, Branch: f.Branch, DocsDir: f.DocsDir,
		CodeHost: f.CodeHost, TokenEnv: tokenEnv(f.CodeHost), CreatedAt: now, UpdatedAt: now,
	}
	err := h.store.CreateProject(r.Context(), p)
	if errors.Is(err, store.ErrConflict) {
		f.Errors["id"] = "A project with this id already exists. Choose another id."
		return h.renderProjectForm(w, r, s, http.StatusUnprocessableEntity, f)
	}
	if err != nil {
		return fmt.Errorf("create project %s: %w", p.ID, err)
	}
	h.log.InfoContext(r.Context(), "dashboard: project created", "project", p.ID)
	h.setFlash(w, "project-created")
	http.Redirect(w, r, h.prefix+"/projects/"+pathSegment(p.ID), http.StatusSeeOther)
	return nil
}

type deleteProjectView struct {
	Project store.Project
	Jobs    int
	Confirm string
	Error   string
}

func (h *handler) deleteProjectPage(w http.ResponseWriter, r *http.Request, s *session) error {
	return h.renderDeleteProject(w, r, s, http.StatusOK, r.PathValue("project"), "", "")
}

func (h *handler) renderDeleteProject(w http.ResponseWriter, r *http.Request, s *session, status int, id, confirm, problem string) error {
	ctx := r.Context()
	p, err := h.store.Project(ctx, id)
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	v := deleteProjectView{Project: p, Confirm: confirm, Error: problem}
	for _, st := range []store.JobStatus{store.StatusActive, store.StatusCompleted, store.StatusFailed, store.StatusArchived} {
		n, err := h.store.CountJobs(ctx, p.ID, st)
		if err != nil {
			return fmt.Errorf("count jobs of %s: %w", p.ID, err)
		}
		v.Jobs += n
	}
	meta := pageMeta{Title: "Delete " + p.Name, Section: "projects", Crumbs: []crumb{
		{"Projects", h.prefix + "/projects"},
		{p.Name, h.prefix + "/projects/" + pathSegment(p.ID)},
		{"Delete", ""},
	}}
	return h.render(w, r, status, "project_delete", s, meta, v)
}

func (h *handler) deleteProject(w http.ResponseWriter, r *http.Request, s *session) error {
	id := r.PathValue("project")
	confirm := strings.TrimSpace(r.PostFormValue("confirm"))
	if confirm != id {
		return h.renderDeleteProject(w, r, s, http.StatusUnprocessableEntity, id, confirm, "Type the project's id exactly to confirm.")
	}
	if err := h.store.DeleteProject(r.Context(), id); err != nil {
		return fmt.Errorf("delete project %s: %w", id, err)
	}
	h.log.InfoContext(r.Context(), "dashboard: project deleted", "project", id)
	h.setFlash(w, "project-deleted")
	http.Redirect(w, r, h.prefix+"/projects", http.StatusSeeOther)
	return nil
}
