package ogimage

import (
	"container/list"
	"sync"
)

// Cache keeps drawn images by key, up to a number of bytes: when it is
// full, the least recently used go first. An image being drawn is drawn
// once, however many ask for it meanwhile. It is safe for concurrent use.
type Cache struct {
	max int64

	mu      sync.Mutex
	size    int64
	order   *list.List // of *entry, most recent first
	entries map[string]*list.Element
	pending map[string]*call
}

type entry struct {
	key  string
	data []byte
}

type call struct {
	done chan struct{}
	data []byte
	err  error
}

// NewCache returns a cache of at most limit bytes.
func NewCache(limit int64) *Cache {
	return &Cache{max: limit, order: list.New(), entries: map[string]*list.Element{}, pending: map[string]*call{}}
}

// Get returns the image kept under key, or draws it with draw and keeps
// it. An error is not kept: the next Get tries again.
func (c *Cache) Get(key string, draw func() ([]byte, error)) ([]byte, error) {
	c.mu.Lock()
	if el, ok := c.entries[key]; ok {
		c.order.MoveToFront(el)
		data := el.Value.(*entry).data
		c.mu.Unlock()
		return data, nil
	}
	if p, ok := c.pending[key]; ok {
		c.mu.Unlock()
		<-p.done
		return p.data, p.err
	}
	p := &call{done: make(chan struct{})}
	c.pending[key] = p
	c.mu.Unlock()

	p.data, p.err = draw()

	c.mu.Lock()
	delete(c.pending, key)
	if p.err == nil && int64(len(p.data)) <= c.max {
		c.entries[key] = c.order.PushFront(&entry{key: key, data: p.data})
		c.size += int64(len(p.data))
		for c.size > c.max {
			last := c.order.Back()
			e := last.Value.(*entry)
			c.order.Remove(last)
			delete(c.entries, e.key)
			c.size -= int64(len(e.data))
		}
	}
	c.mu.Unlock()
	close(p.done)
	return p.data, p.err
}

// Size is the number of bytes the cache holds.
func (c *Cache) Size() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.size
}
