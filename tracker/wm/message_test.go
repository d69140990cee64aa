package wm

import (
	"slices"
	"tablemate/kernel"
	"testing"
)

// sampleEvents covers every kind and every variant of its text: counts of 0,
// 1 and more, scores with and without a change, markers past a lap, passes
// with and without gems.
func sampleEvents() []Event {
	var out []Event
	for k := EventKind(0); k <= eventKinds; k++ {
		for _, e := range []Event{
			{Kind: k, Player: "Ana", Round: 2, Count: 1, Points: 3, Total: 14, Monument: Capitol},
			{Kind: k, Player: "Ben", Round: 3, Count: 3, Points: 0, Total: 75, Kept: 2, Monument: Capitol},
			{Kind: k, Player: "Cy", Round: 1, Count: 0, Points: -2, Total: -3, Kept: 1, Monument: TajMahal,
				Results: []Result{{Name: "Cy", Score: 3, Win: true}, {Name: "Dee", Score: 3, Win: true}}},
			{Kind: k, Player: "Dee", Round: 1, Count: 2, Points: 6, Total: 30, Monument: SanPietro},
		} {
			out = append(out, e)
		}
	}
	return out
}

// formatsOf lists the formats of a message and of the phrases in its
// arguments.
func formatsOf(m kernel.Messager) []string {
	if list, ok := m.(kernel.List); ok {
		var out []string
		for _, part := range list {
			out = append(out, formatsOf(part)...)
		}
		return out
	}
	format, args := m.Message()
	out := []string{format}
	for _, a := range args {
		if p, ok := a.(kernel.Messager); ok {
			out = append(out, formatsOf(p)...)
		}
	}
	return out
}

func TestMessageFormatsAreListed(t *testing.T) {
	t.Parallel()
	notes := []string{QuarryException(TajMahal, 1), QuarryException(Capitol, 3)}
	for _, e := range sampleEvents() {
		if e.Kind == EvQuarryException {
			continue // its format is its note, checked below
		}
		for _, f := range formatsOf(e) {
			if !slices.Contains(MessageFormats, f) && !slices.Contains(notes, f) && f != "%s" { // an unknown kind is shown by its key
				t.Errorf("%v: format %q is not in MessageFormats", e.Kind, f)
			}
		}
	}
	for _, n := range notes {
		if !slices.Contains(MessageFormats, n) {
			t.Errorf("quarry note %q is not in MessageFormats", n)
		}
	}
}
