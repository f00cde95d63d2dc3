package webhook

import (
	"errors"
	"fmt"
	"io"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/foliodocs/folio/internal/store"
)

// Limits on what a webhook is made of.
const (
	MaxURLLength         = 2048
	MaxDescriptionLength = 200
)

// CheckURL returns the URL a webhook may be sent to, or an error that
// says what is wrong with it: http or https only, a host, no user
// information (a secret in a URL would show in every list), no fragment.
func CheckURL(raw string) (string, error) {
	s := strings.TrimSpace(raw)
	switch {
	case s == "":
		return "", errors.New("the URL is empty")
	case len(s) > MaxURLLength:
		return "", fmt.Errorf("the URL is longer than %d characters", MaxURLLength)
	case strings.ContainsFunc(s, func(r rune) bool { return r <= ' ' || r == 0x7f }):
		return "", errors.New("the URL has spaces or control characters")
	}
	u, err := url.Parse(s)
	if err != nil {
		return "", errors.New("the URL is not valid")
	}
	switch {
	case u.Scheme != "http" && u.Scheme != "https":
		if u.Scheme == "" {
			return "", errors.New("the URL must start with https:// (or http://)")
		}
		return "", fmt.Errorf("the scheme %q is not allowed: use https:// (or http://)", u.Scheme)
	case u.Opaque != "" || u.Host == "":
		return "", errors.New("the URL has no host")
	case u.User != nil:
		return "", errors.New("the URL must not contain a user name or password: the request is signed instead")
	case u.Fragment != "" || strings.HasSuffix(s, "#"):
		return "", errors.New("the URL must not have a #fragment")
	}
	host := u.Hostname()
	if host == "" {
		return "", errors.New("the URL has no host")
	}
	if port := u.Port(); port != "" {
		if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
			return "", fmt.Errorf("the port %q is not valid", port)
		}
	}
	u.Scheme = strings.ToLower(u.Scheme)
	return u.String(), nil
}

// ParseEvents checks a list of event names (empty: every event), drops
// repeats and puts them in the order of store.HookEvents.
func ParseEvents(names []string) ([]string, error) {
	known := store.HookEvents()
	var picked []string
	for _, n := range names {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if !slices.Contains(known, n) {
			return nil, fmt.Errorf("unknown event %q: use %s", n, strings.Join(known, ", "))
		}
		picked = append(picked, n)
	}
	var out []string
	for _, k := range known {
		if slices.Contains(picked, k) {
			out = append(out, k)
		}
	}
	if len(out) == len(known) {
		return nil, nil // all of them: also the events added later
	}
	return out, nil
}

// NewWebhook returns a webhook of a project, with a new id and signing
// secret, after checking its URL, events and description.
func NewWebhook(r io.Reader, projectID, rawURL string, events []string, description string) (store.Webhook, error) {
	u, err := CheckURL(rawURL)
	if err != nil {
		return store.Webhook{}, &FieldError{Field: "url", Err: err}
	}
	evs, err := ParseEvents(events)
	if err != nil {
		return store.Webhook{}, &FieldError{Field: "events", Err: err}
	}
	description = strings.TrimSpace(description)
	switch {
	case len([]rune(description)) > MaxDescriptionLength:
		return store.Webhook{}, &FieldError{Field: "description", Err: fmt.Errorf("the description is longer than %d characters", MaxDescriptionLength)}
	case strings.ContainsFunc(description, func(c rune) bool { return c < 0x20 || c == 0x7f }):
		return store.Webhook{}, &FieldError{Field: "description", Err: errors.New("the description has control characters")}
	}
	id, err := randomString(r, 16)
	if err != nil {
		return store.Webhook{}, err
	}
	secret, err := NewSecret(r)
	if err != nil {
		return store.Webhook{}, err
	}
	return store.Webhook{ID: "wh_" + id, ProjectID: projectID, URL: u, Events: evs, Secret: secret, Description: description}, nil
}

// FieldError is a webhook field that is not valid.
type FieldError struct {
	Field string // url, events or description
	Err   error
}

func (e *FieldError) Error() string { return e.Err.Error() }
func (e *FieldError) Unwrap() error { return e.Err }
