package tracker

import (
	"slices"
	"testing"

	"tablemate/kernel"
	"tablemate/scoring"
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
	if !slices.Equal(d.Seats, []string{"Automa", "Ana"}) || d.Start != 0 || len(d.Automas) != 1 || d.Automas[0].Seat != 0 || d.Automas[0].Difficulty != 3 ||
		kernel.English(d.Automas[0].Role) != "Automa, difficulty 3 (hard)" || d.Note != nil || d.ModeName != "standard" {
		t.Errorf("solo: %+v", d)
	}
	d = k.Describe("setup mode=continuous players=Ana,Ben,Cid start=Ben seed=1")
	if got := kernel.English(d.Mode); got != "continuous" || !slices.Equal(d.Seats, []string{"Ana", "Ben", "Cid"}) || d.Start != 1 || len(d.Automas) != 0 || d.Note == nil || kernel.English(d.Note) != "continuous mode" || d.ModeName != "continuous" {
		t.Errorf("continuous: %q %+v", got, d)
	}
	if d = k.Describe("setup mode=sideways"); d.Mode == nil || kernel.English(d.Mode) != "?" || d.Seats != nil || d.Start != -1 {
		t.Errorf("unreadable line: %+v", d)
	}
	if !k.Fields.Has(kernel.FieldCivilization|kernel.FieldGold|kernel.FieldCulture|kernel.FieldAutoma) || k.Fields.Has(kernel.FieldGems) || k.BGGID != BGGID {
		t.Errorf("fields %b, BGG id %d", k.Fields, k.BGGID)
	}
}

// Several Automas are described each with its own seat and difficulty, and
// the result gives each its own difficulty, the game's being the highest.
func TestEachAutomaKeepsItsOwnDifficulty(t *testing.T) {
	t.Parallel()
	const line = "setup players=Ana bots=3 difficulty=2,3,4 seed=5"
	d := NewKind().Describe(line)
	want := []string{"Automa, difficulty 2 (medium)", "Automa, difficulty 3 (hard)", "Automa, difficulty 4 (very hard)"}
	if len(d.Automas) != 3 {
		t.Fatalf("Automas %+v", d.Automas)
	}
	for i, a := range d.Automas {
		if d.Seats[a.Seat] != "Automa "+string(rune('1'+i)) || kernel.English(a.Role) != want[i] || a.Difficulty != i+2 {
			t.Errorf("Automa %d: seat %d (%s), role %q, difficulty %d; want %q", i+1, a.Seat, d.Seats[a.Seat], kernel.English(a.Role), a.Difficulty, want[i])
		}
	}
	setup, err := ParseSetup(line)
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, res := range []kernel.Result{g.State().Result(), ResultOf(setup, scoring.Result{Players: []scoring.PlayerScore{
		{Name: "Ana", Rank: 1}, {Name: "Automa 2", Automa: true, Rank: 2}, {Name: "Automa 1", Automa: true, Rank: 3}, {Name: "Automa 3", Automa: true, Rank: 4}}})} {
		if res.Difficulty != 4 {
			t.Errorf("the game's difficulty %d, want the highest, 4", res.Difficulty)
		}
		for _, p := range res.Players {
			switch {
			case !p.Automa && p.Difficulty != nil:
				t.Errorf("%s has a difficulty", p.Name)
			case p.Automa && (p.Difficulty == nil || *p.Difficulty != int(p.Name[len(p.Name)-1]-'0')+1):
				t.Errorf("%s's difficulty %v", p.Name, p.Difficulty)
			}
		}
	}
}
