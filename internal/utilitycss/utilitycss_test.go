package utilitycss

import (
	"strings"
	"testing"
)

func TestRule(t *testing.T) {
	cases := []struct{ class, want string }{
		{"hidden", `.hidden{display:none;}`},
		{"dark:block", `.dark .dark\:block{display:block;}`},
		{"dark:hidden", `.dark .dark\:hidden{display:none;}`},
		{"mt-4", `.mt-4{margin-top:1rem;}`},
		{"px-3.5", `.px-3\.5{padding-left:0.875rem;padding-right:0.875rem;}`},
		{"-top-14", `.-top-14{top:calc(3.5rem * -1);}`},
		{"gap-x-6", `.gap-x-6{column-gap:1.5rem;}`},
		{"w-1/2", `.w-1\/2{width:50%;}`},
		{"max-w-3xl", `.max-w-3xl{max-width:48rem;}`},
		{"text-sm", `.text-sm{font-size:0.875rem;line-height:1.25rem;}`},
		{"text-gray-500", `.text-gray-500{color:#6b7280;}`},
		{"text-zinc-950/70", `.text-zinc-950\/70{color:color-mix(in srgb, #09090b 70%, transparent);}`},
		{"dark:text-white/70", `.dark .dark\:text-white\/70{color:color-mix(in srgb, #fff 70%, transparent);}`},
		{"text-[14px]", `.text-\[14px\]{font-size:14px;}`},
		{"bg-[#0f0]", `.bg-\[\#0f0\]{background-color:#0f0;}`},
		{"border-gray-200", `.border-gray-200{border-color:#e5e7eb;}`},
		{"border-l", `.border-l{border-left-width:1px;border-left-style:solid;}`},
		{"border-t-2", `.border-t-2{border-top-width:2px;border-top-style:solid;}`},
		{"rounded-xl", `.rounded-xl{border-radius:0.75rem;}`},
		{"rounded", `.rounded{border-radius:0.25rem;}`},
		{"hover:opacity-80", `.hover\:opacity-80:hover{opacity:0.8;}`},
		{"group-hover:text-primary", `.group:hover .group-hover\:text-primary{color:var(--folio-primary);}`},
		{"sm:grid-cols-2", `@media (min-width: 640px){.sm\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr));}}`},
		{"space-y-4", `.space-y-4 > :not([hidden]) ~ :not([hidden]){margin-top:1rem;}`},
		{"aspect-[2/1]", `.aspect-\[2\/1\]{aspect-ratio:2 / 1;}`},
		{"leading-[24px]", `.leading-\[24px\]{line-height:24px;}`},
		{"2xl:hidden", `@media (min-width: 1536px){.\32 xl\:hidden{display:none;}}`},
		{"rounded-image", ""},
		{"prose", ""},
		{"text-[red;}body{x]", ""},
		{"print:hidden", ""},
		{"mt-999", ""},
	}
	for _, c := range cases {
		if got := Rule(c.class); got != c.want {
			t.Errorf("Rule(%q) =\n  %s\nwant\n  %s", c.class, got, c.want)
		}
	}
}

func TestCacheCSS(t *testing.T) {
	u := NewCache()
	css := u.CSS(`<img class="block dark:hidden w-full" src="a"><img class="hidden dark:block" src="b"><div class="sm:flex card">`)
	for _, want := range []string{".block{display:block;}", ".dark .dark\\:hidden{display:none;}", ".w-full{width:100%;}"} {
		if !strings.Contains(css, want) {
			t.Errorf("css lacks %s:\n%s", want, css)
		}
	}
	if !strings.HasSuffix(css, "@media (min-width: 640px){.sm\\:flex{display:flex;}}") {
		t.Errorf("responsive rules are not last:\n%s", css)
	}
	if strings.Contains(css, "card") {
		t.Error("a class that is not a utility got a rule")
	}
	if u.CSS(`<p>no classes</p>`) != "" {
		t.Error("css for a page without classes")
	}
}
