package cli

import (
	"net/http"
	"path/filepath"
	"time"

	"github.com/foliodocs/folio/internal/netguard"
	"github.com/foliodocs/folio/internal/specfetch"
)

// The API reference's reach into the network: fetching the OpenAPI
// specifications docs.json gives by URL (dev, build, validate, serve)
// and the playground's proxy (dev, serve).

// defaultCacheDir follows the XDG base directory convention: the copies
// of fetched specifications that let dev, build and validate work
// offline.
func (dc *docsCommands) defaultCacheDir() string {
	if d, ok := dc.env.lookup("XDG_CACHE_HOME"); ok && d != "" {
		return filepath.Join(d, "folio")
	}
	if h, ok := dc.env.lookup("HOME"); ok && h != "" {
		return filepath.Join(h, ".cache", "folio")
	}
	return ""
}

// localFetcher fetches specifications for a command a person runs on
// their own docs (dev, build, validate): any address, the environment's
// proxy, copies in the user's cache folder. fresh is how long a copy the
// server confirmed is used without asking again.
func (dc *docsCommands) localFetcher(fresh time.Duration) *specfetch.Fetcher {
	dir := dc.defaultCacheDir()
	if dir != "" {
		dir = filepath.Join(dir, "specs")
	}
	return specfetch.New(specfetch.Options{Dir: dir, Fresh: fresh, Log: dc.log})
}

// hostedFetcher fetches specifications for the projects folio serve
// hosts, whose docs.json anyone with a project may write: only public
// addresses unless the operator allows more, copies in the data folder.
func hostedFetcher(data string, allowPrivate bool, o specfetch.Options) *specfetch.Fetcher {
	o.Dir = filepath.Join(data, "cache", "specs")
	o.Client = &http.Client{Transport: netguard.Transport(netguard.Options{AllowPrivate: allowPrivate})}
	return specfetch.New(o)
}
