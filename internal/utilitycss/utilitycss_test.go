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
		{"text-gray-500", `.text-gray-500{color:var(--folio-gray-500,#737373);}`},
		{"text-zinc-950/70", `.text-zinc-950\/70{color:color-mix(in srgb, #09090b 70%, transparent);}`},
		{"dark:text-white/70", `.dark .dark\:text-white\/70{color:color-mix(in srgb, #fff 70%, transparent);}`},
		{"text-[14px]", `.text-\[14px\]{font-size:14px;}`},
		{"bg-[#0f0]", `.bg-\[\#0f0\]{background-color:#0f0;}`},
		{"border-gray-200", `.border-gray-200{border-color:var(--folio-gray-200,#e5e5e5);}`},
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
		// Mintlify's own colours and the colour-taking utilities.
		{"bg-background-dark", `.bg-background-dark{background-color:var(--folio-bg-dark,#0b0f17);}`},
		{"dark:bg-background-light/80", `.dark .dark\:bg-background-light\/80{background-color:color-mix(in srgb, var(--folio-bg-light,#fff) 80%, transparent);}`},
		{"bg-white/[0.03]", `.bg-white\/\[0\.03\]{background-color:color-mix(in srgb, #fff 3%, transparent);}`},
		{"bg-[rgb(0_0_0/0.5)]", `.bg-\[rgb\(0_0_0\/0\.5\)\]{background-color:rgb(0 0 0/0.5);}`},
		{"fill-gray-800", `.fill-gray-800{fill:var(--folio-gray-800,#262626);}`},
		{"stroke-2", `.stroke-2{stroke-width:2;}`},
		{"border-t-transparent", `.border-t-transparent{border-top-color:transparent;}`},
		{"border-x-2", `.border-x-2{border-left-width:2px;border-left-style:solid;border-right-width:2px;border-right-style:solid;}`},
		{"border-none", `.border-none{border-style:none;}`},
		{"outline-primary", `.outline-primary{outline-color:var(--folio-primary);}`},
		{"decoration-primary", `.decoration-primary{text-decoration-color:var(--folio-primary);}`},
		{"placeholder-gray-400", `.placeholder-gray-400::placeholder{color:var(--folio-gray-400,#a3a3a3);}`},
		{"divide-gray-200", `.divide-gray-200 > :not([hidden]) ~ :not([hidden]){border-color:var(--folio-gray-200,#e5e5e5);}`},
		{"divide-y", `.divide-y > :not([hidden]) ~ :not([hidden]){border-top-width:1px;border-top-style:solid;border-bottom-width:0px;}`},
		// Positions take fractions; transforms compose through variables.
		{"left-1/2", `.left-1\/2{left:50%;}`},
		{"-top-1/2", `.-top-1\/2{top:calc(50% * -1);}`},
		{"-translate-x-1/2", `.-translate-x-1\/2{--tw-translate-x:calc(50% * -1);` + transform + `}`},
		{"hover:scale-105", `.hover\:scale-105:hover{--tw-scale-x:1.05;--tw-scale-y:1.05;` + transform + `}`},
		{"rotate-45", `.rotate-45{--tw-rotate:45deg;` + transform + `}`},
		{"ring-2", `.ring-2{--tw-ring-offset-shadow:var(--tw-ring-inset,) 0 0 0 var(--tw-ring-offset-width,0px) var(--tw-ring-offset-color,#fff);--tw-ring-shadow:var(--tw-ring-inset,) 0 0 0 calc(2px + var(--tw-ring-offset-width,0px)) var(--tw-ring-color,rgb(59 130 246 / 0.5));` + boxShadow + `}`},
		{"ring-gray-400/20", `.ring-gray-400\/20{--tw-ring-color:color-mix(in srgb, var(--folio-gray-400,#a3a3a3) 20%, transparent);}`},
		{"ring-offset-2", `.ring-offset-2{--tw-ring-offset-width:2px;}`},
		{"shadow-sm", `.shadow-sm{--tw-shadow:0 1px 2px 0 var(--tw-shadow-color,rgb(0 0 0 / 0.05));` + boxShadow + `}`},
		{"shadow-primary/10", `.shadow-primary\/10{--tw-shadow-color:color-mix(in srgb, var(--folio-primary) 10%, transparent);}`},
		{"dark:brightness-[1.1]", `.dark .dark\:brightness-\[1\.1\]{--tw-brightness:brightness(1.1);` + filter + `}`},
		{"backdrop-blur-md", `.backdrop-blur-md{--tw-backdrop-blur:blur(12px);` + backdropFilter + `}`},
		{"bg-gradient-to-r", `.bg-gradient-to-r{background-image:linear-gradient(to right,` + gradientStops + `);}`},
		{"from-blue-50", `.from-blue-50{--tw-gradient-from:#eff6ff;}`},
		{"to-primary/20", `.to-primary\/20{--tw-gradient-to:color-mix(in srgb, var(--folio-primary) 20%, transparent);}`},
		// Plain utilities Tailwind documents.
		{"antialiased", `.antialiased{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;}`},
		{"line-clamp-2", `.line-clamp-2{overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;}`},
		{"whitespace-pre-wrap", `.whitespace-pre-wrap{white-space:pre-wrap;}`},
		{"mix-blend-normal", `.mix-blend-normal{mix-blend-mode:normal;}`},
		{"grid-cols-[1fr_2fr]", `.grid-cols-\[1fr_2fr\]{grid-template-columns:1fr 2fr;}`},
		{"row-span-2", `.row-span-2{grid-row:span 2 / span 2;}`},
		{"col-start-2", `.col-start-2{grid-column-start:2;}`},
		{"opacity-[0.9]", `.opacity-\[0\.9\]{opacity:0.9;}`},
		{"rounded-t-lg", `.rounded-t-lg{border-top-left-radius:0.5rem;border-top-right-radius:0.5rem;}`},
		{"underline-offset-4", `.underline-offset-4{text-underline-offset:4px;}`},
		{"max-w-screen-md", `.max-w-screen-md{max-width:768px;}`},
		{"basis-1/3", `.basis-1\/3{flex-basis:33.333333333333336%;}`},
		{"-order-1", `.-order-1{order:-1;}`},
		{"font-[550]", `.font-\[550\]{font-weight:550;}`},
		{"animate-spin", `@keyframes spin{to{transform:rotate(360deg)}}.animate-spin{animation:spin 1s linear infinite;}`},
		// Variants.
		{"disabled:opacity-50", `.disabled\:opacity-50:disabled{opacity:0.5;}`},
		{"focus-visible:outline-none", `.focus-visible\:outline-none:focus-visible{outline:2px solid transparent;outline-offset:2px;}`},
		{"first:mt-0", `.first\:mt-0:first-child{margin-top:0px;}`},
		{"dark:hover:bg-white/5", `.dark .dark\:hover\:bg-white\/5:hover{background-color:color-mix(in srgb, #fff 5%, transparent);}`},
		{"group-focus:underline", `.group:focus .group-focus\:underline{text-decoration-line:underline;}`},
		{"group-hover/card:opacity-100", `.group\/card:hover .group-hover\/card\:opacity-100{opacity:1;}`},
		{"peer-checked:block", `.peer:checked ~ .peer-checked\:block{display:block;}`},
		{"placeholder:text-gray-400", `.placeholder\:text-gray-400::placeholder{color:var(--folio-gray-400,#a3a3a3);}`},
		{"max-md:hidden", `@media not all and (min-width: 768px){.max-md\:hidden{display:none;}}`},
		{"md:animate-pulse", `@media (min-width: 768px){@keyframes pulse{50%{opacity:.5}}.md\:animate-pulse{animation:pulse 2s cubic-bezier(0.4,0,0.6,1) infinite;}}`},
		{"group-wiggle:block", ""},
		{"screen:hidden", ""},
		{"ring-[red;}x]", ""},
		{"rounded-image", ""},
		{"prose", ""},
		{"text-[red;}body{x]", ""},
		{"print:hidden", `@media print{.print\:hidden{display:none;}}`},
		{"motion-reduce:animate-none", `@media (prefers-reduced-motion: reduce){.motion-reduce\:animate-none{animation:none;}}`},
		{"aria-selected:bg-white", `.aria-selected\:bg-white[aria-selected="true"]{background-color:#fff;}`},
		{"data-[state=open]:block", `.data-\[state\=open\]\:block[data-state=open]{display:block;}`},
		{"[&>svg]:w-4", `.\[\&\>svg\]\:w-4>svg{width:1rem;}`},
		{"*:p-2", `.\*\:p-2 > *{padding:0.5rem;}`},
		{"before:absolute", `.before\:absolute::before{content:var(--tw-content,'');position:absolute;}`},
		{"after:content-['→']", `.after\:content-\[\'\→\'\]::after{content:var(--tw-content,'');--tw-content:'→';content:var(--tw-content);}`},
		{"text-sm/6", `.text-sm\/6{font-size:0.875rem;line-height:1.5rem;}`},
		{"text-5xl/tight", `.text-5xl\/tight{font-size:3rem;line-height:1.25;}`},
		{"shadow-[0_0_0_1px_rgba(0,0,0,0.1)]", `.shadow-\[0_0_0_1px_rgba\(0\,0\,0\,0\.1\)\]{--tw-shadow:0 0 0 1px rgba(0,0,0,0.1);` + boxShadow + `}`},
		{"bg-[url(/img/hero.png)]", `.bg-\[url\(\/img\/hero\.png\)\]{background-image:url(/img/hero.png);}`},
		{"duration-[400ms]", `.duration-\[400ms\]{transition-duration:400ms;}`},
		{"flex-[2]", `.flex-\[2\]{flex:2;}`},
		{"line-clamp-[3]", `.line-clamp-\[3\]{overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;}`},
		{"[&>p]{x}:w-4", ""},
		{"data-[x]}:block", ""},
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
	if strings.Contains(css, "--tw-") {
		t.Error("a page without composed utilities got the variable reset")
	}
	if u.CSS(`<p>no classes</p>`) != "" {
		t.Error("css for a page without classes")
	}
}

// The composed utilities reset their variables on every element, so that
// a child does not inherit its parent's translation; responsive rules
// below a breakpoint come before those above one.
func TestCacheCSSComposed(t *testing.T) {
	css := NewCache().CSS(`<div class="absolute left-1/2 -translate-x-1/2 md:flex max-md:block lg:flex max-lg:hidden"><p
	class="hover:scale-105">x</p></div>`)
	if !strings.HasPrefix(css, "*,::before,::after{--tw-translate-x:initial;") {
		t.Errorf("no variable reset first:\n%s", css)
	}
	if !strings.Contains(css, ".hover\\:scale-105:hover") {
		t.Errorf("a class after a line break in the tag is missed:\n%s", css)
	}
	order := []string{"max-lg", "max-md", "md\\:flex", "lg\\:flex"}
	last := -1
	for _, o := range order {
		i := strings.Index(css, o)
		if i < last {
			t.Errorf("%s out of order:\n%s", o, css)
		}
		last = i
	}
}

// A border width utility draws Tailwind's default grey unless a colour is
// given, at no specificity so that any colour rule wins.
func TestCacheCSSBorderColor(t *testing.T) {
	css := NewCache().CSS(`<div class="border md:border-t-2 divide-y rounded p-2">`)
	want := ":where(.border,.divide-y > :not([hidden]) ~ :not([hidden]),.md\\:border-t-2){border-color:#e5e7eb;}\n"
	if !strings.HasPrefix(css, want) {
		t.Errorf("css does not start with the default border colour:\n%s", css)
	}
	if strings.Contains(NewCache().CSS(`<div class="rounded p-2">`), "border-color") {
		t.Error("a default border colour without a border")
	}
}

// Where two utilities set one property, the one Tailwind writes later
// comes later, whatever the alphabet says.
func TestCacheCSSOrder(t *testing.T) {
	css := NewCache().CSS(`<button class="transition-all duration-300 ease-in-out text-sm leading-6 pl-2 px-4 my-4 mt-0 p-1 mx-auto ml-2">`)
	for _, pair := range [][2]string{
		{".transition-all{", ".duration-300{"}, {".transition-all{", ".ease-in-out{"}, {".text-sm{", ".leading-6{"},
		{".px-4{", ".pl-2{"}, {".p-1{", ".px-4{"}, {".my-4{", ".mt-0{"}, {".mx-auto{", ".ml-2{"},
	} {
		if strings.Index(css, pair[0]) > strings.Index(css, pair[1]) {
			t.Errorf("%s comes after %s:\n%s", pair[0], pair[1], css)
		}
	}
}
