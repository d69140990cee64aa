package tracker

import (
	"strings"
	"unicode/utf8"

	"tablemate/kernel"
)

// tableProblems are what a real table cannot have although the engine
// could play it: a civilization at two seats, a Lost Kingdoms
// civilization without the expansion, an era without cards, a start player
// that the Automa conventions overrule. A new game is refused for them; a
// saved game is not (playable), so nothing saved before stops resuming.
func (s *Setup) tableProblems() []error {
	var errs []error
	// Names entering a new game hold no character that could reorder or
	// recolour what a screen shows; a saved game is replayed without this
	// check (playable), its names escaped where printed.
	for i, p := range s.Players {
		if kernel.CheckName(p) == nil {
			if err := kernel.CheckNewName(p); err != nil {
				errs = append(errs, kernel.BadSetupKey(KeyPlayers, "", "player %d: %v", i+1, err))
			}
		}
	}
	for i, civ := range s.Civilizations {
		if err := checkCivilization(civ); err != nil {
			errs = append(errs, kernel.BadSetupKey(KeyCivs, "", "civilization %d: %v", i+1, err))
		}
	}
	for i, civ := range s.Automa.Civilizations {
		if err := checkCivilization(civ); err != nil {
			errs = append(errs, kernel.BadSetupKey(KeyAutomaCivs, "", "Automa civilization %d: %v", i+1, err))
		}
	}
	if civ := s.Automa.Civilization; civ != "" && len(s.Automa.Civilizations) == 0 {
		if err := checkCivilization(civ); err != nil {
			errs = append(errs, kernel.BadSetupKey(KeyAutomaCivs, "", "Automa civilization %d: %v", 1, err))
		}
	}
	for i, size := range s.EraSizes {
		if size == 0 {
			errs = append(errs, kernel.BadSetupKey(KeyEras, "M-SETUP-2", "%s has %d cards: an era has 1 to 99 cards", eraName(s, i), size))
		}
	}
	// Players and Automas together: there is one set of each
	// civilization's cards (M-SETUP-6).
	type holder struct {
		seat string
		key  kernel.SetupKey
	}
	held := map[string]holder{}
	claim := func(seat, civ string, key kernel.SetupKey) {
		id := strings.ToLower(strings.TrimSpace(civ))
		if id == "" || id == RandomCivilization {
			return
		}
		if expansionOf(id) == lostKingdoms && !s.LostKingdoms {
			errs = append(errs, kernel.BadSetupKey(key, "M-SETUP-6", "%s: %s comes with the Lost Kingdoms expansion: turn Lost Kingdoms on (lostkingdoms=on) or choose another civilization", seat, civilizationArg(civ)))
		}
		if first, ok := held[id]; ok {
			// Two Automas sharing one are refused by validateBots.
			if first.key != KeyAutomaCivs || key != KeyAutomaCivs {
				errs = append(errs, kernel.BadSetupKey(key, "M-SETUP-6", "%s and %s both play %s: each civilization's cards are in the box once, so give each seat its own", first.seat, seat, civilizationArg(civ)))
			}
			return
		}
		held[id] = holder{seat, key}
	}
	for i, civ := range s.Civilizations {
		if i < len(s.Players) {
			claim(s.Players[i], civ, KeyCivs)
		}
	}
	bots := s.BotCount()
	if bots <= MaxBots {
		for i := 0; i < bots; i++ {
			claim(s.BotName(i), s.BotCivilization(i), KeyAutomaCivs)
		}
	}
	// With an Automa first the humans sit after the Automas in the order
	// they are named (M-SOLO-2): another start player would be ignored.
	if bots > 0 && s.AutomaFirst() && s.Start > 0 && s.Start < len(s.Players) {
		errs = append(errs, kernel.BadSetupKey(KeyStart, "M-SOLO-2", "%s cannot start: an Automa plays first, then the players in the order they are named; name %s first, or let the players start (automa_first=off)", s.Players[s.Start], s.Players[s.Start]))
	}
	return errs
}

// checkCivilization keeps a civilization's name, a printed one or a
// table's own, plain text of at most 40 characters: it is shown on every
// screen and written to every export.
func checkCivilization(civ string) error {
	switch {
	case kernel.HasUnsafe(civ):
		return kernel.Worded("%q holds a control character or a bidi control, which could change what a screen shows: type the civilization's name without it", kernel.Cut(civ))
	case utf8.RuneCountInString(civ) > 40:
		return kernel.Worded("%q has %d characters: a civilization's name has at most 40", kernel.Cut(civ), utf8.RuneCountInString(civ))
	}
	return nil
}

// eraName is the label of the setup's era i, for a message.
func eraName(s *Setup, i int) string {
	if eras := s.Eras(); i < len(eras) {
		return eras[i].Label()
	}
	return "?"
}

// expansion is the box a printed civilization comes in.
type expansion uint8

const (
	baseGame expansion = iota
	lostKingdoms
	africanEmpires
)

// printedCivilizations are the printed game's civilizations: their ids,
// their names (catalogue keys) and their box.
var printedCivilizations = [...]struct {
	id, name string
	box      expansion
}{
	{"china", "China", baseGame}, {"denmark", "Denmark", baseGame}, {"egypt", "Egypt", baseGame},
	{"greece", "Greece", baseGame}, {"japan", "Japan", baseGame},
	{"amazons", "Amazons", lostKingdoms}, {"atlantis", "Atlantis", lostKingdoms},
	{"aztecs", "Aztecs", lostKingdoms}, {"mughals", "Mughals", lostKingdoms},
	{"malians", "Malians", africanEmpires}, {"zulu", "Zulu", africanEmpires}, {"aksumites", "Aksumites", africanEmpires},
}

// expansionOf is the box of a printed civilization by its id; a table's
// own civilization counts as the base game's.
func expansionOf(id string) expansion {
	for _, c := range printedCivilizations {
		if c.id == id {
			return c.box
		}
	}
	return baseGame
}

// civilizationArg is a civilization as a message argument: a printed one by
// its English name, which is a catalogue key, so it is shown in the
// reader's language; a table's own as written.
func civilizationArg(civ string) kernel.Messager {
	id := strings.ToLower(strings.TrimSpace(civ))
	for _, c := range printedCivilizations {
		if c.id == id {
			return kernel.Phrase{Format: c.name}
		}
	}
	return kernel.Phrase{Format: "%s", Args: []any{civ}}
}
