package agent

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// When edit_file's old text is not in the file, the model usually copied it
// slightly wrong: other indentation, a changed word, a line it made up. The
// closest lines of the file show it what is really there.

// maxCompareLines bounds the lines of old that are compared, so that a huge
// old text costs no more than a window of this size.
const maxCompareLines = 40

// closest describes the lines of text most like old, or says that nothing
// is similar.
func closest(text, old string) string {
	lines := splitLines(text)
	want := splitLines(old)
	for len(want) > 1 && strings.TrimSpace(want[len(want)-1]) == "" {
		want = want[:len(want)-1]
	}
	if len(want) > maxCompareLines {
		want = want[:maxCompareLines]
	}
	k := min(len(want), len(lines))
	fileGrams := make([][]uint64, len(lines))
	for i, l := range lines {
		fileGrams[i] = bigrams(l)
	}
	wantGrams := make([][]uint64, len(want))
	for i, l := range want {
		wantGrams[i] = bigrams(l)
	}
	best, bestScore := -1, 0.0
	for start := 0; start+k <= len(lines); start++ {
		var sum float64
		for j := range k {
			sum += dice(fileGrams[start+j], wantGrams[j])
		}
		// Lines of old beyond the end of the file count as misses.
		score := sum / float64(len(want))
		if score > bestScore {
			best, bestScore = start, score
		}
	}
	if best < 0 || bestScore < 0.5 {
		return "Nothing in the file is similar; read it again with read_file and copy the text exactly."
	}
	first, last := best+1, best+k
	var why string
	switch {
	case bestScore > 0.999:
		why = "they differ only in spaces, indentation or line breaks"
	default:
		why = fmt.Sprintf("%.0f%% similar", bestScore*100)
	}
	from, to := max(first-1, 1), min(last+1, len(lines))
	return fmt.Sprintf("The closest text is at lines %d–%d (%s); copy old from it exactly:\n%s", first, last, why, numbered(lines, from, to))
}

// bigrams returns the sorted pairs of adjacent characters of a line, with
// runs of spaces squeezed and the ends trimmed; a one-character line is its
// character.
func bigrams(line string) []uint64 {
	var rs []rune
	space := false
	for _, r := range strings.TrimSpace(line) {
		if unicode.IsSpace(r) {
			if !space {
				rs = append(rs, ' ')
			}
			space = true
			continue
		}
		space = false
		rs = append(rs, r)
	}
	switch len(rs) {
	case 0:
		return nil
	case 1:
		return []uint64{uint64(rs[0])}
	}
	out := make([]uint64, 0, len(rs)-1)
	for i := 0; i+1 < len(rs); i++ {
		out = append(out, uint64(rs[i])<<32|uint64(rs[i+1]))
	}
	slices.Sort(out)
	return out
}

// dice is the Sørensen–Dice coefficient of two sorted bigram lists: 1 for
// lines with the same characters in the same order, 0 for nothing in
// common. Two blank lines are alike.
func dice(a, b []uint64) float64 {
	if len(a) == 0 && len(b) == 0 {
		return 1
	}
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	common := 0
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] == b[j]:
			common++
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return 2 * float64(common) / float64(len(a)+len(b))
}
