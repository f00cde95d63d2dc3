package sitehost

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sort"
	"strings"

	"github.com/foliodocs/folio/internal/store"
)

// A job's preview runs script that an agent wrote, so it is never served
// from the dashboard's origin, and previews of different jobs are kept
// from one another in one of two ways:
//
//   - with Options.PreviewHost ("*.preview.example.com"), each preview is
//     its own origin: job_01abc… is served at job-01abc….preview.example.com;
//   - without it, previews are served at /preview/{projectId}/{jobId}/ on
//     the sites' origin under a sandbox policy without allow-same-origin:
//     the browser gives each page an origin of its own that reaches no
//     cookie, storage or same-origin response of the sites, nor another
//     preview. The page's own files are then fetched across origins, so
//     they are answered with Access-Control-Allow-Origin: *; the API
//     playground sends from the browser, as in a static export, since its
//     proxy would have to answer any origin.

// previewSandbox is the Content-Security-Policy of a path-served preview.
const previewSandbox = "sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals allow-downloads"

// previewHost is a parsed Options.PreviewHost.
type previewHost struct {
	suffix string // ".preview.example.com"
	port   string // "" or ":8443", as given
}

// ParsePreviewHost checks a preview host pattern: "*." and a host name,
// with an optional port ("*.preview.example.com", "*.localhost:8081").
func ParsePreviewHost(pattern string) error {
	_, err := parsePreviewHost(pattern)
	return err
}

func parsePreviewHost(pattern string) (*previewHost, error) {
	rest, ok := strings.CutPrefix(strings.ToLower(strings.TrimSpace(pattern)), "*.")
	if !ok {
		return nil, fmt.Errorf("preview host %q: want *. and a host name, such as *.preview.example.com", pattern)
	}
	host, port := rest, ""
	if h, p, err := net.SplitHostPort(rest); err == nil {
		host, port = h, ":"+p
	}
	if host == "" || strings.Contains(host, "*") || strings.ContainsAny(host, "/?#@ ") || strings.HasPrefix(host, ".") || strings.HasSuffix(host, ".") {
		return nil, fmt.Errorf("preview host %q: want *. and a host name, such as *.preview.example.com", pattern)
	}
	return &previewHost{suffix: "." + host, port: port}, nil
}

// PreviewLabel is the host label of a job's preview: its id, with '-'
// for '_', which host names do not allow.
func PreviewLabel(jobID string) string {
	return strings.ReplaceAll(strings.ToLower(jobID), "_", "-")
}

// jobOfLabel reverses PreviewLabel.
func jobOfLabel(label string) string { return strings.ReplaceAll(label, "-", "_") }

// PreviewURL is where the preview of a job is served: at its own host
// name when previews have one (scheme is "http" or "https"), else at
// siteBase + PreviewPath.
func (h *Host) PreviewURL(scheme, siteBase, projectID, jobID string) string {
	if h.previewHost == nil {
		return strings.TrimSuffix(siteBase, "/") + PreviewPath(projectID, jobID)
	}
	return scheme + "://" + PreviewLabel(jobID) + h.previewHost.suffix + h.previewHost.port + "/"
}

// previewJob is the job whose preview host a request is for, if any.
func (h *Host) previewJob(r *http.Request) (jobID string, ok bool) {
	if h.previewHost == nil {
		return "", false
	}
	host := strings.ToLower(r.Host)
	if hh, _, err := net.SplitHostPort(host); err == nil {
		host = hh
	}
	label, ok := strings.CutSuffix(host, h.previewHost.suffix)
	if !ok || label == "" || strings.Contains(label, ".") {
		return "", false
	}
	return jobOfLabel(label), true
}

// projectOfJob finds the project a job belongs to: a preview already
// made knows it; otherwise each hosted project is asked.
func (h *Host) projectOfJob(ctx context.Context, jobID string) (string, error) {
	if h.opts.Jobs == nil || checkID(jobID) != nil {
		return "", store.ErrNotFound
	}
	if id, ok := h.previews.projectOf(jobID); ok {
		return id, nil
	}
	h.mu.RLock()
	ids := make([]string, 0, len(h.projects))
	for id := range h.projects {
		ids = append(ids, id)
	}
	h.mu.RUnlock()
	sort.Strings(ids)
	for _, id := range ids {
		_, err := h.opts.Jobs.Job(ctx, id, jobID)
		switch {
		case err == nil:
			return id, nil
		case !errors.Is(err, store.ErrNotFound):
			return "", err
		}
	}
	return "", store.ErrNotFound
}
