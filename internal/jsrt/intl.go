package jsrt

import (
	"math"
	"strconv"
	"strings"

	"github.com/dop251/goja"
	"golang.org/x/text/currency"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"
)

// Locale-aware formatting (ECMA-402) as Node with its full ICU gives it
// on Mintlify's server: Intl.NumberFormat and Number.prototype.
// toLocaleString with their common options (style decimal, percent and
// currency; fraction, integer and significant digits; grouping; compact
// notation). goja has no Intl, and its toLocaleString is toString, which
// reads a locale argument as a radix and throws. The separators and
// grouping come from CLDR through golang.org/x/text; rounding is
// half-expand on the number's shortest decimal form, as ICU does.

// intlName reports whether a word of a program, an identifier or a
// property name, needs the Intl layer.
func intlName(word string) bool {
	return word == "Intl" || word == "toLocaleString"
}

// defineIntl defines Intl and the locale-aware Number methods.
func (e *Env) defineIntl() error {
	rt := e.rt
	_ = rt.GlobalObject().Set("__folioFormatNumber", func(call goja.FunctionCall) goja.Value {
		x := call.Argument(0).ToFloat()
		nf := newNumberFormat(rt, call.Argument(1), call.Argument(2))
		return rt.ToValue(nf.format(x))
	})
	_, err := rt.RunProgram(e.eng.intlPrelude())
	return err
}

// numberFormat is a resolved Intl.NumberFormat.
type numberFormat struct {
	tag                  language.Tag
	style                string // decimal, percent, currency
	currency             string // ISO code, upper case
	currencyDisplay      string // symbol, narrowSymbol, code, name
	minInt, minFD, maxFD int
	minSD, maxSD         int // 0 when fraction digits rule
	grouping             bool
	compact              bool
	compactLong          bool
}

// newNumberFormat resolves locales and options as the NumberFormat
// constructor does; what it does not know it leaves at the defaults.
func newNumberFormat(rt *goja.Runtime, locales, options goja.Value) *numberFormat {
	nf := &numberFormat{tag: resolveLocale(rt, locales), style: "decimal", currencyDisplay: "symbol", minInt: 1, grouping: true}
	var opts *goja.Object
	if options != nil && !goja.IsUndefined(options) && !goja.IsNull(options) {
		opts = options.ToObject(rt)
	}
	str := func(name string) string {
		if opts == nil {
			return ""
		}
		v := opts.Get(name)
		if v == nil || goja.IsUndefined(v) {
			return ""
		}
		return v.String()
	}
	num := func(name string, lo, hi int) (int, bool) {
		if opts == nil {
			return 0, false
		}
		v := opts.Get(name)
		if v == nil || goja.IsUndefined(v) {
			return 0, false
		}
		f := v.ToFloat()
		if math.IsNaN(f) || f < float64(lo) || f > float64(hi) {
			throwJS(rt, "RangeError", name+" value is out of range.")
		}
		return int(f), true
	}
	if s := str("style"); s == "percent" || s == "currency" {
		nf.style = s
	}
	defMin, defMax := 0, 3
	switch nf.style {
	case "currency":
		nf.currency = strings.ToUpper(str("currency"))
		if nf.currency == "" {
			throwJS(rt, "TypeError", "Currency code is required with currency style.")
		}
		defMin, defMax = 2, 2
		if u, err := currency.ParseISO(nf.currency); err == nil {
			scale, _ := currency.Standard.Rounding(u)
			defMin, defMax = scale, scale
		}
		if d := str("currencyDisplay"); d != "" {
			nf.currencyDisplay = d
		}
	case "percent":
		defMax = 0
	}
	if n := str("notation"); n == "compact" {
		nf.compact = true
		nf.compactLong = str("compactDisplay") == "long"
	}
	if v, ok := num("minimumIntegerDigits", 1, 21); ok {
		nf.minInt = v
	}
	minFD, hasMin := num("minimumFractionDigits", 0, 100)
	maxFD, hasMax := num("maximumFractionDigits", 0, 100)
	switch {
	case hasMin && hasMax:
		if minFD > maxFD {
			throwJS(rt, "RangeError", "maximumFractionDigits value is out of range.")
		}
	case hasMin:
		maxFD = max(defMax, minFD)
	case hasMax:
		minFD = min(defMin, maxFD)
	default:
		minFD, maxFD = defMin, defMax
	}
	nf.minFD, nf.maxFD = minFD, maxFD
	if sd, ok := num("maximumSignificantDigits", 1, 21); ok {
		nf.maxSD, nf.minSD = sd, 1
	}
	if sd, ok := num("minimumSignificantDigits", 1, 21); ok {
		nf.minSD = sd
		if nf.maxSD == 0 {
			nf.maxSD = 21
		}
	}
	if opts != nil {
		if g := opts.Get("useGrouping"); g != nil && !goja.IsUndefined(g) {
			s := g.String()
			nf.grouping = g.ToBoolean() && s != "false"
		}
	}
	return nf
}

// resolveLocale reads the locales argument: a tag or a list of them,
// the first that parses wins; none is Node's default, en-US.
func resolveLocale(rt *goja.Runtime, locales goja.Value) language.Tag {
	if locales == nil || goja.IsUndefined(locales) || goja.IsNull(locales) {
		return language.AmericanEnglish
	}
	var list []string
	if o, ok := locales.(*goja.Object); ok && o.ClassName() == "Array" {
		_ = rt.ExportTo(o, &list)
	} else {
		list = []string{locales.String()}
	}
	for _, s := range list {
		if t, err := language.Parse(s); err == nil {
			return t
		}
	}
	return language.AmericanEnglish
}

// format formats x.
func (nf *numberFormat) format(x float64) string {
	switch {
	case math.IsNaN(x):
		return nf.affix("NaN", false) // €NaN, NaN%
	case math.IsInf(x, 1):
		return nf.affix("∞", false)
	case math.IsInf(x, -1):
		return nf.affix("∞", true)
	}
	neg := x < 0 || x == 0 && math.Signbit(x)
	x = math.Abs(x)
	if nf.style == "percent" {
		x *= 100
	}
	suffix := ""
	minFD, maxFD := nf.minFD, nf.maxFD
	minSD, maxSD := nf.minSD, nf.maxSD
	if nf.compact {
		suffix, x = compactScale(x, nf.compactLong)
		if nf.maxSD == 0 && !nf.fractionSet() {
			// Compact rounds to whole numbers, but to two significant
			// digits below ten: 1.2K, 12K, 5.5, 0.012 (ICU's rule).
			minFD, maxFD = 0, 0
			if x < 10 {
				minSD, maxSD = 1, 2
			}
		}
	}
	var digits string
	if maxSD > 0 {
		digits = roundSignificant(x, minSD, maxSD)
	} else {
		digits = roundFraction(x, minFD, maxFD)
	}
	v, _ := strconv.ParseFloat(digits, 64)
	fd := 0
	if i := strings.IndexByte(digits, '.'); i >= 0 {
		fd = len(digits) - i - 1
	}
	opts := []number.Option{number.MinFractionDigits(fd), number.MaxFractionDigits(fd), number.MinIntegerDigits(nf.minInt)}
	if !nf.grouping {
		opts = append(opts, number.NoSeparator())
	}
	s := message.NewPrinter(nf.tag).Sprint(number.Decimal(v, opts...))
	return nf.affix(s+suffix, neg)
}

// fractionSet reports whether the options fixed fraction digits other
// than the style's defaults, which compact notation replaces.
func (nf *numberFormat) fractionSet() bool {
	defMin, defMax := 0, 3
	switch nf.style {
	case "percent":
		defMax = 0
	case "currency":
		defMin, defMax = 2, 2
		if u, err := currency.ParseISO(nf.currency); err == nil {
			defMin, _ = currency.Standard.Rounding(u)
			defMax = defMin
		}
	}
	return nf.minFD != defMin || nf.maxFD != defMax
}

// affix adds the sign, the percent sign and the currency.
func (nf *numberFormat) affix(s string, neg bool) string {
	base, _ := nf.tag.Base()
	after := symbolAfter(base.String())
	switch nf.style {
	case "percent":
		if after {
			s += "\u00a0%"
		} else {
			s += "%"
		}
	case "currency":
		sym := nf.currency
		switch nf.currencyDisplay {
		case "code":
			sym = nf.currency + "\u00a0"
			if after {
				sym = nf.currency
			}
		case "name":
			s += " " + nf.currency
			sym = ""
		default:
			if u, err := currency.ParseISO(nf.currency); err == nil {
				f := currency.Symbol
				if nf.currencyDisplay == "narrowSymbol" {
					f = currency.NarrowSymbol
				}
				sym = message.NewPrinter(nf.tag).Sprint(f(u))
			}
		}
		if sym != "" {
			if after {
				s += "\u00a0" + strings.TrimSpace(sym)
			} else {
				s = sym + s
			}
		}
	}
	if neg {
		s = "-" + s
	}
	return s
}

// symbolAfter reports whether CLDR's pattern for a language puts the
// currency and percent signs after the number, separated by a space
// ("1.234,50 €", "12 %").
func symbolAfter(lang string) bool {
	switch lang {
	case "de", "fr", "es", "it", "ru", "pl", "cs", "sk", "sv", "fi", "nb", "no", "nn", "da", "hu", "ro", "uk", "bg", "hr", "sl", "sr", "lt", "lv", "et", "el", "ca", "vi":
		return true
	}
	return false
}

// compactScale divides x by the largest power of a thousand it reaches
// and returns that power's English suffix.
func compactScale(x float64, long bool) (string, float64) {
	short := [...]string{"", "K", "M", "B", "T"}
	names := [...]string{"", " thousand", " million", " billion", " trillion"}
	k := 0
	for k < 4 && x >= 1000 {
		x /= 1000
		k++
	}
	// 999,999 rounds to 1000K and 999.9 to 1000: move to the next power
	// as ICU does.
	if k < 4 && math.Round(x) >= 1000 {
		x /= 1000
		k++
	}
	if long {
		return names[k], x
	}
	return short[k], x
}

// decimalDigits is x's shortest decimal form as digits and the position
// of the decimal point within them (which may be outside them).
func decimalDigits(x float64) (string, int) {
	s := strconv.FormatFloat(x, 'e', -1, 64) // d.ddde±x
	mant, exp, _ := strings.Cut(s, "e")
	e, _ := strconv.Atoi(exp)
	d := strings.Replace(mant, ".", "", 1)
	return d, e + 1
}

// roundAt rounds the digits d (point after p of them) to keep n digits,
// half away from zero, returning the new digits and point.
func roundAt(d string, p, n int) (string, int) {
	if n >= len(d) {
		return d, p
	}
	if n < 0 {
		return "0", 1
	}
	up := d[n] >= '5'
	b := []byte(d[:n])
	if up {
		i := n - 1
		for ; i >= 0; i-- {
			if b[i] == '9' {
				b[i] = '0'
				continue
			}
			b[i]++
			break
		}
		if i < 0 {
			b = append([]byte{'1'}, b...)
			p++
		}
	}
	if len(b) == 0 {
		return "0", 1
	}
	return string(b), p
}

// place writes digits d with the point after p of them, with at least
// minFD fraction digits.
func place(d string, p, minFD int) string {
	for len(d) < p {
		d += "0"
	}
	intPart, frac := "0", ""
	switch {
	case p <= 0:
		frac = strings.Repeat("0", -p) + d
	default:
		intPart, frac = d[:p], d[p:]
	}
	intPart = strings.TrimLeft(intPart, "0")
	if intPart == "" {
		intPart = "0"
	}
	frac = strings.TrimRight(frac, "0")
	for len(frac) < minFD {
		frac += "0"
	}
	if frac == "" {
		return intPart
	}
	return intPart + "." + frac
}

// roundFraction is x with between minFD and maxFD fraction digits.
func roundFraction(x float64, minFD, maxFD int) string {
	d, p := decimalDigits(x)
	d, p = roundAt(d, p, p+maxFD)
	return place(d, p, minFD)
}

// roundSignificant is x with between minSD and maxSD significant digits.
func roundSignificant(x float64, minSD, maxSD int) string {
	if x == 0 {
		return place("0", 1, max(minSD-1, 0))
	}
	d, p := decimalDigits(x)
	d, p = roundAt(d, p, maxSD)
	return place(d, p, max(minSD-p, 0))
}

// intlPreludeSource defines Intl.NumberFormat and Number.prototype.
// toLocaleString on top of __folioFormatNumber.
const intlPreludeSource = `(function (g) {
  var fmt = g.__folioFormatNumber;
  function NumberFormat(locales, options) {
    if (!(this instanceof NumberFormat)) return new NumberFormat(locales, options);
    fmt(0, locales, options);
    var self = this;
    this.format = function (x) { return fmt(x, locales, options); };
    this.resolvedOptions = function () {
      var o = { locale: typeof locales === "string" ? locales : (Array.isArray(locales) && locales[0]) || "en-US", numberingSystem: "latn" };
      for (var k in options || {}) o[k] = options[k];
      if (!o.style) o.style = "decimal";
      return o;
    };
    this.formatToParts = function (x) { return [{ type: "literal", value: self.format(x) }]; };
  }
  NumberFormat.supportedLocalesOf = function (l) { return [].concat(l || []); };
  var Intl = g.Intl || {};
  Intl.NumberFormat = NumberFormat;
  g.Intl = Intl;
  Object.defineProperty(Number.prototype, "toLocaleString", {
    value: function toLocaleString(locales, options) { return fmt(Number(this), locales, options); },
    writable: true, configurable: true
  });
})(this);`

// throwJS throws a new error of the global constructor kind.
func throwJS(rt *goja.Runtime, kind, msg string) {
	ctor, _ := goja.AssertConstructor(rt.GlobalObject().Get(kind))
	if ctor == nil {
		panic(rt.NewGoError(&jsWebError{msg}))
	}
	obj, err := ctor(nil, rt.ToValue(msg))
	if err != nil {
		panic(err)
	}
	panic(obj)
}

// intlPrelude returns the compiled Intl prelude, shared by every page.
func (g *Engine) intlPrelude() *goja.Program {
	g.intlOnce.Do(func() {
		g.intlProg = goja.MustCompile("intl.js", intlPreludeSource, false)
	})
	return g.intlProg
}
