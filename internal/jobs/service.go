package jobs

import (
	"bytes"
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// DefaultRateLimit is how many job and message requests a project may
// make per hour unless told otherwise.
const DefaultRateLimit = 100

// IdempotencyTTL is how long an Idempotency-Key is remembered.
const IdempotencyTTL = 24 * time.Hour

// Errors of Service, besides Apply's, the store's ErrNotFound and
// *FieldError.
var (
	// ErrNoModel: neither the project nor the server names a model, so
	// no agent can run.
	ErrNoModel = errors.New("no model configured")
	// ErrKeyReused: an Idempotency-Key of the last IdempotencyTTL came
	// back with another request.
	ErrKeyReused = errors.New("idempotency key reused for another request")
)

// RateLimitError is a request over its project's hourly limit.
type RateLimitError struct{ Quota Quota }

func (e *RateLimitError) Error() string {
	return fmt.Sprintf("rate limited: %d job and message requests per hour", e.Quota.Limit)
}

// Quota is a project's hourly allowance of job and message requests, as
// counting one request left it. Limit 0: no limit.
type Quota struct {
	Limit     int
	Remaining int
	// ResetSeconds is how long until the window ends, in whole seconds
	// rounded up.
	ResetSeconds int64
}

// ServiceStore is what a Service reads and writes.
type ServiceStore interface {
	CreateJob(ctx context.Context, nj store.NewJob) (domain.Job, bool, error)
	Job(ctx context.Context, projectID, id string) (domain.Job, error)
	UpdateJob(ctx context.Context, projectID, id string, fn func(j *domain.Job) (store.JobChange, error)) (domain.Job, error)
	CountRequest(ctx context.Context, projectID string, window time.Time) (int, error)
	PruneExpired(ctx context.Context, before time.Time) error
}

// ServiceOptions configure a Service. Store is required.
type ServiceOptions struct {
	Store ServiceStore
	// Model is the server's default model; a project's own model wins.
	// With neither, starting a job or sending a message is ErrNoModel.
	Model string
	// RateLimit is how many job and message requests a project may make
	// per hour (fixed windows on the hour, counted in the store so that
	// the limit holds across nodes): 0 means DefaultRateLimit, a
	// negative value no limit.
	RateLimit int
	Now       func() time.Time // nil: time.Now
	// Rand is the randomness of job ids (nil: crypto/rand); it need not
	// be safe for concurrent use.
	Rand io.Reader
	// Audit records each job started, messaged, cancelled or archived,
	// as the actor the request's context carries (nil: not recorded).
	Audit *audit.Recorder
}

// Service starts jobs and changes them on a person's or a client's
// behalf. The API and the dashboard both go through it, so a job started,
// messaged, cancelled or archived from either is checked, counted against
// its project's limit and recorded the same way.
type Service struct {
	store     ServiceStore
	model     string
	rateLimit int
	now       func() time.Time
	audit     *audit.Recorder

	randMu sync.Mutex
	rand   io.Reader
	// pruneMu serialises pruning of expired idempotency records.
	pruneMu sync.Mutex
}

// NewService returns a Service. It panics without a Store, which is a
// programming error.
func NewService(o ServiceOptions) *Service {
	if o.Store == nil {
		panic("jobs.NewService: ServiceOptions.Store is nil")
	}
	s := &Service{store: o.Store, model: o.Model, rateLimit: o.RateLimit, now: o.Now, rand: o.Rand, audit: o.Audit}
	if s.now == nil {
		s.now = time.Now
	}
	if s.rand == nil {
		s.rand = rand.Reader
	}
	if s.rateLimit == 0 {
		s.rateLimit = DefaultRateLimit
	}
	return s
}

// clock is the time of a request, in UTC and to the microsecond: what
// both stores keep, so that a job reads back exactly as it was written.
func (s *Service) clock() time.Time { return s.now().UTC().Truncate(time.Microsecond) }

// Model is the model a project's jobs use unless one asks for another:
// its own, else the server's; ErrNoModel when neither has one.
func (s *Service) Model(p domain.Project) (string, error) {
	if m := cmp.Or(p.Model, s.model); m != "" {
		return m, nil
	}
	return "", ErrNoModel
}

// Models are the models a job of p may ask for: the default first, then
// the others the project allows (none when no model is configured).
func (s *Service) Models(p domain.Project) []string {
	m, err := s.Model(p)
	if err != nil {
		return nil
	}
	out := []string{m}
	for _, o := range p.Agent.Models {
		if !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

// Started is what Start did.
type Started struct {
	Job domain.Job
	// Created is false when the Idempotency-Key found the job an earlier
	// request started.
	Created bool
	Quota   Quota
}

// Start starts a job of p for q. A key (an Idempotency-Key, "" for none)
// seen in the last IdempotencyTTL with the same request returns that
// job, with another request ErrKeyReused. Errors: a *FieldError for a
// part of q that cannot be used (a model the project does not allow
// among them), ErrNoModel, *RateLimitError.
func (s *Service) Start(ctx context.Context, p domain.Project, q Request, key string) (Started, error) {
	if err := q.Check(); err != nil {
		return Started{}, err
	}
	model, err := s.Model(p)
	if err != nil {
		return Started{}, err
	}
	if q.Model != "" && q.Model != model {
		if !slices.Contains(p.Agent.Models, q.Model) {
			allowed := append([]string{model}, p.Agent.Models...)
			return Started{}, fieldError("/model", fmt.Sprintf("is not a model this project allows; it allows %s", strings.Join(allowed, ", ")))
		}
		model = q.Model
	}
	draft := p.HostSettings.Draft
	if q.Draft != nil {
		draft = *q.Draft
	}
	quota, err := s.count(ctx, p.ID)
	if err != nil {
		return Started{Quota: quota}, err
	}

	now := s.clock()
	j := domain.Job{
		ID:           s.newID(now),
		ProjectID:    p.ID,
		Repository:   p.Repository,
		Ref:          cmp.Or(q.Ref, p.Branch),
		Model:        model,
		Draft:        &draft,
		Context:      q.Context,
		ChangedFiles: []string{},
		Checks:       map[string]string{},
	}
	j.Branch = Branch(j.ID)
	if key != "" {
		j.IdempotencyKey = key
		j.RequestHash = q.Hash()
	}
	change, err := Apply(&j, Create(q.Prompt), now)
	if err != nil {
		return Started{}, fmt.Errorf("create job: %w", err)
	}
	nj := store.NewJob{Job: j, Message: change.Messages[0], Events: change.Events}
	got, created, err := s.store.CreateJob(ctx, nj)
	if err != nil {
		return Started{}, fmt.Errorf("create job: %w", err)
	}
	if !created && got.CreatedAt.Before(now.Add(-IdempotencyTTL)) {
		// The key's record outlived its day only because nothing pruned it
		// yet: prune, then create for real.
		if err := s.pruneExpired(ctx, now); err != nil {
			return Started{}, err
		}
		if got, created, err = s.store.CreateJob(ctx, nj); err != nil {
			return Started{}, fmt.Errorf("create job: %w", err)
		}
	}
	if !created && !bytes.Equal(got.RequestHash, j.RequestHash) {
		return Started{Quota: quota}, ErrKeyReused
	}
	if created {
		s.record(ctx, audit.JobCreate, got, map[string]string{"model": got.Model})
	}
	return Started{Job: got, Created: created, Quota: quota}, nil
}

// pruneExpired removes idempotency records and request counters older than
// their time to live. Requests that find a stale record take turns.
func (s *Service) pruneExpired(ctx context.Context, now time.Time) error {
	s.pruneMu.Lock()
	defer s.pruneMu.Unlock()
	if err := s.store.PruneExpired(ctx, now.Add(-IdempotencyTTL)); err != nil {
		return fmt.Errorf("prune idempotency records: %w", err)
	}
	return nil
}

func (s *Service) newID(now time.Time) string {
	s.randMu.Lock()
	defer s.randMu.Unlock()
	return NewID(s.rand, now)
}

// Message sends a follow-up prompt to job id of p: an active job's agent
// reads it at its next step, a completed or failed one runs again.
// Errors: a *FieldError for the prompt, ErrNoModel, the store's
// ErrNotFound, ErrArchived, *RateLimitError.
func (s *Service) Message(ctx context.Context, p domain.Project, id, prompt string) (domain.Job, Quota, error) {
	if err := CheckPrompt(prompt); err != nil {
		return domain.Job{}, Quota{}, err
	}
	if _, err := s.Model(p); err != nil {
		return domain.Job{}, Quota{}, err
	}
	// Refuse what the state table refuses before counting the request;
	// UpdateJob below decides again, on the job as it is then.
	cur, err := s.store.Job(ctx, p.ID, id)
	if err != nil {
		return domain.Job{}, Quota{}, fmt.Errorf("load job: %w", err)
	}
	if _, err := Apply(&cur, Message(prompt), s.clock()); err != nil {
		return domain.Job{}, Quota{}, err
	}
	quota, err := s.count(ctx, p.ID)
	if err != nil {
		return domain.Job{}, quota, err
	}
	now := s.clock()
	j, err := s.store.UpdateJob(ctx, p.ID, id, func(j *domain.Job) (store.JobChange, error) {
		return Apply(j, Message(prompt), now)
	})
	if err != nil {
		return domain.Job{}, quota, fmt.Errorf("message job: %w", err)
	}
	s.record(ctx, audit.JobMessage, j, nil)
	return j, quota, nil
}

// Cancel stops an active job of p: it fails as cancelled, its commits
// stay on its branch. Errors: the store's ErrNotFound, ErrNotActive,
// ErrArchived.
func (s *Service) Cancel(ctx context.Context, p domain.Project, id string) (domain.Job, error) {
	return s.change(ctx, p, id, Cancel(), audit.JobCancel)
}

// Archive puts a job of p away for good, stopping it if it runs.
// Errors: the store's ErrNotFound, ErrArchived.
func (s *Service) Archive(ctx context.Context, p domain.Project, id string) (domain.Job, error) {
	return s.change(ctx, p, id, Archive(), audit.JobArchive)
}

// change applies an event that needs nothing but the job. A running
// agent sees the new status at its next step and stops.
func (s *Service) change(ctx context.Context, p domain.Project, id string, ev Event, action audit.Action) (domain.Job, error) {
	now := s.clock()
	j, err := s.store.UpdateJob(ctx, p.ID, id, func(j *domain.Job) (store.JobChange, error) {
		return Apply(j, ev, now)
	})
	if err != nil {
		return domain.Job{}, fmt.Errorf("%s job: %w", ev, err)
	}
	s.record(ctx, action, j, nil)
	return j, nil
}

// record writes a job action to the audit log, as whoever ctx says
// asked for it: the API's caller or the dashboard's user.
func (s *Service) record(ctx context.Context, action audit.Action, j domain.Job, detail map[string]string) {
	s.audit.Record(ctx, audit.Event{Action: action, TargetKind: "job", TargetID: j.ID, ProjectID: j.ProjectID, Detail: detail})
}

// count counts a job or message request against the project's hourly
// limit.
func (s *Service) count(ctx context.Context, projectID string) (Quota, error) {
	if s.rateLimit < 0 {
		return Quota{}, nil
	}
	now := s.now().UTC()
	window := now.Truncate(time.Hour)
	n, err := s.store.CountRequest(ctx, projectID, window)
	if err != nil {
		return Quota{}, fmt.Errorf("count request: %w", err)
	}
	q := Quota{
		Limit:        s.rateLimit,
		Remaining:    max(0, s.rateLimit-n),
		ResetSeconds: int64((window.Add(time.Hour).Sub(now) + time.Second - 1) / time.Second),
	}
	if n > s.rateLimit {
		return q, &RateLimitError{Quota: q}
	}
	return q, nil
}
