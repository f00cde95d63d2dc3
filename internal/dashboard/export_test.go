package dashboard

import (
	"net/http"
	"strings"
)

// RouteRoles lists the routes a dashboard handler registered, each with
// the role it needs ("public" for a page anyone may open), by pattern
// with the handler's prefix cut from the path.
func RouteRoles(h http.Handler) map[string]string {
	hd := h.(*handler)
	out := map[string]string{}
	for _, r := range hd.roles {
		method, path, _ := strings.Cut(r.Pattern, " ")
		key := method + " " + strings.TrimPrefix(path, hd.prefix)
		out[key] = string(r.Need)
		if r.Need == "" {
			out[key] = "public"
		}
	}
	return out
}
