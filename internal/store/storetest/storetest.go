// Package storetest is the test suite every store.Store implementation
// passes: store/sqlite always, store/postgres when a database is at hand.
// An implementation's tests call Run with a function that opens a fresh,
// empty store for one test and closes it when the test ends.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// Queue is implemented by a store (or the test wrapper of one) that can show
// the queue entries it wrote; the suite then checks them too.
type Queue interface {
	// RunJobs lists the store.RunJob entries in River's job table, in
	// insertion order.
	RunJobs(ctx context.Context) ([]QueuedRunJob, error)
}

// QueuedRunJob is one row of River's job table.
type QueuedRunJob struct {
	Kind string
	Args store.RunJob
	// Hook holds the arguments of a store.JobHook entry.
	Hook        store.JobHook
	Queue       string
	MaxAttempts int
}

// Run runs the suite. open returns a new, empty store for the test t and
// closes it when t ends (t.Cleanup); the suite's tests run in parallel.
func Run(t *testing.T, open func(t *testing.T) store.Store) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s store.Store)
	}{
		{"Ping", testPing},
		{"Projects", testProjects},
		{"ProjectDefaults", testProjectDefaults},
		{"DeleteProject", testDeleteProject},
		{"Keys", testKeys},
		{"RevokeAndTouchKey", testRevokeTouchKey},
		{"JobRoundTrip", testJobRoundTrip},
		{"CreateJob", testCreateJob},
		{"Times", testTimes},
		{"Idempotency", testIdempotency},
		{"IdempotencyConcurrent", testIdempotencyConcurrent},
		{"Jobs", testJobs},
		{"UpdateJob", testUpdateJob},
		{"JobsByPR", testJobsByPR},
		{"UpdateJobConcurrent", testUpdateJobConcurrent},
		{"CreateJobConcurrent", testCreateJobConcurrent},
		{"CountJobs", testCountJobs},
		{"Queue", testQueue},
		{"CountRequest", testCountRequest},
		{"CountRequestConcurrent", testCountRequestConcurrent},
		{"Sessions", testSessions},
		{"Settings", testSettings},
		{"HostileInput", testHostileInput},
		{"Events", testEvents},
		{"ClaimJob", testClaimJob},
		{"ClaimJobConcurrent", testClaimJobConcurrent},
		{"Heartbeat", testHeartbeat},
		{"AgentState", testAgentState},
		{"Changes", testChanges},
		{"UpdateChange", testUpdateChange},
		{"ChangeComments", testChangeComments},
		{"CreateChangeConcurrent", testCreateChangeConcurrent},
		{"DeleteProjectChanges", testDeleteProjectChanges},
		{"ChangesHostileInput", testChangesHostileInput},
		{"Webhooks", testWebhooks},
		{"Deliveries", testDeliveries},
		{"DeliveryPages", testDeliveryPages},
		{"RecordAttemptConcurrent", testRecordAttemptConcurrent},
		{"WebhookHostileInput", testWebhookHostileInput},
		{"Users", testUsers},
		{"LastOwner", testLastOwner},
		{"LastOwnerConcurrent", testLastOwnerConcurrent},
		{"ProjectRoles", testProjectRoles},
		{"UserSessions", testUserSessions},
		{"Invitations", testInvitations},
		{"AcceptInvitationConcurrent", testAcceptInvitationConcurrent},
		{"UsersHostileInput", testUsersHostileInput},
		{"Audit", testAudit},
		{"AuditPages", testAuditPages},
		{"AuditHostileInput", testAuditHostileInput},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.fn(t, open(t))
		})
	}
}

// base has nanoseconds and a zone, so the suite sees the store truncate to
// microseconds and return UTC.
var base = time.Date(2025, 3, 14, 15, 9, 26, 535897932, time.FixedZone("IST", 5*3600+1800))

// at is base plus i minutes.
func at(i int) time.Time { return base.Add(time.Duration(i) * time.Minute) }

// norm is t as a store returns it.
func norm(t time.Time) time.Time {
	if t.IsZero() {
		return time.Time{}
	}
	return t.UTC().Truncate(time.Microsecond)
}

func normProject(p domain.Project) domain.Project {
	p.CreatedAt, p.UpdatedAt = norm(p.CreatedAt), norm(p.UpdatedAt)
	return p
}

func normKey(k domain.APIKey) domain.APIKey {
	k.ExpiresAt, k.CreatedAt, k.LastUsedAt, k.RevokedAt = norm(k.ExpiresAt), norm(k.CreatedAt), norm(k.LastUsedAt), norm(k.RevokedAt)
	return k
}

func normJob(j domain.Job) domain.Job {
	j.CreatedAt, j.UpdatedAt, j.ArchivedAt = norm(j.CreatedAt), norm(j.UpdatedAt), norm(j.ArchivedAt)
	return j
}

func normMessage(m domain.Message) domain.Message {
	m.CreatedAt = norm(m.CreatedAt)
	return m
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// wantIs fails unless errors.Is(err, target).
func wantIs(t *testing.T, what string, err, target error) {
	t.Helper()
	if !errors.Is(err, target) {
		t.Errorf("%s: got error %v, want %v", what, err, target)
	}
}

// wantEqual fails unless got and want are deeply equal.
func wantEqual[T any](t *testing.T, what string, got, want T) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

// wantUTC fails unless every non-zero time is in UTC.
func wantUTC(t *testing.T, what string, ts ...time.Time) {
	t.Helper()
	for i, tm := range ts {
		if !tm.IsZero() && tm.Location() != time.UTC {
			t.Errorf("%s: time %d is in %v, want UTC", what, i, tm.Location())
		}
	}
}

func project(id string, i int) domain.Project {
	return domain.Project{
		ID:         id,
		Name:       "Project " + id,
		Repository: "/srv/git/" + id,
		Branch:     "main",
		CodeHost:   "local",
		CreatedAt:  at(i),
		UpdatedAt:  at(i),
	}
}

func mkProject(t *testing.T, s store.Store, id string) domain.Project {
	t.Helper()
	p := project(id, 0)
	must(t, s.CreateProject(t.Context(), p))
	return p
}

// newJob is a minimal job of project p created at at(i).
func newJob(p, id string, i int) store.NewJob {
	return store.NewJob{
		Job: domain.Job{
			ID:        id,
			ProjectID: p,
			Status:    domain.StatusActive,
			Phase:     "queued",
			Ref:       "main",
			CreatedAt: at(i),
			UpdatedAt: at(i),
		},
		Message: domain.Message{Role: domain.RoleUser, Content: "prompt of " + id, CreatedAt: at(i)},
	}
}

func mkJob(t *testing.T, s store.Store, nj store.NewJob) domain.Job {
	t.Helper()
	j, created, err := s.CreateJob(t.Context(), nj)
	must(t, err)
	if !created {
		t.Fatalf("create job %s: created=false", nj.Job.ID)
	}
	return j
}

func messages(t *testing.T, s store.Store, jobID string) []domain.Message {
	t.Helper()
	ms, err := s.Messages(t.Context(), jobID)
	must(t, err)
	return ms
}

func countJobs(t *testing.T, s store.Store, projectID string, status domain.JobStatus) int {
	t.Helper()
	n, err := s.CountJobs(t.Context(), projectID, status)
	must(t, err)
	return n
}

// runJobs lists the queue entries, or skips the test when the store cannot.
func runJobs(t *testing.T, s store.Store) []QueuedRunJob {
	t.Helper()
	q, ok := s.(Queue)
	if !ok {
		t.Skipf("%T does not implement storetest.Queue", s)
	}
	rs, err := q.RunJobs(t.Context())
	must(t, err)
	return rs
}

// queueLen is the number of queue entries, or -1 when the store cannot
// tell.
func queueLen(t *testing.T, s store.Store) int {
	t.Helper()
	q, ok := s.(Queue)
	if !ok {
		return -1
	}
	rs, err := q.RunJobs(t.Context())
	must(t, err)
	return len(rs)
}

func testPing(t *testing.T, s store.Store) {
	must(t, s.Ping(t.Context()))
}

func testProjects(t *testing.T, s store.Store) {
	ctx := t.Context()
	full := domain.Project{
		ID: "docs", Name: "Docs", Repository: "https://example.com/docs.git", Branch: "trunk",
		DocsDir: "site/docs", CodeHost: "github", TokenEnv: "GITHUB_TOKEN", Model: "gpt-x",
		Host: "docs.example.com", PushSecretHash: []byte{1, 2, 3, 0, 255},
		HostSettings: domain.HostSettings{APIURL: "https://ghe.example.com/api/v3", Draft: true, HookSecret: "s3cr\"et\u2028",
			Mention: "@docs-bot", GitHubApp: &domain.GitHubApp{ID: 12345, Installation: 1 << 40, KeyFile: "/etc/folio/app.pem"}},
		Agent:     domain.AgentSettings{Models: []string{"anthropic:claude-x", "openai:llama3.1:8b"}, MaxOutputTokens: 32000, ContextWindow: 131072},
		CreatedAt: at(5), UpdatedAt: at(6),
	}
	must(t, s.CreateProject(ctx, full))
	got, err := s.Project(ctx, "docs")
	must(t, err)
	wantEqual(t, "project", got, normProject(full))
	wantUTC(t, "project", got.CreatedAt, got.UpdatedAt)
	got, err = s.ProjectByHost(ctx, "docs.example.com")
	must(t, err)
	wantEqual(t, "project by host", got, normProject(full))

	// Projects without a host do not collide on it.
	a, b := project("a", 3), project("b", 1)
	must(t, s.CreateProject(ctx, a))
	must(t, s.CreateProject(ctx, b))

	for _, tc := range []struct {
		name string
		p    domain.Project
	}{
		{"same id", project("docs", 9)},
		{"same host", func() domain.Project { p := project("other", 9); p.Host = "docs.example.com"; return p }()},
	} {
		wantIs(t, "create project, "+tc.name, s.CreateProject(ctx, tc.p), store.ErrConflict)
	}
	_, err = s.Project(ctx, "other")
	wantIs(t, "project after conflict", err, store.ErrNotFound)
	_, err = s.Project(ctx, "nope")
	wantIs(t, "project", err, store.ErrNotFound)
	_, err = s.ProjectByHost(ctx, "nope.example.com")
	wantIs(t, "project by host", err, store.ErrNotFound)
	_, err = s.ProjectByHost(ctx, "")
	wantIs(t, "project by empty host", err, store.ErrNotFound)

	ps, err := s.Projects(ctx)
	must(t, err)
	var ids []string
	for _, p := range ps {
		ids = append(ids, p.ID)
	}
	wantEqual(t, "projects, oldest first", ids, []string{"b", "a", "docs"})

	// Update every field but the ID and CreatedAt.
	up := full
	up.Name, up.Repository, up.Branch, up.DocsDir = "Docs 2", "/srv/docs", "main", ""
	up.CodeHost, up.TokenEnv, up.Model, up.Host = "local", "", "", "docs2.example.com"
	up.PushSecretHash = nil
	up.HostSettings = domain.HostSettings{Mention: "@folio"}
	up.Agent = domain.AgentSettings{Models: []string{"openai:gpt-y"}}
	up.CreatedAt, up.UpdatedAt = at(100), at(101)
	must(t, s.UpdateProject(ctx, up))
	got, err = s.Project(ctx, "docs")
	must(t, err)
	want := normProject(up)
	want.CreatedAt = norm(full.CreatedAt)
	wantEqual(t, "updated project", got, want)
	_, err = s.ProjectByHost(ctx, "docs.example.com")
	wantIs(t, "old host after update", err, store.ErrNotFound)
	got, err = s.ProjectByHost(ctx, "docs2.example.com")
	must(t, err)
	wantEqual(t, "project by new host", got.ID, "docs")

	a.Host = "docs2.example.com"
	wantIs(t, "update to a taken host", s.UpdateProject(ctx, a), store.ErrConflict)
	wantIs(t, "update a missing project", s.UpdateProject(ctx, project("nope", 1)), store.ErrNotFound)
	// Clearing the host frees it.
	up.Host = ""
	must(t, s.UpdateProject(ctx, up))
	must(t, s.UpdateProject(ctx, a))
	got, err = s.ProjectByHost(ctx, "docs2.example.com")
	must(t, err)
	wantEqual(t, "project by freed host", got.ID, "a")
}

func testProjectDefaults(t *testing.T, s store.Store) {
	ctx := t.Context()
	before := time.Now()
	must(t, s.CreateProject(ctx, domain.Project{ID: "p"}))
	after := time.Now()
	got, err := s.Project(ctx, "p")
	must(t, err)
	if got.CreatedAt.Before(before.Add(-time.Second)) || got.CreatedAt.After(after.Add(time.Second)) {
		t.Errorf("zero CreatedAt became %v, want about now", got.CreatedAt)
	}
	wantEqual(t, "zero UpdatedAt", got.UpdatedAt, got.CreatedAt)
	wantEqual(t, "nil PushSecretHash", got.PushSecretHash, []byte(nil))
	if err := s.CreateProject(ctx, domain.Project{}); err == nil {
		t.Error("create project with an empty id: no error")
	}
}

func testDeleteProject(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "a")
	mkProject(t, s, "b")
	ja := newJob("a", "ja", 1)
	ja.Job.IdempotencyKey = "k1"
	mkJob(t, s, ja)
	_, err := s.UpdateJob(ctx, "a", "ja", func(j *domain.Job) (store.JobChange, error) {
		return store.JobChange{Messages: []domain.Message{{Role: domain.RoleAssistant, Content: "done"}}}, nil
	})
	must(t, err)
	mkJob(t, s, newJob("b", "jb", 2))
	_, err = s.CountRequest(ctx, "a", at(0))
	must(t, err)
	_, err = s.CountRequest(ctx, "a", at(0))
	must(t, err)
	keys := []domain.APIKey{
		{ID: "k-ab", Hash: []byte("h-ab"), Projects: []string{"a", "b"}, CreatedAt: at(1)},
		{ID: "k-a", Hash: []byte("h-a"), Projects: []string{"a"}, CreatedAt: at(2)},
		{ID: "k-all", Hash: []byte("h-all"), CreatedAt: at(3)},
		{ID: "k-b", Hash: []byte("h-b"), Projects: []string{"b"}, CreatedAt: at(4)},
		{ID: "k-a-revoked", Hash: []byte("h-ar"), Projects: []string{"a"}, CreatedAt: at(5), RevokedAt: at(6)},
	}
	for _, k := range keys {
		must(t, s.CreateKey(ctx, k))
	}

	before := time.Now()
	must(t, s.DeleteProject(ctx, "a"))
	after := time.Now()

	_, err = s.Project(ctx, "a")
	wantIs(t, "deleted project", err, store.ErrNotFound)
	_, err = s.Job(ctx, "a", "ja")
	wantIs(t, "job of deleted project", err, store.ErrNotFound)
	wantEqual(t, "messages of a deleted job", len(messages(t, s, "ja")), 0)
	wantEqual(t, "jobs of a deleted project", countJobs(t, s, "a", ""), 0)
	if _, err := s.Job(ctx, "b", "jb"); err != nil {
		t.Errorf("job of the other project: %v", err)
	}
	wantEqual(t, "messages of the other project's job", len(messages(t, s, "jb")), 1)

	k, err := s.Key(ctx, "k-ab")
	must(t, err)
	wantEqual(t, "key naming both: projects", k.Projects, []string{"b"})
	wantEqual(t, "key naming both: revoked", k.RevokedAt, time.Time{})
	k, err = s.Key(ctx, "k-a")
	must(t, err)
	if k.RevokedAt.Before(before.Add(-time.Second)) || k.RevokedAt.After(after.Add(time.Second)) {
		t.Errorf("key naming only the deleted project: revoked at %v, want about now", k.RevokedAt)
	}
	wantEqual(t, "key naming only the deleted project: projects", k.Projects, []string{"a"})
	k, err = s.Key(ctx, "k-a-revoked")
	must(t, err)
	wantEqual(t, "revoked key keeps its revocation time", k.RevokedAt, norm(at(6)))
	for _, id := range []string{"k-all", "k-b"} {
		k, err = s.Key(ctx, id)
		must(t, err)
		want := normKey(keys[slices.IndexFunc(keys, func(k domain.APIKey) bool { return k.ID == id })])
		wantEqual(t, "untouched key "+id, k, want)
	}

	// The project can come back with no trace of the old one: no counters,
	// no idempotency records, a free job ID.
	mkProject(t, s, "a")
	n, err := s.CountRequest(ctx, "a", at(0))
	must(t, err)
	wantEqual(t, "counter after re-creation", n, 1)
	ja2 := newJob("a", "ja", 3)
	ja2.Job.IdempotencyKey = "k1"
	_, created, err := s.CreateJob(ctx, ja2)
	must(t, err)
	wantEqual(t, "idempotency key after re-creation: created", created, true)

	wantIs(t, "delete a missing project", s.DeleteProject(ctx, "nope"), store.ErrNotFound)
}

func testKeys(t *testing.T, s store.Store) {
	ctx := t.Context()
	full := domain.APIKey{
		ID: "key1", Name: "CI", Prefix: "svc_abcd", Hash: []byte("0123456789abcdef0123456789abcdef"),
		Projects: []string{"docs", "api"}, Scopes: []domain.Scope{domain.ScopeRead, domain.ScopeWrite},
		ExpiresAt: at(1000), CreatedAt: at(1), LastUsedAt: at(2), RevokedAt: at(3),
		UserID: "usr_1", CreatedBy: "usr_2",
	}
	bare := domain.APIKey{ID: "key2", Hash: []byte{0, 1}, CreatedAt: at(2)}
	empty := domain.APIKey{ID: "key3", Hash: []byte{0, 2}, Projects: []string{}, Scopes: []domain.Scope{}, CreatedAt: at(2)}
	for _, k := range []domain.APIKey{full, bare, empty} {
		must(t, s.CreateKey(ctx, k))
		got, err := s.Key(ctx, k.ID)
		must(t, err)
		wantEqual(t, "key "+k.ID, got, normKey(k))
		wantUTC(t, "key "+k.ID, got.ExpiresAt, got.CreatedAt, got.LastUsedAt, got.RevokedAt)
		got, err = s.KeyByHash(ctx, k.Hash)
		must(t, err)
		wantEqual(t, "key by hash "+k.ID, got, normKey(k))
	}

	dupID := bare
	dupID.Hash = []byte("other")
	wantIs(t, "create key, same id", s.CreateKey(ctx, dupID), store.ErrConflict)
	dupHash := bare
	dupHash.ID = "key4"
	wantIs(t, "create key, same hash", s.CreateKey(ctx, dupHash), store.ErrConflict)
	_, err := s.Key(ctx, "key4")
	wantIs(t, "key after conflict", err, store.ErrNotFound)

	_, err = s.Key(ctx, "nope")
	wantIs(t, "key", err, store.ErrNotFound)
	_, err = s.KeyByHash(ctx, []byte("nope"))
	wantIs(t, "key by hash", err, store.ErrNotFound)
	_, err = s.KeyByHash(ctx, nil)
	wantIs(t, "key by nil hash", err, store.ErrNotFound)

	ks, err := s.Keys(ctx)
	must(t, err)
	var ids []string
	for _, k := range ks {
		ids = append(ids, k.ID)
	}
	// key2 and key3 were created at the same time: the later ID first.
	wantEqual(t, "keys, newest first", ids, []string{"key3", "key2", "key1"})
}

func testRevokeTouchKey(t *testing.T, s store.Store) {
	ctx := t.Context()
	k := domain.APIKey{ID: "k", Hash: []byte("h"), CreatedAt: at(0)}
	must(t, s.CreateKey(ctx, k))

	must(t, s.TouchKey(ctx, "k", at(5)))
	must(t, s.TouchKey(ctx, "k", at(3))) // a late, older use does not move it back
	got, err := s.Key(ctx, "k")
	must(t, err)
	wantEqual(t, "last used", got.LastUsedAt, norm(at(5)))
	must(t, s.TouchKey(ctx, "k", at(7)))
	got, err = s.Key(ctx, "k")
	must(t, err)
	wantEqual(t, "last used", got.LastUsedAt, norm(at(7)))

	must(t, s.RevokeKey(ctx, "k", at(10)))
	must(t, s.RevokeKey(ctx, "k", at(20)))
	got, err = s.Key(ctx, "k")
	must(t, err)
	wantEqual(t, "revoked at (first time kept)", got.RevokedAt, norm(at(10)))
	wantEqual(t, "revoking keeps the rest", got.LastUsedAt, norm(at(7)))

	wantIs(t, "revoke a missing key", s.RevokeKey(ctx, "nope", at(1)), store.ErrNotFound)
	wantIs(t, "touch a missing key", s.TouchKey(ctx, "nope", at(1)), store.ErrNotFound)
}

func testJobRoundTrip(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	full := domain.Job{
		ID: "full", ProjectID: "p", Status: domain.StatusFailed, Phase: "publishing",
		Repository: "https://example.com/r.git", Ref: "v1.2", Model: "m-1", Branch: "folio/full",
		PRLink: "https://example.com/r/pull/7", Summary: "Changed the intro.\nAnd more.",
		ChangedFiles: []string{"index.mdx", "docs.json", "dir/ünïcode.mdx"},
		Checks:       map[string]string{"validation": "passed", "links": "failed"},
		Usage: domain.Usage{Steps: 12, InputTokens: 1 << 40, OutputTokens: 99,
			CachedInputTokens: 1 << 39, CacheWriteTokens: 77, CostMicros: 1_234_567},
		Draft: new(true),
		Context: &domain.JobContext{Commits: []string{"0123abc", "fedcba9876543210fedcba9876543210fedcba98"},
			Compare: &domain.CompareRange{From: "v1.2", To: "main"}, PullRequest: 123},
		Error:     &domain.JobError{Code: "budget_exhausted", Message: "too many steps", Retryable: true},
		PR:        domain.PullRequest{Number: 7, State: "merged", Draft: true},
		CreatedAt: at(1), UpdatedAt: at(2), ArchivedAt: at(3),
		IdempotencyKey: "idem", RequestHash: []byte{9, 8, 7},
	}
	for _, tc := range []struct {
		name string
		job  domain.Job
	}{
		{"every field", full},
		{"zero values", domain.Job{ID: "zero", ProjectID: "p", Status: domain.StatusActive, CreatedAt: at(1), UpdatedAt: at(1)}},
		{"empty collections", domain.Job{ID: "empty", ProjectID: "p", Status: domain.StatusActive,
			ChangedFiles: []string{}, Checks: map[string]string{}, CreatedAt: at(1), UpdatedAt: at(1)}},
		{"pull request context only", domain.Job{ID: "prctx", ProjectID: "p", Status: domain.StatusActive,
			Context: &domain.JobContext{PullRequest: 9}, CreatedAt: at(1), UpdatedAt: at(1)}},
		{"draft false", domain.Job{ID: "nodraft", ProjectID: "p", Status: domain.StatusActive, Draft: new(false), CreatedAt: at(1), UpdatedAt: at(1)}},
		{"error without retry", domain.Job{ID: "err", ProjectID: "p", Status: domain.StatusFailed,
			Error: &domain.JobError{Code: "cancelled"}, CreatedAt: at(1), UpdatedAt: at(1)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, created, err := s.CreateJob(ctx, store.NewJob{Job: tc.job, Message: domain.Message{Content: "hi"}})
			must(t, err)
			wantEqual(t, "created", created, true)
			want := normJob(tc.job)
			wantEqual(t, "CreateJob's job", got, want)
			got, err = s.Job(ctx, "p", tc.job.ID)
			must(t, err)
			wantEqual(t, "Job", got, want)
			wantUTC(t, "job", got.CreatedAt, got.UpdatedAt, got.ArchivedAt)
			page, err := s.Jobs(ctx, store.JobQuery{ProjectID: "p", Status: tc.job.Status, Limit: 100})
			must(t, err)
			i := slices.IndexFunc(page.Jobs, func(j domain.Job) bool { return j.ID == tc.job.ID })
			if i < 0 {
				t.Fatalf("Jobs does not list %s", tc.job.ID)
			}
			wantEqual(t, "Jobs' job", page.Jobs[i], want)
		})
	}
}

func testCreateJob(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")
	nj := newJob("p", "j1", 1)
	nj.Message = domain.Message{JobID: "ignored", Seq: 42, Role: domain.RoleUser, Content: "Fix the typo.", CreatedAt: at(1)}
	j := mkJob(t, s, nj)
	wantEqual(t, "job", j, normJob(nj.Job))
	wantEqual(t, "messages", messages(t, s, "j1"), []domain.Message{
		{JobID: "j1", Seq: 1, Role: domain.RoleUser, Content: "Fix the typo.", CreatedAt: norm(at(1))},
	})
	_, err := s.Job(ctx, "q", "j1")
	wantIs(t, "job through another project", err, store.ErrNotFound)
	_, err = s.Job(ctx, "p", "nope")
	wantIs(t, "missing job", err, store.ErrNotFound)

	queued := queueLen(t, s)
	dup := newJob("q", "j1", 2)
	_, _, err = s.CreateJob(ctx, dup)
	wantIs(t, "create job, same id in another project", err, store.ErrConflict)
	_, _, err = s.CreateJob(ctx, newJob("nope", "j2", 2))
	wantIs(t, "create job in a missing project", err, store.ErrNotFound)
	wantEqual(t, "messages after failed creations", len(messages(t, s, "j1")), 1)
	wantEqual(t, "messages of a job not created", len(messages(t, s, "j2")), 0)
	wantEqual(t, "queue after failed creations", queueLen(t, s), queued)
	wantEqual(t, "jobs of q", countJobs(t, s, "q", ""), 0)

	// Defaults: times and role.
	before := time.Now()
	d := newJob("p", "defaults", 0)
	d.Job.CreatedAt, d.Job.UpdatedAt, d.Message = time.Time{}, time.Time{}, domain.Message{Content: "x"}
	j = mkJob(t, s, d)
	after := time.Now()
	if j.CreatedAt.Before(before.Add(-time.Second)) || j.CreatedAt.After(after.Add(time.Second)) {
		t.Errorf("zero CreatedAt became %v, want about now", j.CreatedAt)
	}
	wantEqual(t, "zero UpdatedAt", j.UpdatedAt, j.CreatedAt)
	ms := messages(t, s, "defaults")
	if len(ms) != 1 || ms[0].Role != domain.RoleUser || !ms[0].CreatedAt.Equal(j.CreatedAt) {
		t.Errorf("message with defaults: %+v, want role user at %v", ms, j.CreatedAt)
	}
}

func testTimes(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	for i, tm := range []time.Time{
		base,
		time.Date(2025, 1, 1, 0, 0, 0, 999, time.UTC),              // below a microsecond
		time.Date(2025, 1, 1, 0, 0, 0, 1999, time.UTC),             // 1.999 µs
		time.Date(1969, 7, 20, 20, 17, 40, 123456789, time.UTC),    // before the epoch
		time.Date(2999, 12, 31, 23, 59, 59, 999999999, time.Local), // far ahead
		time.Unix(1_700_000_000, 0).In(time.FixedZone("west", -7*3600)),
	} {
		id := fmt.Sprintf("t%d", i)
		nj := newJob("p", id, 0)
		nj.Job.CreatedAt, nj.Job.UpdatedAt, nj.Job.ArchivedAt, nj.Message.CreatedAt = tm, tm, tm, tm
		mkJob(t, s, nj)
		j, err := s.Job(ctx, "p", id)
		must(t, err)
		for _, got := range []time.Time{j.CreatedAt, j.UpdatedAt, j.ArchivedAt, messages(t, s, id)[0].CreatedAt} {
			if got != tm.UTC().Truncate(time.Microsecond) {
				t.Errorf("%v came back as %v, want %v", tm, got, tm.UTC().Truncate(time.Microsecond))
			}
		}
		wantUTC(t, id, j.CreatedAt, j.UpdatedAt, j.ArchivedAt)
	}
}

func testIdempotency(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")
	first := newJob("p", "j1", 1)
	first.Job.IdempotencyKey, first.Job.RequestHash = "key-1", []byte("hash-1")
	j1 := mkJob(t, s, first)
	queued := queueLen(t, s)

	again := newJob("p", "j2", 2)
	again.Job.IdempotencyKey, again.Job.RequestHash = "key-1", []byte("hash-2")
	again.Message.Content = "a different prompt"
	got, created, err := s.CreateJob(ctx, again)
	must(t, err)
	wantEqual(t, "created", created, false)
	wantEqual(t, "replayed job", got, j1)
	_, err = s.Job(ctx, "p", "j2")
	wantIs(t, "job of the replay", err, store.ErrNotFound)
	wantEqual(t, "jobs", countJobs(t, s, "p", ""), 1)
	wantEqual(t, "messages of the first job", len(messages(t, s, "j1")), 1)
	wantEqual(t, "queue after the replay", queueLen(t, s), queued)

	// The key is per project; no key is never a replay.
	other := newJob("q", "j3", 3)
	other.Job.IdempotencyKey = "key-1"
	mkJob(t, s, other)
	mkJob(t, s, newJob("p", "j4", 4))
	mkJob(t, s, newJob("p", "j5", 5))

	// Pruning before the key's time keeps it.
	must(t, s.PruneExpired(ctx, at(1)))
	got, created, err = s.CreateJob(ctx, again)
	must(t, err)
	if created || got.ID != "j1" {
		t.Errorf("after pruning older records: created=%v id=%s, want the first job", created, got.ID)
	}
	// Pruning after it frees the key and keeps the job.
	must(t, s.PruneExpired(ctx, at(2)))
	got, created, err = s.CreateJob(ctx, again)
	must(t, err)
	if !created || got.ID != "j2" {
		t.Errorf("after pruning the record: created=%v id=%s, want j2 created", created, got.ID)
	}
	j, err := s.Job(ctx, "p", "j1")
	must(t, err)
	wantEqual(t, "first job after pruning its key", j, j1)
	// The new job holds the key now.
	third := newJob("p", "j6", 6)
	third.Job.IdempotencyKey = "key-1"
	got, created, err = s.CreateJob(ctx, third)
	must(t, err)
	if created || got.ID != "j2" {
		t.Errorf("replay of the re-used key: created=%v id=%s, want j2", created, got.ID)
	}
	// q's record goes with a later cut-off.
	must(t, s.PruneExpired(ctx, at(4)))
	other.Job.ID = "j7"
	got, created, err = s.CreateJob(ctx, other)
	must(t, err)
	if !created || got.ID != "j7" {
		t.Errorf("q after pruning: created=%v id=%s, want j7 created", created, got.ID)
	}
}

func testIdempotencyConcurrent(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	const n = 20
	type result struct {
		id      string
		created bool
		err     error
	}
	results := make([]result, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			nj := newJob("p", fmt.Sprintf("j%02d", i), i)
			nj.Job.IdempotencyKey = "same"
			j, created, err := s.CreateJob(ctx, nj)
			results[i] = result{j.ID, created, err}
		})
	}
	wg.Wait()
	var winner string
	for i, r := range results {
		if r.err != nil {
			t.Fatalf("call %d: %v", i, r.err)
		}
		if r.created {
			if winner != "" {
				t.Fatalf("two jobs created for one key: %s and %s", winner, r.id)
			}
			winner = r.id
		}
	}
	if winner == "" {
		t.Fatal("no call created the job")
	}
	for i, r := range results {
		if r.id != winner {
			t.Errorf("call %d got job %s, want %s", i, r.id, winner)
		}
	}
	wantEqual(t, "jobs", countJobs(t, s, "p", ""), 1)
	wantEqual(t, "messages", len(messages(t, s, winner)), 1)
	if q := queueLen(t, s); q >= 0 {
		wantEqual(t, "queue entries", q, 1)
	}
}

func testJobs(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")
	statuses := []domain.JobStatus{domain.StatusActive, domain.StatusCompleted, domain.StatusFailed}
	var all []domain.Job
	// 25 jobs in groups of five sharing a CreatedAt, created out of order,
	// so the ID breaks ties and pages end inside groups.
	for _, i := range []int{13, 2, 24, 0, 7, 19, 11, 5, 22, 16, 1, 9, 20, 3, 14, 18, 6, 23, 10, 4, 17, 12, 21, 8, 15} {
		nj := newJob("p", fmt.Sprintf("job-%02d", i), i/5)
		nj.Job.Status = statuses[i%3]
		all = append(all, mkJob(t, s, nj))
	}
	mkJob(t, s, newJob("q", "other", 100))
	sort.Slice(all, func(a, b int) bool {
		if !all[a].CreatedAt.Equal(all[b].CreatedAt) {
			return all[a].CreatedAt.After(all[b].CreatedAt)
		}
		return all[a].ID > all[b].ID
	})
	filter := func(st domain.JobStatus) []domain.Job {
		var out []domain.Job
		for _, j := range all {
			if st == "" || j.Status == st {
				out = append(out, j)
			}
		}
		return out
	}
	ids := func(js []domain.Job) []string {
		out := []string{}
		for _, j := range js {
			out = append(out, j.ID)
		}
		return out
	}

	for _, tc := range []struct {
		status domain.JobStatus
		limit  int
		pages  []int // sizes
	}{
		{"", 7, []int{7, 7, 7, 4}},
		{"", 5, []int{5, 5, 5, 5, 5}},
		{"", 25, []int{25}},
		{"", 24, []int{24, 1}},
		{"", 100, []int{25}},
		{"", 0, []int{20, 5}}, // the default
		{"", -3, []int{20, 5}},
		{"", 1, slices.Repeat([]int{1}, 25)},
		{domain.StatusActive, 3, []int{3, 3, 3}},
		{domain.StatusCompleted, 4, []int{4, 4}},
		{domain.StatusFailed, 10, []int{8}},
		{domain.StatusArchived, 10, []int{0}},
	} {
		t.Run(fmt.Sprintf("status=%q limit=%d", tc.status, tc.limit), func(t *testing.T) {
			var got []domain.Job
			var sizes []int
			q := store.JobQuery{ProjectID: "p", Status: tc.status, Limit: tc.limit}
			for range 30 {
				page, err := s.Jobs(ctx, q)
				must(t, err)
				got = append(got, page.Jobs...)
				sizes = append(sizes, len(page.Jobs))
				if page.Next == nil {
					break
				}
				last := page.Jobs[len(page.Jobs)-1]
				wantEqual(t, "cursor", *page.Next, store.JobCursor{CreatedAt: last.CreatedAt, ID: last.ID})
				q.After = page.Next
			}
			wantEqual(t, "page sizes", sizes, tc.pages)
			wantEqual(t, "jobs", ids(got), ids(filter(tc.status)))
			if len(got) > 0 {
				wantEqual(t, "first job", got[0], filter(tc.status)[0])
			}
		})
	}

	// A cursor made by the caller, with nanoseconds and a zone.
	page, err := s.Jobs(ctx, store.JobQuery{ProjectID: "p", Limit: 100,
		After: &store.JobCursor{CreatedAt: norm(at(2)).Add(999 * time.Nanosecond).In(base.Location()), ID: "job-12"}})
	must(t, err)
	wantEqual(t, "after a caller's cursor", ids(page.Jobs), ids(all[slices.IndexFunc(all, func(j domain.Job) bool { return j.ID == "job-12" })+1:]))

	page, err = s.Jobs(ctx, store.JobQuery{ProjectID: "nope", Limit: 10})
	must(t, err)
	if len(page.Jobs) != 0 || page.Next != nil {
		t.Errorf("jobs of a missing project: %+v", page)
	}
}

func testUpdateJob(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")
	nj := newJob("p", "j", 1)
	nj.Job.IdempotencyKey, nj.Job.RequestHash = "idem", []byte("hash")
	nj.Job.Context = &domain.JobContext{Commits: []string{"abcd123"}}
	orig := mkJob(t, s, nj)

	got, err := s.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		if !reflect.DeepEqual(*j, orig) {
			t.Errorf("fn got %+v, want %+v", *j, orig)
		}
		j.Status, j.Phase, j.Branch = domain.StatusCompleted, "", "folio/j"
		j.PRLink, j.Summary = "https://example.com/pr/1", "Fixed."
		j.ChangedFiles = []string{"a.mdx"}
		j.Checks = map[string]string{"validation": "passed"}
		j.Usage = domain.Usage{Steps: 3, InputTokens: 100, OutputTokens: 50, CachedInputTokens: 60, CacheWriteTokens: 20, CostMicros: 42}
		j.Draft = new(true)
		j.UpdatedAt = at(5)
		// Immutable fields.
		j.ID, j.ProjectID, j.CreatedAt, j.IdempotencyKey, j.RequestHash = "x", "q", at(9), "other", nil
		j.Context = &domain.JobContext{PullRequest: 99}
		return store.JobChange{Messages: []domain.Message{{JobID: "x", Seq: 9, Role: domain.RoleAssistant, Content: "Done.", CreatedAt: at(5)}}}, nil
	})
	must(t, err)
	want := orig
	want.Status, want.Phase, want.Branch = domain.StatusCompleted, "", "folio/j"
	want.PRLink, want.Summary = "https://example.com/pr/1", "Fixed."
	want.ChangedFiles = []string{"a.mdx"}
	want.Checks = map[string]string{"validation": "passed"}
	want.Usage = domain.Usage{Steps: 3, InputTokens: 100, OutputTokens: 50, CachedInputTokens: 60, CacheWriteTokens: 20, CostMicros: 42}
	want.Draft = new(true)
	want.UpdatedAt = norm(at(5))
	wantEqual(t, "updated job", got, want)
	j, err := s.Job(ctx, "p", "j")
	must(t, err)
	wantEqual(t, "job after update", j, want)
	wantEqual(t, "messages", messages(t, s, "j"), []domain.Message{
		normMessage(domain.Message{JobID: "j", Seq: 1, Role: domain.RoleUser, Content: "prompt of j", CreatedAt: at(1)}),
		normMessage(domain.Message{JobID: "j", Seq: 2, Role: domain.RoleAssistant, Content: "Done.", CreatedAt: at(5)}),
	})

	// Failing, then archiving, then clearing the error.
	got, err = s.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		j.Status, j.Error = domain.StatusFailed, &domain.JobError{Code: "cancelled", Message: "by user"}
		return store.JobChange{}, nil
	})
	must(t, err)
	wantEqual(t, "error", got.Error, &domain.JobError{Code: "cancelled", Message: "by user"})
	got, err = s.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		j.Status, j.Error, j.ArchivedAt, j.ChangedFiles, j.Checks = domain.StatusArchived, nil, at(7), nil, nil
		return store.JobChange{}, nil
	})
	must(t, err)
	if got.Error != nil || got.ChangedFiles != nil || got.Checks != nil || got.ArchivedAt != norm(at(7)) {
		t.Errorf("archived job: %+v", got)
	}
	wantEqual(t, "messages after updates without one", len(messages(t, s, "j")), 2)

	// fn's error comes back as it is, and nothing is written.
	before, err := s.Job(ctx, "p", "j")
	must(t, err)
	queued := queueLen(t, s)
	errArchived := errors.New("job archived")
	_, err = s.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		j.Status, j.Summary = domain.StatusActive, "changed"
		return store.JobChange{Messages: []domain.Message{{Content: "more"}}, Enqueue: true}, errArchived
	})
	if err != errArchived {
		t.Errorf("fn's error: got %v, want it unwrapped", err)
	}
	after, err := s.Job(ctx, "p", "j")
	must(t, err)
	wantEqual(t, "job after a failed fn", after, before)
	wantEqual(t, "messages after a failed fn", len(messages(t, s, "j")), 2)
	wantEqual(t, "queue after a failed fn", queueLen(t, s), queued)

	// Missing, or another project's: fn is not called.
	for _, tc := range []struct{ project, id string }{{"p", "nope"}, {"q", "j"}, {"nope", "j"}} {
		_, err = s.UpdateJob(ctx, tc.project, tc.id, func(j *domain.Job) (store.JobChange, error) {
			t.Errorf("fn called for %s/%s", tc.project, tc.id)
			return store.JobChange{}, nil
		})
		wantIs(t, "update "+tc.project+"/"+tc.id, err, store.ErrNotFound)
	}

	// A message without a time gets one.
	_, err = s.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
		j.UpdatedAt = time.Time{}
		return store.JobChange{Messages: []domain.Message{{Role: domain.RoleCommit, Content: "abc123"}}}, nil
	})
	must(t, err)
	ms := messages(t, s, "j")
	if len(ms) != 3 || ms[2].Seq != 3 || ms[2].CreatedAt.IsZero() || ms[2].Role != domain.RoleCommit {
		t.Errorf("message with defaults: %+v", ms)
	}
}

func testUpdateJobConcurrent(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkJob(t, s, newJob("p", "j", 0))
	const n = 20
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			_, errs[i] = s.UpdateJob(ctx, "p", "j", func(j *domain.Job) (store.JobChange, error) {
				j.Usage.Steps++
				j.ChangedFiles = append(j.ChangedFiles, fmt.Sprintf("f%02d", i))
				return store.JobChange{Messages: []domain.Message{{Role: domain.RoleTool, Content: fmt.Sprintf("m%02d", i)}}}, nil
			})
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("update %d: %v", i, err)
		}
	}
	j, err := s.Job(ctx, "p", "j")
	must(t, err)
	wantEqual(t, "steps (no lost update)", j.Usage.Steps, n)
	wantEqual(t, "changed files (no lost update)", len(j.ChangedFiles), n)
	ms := messages(t, s, "j")
	if len(ms) != n+1 {
		t.Fatalf("got %d messages, want %d", len(ms), n+1)
	}
	var contents []string
	for i, m := range ms {
		if m.Seq != int64(i+1) {
			t.Errorf("message %d has seq %d", i, m.Seq)
		}
		if i > 0 {
			contents = append(contents, m.Content)
		}
	}
	slices.Sort(contents)
	var want []string
	for i := range n {
		want = append(want, fmt.Sprintf("m%02d", i))
	}
	wantEqual(t, "appended messages", contents, want)
}

func testCreateJobConcurrent(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	const n = 50
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			nj := newJob("p", fmt.Sprintf("j%02d", i), i)
			_, _, errs[i] = s.CreateJob(ctx, nj)
			if errs[i] == nil {
				_, errs[i] = s.UpdateJob(ctx, "p", nj.Job.ID, func(j *domain.Job) (store.JobChange, error) {
					j.Phase = "running"
					return store.JobChange{Messages: []domain.Message{{Role: domain.RoleAssistant, Content: "ok"}}, Enqueue: true}, nil
				})
			}
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("writer %d: %v", i, err)
		}
	}
	wantEqual(t, "jobs", countJobs(t, s, "p", ""), n)
	if q := queueLen(t, s); q >= 0 {
		wantEqual(t, "queue entries", q, 2*n)
	}
}

func testCountJobs(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")
	for i, st := range []domain.JobStatus{domain.StatusActive, domain.StatusActive, domain.StatusCompleted, domain.StatusFailed, domain.StatusActive} {
		nj := newJob("p", fmt.Sprintf("j%d", i), i)
		nj.Job.Status = st
		mkJob(t, s, nj)
	}
	mkJob(t, s, newJob("q", "other", 0))
	for _, tc := range []struct {
		project string
		status  domain.JobStatus
		want    int
	}{
		{"p", domain.StatusActive, 3},
		{"p", domain.StatusCompleted, 1},
		{"p", domain.StatusFailed, 1},
		{"p", domain.StatusArchived, 0},
		{"p", "", 5},
		{"q", domain.StatusActive, 1},
		{"nope", domain.StatusActive, 0},
	} {
		n, err := s.CountJobs(ctx, tc.project, tc.status)
		must(t, err)
		if n != tc.want {
			t.Errorf("CountJobs(%s, %q) = %d, want %d", tc.project, tc.status, n, tc.want)
		}
	}
}

func testQueue(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	if len(runJobs(t, s)) != 0 {
		t.Fatal("queue of a new store is not empty")
	}
	entry := func(p, j string) QueuedRunJob {
		return QueuedRunJob{Kind: "folio_run_job", Args: store.RunJob{ProjectID: p, JobID: j},
			Queue: store.RunJobQueue, MaxAttempts: store.RunJobMaxAttempts}
	}
	nj := newJob("p", "j1", 1)
	nj.Job.IdempotencyKey = "k"
	mkJob(t, s, nj)
	wantEqual(t, "after CreateJob", runJobs(t, s), []QueuedRunJob{entry("p", "j1")})

	_, _, err := s.CreateJob(ctx, nj) // a replay
	must(t, err)
	_, err = s.UpdateJob(ctx, "p", "j1", func(j *domain.Job) (store.JobChange, error) {
		j.Phase = "running"
		return store.JobChange{}, nil
	})
	must(t, err)
	_, err = s.UpdateJob(ctx, "p", "j1", func(j *domain.Job) (store.JobChange, error) {
		return store.JobChange{Enqueue: true}, errors.New("no")
	})
	if err == nil {
		t.Fatal("fn's error was lost")
	}
	wantEqual(t, "after a replay and updates without Enqueue", runJobs(t, s), []QueuedRunJob{entry("p", "j1")})

	_, err = s.UpdateJob(ctx, "p", "j1", func(j *domain.Job) (store.JobChange, error) {
		j.Status = domain.StatusActive
		return store.JobChange{Messages: []domain.Message{{Content: "again"}}, Enqueue: true}, nil
	})
	must(t, err)
	mkJob(t, s, newJob("p", "j2", 2))
	wantEqual(t, "after Enqueue", runJobs(t, s), []QueuedRunJob{entry("p", "j1"), entry("p", "j1"), entry("p", "j2")})
}

func testCountRequest(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")
	w1, w2 := at(0).Truncate(time.Hour), at(60).Truncate(time.Hour)
	for _, tc := range []struct {
		project string
		window  time.Time
		want    int
	}{
		{"p", w1, 1},
		{"p", w1, 2},
		{"p", w1.In(time.UTC), 3}, // the same instant in another zone
		{"p", w2, 1},
		{"q", w1, 1},
		{"p", w1, 4},
		{"p", w2, 2},
	} {
		n, err := s.CountRequest(ctx, tc.project, tc.window)
		must(t, err)
		if n != tc.want {
			t.Errorf("CountRequest(%s, %v) = %d, want %d", tc.project, tc.window, n, tc.want)
		}
	}
	_, err := s.CountRequest(ctx, "nope", w1)
	wantIs(t, "count for a missing project", err, store.ErrNotFound)

	must(t, s.PruneExpired(ctx, w2))
	n, err := s.CountRequest(ctx, "p", w1)
	must(t, err)
	wantEqual(t, "pruned window starts again", n, 1)
	n, err = s.CountRequest(ctx, "p", w2)
	must(t, err)
	wantEqual(t, "window at the cut-off is kept", n, 3)
}

func testCountRequestConcurrent(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	const n = 50
	var wg sync.WaitGroup
	got := make([]int, n)
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() { got[i], errs[i] = s.CountRequest(ctx, "p", base) })
	}
	wg.Wait()
	for _, err := range errs {
		must(t, err)
	}
	slices.Sort(got)
	want := make([]int, n)
	for i := range want {
		want[i] = i + 1
	}
	wantEqual(t, "counts returned", got, want)
}

func testSessions(t *testing.T, s store.Store) {
	ctx := t.Context()
	live := store.Session{Hash: []byte("live"), CSRF: "csrf-1", CreatedAt: at(0), ExpiresAt: at(60)}
	old := store.Session{Hash: []byte("old"), CSRF: "csrf-2", CreatedAt: at(-120), ExpiresAt: at(-60)}
	forever := store.Session{Hash: []byte("forever"), CSRF: "csrf-3", CreatedAt: at(0)}
	for _, ss := range []store.Session{live, old, forever} {
		must(t, s.CreateSession(ctx, ss))
		got, err := s.Session(ctx, ss.Hash)
		must(t, err)
		want := ss
		want.CreatedAt, want.ExpiresAt = norm(ss.CreatedAt), norm(ss.ExpiresAt)
		wantEqual(t, "session "+string(ss.Hash), got, want) // expired ones too
		wantUTC(t, "session", got.CreatedAt, got.ExpiresAt)
	}
	wantIs(t, "create a session twice", s.CreateSession(ctx, live), store.ErrConflict)
	_, err := s.Session(ctx, []byte("nope"))
	wantIs(t, "missing session", err, store.ErrNotFound)

	must(t, s.PruneExpired(ctx, at(0)))
	_, err = s.Session(ctx, old.Hash)
	wantIs(t, "expired session after pruning", err, store.ErrNotFound)
	for _, h := range [][]byte{live.Hash, forever.Hash} {
		if _, err := s.Session(ctx, h); err != nil {
			t.Errorf("session %s after pruning: %v", h, err)
		}
	}

	must(t, s.DeleteSession(ctx, live.Hash))
	_, err = s.Session(ctx, live.Hash)
	wantIs(t, "deleted session", err, store.ErrNotFound)
	wantIs(t, "delete a missing session", s.DeleteSession(ctx, live.Hash), store.ErrNotFound)
}

func testSettings(t *testing.T, s store.Store) {
	ctx := t.Context()
	_, err := s.Setting(ctx, "theme")
	wantIs(t, "unset setting", err, store.ErrNotFound)
	for _, v := range []string{"dark", "", "multi\nline ✓", "light"} {
		must(t, s.SetSetting(ctx, "theme", v))
		got, err := s.Setting(ctx, "theme")
		must(t, err)
		wantEqual(t, "setting", got, v)
	}
	must(t, s.SetSetting(ctx, "other", "x"))
	got, err := s.Setting(ctx, "theme")
	must(t, err)
	wantEqual(t, "setting beside another", got, "light")
}

// hostile are ids a client may send in a URL; they are parameters, so none
// of them may break a query.
func hostile() []string {
	return []string{
		"'", `"`, "';--", `" OR 1=1 --`, "'; DROP TABLE jobs; --", `\`, `\'`,
		"%00", "\x00", "a\x00b", "\xff\xfe", "%", "_", "*", "?", "$1", ":name", "@p",
		"日本語", "🙂‍↔️", "\u202e", " ", "\t\n", "null", "NULL",
		strings.Repeat("x", 10<<10), strings.Repeat("é", 5<<10),
	}
}

func testHostileInput(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkJob(t, s, newJob("p", "j", 0))
	must(t, s.SetSetting(ctx, "s", "v"))
	for i, id := range hostile() {
		name := fmt.Sprintf("%d:%.20q", i, id)
		_, err := s.Project(ctx, id)
		wantIs(t, name+" Project", err, store.ErrNotFound)
		_, err = s.ProjectByHost(ctx, id)
		wantIs(t, name+" ProjectByHost", err, store.ErrNotFound)
		wantIs(t, name+" UpdateProject", s.UpdateProject(ctx, domain.Project{ID: id}), store.ErrNotFound)
		wantIs(t, name+" DeleteProject", s.DeleteProject(ctx, id), store.ErrNotFound)
		_, err = s.Key(ctx, id)
		wantIs(t, name+" Key", err, store.ErrNotFound)
		_, err = s.KeyByHash(ctx, []byte(id))
		wantIs(t, name+" KeyByHash", err, store.ErrNotFound)
		wantIs(t, name+" RevokeKey", s.RevokeKey(ctx, id, at(0)), store.ErrNotFound)
		wantIs(t, name+" TouchKey", s.TouchKey(ctx, id, at(0)), store.ErrNotFound)
		_, err = s.Job(ctx, id, id)
		wantIs(t, name+" Job", err, store.ErrNotFound)
		_, err = s.Job(ctx, "p", id)
		wantIs(t, name+" Job in p", err, store.ErrNotFound)
		_, err = s.Job(ctx, id, "j")
		wantIs(t, name+" Job j", err, store.ErrNotFound)
		_, err = s.UpdateJob(ctx, "p", id, func(*domain.Job) (store.JobChange, error) {
			t.Errorf("%s: UpdateJob called fn", name)
			return store.JobChange{}, nil
		})
		wantIs(t, name+" UpdateJob", err, store.ErrNotFound)
		page, err := s.Jobs(ctx, store.JobQuery{ProjectID: id, Status: domain.JobStatus(id), Limit: 5,
			After: &store.JobCursor{CreatedAt: at(0), ID: id}})
		if err != nil || len(page.Jobs) != 0 {
			t.Errorf("%s Jobs: %d jobs, error %v", name, len(page.Jobs), err)
		}
		n, err := s.CountJobs(ctx, id, domain.JobStatus(id))
		if err != nil || n != 0 {
			t.Errorf("%s CountJobs: %d, error %v", name, n, err)
		}
		ms, err := s.Messages(ctx, id)
		if err != nil || len(ms) != 0 {
			t.Errorf("%s Messages: %d, error %v", name, len(ms), err)
		}
		_, err = s.CountRequest(ctx, id, at(0))
		wantIs(t, name+" CountRequest", err, store.ErrNotFound)
		_, err = s.Session(ctx, []byte(id))
		wantIs(t, name+" Session", err, store.ErrNotFound)
		wantIs(t, name+" DeleteSession", s.DeleteSession(ctx, []byte(id)), store.ErrNotFound)
		_, err = s.Setting(ctx, id)
		wantIs(t, name+" Setting", err, store.ErrNotFound)
	}
	// Ids that are odd but storable round-trip.
	for i, id := range []string{"it's", `a"b`, "%00", "日本語-🙂", "50%_off", `back\slash`} {
		nj := newJob(id, fmt.Sprintf("%s/%d", id, i), i)
		must(t, s.CreateProject(ctx, project(id, i)))
		mkJob(t, s, nj)
		j, err := s.Job(ctx, id, nj.Job.ID)
		must(t, err)
		wantEqual(t, "job of project "+id, j.ProjectID, id)
		page, err := s.Jobs(ctx, store.JobQuery{ProjectID: id, Limit: 5})
		must(t, err)
		wantEqual(t, "jobs of project "+id, len(page.Jobs), 1)
	}
	if _, err := s.Job(ctx, "p", "j"); err != nil {
		t.Errorf("the job survived: %v", err)
	}
	if v, err := s.Setting(ctx, "s"); err != nil || v != "v" {
		t.Errorf("the setting survived: %q, %v", v, err)
	}
}

// testJobsByPR finds a job by its pull request's number, and lists the
// jobs whose pull request is open, least recently updated first.
func testJobsByPR(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")
	for i, tc := range []struct {
		id, project string
		pr          domain.PullRequest
	}{
		{"a", "p", domain.PullRequest{Number: 3, State: "open"}},
		{"b", "p", domain.PullRequest{Number: 4, State: "merged"}},
		{"c", "q", domain.PullRequest{Number: 3, State: "open", Draft: true}},
		{"d", "p", domain.PullRequest{}},
	} {
		nj := newJob(tc.project, tc.id, i)
		nj.Job.PR = tc.pr
		mkJob(t, s, nj)
	}
	j, err := s.JobByPR(ctx, "p", 3)
	must(t, err)
	wantEqual(t, "job of p#3", j.ID, "a")
	j, err = s.JobByPR(ctx, "q", 3)
	must(t, err)
	wantEqual(t, "job of q#3", j.PR, domain.PullRequest{Number: 3, State: "open", Draft: true})
	_, err = s.JobByPR(ctx, "p", 9)
	wantIs(t, "job of p#9", err, store.ErrNotFound)
	_, err = s.JobByPR(ctx, "p", 0)
	wantIs(t, "job of no pull request", err, store.ErrNotFound)

	open, err := s.JobsWithOpenPRs(ctx, 10)
	must(t, err)
	var ids []string
	for _, j := range open {
		ids = append(ids, j.ID)
	}
	wantEqual(t, "jobs with open pull requests", ids, []string{"a", "c"})
	// A's pull request merges: it leaves the list.
	_, err = s.UpdateJob(ctx, "p", "a", func(j *domain.Job) (store.JobChange, error) {
		j.PR.State = "merged"
		return store.JobChange{}, nil
	})
	must(t, err)
	open, err = s.JobsWithOpenPRs(ctx, 10)
	must(t, err)
	wantEqual(t, "open after a merge", len(open), 1)
	open, err = s.JobsWithOpenPRs(ctx, 0)
	must(t, err)
	wantEqual(t, "limit 0", len(open), 0)
}
