package search

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The vocabulary is cut into leaves by prefix, the way a burst trie is:
// the whole vocabulary is one leaf while it is small, and a leaf over
// leafBytes bursts into one leaf per next character (plus one for the
// form that is the prefix itself). A query word needs the leaf whose
// prefix is the longest that starts it and, to complete it, the leaves
// whose prefixes start with it. Each leaf holds its forms and the
// postings of their terms, so a query loads a few leaves of a few
// kilobytes whatever the size of the site. The server answers from the
// same leaves, so it finds what the browser finds.

// leafBytes is the size past which a leaf bursts.
const leafBytes = 8 << 10

// leaf is one shard of the vocabulary.
type leaf struct {
	prefix string
	// surfaces are its forms (indexes of Index.surfaces), sorted; terms
	// the terms they stand for, in order of first appearance.
	surfaces []int32
	terms    []int32
}

func (ix *Index) shard() {
	for _, t := range ix.terms {
		for f := range numFields {
			t.enc[f] = encodePostings(t.pages[f], len(ix.pages))
		}
	}
	all := make([]int32, len(ix.surfaces))
	for i := range all {
		all[i] = int32(i)
	}
	ix.burst("", all)
}

// termBytes is about what a term takes in a leaf's file.
func (t *term) bytes() int {
	n := len(t.key) + 16
	for _, e := range t.enc {
		n += len(e) + 3
	}
	return n
}

func (ix *Index) burst(prefix string, surfs []int32) {
	if len(surfs) == 0 {
		return
	}
	size, longer := 0, false
	seen := map[int32]bool{}
	for _, s := range surfs {
		sf := ix.surfaces[s]
		size += len(sf.text) + 8
		if !seen[sf.term] {
			seen[sf.term] = true
			size += ix.terms[sf.term].bytes()
		}
		if len(sf.text) > len(prefix) {
			longer = true
		}
	}
	if size <= leafBytes || !longer {
		ix.addLeaf(prefix, surfs)
		return
	}
	// The form that is the prefix itself sorts first.
	if ix.surfaces[surfs[0]].text == prefix {
		ix.addLeaf(prefix, surfs[:1])
		surfs = surfs[1:]
	}
	for len(surfs) > 0 {
		_, n := utf8.DecodeRuneInString(ix.surfaces[surfs[0]].text[len(prefix):])
		child := ix.surfaces[surfs[0]].text[:len(prefix)+n]
		end := 1
		for end < len(surfs) && strings.HasPrefix(ix.surfaces[surfs[end]].text, child) {
			end++
		}
		ix.burst(child, surfs[:end])
		surfs = surfs[end:]
	}
}

func (ix *Index) addLeaf(prefix string, surfs []int32) {
	l := &leaf{prefix: prefix, surfaces: surfs}
	seen := map[int32]bool{}
	for _, s := range surfs {
		if t := ix.surfaces[s].term; !seen[t] {
			seen[t] = true
			l.terms = append(l.terms, t)
		}
	}
	ix.leaves = append(ix.leaves, l)
}

// encodePostings writes page numbers (increasing) in the smaller of two
// forms, base64: a bitset over the n pages (first byte 1), or the gaps
// between them as varints (first byte 0). "" for none.
func encodePostings(ids []uint32, n int) string {
	if len(ids) == 0 {
		return ""
	}
	gaps := []byte{0}
	prev := uint32(0)
	for i, id := range ids {
		d := id - prev
		if i == 0 {
			d = id
		}
		gaps = binary.AppendUvarint(gaps, uint64(d))
		prev = id
	}
	if bits := 1 + (n+7)/8; bits < len(gaps) {
		b := make([]byte, bits)
		b[0] = 1
		for _, id := range ids {
			b[1+id/8] |= 1 << (id % 8)
		}
		gaps = b
	}
	return base64.StdEncoding.EncodeToString(gaps)
}

// decodePostings reads what encodePostings wrote, for tests and fuzzing.
func decodePostings(s string, n int) ([]uint32, bool) {
	if s == "" {
		return nil, true
	}
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil || len(b) == 0 {
		return nil, false
	}
	var ids []uint32
	switch b[0] {
	case 1:
		for i := 0; i < (len(b)-1)*8 && i < n; i++ {
			if b[1+i/8]&(1<<(i%8)) != 0 {
				ids = append(ids, uint32(i))
			}
		}
	case 0:
		b = b[1:]
		prev := uint64(0)
		for i := 0; len(b) > 0; i++ {
			d, k := binary.Uvarint(b)
			if k <= 0 {
				return nil, false
			}
			b = b[k:]
			if i > 0 {
				d += prev
			}
			if d >= uint64(n) {
				return nil, false
			}
			ids = append(ids, uint32(d))
			prev = d
		}
	default:
		return nil, false
	}
	return ids, true
}

// File is a file of an index's static form, below its folder.
type File struct {
	// Name is the file's path below the index's folder: "meta.json",
	// "s/3.json", "f/120.json".
	Name string
	Data []byte
}

// fragmentFileSize is the size consecutive pages' fragments are packed
// into a file up to (f/N.json, an array). A fragment is often 1–2 KB:
// alone in a file it took a 4 KB block of the disk, and a 10,000-page
// export's fragments took 40 MB for 18 MB of content. Packed to a block,
// a query's ten results load at most a block more each than their own
// fragments; a fragment larger than a block has a file of its own.
const fragmentFileSize = 4096

// fragmentsPerFileMax is the most fragments a file holds: meta.json
// gives each file's count as one base-36 digit.
const fragmentsPerFileMax = 35

// Files writes the index for a static export: meta.json (the number of
// pages, the leaves' prefixes, the pages' boosts, how many fragments each
// fragment file holds and version), a file per leaf (s/N.json) and the
// pages' fragments (f/N.json, an array of consecutive pages', packed to
// fragmentFileSize) with what their results show.
// version is appended to the URLs of the other files (?v=), so that a
// browser never mixes two builds.
func (ix *Index) Files(version string) []File {
	files := make([]File, 0, 1+len(ix.leaves)+len(ix.pages))
	meta := struct {
		Version string   `json:"v"`
		Lang    string   `json:"lang"`
		Pages   int      `json:"n"`
		Leaves  []string `json:"l"`
		Boosts  [][2]int `json:"b"`
		Frags   string   `json:"f"`
	}{Version: version, Lang: ix.lang, Pages: len(ix.pages), Leaves: make([]string, len(ix.leaves)), Boosts: [][2]int{}}
	for i, l := range ix.leaves {
		meta.Leaves[i] = l.prefix
	}
	for p, b := range ix.boosts {
		if b != 100 {
			meta.Boosts = append(meta.Boosts, [2]int{p, b})
		}
	}
	leaves := make([]File, len(ix.leaves))
	for i, l := range ix.leaves {
		leaves[i] = File{Name: "s/" + strconv.Itoa(i) + ".json", Data: ix.leafJSON(l)}
	}
	frags, counts := ix.fragmentFiles()
	meta.Frags = counts
	data, _ := json.Marshal(meta)
	files = append(files, File{Name: "meta.json", Data: data})
	files = append(files, leaves...)
	files = append(files, frags...)
	return files
}

// fragmentFiles packs the pages' fragments, in order, into files of up to
// fragmentFileSize bytes, and returns them with each file's count of
// fragments as a base-36 digit.
func (ix *Index) fragmentFiles() ([]File, string) {
	var files []File
	var counts []byte
	for p := 0; p < len(ix.pages); {
		var b bytes.Buffer
		b.WriteByte('[')
		b.Write(ix.fragment(p))
		q := p + 1
		for ; q < len(ix.pages) && q-p < fragmentsPerFileMax; q++ {
			f := ix.fragment(q)
			if b.Len()+len(f)+2 > fragmentFileSize {
				break
			}
			b.WriteByte(',')
			b.Write(f)
		}
		b.WriteByte(']')
		files = append(files, File{Name: "f/" + strconv.Itoa(len(files)) + ".json", Data: b.Bytes()})
		counts = strconv.AppendInt(counts, int64(q-p), 36)
		p = q
	}
	return files, string(counts)
}

// leafJSON is a leaf's file: {"s":[[form, term], …], "t":[[key, idf, df,
// title, heading, crumb, text, text3], …]}, a form's term its place in
// "t".
func (ix *Index) leafJSON(l *leaf) []byte {
	at := map[int32]int{}
	for i, t := range l.terms {
		at[t] = i
	}
	var b strings.Builder
	b.WriteString(`{"s":[`)
	for i, s := range l.surfaces {
		if i > 0 {
			b.WriteByte(',')
		}
		sf := ix.surfaces[s]
		b.WriteByte('[')
		writeString(&b, sf.text)
		b.WriteString("," + strconv.Itoa(at[sf.term]) + "]")
	}
	b.WriteString(`],"t":[`)
	for i, id := range l.terms {
		if i > 0 {
			b.WriteByte(',')
		}
		t := ix.terms[id]
		b.WriteByte('[')
		writeString(&b, t.key)
		b.WriteString("," + strconv.Itoa(t.idf) + "," + strconv.Itoa(t.df))
		for _, e := range t.enc {
			b.WriteString(`,"` + e + `"`)
		}
		b.WriteByte(']')
	}
	b.WriteString("]}")
	return []byte(b.String())
}

func writeString(b *strings.Builder, s string) {
	data, _ := json.Marshal(s)
	b.Write(data)
}

// fragment is a page's file: {"t": title, "u": URL, "c": crumb, "s":
// [[heading, anchor, text], …]}.
func (ix *Index) fragment(p int) []byte {
	pg, secs := ix.pages[p], ix.frags[p]
	data, _ := json.Marshal(struct {
		T string      `json:"t"`
		U string      `json:"u"`
		C string      `json:"c,omitempty"`
		S [][3]string `json:"s"`
	}{pg.Title, pg.URL, pg.Crumb, secs})
	return data
}

// fragmentText is the most of a section's text a result shows a snippet
// of, in bytes.
const fragmentText = 600

// fragmentSectionsMax is the most sections a fragment has: a changelog
// of hundreds of entries is found by all its text, and shows its first.
const fragmentSectionsMax = 40

// fragmentSections are a page's sections as its fragment holds them
// (heading, anchor, text cut at fragmentText bytes): the server makes its
// results' sections from the same.
func fragmentSections(pg Page) [][3]string {
	secs := make([][3]string, min(len(pg.Sections), fragmentSectionsMax))
	for i, s := range pg.Sections[:len(secs)] {
		text := s.Text
		if cut := fragmentCut(text); cut < len(text) {
			text = text[:cut] + "…"
		}
		secs[i] = [3]string{s.Heading, s.Anchor, text}
	}
	return secs
}

// fragmentCut is where a fragment cuts a section's text: at most
// fragmentText bytes, after a word (at a space) when there is one in the
// last fifth, else at a code point's start.
func fragmentCut(text string) int {
	if len(text) <= fragmentText {
		return len(text)
	}
	cut := fragmentText
	for cut > 0 && !utf8.RuneStart(text[cut]) {
		cut--
	}
	if sp := strings.LastIndexAny(text[:cut], " \n\t"); sp > fragmentText*4/5 {
		cut = sp
	}
	return cut
}
