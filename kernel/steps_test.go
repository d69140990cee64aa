package kernel

import (
	"slices"
	"testing"
)

// Steps give back the steps appended, each name kept once, and an undo's
// truncation leaves the earlier ones as they were.
func TestStepsKeepWhatWasAppended(t *testing.T) {
	t.Parallel()
	in := []Step{
		{Actor: "Ana", After: "Ana"},
		{Actor: "Ana", EndTurn: true, After: "Ben"},
		{Actor: "Ben", EndTurn: true},
		{Actor: "", After: ""},
	}
	var s Steps
	for _, st := range in {
		s.Append(st)
	}
	if got := s.All(); !slices.Equal(got, in) {
		t.Fatalf("got %+v, want %+v", got, in)
	}
	if len(s.names) != 3 {
		t.Errorf("names kept: %q, want each once", s.names)
	}
	s.Truncate(2)
	s.Append(Step{Actor: "Ben", After: "Ben"})
	want := append(in[:2:2], Step{Actor: "Ben", After: "Ben"})
	if s.Len() != 3 || !slices.Equal(s.All(), want) || s.At(2) != want[2] {
		t.Errorf("after a truncation and an append: %+v, want %+v", s.All(), want)
	}
	var none Steps
	if none.Len() != 0 || len(none.All()) != 0 {
		t.Error("no steps are not empty")
	}
}
