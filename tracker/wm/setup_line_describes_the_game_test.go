package wm

import (
	"slices"
	"testing"

	"tablemate/kernel"
)

// A saved World Monuments setup line tells the history, the exports and BG
// Stats its monument (also BG Stats' note), seats and start player, and no
// mode; an unreadable line gives an unknown monument.
func TestSetupLineDescribesTheGame(t *testing.T) {
	t.Parallel()
	k := NewKind()
	d := k.Describe("setup game=worldmonuments players=Ana,Ben monument=taj_mahal start=Ben")
	if got := kernel.English(d.Monument); got != "Taj Mahal" || d.Mode != nil || d.ModeName != "" || d.Note == nil || kernel.English(d.Note) != "Taj Mahal" {
		t.Errorf("monument %q, mode %v, note %v", got, d.Mode, d.Note)
	}
	if !slices.Equal(d.Seats, []string{"Ana", "Ben"}) || d.Start != 1 || len(d.Automas) != 0 {
		t.Errorf("seats: %+v", d)
	}
	if d = k.Describe("setup game=worldmonuments players=Ana monument=eiffel"); d.Monument == nil || kernel.English(d.Monument) != "?" || d.Seats != nil || d.Start != -1 {
		t.Errorf("unreadable line: %+v", d)
	}
	if k.Fields != kernel.FieldGems || k.BGGID != 0 {
		t.Errorf("fields %b, BGG id %d", k.Fields, k.BGGID)
	}
}
