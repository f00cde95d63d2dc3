// Package specfetch fetches the OpenAPI specifications a docs site gives
// by URL (openapi.Fetcher), for folio dev, build, validate and serve, and
// keeps a copy of each in a cache folder.
//
// A later fetch asks the server whether the copy is still current (If-
// None-Match with its ETag, If-Modified-Since with its Last-Modified): a
// 304 costs no download. When the server cannot be reached — no network,
// a timeout, a 5xx or 429 answer — the copy is used, and the result says
// so (openapi.Fetched.Stale) for a warning; without a copy, that is an
// error. A 4xx answer is an error even with a copy: the specification is
// gone or refused, which a stale copy would hide.
package specfetch

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/openapi"
)

// Defaults of Options.
const (
	DefaultTimeout = 30 * time.Second
)

// Options configure a Fetcher.
type Options struct {
	// Dir is the cache folder; "" keeps no copies.
	Dir string
	// Client sends the requests; nil uses one on http.DefaultTransport.
	// Redirects are followed as the client follows them.
	Client *http.Client
	// Timeout bounds one fetch, the download included; 0 means
	// DefaultTimeout.
	Timeout time.Duration
	// MaxSize bounds a specification; 0 means openapi.MaxSpecSize.
	MaxSize int64
	// Fresh is how long a copy checked with the server is used without
	// asking again: folio dev rebuilds on every change, and a build need
	// not wait for the network each time. 0 asks every time.
	Fresh time.Duration
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// Log receives what is fetched; nil discards it.
	Log *slog.Logger
}

// Fetcher fetches specifications. It is safe for concurrent use.
type Fetcher struct {
	opts Options

	mu      sync.Mutex
	checked map[string]time.Time // by URL: when the server last confirmed the copy
}

var _ openapi.Fetcher = (*Fetcher)(nil)

// New returns a Fetcher.
func New(opts Options) *Fetcher {
	if opts.Client == nil {
		opts.Client = &http.Client{}
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.MaxSize <= 0 {
		opts.MaxSize = openapi.MaxSpecSize
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Log == nil {
		opts.Log = slog.New(slog.DiscardHandler)
	}
	return &Fetcher{opts: opts, checked: map[string]time.Time{}}
}

// meta is what the cache keeps beside a copy.
type meta struct {
	URL          string    `json:"url"`
	ETag         string    `json:"etag,omitempty"`
	LastModified string    `json:"lastModified,omitempty"`
	Fetched      time.Time `json:"fetched"`
	// SHA256 is the data's: a copy whose data is not what its meta
	// describes (a write that broke off between the two) is not used.
	SHA256 string `json:"sha256"`
}

// saved is a cached specification.
type saved struct {
	meta
	data []byte
}

// Fetch returns the specification at rawURL: the server's, or the cached
// copy when the server says it is current or cannot be reached.
func (f *Fetcher) Fetch(ctx context.Context, rawURL string) (openapi.Fetched, error) {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return openapi.Fetched{}, errors.New("it is not an http or https URL")
	}
	cached := f.cached(rawURL)
	if cached != nil && f.fresh(rawURL) {
		return openapi.Fetched{Data: cached.data}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, f.opts.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return openapi.Fetched{}, err
	}
	req.Header.Set("Accept", "application/json, application/yaml, application/x-yaml, text/yaml, */*;q=0.5")
	req.Header.Set("User-Agent", "Folio (OpenAPI fetch)")
	if cached != nil {
		if cached.ETag != "" {
			req.Header.Set("If-None-Match", cached.ETag)
		}
		if cached.LastModified != "" {
			req.Header.Set("If-Modified-Since", cached.LastModified)
		}
	}
	start := f.opts.Now()
	res, err := f.opts.Client.Do(req)
	if err != nil {
		return f.unreachable(rawURL, cached, describe(err, f.opts.Timeout))
	}
	defer res.Body.Close()
	switch {
	case res.StatusCode == http.StatusNotModified && cached != nil:
		f.opts.Log.DebugContext(ctx, "specification unchanged", "url", rawURL)
		f.confirm(rawURL)
		return openapi.Fetched{Data: cached.data}, nil
	case res.StatusCode >= 500 || res.StatusCode == http.StatusTooManyRequests:
		return f.unreachable(rawURL, cached, "the server answered "+res.Status)
	case res.StatusCode != http.StatusOK:
		return openapi.Fetched{}, fmt.Errorf("the server answered %s", res.Status)
	}
	data, err := io.ReadAll(io.LimitReader(res.Body, f.opts.MaxSize+1))
	if err != nil {
		return f.unreachable(rawURL, cached, "the download broke off: "+describe(err, f.opts.Timeout))
	}
	if int64(len(data)) > f.opts.MaxSize {
		return openapi.Fetched{}, fmt.Errorf("it is larger than %d MB", f.opts.MaxSize>>20)
	}
	f.opts.Log.InfoContext(ctx, "specification fetched", "url", rawURL, "bytes", len(data), "duration", f.opts.Now().Sub(start))
	f.confirm(rawURL)
	m := meta{URL: rawURL, ETag: res.Header.Get("ETag"), LastModified: res.Header.Get("Last-Modified"), Fetched: f.opts.Now().UTC(), SHA256: digest(data)}
	if err := f.store(m, data); err != nil {
		// The build goes on with what it got; the next one fetches again.
		f.opts.Log.WarnContext(ctx, "keep a copy of the specification", "url", rawURL, "err", err)
	}
	return openapi.Fetched{Data: data}, nil
}

// unreachable is the result when the server cannot be reached: the copy,
// with a warning, or an error.
func (f *Fetcher) unreachable(rawURL string, cached *saved, why string) (openapi.Fetched, error) {
	if cached == nil {
		return openapi.Fetched{}, errors.New(why)
	}
	return openapi.Fetched{Data: cached.data, Stale: fmt.Sprintf("%s could not be fetched (%s): using the copy fetched on %s",
		rawURL, why, cached.Fetched.UTC().Format("2006-01-02 15:04 UTC"))}, nil
}

// describe words a request's error for a person.
func describe(err error, timeout time.Duration) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Sprintf("no answer within %s", timeout)
	}
	return err.Error()
}

// fresh reports whether the server confirmed the copy of rawURL within
// Options.Fresh.
func (f *Fetcher) fresh(rawURL string) bool {
	if f.opts.Fresh <= 0 {
		return false
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	at, ok := f.checked[rawURL]
	return ok && f.opts.Now().Sub(at) < f.opts.Fresh
}

func (f *Fetcher) confirm(rawURL string) {
	f.mu.Lock()
	f.checked[rawURL] = f.opts.Now()
	f.mu.Unlock()
}

// paths returns the files of a URL's copy: its data and its meta.
func (f *Fetcher) paths(rawURL string) (data, metaFile string) {
	sum := sha256.Sum256([]byte(rawURL))
	base := filepath.Join(f.opts.Dir, hex.EncodeToString(sum[:16]))
	return base + ".spec", base + ".json"
}

// cached returns the copy of rawURL, or nil.
func (f *Fetcher) cached(rawURL string) *saved {
	if f.opts.Dir == "" {
		return nil
	}
	dataFile, metaFile := f.paths(rawURL)
	mb, err := os.ReadFile(metaFile)
	if err != nil {
		return nil
	}
	var c saved
	if json.Unmarshal(mb, &c.meta) != nil || c.URL != rawURL {
		return nil
	}
	fi, err := os.Stat(dataFile)
	if err != nil || fi.Size() > f.opts.MaxSize {
		return nil
	}
	if c.data, err = os.ReadFile(dataFile); err != nil || digest(c.data) != c.SHA256 {
		return nil
	}
	return &c
}

func digest(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// store keeps a copy: data, then its meta, each written to a temporary
// file and renamed, so that a reader (another folio) never sees half a
// file; the meta's digest ties the two together.
func (f *Fetcher) store(m meta, data []byte) error {
	if f.opts.Dir == "" {
		return nil
	}
	if err := os.MkdirAll(f.opts.Dir, 0o755); err != nil {
		return err
	}
	dataFile, metaFile := f.paths(m.URL)
	mb, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	if err := writeFile(dataFile, data); err != nil {
		return err
	}
	return writeFile(metaFile, mb)
}

func writeFile(name string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".tmp-")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), name)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
