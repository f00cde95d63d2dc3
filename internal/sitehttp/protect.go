package sitehttp

import "net/http"

// Protect adds to every answer of a docs site the headers that keep its
// files what they claim to be and its readers' addresses to itself, and
// refuses to hand out a service worker.
//
// A site's pages run whatever script its repository (or an agent) wrote,
// as Mintlify's do, so they are never served from the dashboard's
// origin; these headers are what a site still owes its readers:
//   - X-Content-Type-Options: nosniff, so that a file served as text or
//     an image is never run as script or styles;
//   - Referrer-Policy: strict-origin-when-cross-origin, so that links out
//     of a page do not carry its path (a preview's names the job);
//   - a request whose Service-Worker header asks for a worker's script
//     gets 403: a worker registered by one project's page at / would
//     control every other project and preview on the sites' origin.
func Protect(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		if r.Header.Get("Service-Worker") != "" {
			h.Set("Cache-Control", "no-store")
			http.Error(w, "service workers are not served on this site", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}
