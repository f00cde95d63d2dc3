package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// Text files are served and exported compressed too: a page, its
// Markdown copy, the stylesheet, the script and the search index are
// several times smaller in brotli or gzip. Each is compressed once, when
// first asked for (a server) or written (an export), never per request.

// minCompress is the size below which a file is sent as it is: the
// encodings' own headers eat what they save.
const minCompress = 256

// Compression levels: brotli's 5 and gzip's 6 come within a few percent
// of the highest levels' size at several times their speed. A writer is
// reused (compressor): making one is most of the work for a small file.
const (
	brotliQuality = 5
	gzipLevel     = 6
)

// compressor compresses with writers kept for reuse, shared by a build's
// workers.
type compressor struct {
	br, gz sync.Pool
}

// Brotli compresses data with brotli.
func (c *compressor) brotli(data []byte) []byte {
	var buf bytes.Buffer
	buf.Grow(len(data) / 4)
	w, _ := c.br.Get().(*brotli.Writer)
	if w == nil {
		w = brotli.NewWriterLevel(&buf, brotliQuality)
	} else {
		w.Reset(&buf)
	}
	w.Write(data) // writes to a bytes.Buffer do not fail
	w.Close()
	c.br.Put(w)
	return buf.Bytes()
}

// gzip compresses data with gzip.
func (c *compressor) gzip(data []byte) []byte {
	var buf bytes.Buffer
	buf.Grow(len(data) / 3)
	w, _ := c.gz.Get().(*gzip.Writer)
	if w == nil {
		w, _ = gzip.NewWriterLevel(&buf, gzipLevel) // the level is valid
	} else {
		w.Reset(&buf)
	}
	w.Write(data)
	w.Close()
	c.gz.Put(w)
	return buf.Bytes()
}

// Compressible reports whether content of the Content-Type typ is text
// that compression shrinks (images, fonts and archives are compressed
// already).
func Compressible(typ string) bool {
	t, _, _ := strings.Cut(typ, ";")
	t = strings.ToLower(strings.TrimSpace(t))
	if strings.HasPrefix(t, "text/") {
		return true
	}
	switch t {
	case "application/json", "application/javascript", "application/xml", "application/yaml",
		"application/rss+xml", "application/atom+xml", "application/manifest+json",
		"application/ld+json", "image/svg+xml", "application/x-yaml", "application/wasm":
		return true
	}
	return strings.HasSuffix(t, "+json") || strings.HasSuffix(t, "+xml")
}

// Encoded is a file's content with what a server needs to send it
// compressed and to answer conditional requests.
type Encoded struct {
	// Identity is the content as it is.
	Identity []byte
	// Brotli and Gzip are the content compressed; nil for a file not
	// worth compressing (not text, or too small).
	Brotli, Gzip []byte
	// ETag is a strong validator of the content (quoted), the same for
	// every encoding; a server adds the encoding to it for the others.
	ETag string
}

// encodings holds the Encoded of every file a server asked for, shared by
// an Output and the Outputs Update makes from it (a file that did not
// change is the same *File).
type encodings struct {
	files sync.Map // *File → *encodedOnce
}

type encodedOnce struct {
	once sync.Once
	enc  *Encoded
	err  error
}

// Encoded returns a file of the site with its compressed versions and
// its ETag, made once for a generated file. A file of the docs folder is
// read (and compressed) again each time: it may change or go away, and
// an image would only fill memory.
func (o *Output) Encoded(f *File) (*Encoded, error) {
	if f.part != nil {
		return f.part.encoded(o) // kept with the page, in its bounded cache
	}
	if o.encodings == nil || f.Source != "" || f.dynamic != nil {
		return o.encode(f)
	}
	v, ok := o.encodings.files.Load(f)
	if !ok {
		v, _ = o.encodings.files.LoadOrStore(f, &encodedOnce{})
	}
	e := v.(*encodedOnce)
	e.once.Do(func() { e.enc, e.err = o.encode(f) })
	return e.enc, e.err
}

func (o *Output) encode(f *File) (*Encoded, error) {
	data, err := o.Content(f)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(data)
	enc := &Encoded{Identity: data, ETag: `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`}
	if Compressible(f.Type) && len(data) >= minCompress {
		c := o.z
		if c == nil {
			c = &compressor{}
		}
		enc.Brotli, enc.Gzip = c.brotli(data), c.gzip(data)
	}
	return enc, nil
}

// minPrecompress is the size below which an export writes no compressed
// copies of a file: it fits in one packet either way, and each copy
// would take a block of the disk (a 10,000-page site has 10,000 search
// fragments of about a kilobyte).
const minPrecompress = 1400

// precompressed returns the .br and .gz copies an export writes beside a
// file of the type typ, for servers that send them instead of
// compressing (nginx gzip_static, Caddy precompressed); nil when the
// file is not worth compressing or a copy would not be smaller.
func (c *compressor) precompressed(typ string, data []byte) (br, gz []byte) {
	if !Compressible(typ) || len(data) < minPrecompress {
		return nil, nil
	}
	br, gz = c.brotli(data), c.gzip(data)
	if len(br) >= len(data) {
		br = nil
	}
	if len(gz) >= len(data) {
		gz = nil
	}
	return br, gz
}
