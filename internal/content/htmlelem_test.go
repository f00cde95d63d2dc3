package content

import (
	"testing"

	"github.com/foliodocs/folio/internal/jsrt"
)

func TestStyleString(t *testing.T) {
	o := jsrt.NewObject()
	o.Set("marginTop", 8.0)
	o.Set("lineHeight", 1.5)
	o.Set("zIndex", 0.0)
	o.Set("WebkitLineClamp", 2.0)
	o.Set("msTransform", "none")
	o.Set("--brand", "#fff")
	o.Set("background", "url(x) <script>")
	o.Set("hidden", nil)
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

func TestStringOf(t *testing.T) {
	o := jsrt.NewObject()
	tests := []struct {
		v    any
		want string
	}{
		{nil, ""}, {"x", "x"}, {2.0, "2"}, {true, "true"}, {false, "false"},
		{[]any{1.0, "a", nil}, "1,a,"}, {o, "[object Object]"},
	}
	for _, tt := range tests {
		if got := stringOf(tt.v); got != tt.want {
			t.Errorf("stringOf(%#v) = %q, want %q", tt.v, got, tt.want)
		}
	}
}
