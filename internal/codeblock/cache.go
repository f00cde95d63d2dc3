package codeblock

import "sync"

// hlCache keeps highlighted code by language and source, in two generations:
// when the current one is full it becomes the old one and the previous old
// one is dropped, and a hit in the old one moves the entry back. That is
// close to least-recently-used at the cost of one map swap, and bounds
// memory by about twice the generation size.
type hlCache struct {
	mu       sync.Mutex
	genBytes int // size at which the current generation is retired
	size     int // bytes in cur
	cur, old map[*language]map[string]*highlighted
}

func newCache(maxBytes int) *hlCache {
	return &hlCache{genBytes: maxBytes / 2, cur: map[*language]map[string]*highlighted{}}
}

func (c *hlCache) get(l *language, code []byte) *highlighted {
	c.mu.Lock()
	defer c.mu.Unlock()
	// Indexing with string(code) does not copy code.
	if hl := c.cur[l][string(code)]; hl != nil {
		return hl
	}
	if hl := c.old[l][string(code)]; hl != nil {
		delete(c.old[l], string(code))
		c.add(l, string(code), hl)
		return hl
	}
	return nil
}

func (c *hlCache) put(l *language, code string, hl *highlighted) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.add(l, code, hl)
}

func (c *hlCache) add(l *language, code string, hl *highlighted) {
	n := len(code) + hl.size()
	if n > c.genBytes {
		return
	}
	if c.size+n > c.genBytes {
		c.old, c.cur, c.size = c.cur, map[*language]map[string]*highlighted{}, 0
	}
	m := c.cur[l]
	if m == nil {
		m = map[string]*highlighted{}
		c.cur[l] = m
	}
	if _, ok := m[code]; !ok {
		c.size += n
	}
	m[code] = hl
}
