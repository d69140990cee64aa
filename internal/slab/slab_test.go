package slab

import "testing"

func TestPiecesDoNotOverlap(t *testing.T) {
	var s Slab[int]
	a := s.CopyOf([]int{1, 2})
	b := s.CopyOf([]int{3})
	a = append(a, 9) // past its capacity: a copy, b untouched
	if b[0] != 3 || len(a) != 3 {
		t.Fatalf("a %v, b %v", a, b)
	}
	if e := s.CopyOf([]int{}); e == nil || len(e) != 0 {
		t.Fatalf("an empty copy is %#v, want empty and not nil", e)
	}
	big := s.Take(2 * chunk)
	if len(big) != 2*chunk || cap(big) != 2*chunk {
		t.Fatalf("len %d cap %d", len(big), cap(big))
	}
	*s.One() = 5
	if big[len(big)-1] != 0 {
		t.Fatal("One wrote into an earlier piece")
	}
}

func TestKeepTakesWhatWasAppendedToRest(t *testing.T) {
	var s Slab[int]
	a := s.Keep(append(s.Rest(2), 1, 2))
	b := s.Keep(append(s.Rest(2), 3))
	chunk0 := s.free
	if len(a) != 2 || cap(a) != 2 || a[1] != 2 || b[0] != 3 || &chunk0[0] != &a[0] || &chunk0[2] != &b[0] {
		t.Fatalf("a %v (cap %d), b %v: not taken one after the other", a, cap(a), b)
	}
	big := s.Keep(append(s.Rest(1), make([]int, 2*chunk)...)) // outgrew the chunk
	if len(big) != 2*chunk {
		t.Fatalf("len %d", len(big))
	}
	c := s.Keep(append(s.Rest(1), 4))
	if &chunk0[:4][3] != &c[0] || c[0] != 4 || b[0] != 3 {
		t.Fatal("an outgrown Rest took a place in the chunk")
	}
	if e := s.Keep(s.Rest(1)[:0]); e == nil || len(e) != 0 {
		t.Fatalf("an empty Keep is %#v", e)
	}
}
