package wm

import (
	"testing"

	"tablemate/internal/keyscan"
	"tablemate/kernel"
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

// TestEveryEventFormatIsAKey: every format an event gives at run time and
// the step that reverses it, nested phrases and quarry notes included, is
// a message key found in the sources, so the catalogues translate it
// (i18n's TestCataloguesComplete). A format built at run time would be
// missed by the scan: this is where it shows.
func TestEveryEventFormatIsAKey(t *testing.T) {
	t.Parallel()
	keys, err := keyscan.Keys("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range sampleEvents() {
		msgs := []kernel.Messager{e}
		if r, ok := e.Reverse(); ok {
			msgs = append(msgs, r)
		}
		for _, m := range msgs {
			for _, f := range keyscan.Formats(m) {
				if f != "" && !keys[f] {
					t.Errorf("%v: format %q is not a key found in the sources", e.Kind, f)
				}
			}
		}
	}
	for _, n := range []string{QuarryException(TajMahal, 1), QuarryException(Capitol, 3)} {
		if !keys[n] {
			t.Errorf("quarry note %q is not a key found in the sources", n)
		}
	}
}
