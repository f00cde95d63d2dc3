package content

import "testing"

func TestUnderBase(t *testing.T) {
	tests := []struct{ in, want string }{
		{`<p><a href="/setup">Setup</a></p>`, `<p><a href="/p/acme/setup">Setup</a></p>`},
		{`<img src="/images/a.png" alt="">`, `<img src="/p/acme/images/a.png" alt="">`},
		{`<a href="//cdn.example.com/x">x</a>`, `<a href="//cdn.example.com/x">x</a>`},
		{`<a href="https://example.com/">x</a><a href="#top">t</a><a href="guide">g</a>`, `<a href="https://example.com/">x</a><a href="#top">t</a><a href="guide">g</a>`},
		{`<div class="card" data-href="/x"><a class="card-link" href="/a/b#c">a</a></div>`, `<div class="card" data-href="/x"><a class="card-link" href="/p/acme/a/b#c">a</a></div>`},
		{`<code>href=&#34;/x&#34;</code> <span title="a=&#34;/b&#34;">`, `<code>href=&#34;/x&#34;</code> <span title="a=&#34;/b&#34;">`},
		{`<img srcset="/a.png 1x, /b.png 2x" src="/a.png">`, `<img srcset="/p/acme/a.png 1x, /p/acme/b.png 2x" src="/p/acme/a.png">`},
		{`<video poster="/p.jpg"><source src="/v.mp4"></video>`, `<video poster="/p/acme/p.jpg"><source src="/p/acme/v.mp4"></video>`},
		{`x="/`, `x="/`},
		{` href="/`, ` href="/p/acme/`},
		{``, ``},
	}
	for _, tc := range tests {
		if got := UnderBase(tc.in, "/p/acme/"); got != tc.want {
			t.Errorf("UnderBase(%q)\n got %q\nwant %q", tc.in, got, tc.want)
		}
	}
	if got := UnderBase(`<a href="/x">`, "/"); got != `<a href="/x">` {
		t.Errorf("at the root: %q", got)
	}
}

func FuzzUnderBase(f *testing.F) {
	f.Add(`<a href="/x">`, "/docs/")
	f.Add(`<img srcset="/a 1x, /b 2x">`, "/p/a/")
	f.Fuzz(func(t *testing.T, html, base string) {
		got := UnderBase(html, base)
		if len(got) < len(html) {
			t.Fatalf("UnderBase shortened %q to %q", html, got)
		}
	})
}
