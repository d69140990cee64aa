package tracker

import (
	"slices"
	"testing"

	"tablemate/kernel"
)

// A saved setup line tells the history, the exports and BG Stats the mode,
// the seats (the solo Automa first, and starting), the Automa's role and a
// continuous game's note; an unreadable line gives an unknown mode.
func TestSetupLineDescribesTheGame(t *testing.T) {
	t.Parallel()
	k := NewKind()
	d := k.Describe("setup mode=standard players=Ana seed=2 automa=china difficulty=3")
	if got := kernel.English(d.Mode); got != "standard, solo (difficulty 3)" || d.Monument != nil {
		t.Errorf("mode %q, monument %v", got, d.Monument)
	}
	if !slices.Equal(d.Seats, []string{"Automa", "Ana"}) || d.Start != 0 || d.AutomaRole != "Automa, difficulty 3 (hard)" || d.Note != "" {
		t.Errorf("solo: %+v", d)
	}
	d = k.Describe("setup mode=continuous players=Ana,Ben,Cid start=Ben seed=1")
	if got := kernel.English(d.Mode); got != "continuous" || !slices.Equal(d.Seats, []string{"Ana", "Ben", "Cid"}) || d.Start != 1 || d.AutomaRole != "" || d.Note != "continuous mode" {
		t.Errorf("continuous: %q %+v", got, d)
	}
	if d = k.Describe("setup mode=sideways"); d.Mode == nil || kernel.English(d.Mode) != "?" || d.Seats != nil || d.Start != -1 {
		t.Errorf("unreadable line: %+v", d)
	}
	if !k.Fields.Has(kernel.FieldCivilization|kernel.FieldGold|kernel.FieldCulture|kernel.FieldAutoma) || k.Fields.Has(kernel.FieldGems) || k.BGGID != BGGID {
		t.Errorf("fields %b, BGG id %d", k.Fields, k.BGGID)
	}
}
