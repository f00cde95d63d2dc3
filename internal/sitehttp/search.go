package sitehttp

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/foliodocs/folio/internal/site"
)

// searchResponse is the answer of a site's search endpoint
// (site.SearchPath): the same results the static index gives the site
// script, so that the page shows either the same way.
type searchResponse struct {
	Query   string         `json:"query"`
	Scope   string         `json:"scope"`
	Results []searchResult `json:"results"`
}

type searchResult struct {
	Title      string          `json:"title"`
	URL        string          `json:"url"`
	Crumb      string          `json:"crumb,omitempty"`
	Path       string          `json:"path"`
	Score      int             `json:"score"`
	Scope      string          `json:"scope,omitempty"`
	ScopeLabel string          `json:"scope_label,omitempty"`
	Sections   []searchSection `json:"sections"`
}

type searchSection struct {
	Heading string `json:"heading"`
	Anchor  string `json:"anchor"`
	URL     string `json:"url"`
	Snippet string `json:"snippet"`
	Text    string `json:"text"`
}

const (
	defaultSearchLimit = 10
	maxSearchLimit     = 50
)

// errBadSearch is a search request the endpoint cannot answer; its text
// is for the client.
type errBadSearch struct{ msg string }

func (e errBadSearch) Error() string { return e.msg }

// serveSearch answers a search of the site: ?q= (required), &scope= (a
// scope's key, "all", or none for all), &limit= (1–50, default 10).
func serveSearch(o *site.Output, w http.ResponseWriter, r *http.Request) {
	resp, err := searchSite(o, r)
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "no-cache")
	status := http.StatusOK
	var body any = resp
	if err != nil {
		status = http.StatusInternalServerError
		msg := "the search failed"
		if bad, ok := errors.AsType[errBadSearch](err); ok {
			status, msg = http.StatusBadRequest, bad.msg
		}
		body = map[string]string{"error": msg}
	}
	data, _ := json.Marshal(body)
	h.Set("Content-Length", strconv.Itoa(len(data)))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		w.Write(data)
	}
}

func searchSite(o *site.Output, r *http.Request) (*searchResponse, error) {
	v := r.URL.Query()
	q := strings.TrimSpace(v.Get("q"))
	if q == "" {
		return nil, errBadSearch{"give the words to look for in q"}
	}
	limit := defaultSearchLimit
	if l := v.Get("limit"); l != "" {
		n, err := strconv.Atoi(l)
		if err != nil || n < 1 || n > maxSearchLimit {
			return nil, errBadSearch{"limit must be a number from 1 to " + strconv.Itoa(maxSearchLimit)}
		}
		limit = n
	}
	scopes := o.SearchScopes()
	scope := v.Get("scope")
	if scope != "" && scope != "all" {
		found := false
		for _, s := range scopes {
			found = found || s.Key == scope
		}
		if !found {
			return nil, errBadSearch{"there is no scope " + strconv.Quote(scope)}
		}
	}
	resp := &searchResponse{Query: q, Scope: scope, Results: []searchResult{}}
	for _, r := range o.Search(q, scope, limit) {
		res := searchResult{Title: r.Title, URL: r.URL, Crumb: r.Crumb, Path: r.Path, Score: r.Score, Sections: []searchSection{}}
		if len(scopes) > 1 {
			res.Scope, res.ScopeLabel = scopes[r.Scope].Key, scopes[r.Scope].Label
		}
		for _, s := range r.Sections {
			res.Sections = append(res.Sections, searchSection{s.Heading, s.Anchor, s.URL, s.Snippet, s.Text})
		}
		resp.Results = append(resp.Results, res)
	}
	return resp, nil
}
