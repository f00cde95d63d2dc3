package auth

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/crypto/argon2"
	"golang.org/x/crypto/bcrypt"
)

// Password lengths: long enough to resist guessing, short enough that
// hashing one is bounded work.
const (
	MinPassword = 8
	MaxPassword = 256
)

// Passwords hashes and checks users' passwords with argon2id; hashes made
// before (bcrypt, the shared admin password's) still verify and are
// reported for rehashing. The zero value uses OWASP's argon2id setting
// (19 MiB, two passes, one lane): a sign-in costs tens of milliseconds and
// 19 MiB, which the dashboard's sign-in limits bound overall.
type Passwords struct {
	Memory  uint32 // KiB
	Time    uint32 // passes
	Threads uint8
}

const (
	defaultMemory  = 19 * 1024
	defaultTime    = 2
	defaultThreads = 1
	saltLen        = 16
	keyLen         = 32
)

func (p Passwords) params() (memory, time uint32, threads uint8) {
	memory, time, threads = p.Memory, p.Time, p.Threads
	if memory == 0 {
		memory = defaultMemory
	}
	if time == 0 {
		time = defaultTime
	}
	if threads == 0 {
		threads = defaultThreads
	}
	return memory, time, threads
}

// CheckPasswordRules says what is wrong with a new password, or nil.
func CheckPasswordRules(password string) error {
	switch {
	case len(password) < MinPassword:
		return fmt.Errorf("the password must have at least %d characters", MinPassword)
	case len(password) > MaxPassword:
		return fmt.Errorf("the password must have at most %d bytes", MaxPassword)
	}
	return nil
}

// Hash returns the PHC string of password's argon2id hash with a random
// salt: $argon2id$v=19$m=…,t=…,p=…$salt$hash.
func (p Passwords) Hash(password string) (string, error) {
	if err := CheckPasswordRules(password); err != nil {
		return "", err
	}
	salt := make([]byte, saltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", fmt.Errorf("hash password: %w", err)
	}
	m, t, th := p.params()
	key := argon2.IDKey([]byte(password), salt, t, m, th, keyLen)
	b64 := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, m, t, th, b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// Check reports whether password matches hash (argon2id or bcrypt), and
// whether the hash should be made again with p's setting: a bcrypt hash,
// or an argon2id one with other costs. An empty or unreadable hash
// matches nothing.
func (p Passwords) Check(hash, password string) (ok, rehash bool) {
	if len(password) > MaxPassword || hash == "" {
		return false, false
	}
	if strings.HasPrefix(hash, "$2") {
		if len(password) > 72 {
			return false, false
		}
		return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil, true
	}
	ph, err := parseArgon2(hash)
	if err != nil {
		return false, false
	}
	got := argon2.IDKey([]byte(password), ph.salt, ph.time, ph.memory, ph.threads, uint32(len(ph.key)))
	if subtle.ConstantTimeCompare(got, ph.key) != 1 {
		return false, false
	}
	m, t, th := p.params()
	return true, ph.memory != m || ph.time != t || ph.threads != th || len(ph.key) != keyLen
}

// Waste does the work of checking a password against a hash of p's
// setting, for a sign-in whose user does not exist: the answer then takes
// as long as a wrong password's.
func (p Passwords) Waste(password string) {
	if len(password) > MaxPassword {
		return
	}
	m, t, th := p.params()
	argon2.IDKey([]byte(password), make([]byte, saltLen), t, m, th, keyLen)
}

type argon2Hash struct {
	memory, time uint32
	threads      uint8
	salt, key    []byte
}

// maxArgon2Memory bounds the memory a stored hash may ask for (1 GiB), so
// a tampered row cannot make a sign-in exhaust the server.
const maxArgon2Memory = 1 << 20

func parseArgon2(s string) (argon2Hash, error) {
	var h argon2Hash
	parts := strings.Split(s, "$")
	if len(parts) != 6 || parts[0] != "" || parts[1] != "argon2id" || parts[2] != fmt.Sprintf("v=%d", argon2.Version) {
		return h, errors.New("not an argon2id hash")
	}
	var m, t, p uint32
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil {
		return h, fmt.Errorf("argon2id parameters: %w", err)
	}
	if m == 0 || m > maxArgon2Memory || t == 0 || t > 64 || p == 0 || p > 255 {
		return h, errors.New("argon2id parameters out of range")
	}
	b64 := base64.RawStdEncoding
	salt, err := b64.DecodeString(parts[4])
	if err != nil || len(salt) < 8 {
		return h, errors.New("argon2id salt")
	}
	key, err := b64.DecodeString(parts[5])
	if err != nil || len(key) < 16 || len(key) > 64 {
		return h, errors.New("argon2id key")
	}
	return argon2Hash{memory: m, time: t, threads: uint8(p), salt: salt, key: key}, nil
}
