package tracker

import (
	"testing"

	"tablemate/internal/keyscan"
	"tablemate/kernel"
)

// TestEveryEventFormatIsAKey: every format an event gives at run time, and
// the step that reverses it, nested phrases included, is a message key
// found in the sources, so the catalogues translate it (i18n's
// TestCataloguesComplete). A format built at run time would be missed by
// the scan: this is where it shows.
func TestEveryEventFormatIsAKey(t *testing.T) {
	t.Parallel()
	keys, err := keyscan.Keys("..")
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for k := EventKind(0); k < eventKinds; k++ {
		for _, e := range []Event{{Kind: k}, {Kind: k, Player: "x", Name: "x", Slot: 1, To: 2, Card: Identity{Type: Wonder, Cost: 3}},
			{Kind: k, Slot: 1, To: 1, Card: Identity{Type: Knowledge, Cost: 1, Name: "x"}, Eras: []EraCount{{Era: EraI, Count: 2}, {Era: EraRenaissance, Count: 1}}}} {
			msgs := []kernel.Messager{e}
			if r, ok := e.Reverse(); ok {
				msgs = append(msgs, r)
			}
			for _, m := range msgs {
				for _, f := range keyscan.Formats(m) {
					seen++
					if !keys[f] {
						t.Errorf("%v: format %q is not a key found in the sources", k, f)
					}
				}
			}
		}
	}
	if seen < int(eventKinds) {
		t.Fatalf("only %d formats for %d event kinds", seen, eventKinds)
	}
}
