// Package memo keeps what a function made for a key, made once however
// many goroutines ask at the same time. The OpenAPI, AsyncAPI and GraphQL
// loaders parse each file of a docs folder once although navigation and
// every page that names the file ask for it, often in parallel.
package memo

import "sync"

// Map holds, per key, the value and error its first Do made. The zero
// value is ready to use; a Map must not be copied after first use.
type Map[K comparable, V any] struct {
	mu      sync.Mutex
	entries map[K]*entry[V]
}

type entry[V any] struct {
	once sync.Once
	v    V
	err  error
}

// Do returns what fn returned for key the first time Do was called with
// it. Callers asking for a key while its fn runs wait for it; callers of
// other keys do not.
func (m *Map[K, V]) Do(key K, fn func() (V, error)) (V, error) {
	m.mu.Lock()
	e, ok := m.entries[key]
	if !ok {
		if m.entries == nil {
			m.entries = map[K]*entry[V]{}
		}
		e = &entry[V]{}
		m.entries[key] = e
	}
	m.mu.Unlock()
	e.once.Do(func() { e.v, e.err = fn() })
	return e.v, e.err
}
