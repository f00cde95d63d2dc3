package dashboard

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"html/template"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/local"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// This file is the built-in review: a project's changes (the pull
// requests of the local code host) and the change page with its summary,
// commits, comments, diff, live preview, and the Merge and Close buttons.

// Review is the local code host as the change pages use it;
// *local.Host is one.
type Review interface {
	Range(ctx context.Context, repo codehost.Repo, c store.Change) (local.Range, error)
	Commits(ctx context.Context, repo codehost.Repo, r local.Range, limit int) ([]local.Commit, bool, error)
	Diff(ctx context.Context, repo codehost.Repo, r local.Range, o local.DiffOptions) (local.Diff, error)
	Blobs(ctx context.Context, repo codehost.Repo, ids []string, limit int64) (map[string][]byte, error)
	CheckMerge(ctx context.Context, repo codehost.Repo, c store.Change) (local.MergeCheck, error)
	Merge(ctx context.Context, repo codehost.Repo, number int, o local.MergeOptions) (codehost.PullRequest, error)
	Close(ctx context.Context, repo codehost.Repo, number int, by string) (codehost.PullRequest, error)
	CommentAs(ctx context.Context, repo codehost.Repo, number int, author, body string) error
}

var _ Review = (*local.Host)(nil)

const (
	changesPerPage = 25
	// maxComment bounds a comment written on the dashboard.
	maxComment = 65536
)

// changeNotices are what the change page says after a form sent the
// browser back to it (?done=…).
var changeNotices = map[string]string{
	"merged":    "Change merged. The project's site is being rebuilt from the new commit.",
	"closed":    "Change closed. Its branch stays in the repository.",
	"commented": "Comment added.",
}

// changePages are the built-in review's pages of a project's changes.
type changePages struct{ *handler }

// changeRoutes adds the change pages of a project to mux.
func (cp *changePages) changeRoutes(mux *http.ServeMux) {
	p := cp.prefix + "/projects/{project}/changes"
	cp.handle(mux, "GET "+p, domain.RoleViewer, cp.changesPage)
	cp.handle(mux, "GET "+p+"/{number}", domain.RoleViewer, cp.changePage)
	cp.handle(mux, "GET "+p+"/{number}/diff", domain.RoleViewer, cp.changeFileDiff)
	cp.handle(mux, "POST "+p+"/{number}/merge", domain.RoleEditor, cp.mergeChange)
	cp.handle(mux, "POST "+p+"/{number}/close", domain.RoleEditor, cp.closeChange)
	cp.handle(mux, "POST "+p+"/{number}/comments", domain.RoleEditor, cp.commentChange)
}

func (cp *changePages) changesPath(projectID string) string {
	return cp.prefix + "/projects/" + pathSegment(projectID) + "/changes"
}

func (cp *changePages) changePath(projectID string, n int) string {
	return cp.changesPath(projectID) + "/" + strconv.Itoa(n)
}

// jobPath is a job's page (shared: the job pages and the changes link
// to it).
func (h *handler) jobPath(projectID, jobID string) string {
	return h.prefix + "/projects/" + pathSegment(projectID) + "/jobs/" + pathSegment(jobID)
}

// previewLink is the live preview of a job's branch ("" when unknown),
// for the job and change pages.
func (h *handler) previewLink(projectID, jobID string) string {
	if h.previewURL == nil || jobID == "" {
		return ""
	}
	return h.previewURL(projectID, jobID)
}

// changeCounts says whether a project's changes are reviewed here (the
// review is on and the project's code host is local, or it has changes)
// and how many are open.
func (cp *changePages) changeCounts(ctx context.Context, p domain.Project) (shown bool, open int, err error) {
	if cp.review == nil {
		return false, 0, nil
	}
	all, err := cp.store.CountChanges(ctx, p.ID, "")
	if err != nil {
		return false, 0, fmt.Errorf("count changes of %s: %w", p.ID, err)
	}
	if open, err = cp.store.CountChanges(ctx, p.ID, store.ChangeOpen); err != nil {
		return false, 0, fmt.Errorf("count changes of %s: %w", p.ID, err)
	}
	return p.CodeHost == local.Name || all > 0, open, nil
}

// jobChanges lists the changes a job opened, newest first.
func (cp *changePages) jobChanges(ctx context.Context, projectID, jobID string) ([]changeRow, error) {
	if cp.review == nil {
		return nil, nil
	}
	cs, err := cp.store.Changes(ctx, store.ChangeQuery{ProjectID: projectID, JobID: jobID, Limit: 20})
	if err != nil {
		return nil, fmt.Errorf("list the changes of job %s: %w", jobID, err)
	}
	var rows []changeRow
	for _, c := range cs {
		rows = append(rows, changeRow{Change: c, URL: cp.changePath(projectID, c.Number)})
	}
	return rows, nil
}

func repoOf(p domain.Project) codehost.Repo {
	return codehost.Repo{Project: p.ID, URL: p.Repository}
}

// changeRow is a change in a list.
type changeRow struct {
	store.Change
	URL string
}

type changesView struct {
	Project domain.Project
	Changes []changeRow
	Filters []jobFilter
	State   string
	Heading string
	Next    string
	First   string
	Local   bool // the project's code host is the built-in review
}

func (cp *changePages) changesPage(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	p, err := cp.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	self := cp.changesPath(p.ID)
	v := changesView{Project: p, Local: p.CodeHost == local.Name}
	state := store.ChangeState(r.URL.Query().Get("state"))
	if r.URL.Query().Get("state") == "" {
		state = store.ChangeOpen
	}
	for _, st := range []store.ChangeState{store.ChangeOpen, store.ChangeMerged, store.ChangeClosed, ""} {
		n, err := cp.store.CountChanges(ctx, p.ID, st)
		if err != nil {
			return fmt.Errorf("count changes of %s: %w", p.ID, err)
		}
		label, q := "All", "all"
		if st != "" {
			label, q = strings.ToUpper(string(st[:1]))+string(st[1:]), string(st)
		}
		v.Filters = append(v.Filters, jobFilter{Label: label, Status: q, Count: n, URL: self + "?state=" + q, Active: st == state || st == "" && state == "all"})
	}
	if !slices.ContainsFunc(v.Filters, func(f jobFilter) bool { return f.Active }) {
		return &httpError{status: http.StatusBadRequest, title: "Bad filter", msg: "Changes are open, merged or closed.", link: self, linkText: "Show open changes"}
	}
	v.State = string(state)
	v.Heading = map[string]string{"open": "Open changes", "merged": "Merged changes", "closed": "Closed changes", "all": "All changes"}[v.State]
	q := store.ChangeQuery{ProjectID: p.ID, Limit: changesPerPage + 1}
	if state != "all" {
		q.State = state
	}
	if b := r.URL.Query().Get("before"); b != "" {
		n, err := strconv.Atoi(b)
		if err != nil || n < 1 {
			return &httpError{status: http.StatusBadRequest, title: "Bad page link", msg: "This link to a page of changes is not valid.", link: self, linkText: "Show open changes"}
		}
		q.Before = n
		v.First = self + "?state=" + v.State
	}
	cs, err := cp.store.Changes(ctx, q)
	if err != nil {
		return fmt.Errorf("list changes of %s: %w", p.ID, err)
	}
	if len(cs) > changesPerPage {
		cs = cs[:changesPerPage]
		v.Next = self + "?state=" + v.State + "&before=" + strconv.Itoa(cs[len(cs)-1].Number)
	}
	for _, c := range cs {
		v.Changes = append(v.Changes, changeRow{Change: c, URL: cp.changePath(p.ID, c.Number)})
	}
	meta := pageMeta{Title: "Changes · " + p.Name, Section: "projects", Crumbs: []crumb{
		{"Projects", cp.prefix + "/projects"},
		{p.Name, cp.prefix + "/projects/" + pathSegment(p.ID)},
		{"Changes", ""},
	}}
	return cp.render(w, r, http.StatusOK, "changes", s, meta, v)
}

// changeView is what the change page shows.
type changeView struct {
	Project domain.Project
	Change  store.Change
	// Editor says the user may merge, close and comment (the forms show).
	Editor  bool
	Self    string // the page, conversation tab
	Tab     string // conversation, commits, files
	Notice  string
	Job     *domain.Job
	JobURL  string
	Preview string
	Body    template.HTML
	Ahead   int

	Timeline    []timelineItem
	Commits     []local.Commit
	MoreCommits bool
	CommitURL   string // the first commit's files view ("" if none)

	Check      *local.MergeCheck
	CheckError string
	// Conflict lists the files of a merge that just failed on them.
	Conflict   []string
	MergeError string

	Files       int
	Added       int
	Deleted     int
	Diff        *diffView
	DiffError   string
	Split       bool
	IgnoreSpace bool
	Only        string // the one file drawn, if any
	FilesURL    string // the files tab in the view chosen
	ViewURL     string // the files tab in the other view
	SpaceURL    string // the files tab with white space the other way
	AllFilesURL string
	// Pager pages the files of a change with more than filesPerPage.
	Pager *filePager

	Comment      string
	CommentError string
	CSRF         string // the session's token, for the merge box's forms
}

// timelineItem is one event of a change's conversation.
type timelineItem struct {
	Kind    string // opened, commit, comment, merged, closed
	When    time.Time
	Who     string
	Body    template.HTML // a comment
	Commit  local.Commit
	Text    string
	Initial string
	Agent   bool // written by the agent
}

// loadChange reads the project and change of a request's path.
func (cp *changePages) loadChange(r *http.Request) (domain.Project, store.Change, error) {
	ctx := r.Context()
	p, err := cp.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return domain.Project{}, store.Change{}, fmt.Errorf("read project: %w", err)
	}
	n, err := strconv.Atoi(r.PathValue("number"))
	if err != nil || n < 1 || cp.review == nil {
		return domain.Project{}, store.Change{}, errNotFound
	}
	c, err := cp.store.Change(ctx, p.ID, n)
	if err != nil {
		return domain.Project{}, store.Change{}, fmt.Errorf("read change: %w", err)
	}
	return p, c, nil
}

func (cp *changePages) changePage(w http.ResponseWriter, r *http.Request, s *session) error {
	p, c, err := cp.loadChange(r)
	if err != nil {
		return err
	}
	v := changeView{Notice: changeNotices[r.URL.Query().Get("done")]}
	return cp.renderChange(w, r, s, http.StatusOK, p, c, v)
}

// renderChange fills v from the repository and renders the page.
func (cp *changePages) renderChange(w http.ResponseWriter, r *http.Request, s *session, status int, p domain.Project, c store.Change, v changeView) error {
	ctx := r.Context()
	q := r.URL.Query()
	v.Project, v.Change, v.CSRF = p, c, s.CSRF
	v.Editor = s.on(p.ID).AtLeast(domain.RoleEditor)
	v.Self = cp.changePath(p.ID, c.Number)
	v.Tab = q.Get("tab")
	if v.Tab != "commits" && v.Tab != "files" {
		v.Tab = "conversation"
	}
	v.Split = q.Get("view") == "split"
	v.IgnoreSpace = q.Get("w") == "1"
	v.Only = q.Get("file")
	view := "unified"
	if v.Split {
		view = "split"
	}
	filesURL := func(view string, ignore bool) string {
		u := v.Self + "?tab=files&view=" + view
		if ignore {
			u += "&w=1"
		}
		return u
	}
	v.FilesURL = filesURL(view, v.IgnoreSpace)
	v.ViewURL = filesURL(map[bool]string{true: "unified", false: "split"}[v.Split], v.IgnoreSpace)
	v.SpaceURL = filesURL(view, !v.IgnoreSpace)
	v.AllFilesURL = v.FilesURL
	if v.Only != "" {
		v.ViewURL += "&file=" + url.QueryEscape(v.Only)
		v.SpaceURL += "&file=" + url.QueryEscape(v.Only)
	}
	v.Body = renderMarkdown(c.Body)
	if c.JobID != "" {
		v.JobURL = cp.jobPath(p.ID, c.JobID)
		v.Preview = cp.previewLink(p.ID, c.JobID)
		if j, err := cp.store.Job(ctx, p.ID, c.JobID); err == nil {
			v.Job = &j
		} else if !errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("read job %s: %w", c.JobID, err)
		}
	}

	repo := repoOf(p)
	rng, err := cp.review.Range(ctx, repo, c)
	if err != nil {
		cp.log.WarnContext(ctx, "dashboard: read a change's range", "project", p.ID, "change", c.Number, "err", err)
		v.DiffError = "The repository could not be read, so the commits and the diff cannot be shown. The server's log says why."
	}
	if err == nil {
		v.Commits, v.MoreCommits, err = cp.review.Commits(ctx, repo, rng, 0)
		if err != nil {
			return fmt.Errorf("read commits of change %d: %w", c.Number, err)
		}
		d, err := cp.review.Diff(ctx, repo, rng, local.DiffOptions{IgnoreSpace: v.IgnoreSpace})
		if err != nil {
			return fmt.Errorf("read the diff of change %d: %w", c.Number, err)
		}
		v.Files, v.Added, v.Deleted = len(d.Files), d.Added, d.Deleted
		if v.Tab == "files" {
			if err := cp.filesTab(ctx, repo, &v, d, view, q.Get("page")); err != nil {
				return fmt.Errorf("draw the diff of change %d: %w", c.Number, err)
			}
		}
	}
	if c.State == store.ChangeOpen {
		mc, err := cp.review.CheckMerge(ctx, repo, c)
		if err != nil {
			cp.log.WarnContext(ctx, "dashboard: check a change's merge", "project", p.ID, "change", c.Number, "err", err)
			v.CheckError = "Folio could not check whether this change merges cleanly. The server's log says why."
		} else {
			v.Check = &mc
			v.Ahead = mc.Ahead
		}
	}
	if v.Ahead == 0 {
		v.Ahead = len(v.Commits)
	}
	if v.Tab == "conversation" {
		cms, err := cp.store.ChangeComments(ctx, p.ID, c.Number)
		if err != nil {
			return fmt.Errorf("read comments of change %d: %w", c.Number, err)
		}
		v.Timeline = timeline(c, v.Commits, cms)
	}
	title := c.Title + " · #" + strconv.Itoa(c.Number)
	meta := pageMeta{Title: title, Section: "projects", Crumbs: []crumb{
		{"Projects", cp.prefix + "/projects"},
		{p.Name, cp.prefix + "/projects/" + pathSegment(p.ID)},
		{"Changes", cp.changesPath(p.ID)},
		{"#" + strconv.Itoa(c.Number), ""},
	}}
	return cp.render(w, r, status, "change", s, meta, v)
}

// filesTab draws the files tab: the page of files the request asks for
// (or the one file), each drawn within the page's budget or left for the
// script to load.
func (cp *changePages) filesTab(ctx context.Context, repo codehost.Repo, v *changeView, d local.Diff, view, page string) error {
	at := -1
	if v.Only != "" {
		at = slices.IndexFunc(d.Files, func(f local.FileDiff) bool { return f.Path == v.Only })
		if at < 0 {
			v.Only = ""
		}
	}
	shown := d
	if v.Only == "" {
		v.Pager = pageFiles(len(d.Files), page, v.FilesURL)
		if v.Pager != nil {
			shown.Files = d.Files[v.Pager.From-1 : v.Pager.To]
		}
	} else if len(d.Files) > filesPerPage {
		// "Show every file" leads back to the page that holds this one.
		if p := at/filesPerPage + 1; p > 1 {
			v.AllFilesURL += "&page=" + strconv.Itoa(p)
		}
		v.AllFilesURL += "#" + fileAnchor(v.Only)
	}
	var blobs map[string][]byte
	if ids := blobsWanted(shown, v.Only); len(ids) > 0 {
		var err error
		blobs, err = cp.review.Blobs(ctx, repo, ids, highlightBytes)
		if err != nil {
			cp.log.WarnContext(ctx, "dashboard: read files for the diff", "project", repo.Project, "change", v.Change.Number, "err", err)
		}
	}
	v.Diff = buildDiffView(shown, blobs, v.Split, v.Only, v.FilesURL, cp.code)
	fragment := v.Self + "/diff?view=" + view
	if v.IgnoreSpace {
		fragment += "&w=1"
	}
	for i := range v.Diff.Files {
		f := &v.Diff.Files[i]
		f.Fragment = fragment + "&file=" + url.QueryEscape(f.Path)
		if f.OldPath != "" {
			f.Fragment += "&old=" + url.QueryEscape(f.OldPath)
		}
	}
	return drawFiles(cp.pages["change"], v.Diff, v.Only != "")
}

// filePager is where a page of the files tab is among the others.
type filePager struct {
	From, To, Total int // the files shown, 1-based and inclusive
	Prev, Next      string
	Pages           []pageLink
}

type pageLink struct {
	Label   string
	URL     string
	Current bool
}

// pageFiles pages total files (nil when one page holds them all). page
// is the one asked for, clamped to those there are; self is the files
// tab's URL.
func pageFiles(total int, asked, self string) *filePager {
	if total <= filesPerPage {
		return nil
	}
	page, _ := strconv.Atoi(asked) // not a number: the first page
	last := (total + filesPerPage - 1) / filesPerPage
	page = min(max(page, 1), last)
	link := func(n int) string { return self + "&page=" + strconv.Itoa(n) }
	p := &filePager{From: (page-1)*filesPerPage + 1, To: min(page*filesPerPage, total), Total: total}
	if page > 1 {
		p.Prev = link(page - 1)
	}
	if page < last {
		p.Next = link(page + 1)
	}
	// The first and last pages, and two either side of this one, with a
	// gap ("…", no link) where pages are left out.
	for n := 1; n <= last; n++ {
		switch {
		case n == 1 || n == last || n >= page-2 && n <= page+2:
			p.Pages = append(p.Pages, pageLink{Label: strconv.Itoa(n), URL: link(n), Current: n == page})
		case n == page-3 || n == page+3:
			p.Pages = append(p.Pages, pageLink{Label: "…"})
		}
	}
	return p
}

// changeFileDiff answers one file's diff alone, the fragment the files
// tab's script loads when a deferred file is opened. Without the script,
// the same file's link draws it on a page of its own.
func (cp *changePages) changeFileDiff(w http.ResponseWriter, r *http.Request, _ *session) error {
	ctx := r.Context()
	p, c, err := cp.loadChange(r)
	if err != nil {
		return err
	}
	q := r.URL.Query()
	file := q.Get("file")
	split, ignore := q.Get("view") == "split", q.Get("w") == "1"
	repo := repoOf(p)
	rng, err := cp.review.Range(ctx, repo, c)
	if err != nil {
		return fmt.Errorf("read the range of change %d: %w", c.Number, err)
	}
	if file == "" {
		return errNotFound
	}
	// git diffs the one file (and the path it was renamed or copied
	// from), not the change's thousands.
	paths := []string{file}
	if old := q.Get("old"); old != "" {
		paths = append(paths, old)
	}
	d, err := cp.review.Diff(ctx, repo, rng, local.DiffOptions{IgnoreSpace: ignore, Paths: paths})
	if err != nil {
		return fmt.Errorf("read the diff of change %d: %w", c.Number, err)
	}
	if !slices.ContainsFunc(d.Files, func(f local.FileDiff) bool { return f.Path == file }) {
		return errNotFound
	}
	var blobs map[string][]byte
	if ids := blobsWanted(d, file); len(ids) > 0 {
		if blobs, err = cp.review.Blobs(ctx, repo, ids, highlightBytes); err != nil {
			cp.log.WarnContext(ctx, "dashboard: read files for the diff", "project", p.ID, "change", c.Number, "err", err)
		}
	}
	view := "unified"
	if split {
		view = "split"
	}
	self := cp.changePath(p.ID, c.Number) + "?tab=files&view=" + view
	if ignore {
		self += "&w=1"
	}
	v := buildDiffView(d, blobs, split, file, self, cp.code)
	t := cp.pages["change"]
	if err := drawFiles(t, v, true); err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	// A failed write means the client went away: nothing left to tell it.
	_, _ = io.WriteString(w, string(v.Files[0].Body))
	return nil
}

// timeline puts a change's opening, commits, comments and end in order.
func timeline(c store.Change, commits []local.Commit, cms []store.ChangeComment) []timelineItem {
	items := []timelineItem{{Kind: "opened", When: c.CreatedAt, Who: "Folio Agent", Initial: "F"}}
	for _, cm := range commits {
		items = append(items, timelineItem{Kind: "commit", When: cm.When, Who: cm.Author, Commit: cm})
	}
	for _, cm := range cms {
		who := cmp.Or(cm.Author, "Someone")
		items = append(items, timelineItem{Kind: "comment", When: cm.CreatedAt, Who: who, Body: renderMarkdown(cm.Body),
			Initial: initial(who), Agent: who == domain.AgentName})
	}
	switch c.State {
	case store.ChangeMerged:
		items = append(items, timelineItem{Kind: "merged", When: c.MergedAt, Who: cmp.Or(c.ClosedBy, "Someone"), Text: c.MergeCommit})
	case store.ChangeClosed:
		items = append(items, timelineItem{Kind: "closed", When: c.ClosedAt, Who: cmp.Or(c.ClosedBy, "Someone")})
	}
	// Commits made before the change was opened come first, as on
	// GitHub; the rest in time order.
	slices.SortStableFunc(items[1:], func(a, b timelineItem) int { return a.When.Compare(b.When) })
	return items
}

func (cp *changePages) mergeChange(w http.ResponseWriter, r *http.Request, s *session) error {
	p, c, err := cp.loadChange(r)
	if err != nil {
		return err
	}
	var method local.MergeMethod
	switch r.PostFormValue("method") {
	case "merge":
		method = local.MergeCommit
	case "fast-forward":
		method = local.FastForward
	case "":
	default:
		return &httpError{status: http.StatusBadRequest, title: "Bad merge method", msg: "Choose a merge commit or a fast-forward."}
	}
	_, err = cp.review.Merge(r.Context(), repoOf(p), c.Number, local.MergeOptions{Method: method, By: s.user.Label()})
	ev := audit.Event{Action: audit.ChangeMerge, TargetKind: "change", TargetID: strconv.Itoa(c.Number), ProjectID: p.ID,
		Detail: map[string]string{"job": c.JobID, "method": r.PostFormValue("method")}}
	if err != nil && !errors.Is(err, codehost.ErrClosed) {
		// A merge refused (a conflict, a moved base) is worth knowing of
		// too.
		ev.Failed, ev.Detail["reason"] = true, mergeFailure(err)
	}
	if err == nil || ev.Failed {
		cp.record(r, ev)
	}
	var ce *codehost.ConflictError
	switch {
	case err == nil:
		cp.log.InfoContext(r.Context(), "dashboard: change merged", "project", p.ID, "change", c.Number)
		http.Redirect(w, r, cp.changePath(p.ID, c.Number)+"?done=merged", http.StatusSeeOther)
		return nil
	case errors.As(err, &ce):
		return cp.renderChange(w, r, s, http.StatusConflict, p, c, changeView{Conflict: ce.Files})
	case errors.Is(err, codehost.ErrClosed):
		http.Redirect(w, r, cp.changePath(p.ID, c.Number), http.StatusSeeOther)
		return nil
	case errors.Is(err, codehost.ErrConflict):
		msg := "The merge was refused: the base branch changed, or its checkout has uncommitted changes. Nothing was changed; reload the page and try again."
		if method == local.FastForward {
			msg = "The base branch has commits this change lacks, so it cannot be fast-forwarded. Merge with a merge commit instead."
		}
		return cp.renderChange(w, r, s, http.StatusConflict, p, c, changeView{MergeError: msg})
	case errors.Is(err, codehost.ErrNotFound):
		return cp.renderChange(w, r, s, http.StatusConflict, p, c, changeView{MergeError: "A branch of this change is no longer in the repository, so it cannot be merged."})
	}
	return fmt.Errorf("merge change %d of %s: %w", c.Number, p.ID, err)
}

// mergeFailure names why a merge was refused, for the audit log.
func mergeFailure(err error) string {
	var ce *codehost.ConflictError
	switch {
	case errors.As(err, &ce):
		return "conflict"
	case errors.Is(err, codehost.ErrConflict):
		return "base_moved"
	case errors.Is(err, codehost.ErrNotFound):
		return "branch_missing"
	}
	return "error"
}

func (cp *changePages) closeChange(w http.ResponseWriter, r *http.Request, s *session) error {
	p, c, err := cp.loadChange(r)
	if err != nil {
		return err
	}
	_, err = cp.review.Close(r.Context(), repoOf(p), c.Number, s.user.Label())
	if err != nil && !errors.Is(err, codehost.ErrClosed) {
		return fmt.Errorf("close change %d of %s: %w", c.Number, p.ID, err)
	}
	if err == nil {
		cp.record(r, audit.Event{Action: audit.ChangeClose, TargetKind: "change", TargetID: strconv.Itoa(c.Number), ProjectID: p.ID,
			Detail: map[string]string{"job": c.JobID}})
	}
	done := "?done=closed"
	if err != nil {
		done = ""
	}
	http.Redirect(w, r, cp.changePath(p.ID, c.Number)+done, http.StatusSeeOther)
	return nil
}

func (cp *changePages) commentChange(w http.ResponseWriter, r *http.Request, s *session) error {
	p, c, err := cp.loadChange(r)
	if err != nil {
		return err
	}
	body := strings.TrimSpace(r.PostFormValue("body"))
	var problem string
	switch {
	case body == "":
		problem = "Write something first."
	case !utf8.ValidString(body):
		problem = "The comment is not valid text."
	case len(body) > maxComment:
		problem = fmt.Sprintf("Keep the comment under %s characters.", thousands(maxComment))
	}
	if problem != "" {
		return cp.renderChange(w, r, s, http.StatusUnprocessableEntity, p, c, changeView{Comment: body, CommentError: problem})
	}
	if err := cp.review.CommentAs(r.Context(), repoOf(p), c.Number, s.user.Label(), body); err != nil {
		return fmt.Errorf("comment on change %d of %s: %w", c.Number, p.ID, err)
	}
	http.Redirect(w, r, cp.changePath(p.ID, c.Number)+"?done=commented#comment", http.StatusSeeOther)
	return nil
}
