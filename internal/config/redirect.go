package config

import "strings"

// Matches reports whether the redirect's source matches a site path: its
// segments match one by one, ":name" matches any one segment and
// ":name*" (or a trailing "*") the rest of the path.
func (r *Redirect) Matches(path string) bool {
	src := strings.Split(strings.Trim(r.Source, "/"), "/")
	got := strings.Split(strings.Trim(path, "/"), "/")
	for i, s := range src {
		if strings.HasSuffix(s, "*") && (strings.HasPrefix(s, ":") || s == "*") {
			return true
		}
		if i >= len(got) {
			return false
		}
		if !strings.HasPrefix(s, ":") && s != got[i] {
			return false
		}
	}
	return len(src) == len(got)
}
