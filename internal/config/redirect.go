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

// Target returns where the redirect sends a site path that it matches:
// its destination with the source's wildcards (":name", ":name*", "*")
// replaced by the parts of the path they matched.
func (r *Redirect) Target(path string) (string, bool) {
	if !r.Matches(path) {
		return "", false
	}
	src := strings.Split(strings.Trim(r.Source, "/"), "/")
	got := strings.Split(strings.Trim(path, "/"), "/")
	values := map[string]string{}
	for i, s := range src {
		if strings.HasSuffix(s, "*") && (strings.HasPrefix(s, ":") || s == "*") {
			rest := ""
			if i < len(got) {
				rest = strings.Join(got[i:], "/")
			}
			name := strings.TrimSuffix(strings.TrimPrefix(s, ":"), "*")
			values[":"+name+"*"] = rest
			if name == "" {
				values["*"] = rest
			}
			break
		}
		if strings.HasPrefix(s, ":") {
			values[s] = got[i]
		}
	}
	dst := strings.Split(r.Destination, "/")
	for i, d := range dst {
		if v, ok := values[d]; ok {
			dst[i] = v
		} else if v, ok := values[d+"*"]; ok && strings.HasPrefix(d, ":") {
			dst[i] = v
		}
	}
	out := strings.Join(dst, "/")
	if out == "" {
		out = "/"
	}
	return out, true
}
