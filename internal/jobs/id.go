package jobs

import (
	"crypto/rand"
	"io"
	"time"
)

// A job id is "job_" followed by 26 characters of lowercase Crockford
// base32: 10 for the creation time in milliseconds since the Unix epoch and
// 16 for 80 random bits. Ids sort by creation time (to the millisecond) as
// plain strings, and need no escaping in URLs, branch names or file names.
const (
	idPrefix  = "job_"
	timeChars = 10
	randChars = 16
	idLen     = len(idPrefix) + timeChars + randChars
	// shortChars is the length of ShortID: 40 random bits.
	shortChars = 8
	// alphabet is Crockford's base32 in lowercase, in ASCII order.
	alphabet = "0123456789abcdefghjkmnpqrstvwxyz"
)

// NewID returns a new job id for a job created at now, drawing randomness
// from r (crypto/rand when r is nil). Should r fail, the random part comes
// from crypto/rand instead, which cannot.
func NewID(r io.Reader, now time.Time) string {
	var b [idLen]byte
	copy(b[:], idPrefix)
	ms := uint64(now.UnixMilli())
	for i := timeChars - 1; i >= 0; i-- {
		b[len(idPrefix)+i] = alphabet[ms&31]
		ms >>= 5
	}
	var random [10]byte // 80 bits
	if r == nil {
		r = rand.Reader
	}
	if _, err := io.ReadFull(r, random[:]); err != nil {
		rand.Read(random[:])
	}
	// 80 bits are 16 groups of 5; only the low 12 bits of acc matter.
	var acc uint64
	bits := 0
	out := b[len(idPrefix)+timeChars:]
	n := 0
	for _, c := range random {
		acc = acc<<8 | uint64(c)
		bits += 8
		for bits >= 5 {
			bits -= 5
			out[n] = alphabet[(acc>>bits)&31]
			n++
		}
	}
	return string(b[:])
}

// ValidID reports whether s has the shape of a job id NewID makes. The API
// checks path ids with it before they reach the store.
func ValidID(s string) bool {
	if len(s) != idLen || s[:len(idPrefix)] != idPrefix {
		return false
	}
	for i := len(idPrefix); i < len(s); i++ {
		if !inAlphabet(s[i]) {
			return false
		}
	}
	return true
}

func inAlphabet(c byte) bool {
	switch {
	case '0' <= c && c <= '9':
		return true
	case 'a' <= c && c <= 'z':
		return c != 'i' && c != 'l' && c != 'o' && c != 'u'
	}
	return false
}

// ShortID is the part of a job id that names its branch: the first 8
// random characters (40 bits). For a string that is not a job id it
// returns the string without the "job_" prefix.
func ShortID(id string) string {
	if !ValidID(id) {
		if len(id) > len(idPrefix) && id[:len(idPrefix)] == idPrefix {
			return id[len(idPrefix):]
		}
		return id
	}
	start := len(idPrefix) + timeChars
	return id[start : start+shortChars]
}

// Branch is the branch a job's agent works on: "folio/<short id>".
func Branch(id string) string { return "folio/" + ShortID(id) }
