package content

import "testing"

func TestStyleString(t *testing.T) {
	o := newObject()
	o.set("marginTop", 8.0)
	o.set("lineHeight", 1.5)
	o.set("zIndex", 0.0)
	o.set("WebkitLineClamp", 2.0)
	o.set("msTransform", "none")
	o.set("--brand", "#fff")
	o.set("background", "url(x) <script>")
	o.set("hidden", nil)
	want := "margin-top:8px;line-height:1.5;z-index:0;-webkit-line-clamp:2;-ms-transform:none;--brand:#fff"
	if got := styleString(o); got != want {
		t.Errorf("styleString = %q\nwant %q", got, want)
	}
}

func TestAttrName(t *testing.T) {
	tests := []struct {
		in   string
		svg  bool
		want string
	}{
		{"className", false, "class"},
		{"htmlFor", false, "for"},
		{"autoPlay", false, "autoplay"},
		{"data-fooBar", false, "data-fooBar"},
		{"aria-label", false, "aria-label"},
		{"strokeWidth", true, "stroke-width"},
		{"viewBox", true, "viewBox"},
		{"xlinkHref", true, "xlink:href"},
		{"on click", false, ""},
		{`x"y`, false, ""},
	}
	for _, tt := range tests {
		if got := attrName(tt.in, tt.svg); got != tt.want {
			t.Errorf("attrName(%q, %v) = %q, want %q", tt.in, tt.svg, got, tt.want)
		}
	}
}

func TestDangerousURL(t *testing.T) {
	for _, u := range []string{"javascript:alert(1)", " JavaScript:x", "java\tscript:x", "vbscript:x", "data:text/html,x"} {
		if !dangerousURL(u) {
			t.Errorf("%q is not dangerous", u)
		}
	}
	for _, u := range []string{"/a", "https://x", "mailto:a@b", "data:image/png;base64,AA", "#x"} {
		if dangerousURL(u) {
			t.Errorf("%q is dangerous", u)
		}
	}
}
