package sitehost

import (
	"bytes"
	"image/png"
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"

	"github.com/foliodocs/folio/internal/domain"
)

var ogImage = regexp.MustCompile(`<meta property="og:image" content="([^"]+)">`)

// checkImage checks that rec is a 1200×630 PNG.
func checkImage(t *testing.T, what string, rec *httptest.ResponseRecorder) {
	t.Helper()
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "image/png" {
		t.Fatalf("%s: %d %s", what, rec.Code, rec.Header().Get("Content-Type"))
	}
	if cfg, err := png.DecodeConfig(bytes.NewReader(rec.Body.Bytes())); err != nil || cfg.Width != 1200 || cfg.Height != 630 {
		t.Errorf("%s: %+v %v", what, cfg, err)
	}
}

// TestSocialImages checks that every site — at /, on its own host (a
// site served at / is not built below /p/{id}/ too: TestOneBuild) — and
// every preview answers its pages' social images at the
// address their og:image gives, and 404 for a page it does not have.
func TestSocialImages(t *testing.T) {
	t.Parallel()
	b := setup(t, Options{})
	b.alphaAndBeta(t)
	for _, tc := range []struct{ host, page, image string }{
		{"", "/guide", "/_folio/og/guide.png"},
		{"docs.beta.example", "/guide", "/_folio/og/guide.png"},
	} {
		page := b.expect(t, tc.host, tc.page, 200)
		m := ogImage.FindStringSubmatch(page)
		if m == nil || !regexp.MustCompile(`^`+regexp.QuoteMeta(tc.image)+`\?v=[0-9a-f]+$`).MatchString(m[1]) {
			t.Fatalf("%s%s: og:image %v, want %s?v=…", tc.host, tc.page, m, tc.image)
		}
		checkImage(t, tc.host+m[1], b.get(t, http.MethodGet, tc.host, m[1]))
	}
	b.expect(t, "", "/_folio/og/nope.png", 404)
	b.expect(t, "docs.beta.example", "/_folio/og/nope.png", 404)
}

func TestPreviewSocialImages(t *testing.T) {
	t.Parallel()
	b := setupPreviews(t, Options{})
	alpha := newRepo(t, "Alpha")
	alpha.branch("folio/j1", map[string]string{"docs/guide.mdx": "---\ntitle: Alpha guide, revised\n---\nSecond edition.\n"})
	b.jobs.add("alpha", "job_1", "folio/j1")
	if err := b.host.Set(t.Context(), []domain.Project{local("alpha", alpha)}); err != nil {
		t.Fatal(err)
	}
	page := b.expect(t, "/preview/alpha/job_1/guide", 200)
	m := ogImage.FindStringSubmatch(page)
	if m == nil || !regexp.MustCompile(`^/preview/alpha/job_1/_folio/og/guide\.png\?v=`).MatchString(m[1]) {
		t.Fatalf("og:image %v", m)
	}
	checkImage(t, m[1], b.get(t, m[1]))
	b.expect(t, "/preview/alpha/job_1/_folio/og/nope.png", 404)
}
