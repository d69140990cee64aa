// Package slab hands out values and small slices cut from shared chunks:
// a list of many games allocates their small parts a chunk at a time, not
// one by one.
package slab

// chunk is how many values a Slab allocates at a time.
const chunk = 512

// Slab cuts values and slices from chunks it allocates; each slice's
// capacity is its length, so that an append to one never writes into the
// next. The zero Slab is ready to use; a nil *Slab allocates each piece on
// its own, for a caller that makes one.
type Slab[T any] struct{ free []T }

// Take is a slice of n zero values.
func (s *Slab[T]) Take(n int) []T {
	if s == nil {
		return make([]T, n)
	}
	s.room(n)
	start := len(s.free)
	s.free = s.free[:start+n]
	return s.free[start : start+n : start+n]
}

// Rest is the unused part of the current chunk (a new one when less than n
// is left), as an empty slice a caller appends to; Keep then takes what it
// appended there.
func (s *Slab[T]) Rest(n int) []T {
	s.room(n)
	return s.free[len(s.free):len(s.free)]
}

// room starts a new chunk when the current one has less than n left.
func (s *Slab[T]) room(n int) {
	if s.free == nil || cap(s.free)-len(s.free) < n {
		s.free = make([]T, 0, max(chunk, n))
	}
}

// Keep takes values appended to Rest: rest is that slice after the
// appending. It is what was taken, its capacity its length; an append
// that outgrew Rest made its own array, which is given back as it is.
func (s *Slab[T]) Keep(rest []T) []T {
	n := len(rest)
	free := s.free[len(s.free):cap(s.free)]
	if n == 0 || n > len(free) || &rest[0] != &free[0] {
		return rest[:n:n]
	}
	s.free = s.free[:len(s.free)+n]
	return rest[:n:n]
}

// One is a new zero value.
func (s *Slab[T]) One() *T { return &s.Take(1)[0] }

// CopyOf is a copy of items (an empty, not nil, slice for an empty one).
func (s *Slab[T]) CopyOf(items []T) []T {
	out := s.Take(len(items))
	copy(out, items)
	return out
}
