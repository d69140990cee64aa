package tracker

import (
	"tablemate/automa"
	"tablemate/kernel"
)

// resultFields are the fields a Monumental result holds for every seat.
const resultFields = kernel.FieldCivilization | kernel.FieldAutoma | kernel.FieldGold | kernel.FieldCulture

// describe reads a saved Monumental setup line for the history, the exports
// and the BG Stats play (kernel.Kind.Describe).
func describe(line string) kernel.Description {
	setup, err := ParseSetup(line)
	if err != nil {
		return kernel.Description{Mode: kernel.Unknown, Start: -1}
	}
	d := kernel.Description{Start: -1}
	// "standard, solo (difficulty 3)": each part its own translation key.
	mode := kernel.Concat{kernel.Phrase{Format: setup.Mode.String()}}
	switch n := setup.BotCount(); {
	case n == 1:
		mode = append(mode, kernel.Phrase{Format: ", solo"})
	case n > 1:
		mode = append(mode, kernel.Phrase{Format: ", %d Automas", Args: []any{n}})
	}
	if diff := setup.AutomasDifficulty(); setup.BotCount() > 0 && diff != 0 {
		mode = append(mode, kernel.Phrase{Format: " (difficulty %d)", Args: []any{diff}})
	}
	d.Mode, d.ModeName = mode, setup.Mode.String()
	seats := setup.Seats()
	for _, s := range seats {
		d.Seats = append(d.Seats, s.Name)
	}
	// The start seat: an Automa's when one plays first (M-SOLO-2).
	if i := setup.StartSeat(); i >= 0 && i < len(seats) {
		d.Start = i
	}
	// Each Automa with its own difficulty: a play record keeps them apart.
	for i := 0; i < setup.BotCount(); i++ {
		diff := setup.BotDifficulty(i)
		role := kernel.Phrase{Format: "Automa, difficulty %d", Args: []any{diff}}
		if diff >= 0 && diff < len(automa.DifficultyNames) {
			role = kernel.Phrase{Format: "Automa, difficulty %d (%s)", Args: []any{diff, kernel.Phrase{Format: automa.DifficultyNames[diff]}}}
		}
		d.Automas = append(d.Automas, kernel.AutomaSeat{Seat: setup.BotSeat(i), Difficulty: diff, Role: role})
	}
	var note []kernel.Messager
	var names kernel.List
	if setup.Mode == Continuous {
		note = append(note, kernel.Phrase{Format: "continuous mode"})
	}
	// The modules played, by their setup ids, and named in the note.
	for _, m := range []struct {
		on       bool
		id, name string
	}{
		{setup.LostKingdoms, "lostkingdoms", "Lost Kingdoms"}, {setup.Renaissance, "renaissance", "Renaissance"},
		{setup.Celebrities, "celebrities", "Celebrities"}, {setup.Monsters, "monsters", "Monsters"},
		{setup.Rules.AfricanEmpires, "african_empires", "African Empires"},
	} {
		if m.on {
			d.Modules = append(d.Modules, m.id)
			names = append(names, kernel.Phrase{Format: m.name})
		}
	}
	if len(names) > 0 {
		note = append(note, kernel.Phrase{Format: "modules: %s", Args: []any{names}})
	}
	switch len(note) {
	case 1:
		d.Note = note[0]
	case 2:
		d.Note = kernel.Phrase{Format: "%s; %s", Args: []any{note[0], note[1]}}
	}
	return d
}
