package tracker

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tablemate/kernel"
)

// String is the setup's text form: the first line of a script and of a saved
// game. ParseSetup reads it back.
func (s Setup) String() string {
	parts := []string{"setup", "mode=" + s.Mode.String(), "players=" + quoteValue(strings.Join(s.Players, ","))}
	if len(s.Players) > 1 && s.Start >= 0 && s.Start < len(s.Players) {
		parts = append(parts, "start="+quoteValue(s.Players[s.Start]))
	}
	parts = append(parts, "seed="+strconv.FormatInt(s.Seed, 10))
	if len(s.Civilizations) > 0 {
		parts = append(parts, "civs="+quoteValue(strings.Join(s.Civilizations, ",")))
	}
	for _, f := range []struct {
		key string
		on  bool
	}{{"lostkingdoms", s.LostKingdoms}, {"renaissance", s.Renaissance}, {"celebrities", s.Celebrities}, {"monsters", s.Monsters}, {"discard_after_end", s.Rules.DiscardAfterEnd},
		{"literal_dominance", s.Rules.LiteralDominance}, {"african_empires", s.Rules.AfricanEmpires}} {
		if f.on {
			parts = append(parts, f.key+"=on")
		}
	}
	if s.EraSizes != nil {
		parts = append(parts, "eras="+joinInts(s.EraSizes))
	}
	if s.DisplaySize != 0 {
		parts = append(parts, "display="+strconv.Itoa(s.DisplaySize))
	}
	if s.Rules.ContinuousEnd != EndAfterRefill {
		parts = append(parts, "end="+s.Rules.ContinuousEnd.String())
	}
	if s.Rules.ContinuousDiscard != DiscardUntilMissing {
		parts = append(parts, "devdiscard="+s.Rules.ContinuousDiscard.String())
	}
	parts = append(parts, s.automaWords()...)
	return strings.Join(parts, " ")
}

func quoteValue(v string) string {
	if v == "" || strings.ContainsAny(v, " \t\"\\") || strconv.Quote(v) != `"`+v+`"` {
		return strconv.Quote(v)
	}
	return v
}

func joinInts(xs []int) string {
	var parts []string
	for _, x := range xs {
		parts = append(parts, strconv.Itoa(x))
	}
	return strings.Join(parts, ",")
}

func splitList(v string) []string {
	if v == "" {
		return nil
	}
	var out []string
	for _, p := range strings.Split(v, ",") {
		out = append(out, strings.TrimSpace(p))
	}
	return out
}

func parseOnOff(key, v string) (bool, error) {
	switch strings.ToLower(v) {
	case "on", "yes", "true", "1":
		return true, nil
	case "off", "no", "false", "0":
		return false, nil
	}
	return false, syntaxErr("%s=%s: use on or off", key, v)
}

// SetupKeys lists the keys of the setup line, for help texts.
var SetupKeys = []string{"game", "mode", "players", "start", "seed", "civs", "lostkingdoms", "renaissance",
	"celebrities", "monsters", "eras", "display", "end", "devdiscard", "discard_after_end",
	"literal_dominance", "automa_gold", "african_empires",
	"automa", "difficulty", "automa_cards", "modules", "automa_deck",
	"bots", "bot_seats", "automa_rules", "automa_first", "automa_quest", "automa_draw", "automa_revision"}

// ParseSetup reads a setup line ("setup players=Ana,Ben mode=standard ...").
// It checks the syntax only; Validate (called by New) checks the rules.
func ParseSetup(line string) (Setup, error) {
	var s Setup
	fields, err := kernel.Fields(line)
	if err != nil {
		return s, err
	}
	if len(fields) == 0 || strings.ToLower(fields[0]) != "setup" {
		return s, syntaxErr("the first line must be the setup: setup players=Ana,Ben mode=standard")
	}
	start := ""
	seen := map[string]bool{}
	for _, f := range fields[1:] {
		key, val, ok := strings.Cut(f, "=")
		key = strings.ToLower(key)
		if !ok {
			return s, syntaxErr("%q is not key=value: the setup line is made of key=value words", f)
		}
		if seen[key] {
			return s, syntaxErr("setup key %q is given twice", key)
		}
		seen[key] = true
		var err error
		switch key {
		case "game":
			// The same script command reads World Monuments setups, which say
			// game=worldmonuments; a Monumental setup may say so too.
			if !strings.EqualFold(val, "monumental") {
				err = syntaxErr("game=%s: use game=monumental, or game=worldmonuments for World Monuments", val)
			}
		case "mode":
			s.Mode, err = ParseMode(val)
		case "players":
			s.Players = splitList(val)
			// An empty name ("Ana,,Ben") is refused, never dropped.
			for i, p := range s.Players {
				if p == "" {
					err = syntaxErr("players=%s: player %d has no name: remove the extra comma or write the name", kernel.Cut(val), i+1)
					break
				}
			}
		case "civs":
			s.Civilizations = splitList(val)
		case "start":
			start = val
		case "seed":
			s.Seed, err = strconv.ParseInt(val, 10, 64)
			if err != nil {
				err = syntaxErr("seed=%s is not a whole number", val)
			}
		case "lostkingdoms":
			s.LostKingdoms, err = parseOnOff(key, val)
		case "renaissance":
			s.Renaissance, err = parseOnOff(key, val)
		case "celebrities":
			s.Celebrities, err = parseOnOff(key, val)
		case "monsters":
			s.Monsters, err = parseOnOff(key, val)
		case "discard_after_end":
			s.Rules.DiscardAfterEnd, err = parseOnOff(key, val)
		case "literal_dominance":
			s.Rules.LiteralDominance, err = parseOnOff(key, val)
		case "automa_gold":
			s.Automa.GoldPoints, err = parseSwitch(key, val)
		case "african_empires":
			s.Rules.AfricanEmpires, err = parseOnOff(key, val)
		case "eras":
			s.EraSizes = []int{}
			for _, p := range splitList(val) {
				n, convErr := strconv.Atoi(p)
				if convErr != nil {
					return s, syntaxErr("eras=%s: give whole numbers separated by commas (Era I, II, III)", val)
				}
				s.EraSizes = append(s.EraSizes, n)
			}
		case "display":
			s.DisplaySize, err = atoiKey(key, val)
		case "end":
			switch val {
			case "after_refill":
				s.Rules.ContinuousEnd = EndAfterRefill
			case "before_refill":
				s.Rules.ContinuousEnd = EndBeforeRefill
			default:
				err = syntaxErr("end=%s: use after_refill or before_refill", val)
			}
		case "devdiscard":
			switch val {
			case "missing":
				s.Rules.ContinuousDiscard = DiscardUntilMissing
			case "remaining":
				s.Rules.ContinuousDiscard = DiscardUntilRemaining
			default:
				err = syntaxErr("devdiscard=%s: use missing or remaining", val)
			}
		case "automa":
			// One civilization per Automa, or one for the only Automa.
			civs := splitList(strings.ToLower(val))
			if len(civs) > 0 {
				s.Automa.Civilization = civs[0]
			}
			if len(civs) > 1 || (len(civs) == 1 && civs[0] == RandomCivilization) {
				s.Automa.Civilizations = civs
			}
		case "difficulty":
			var ds []int
			if ds, err = atoiList(key, val); err == nil && len(ds) > 0 {
				s.Automa.Difficulty = ds[0]
				if len(ds) > 1 {
					s.Automa.Difficulties = ds
				}
			}
		case "automa_cards":
			s.Automa.CardsPerTurn, err = atoiKey(key, val)
		case "modules":
			s.Automa.Modules = splitList(strings.ToLower(val))
		case "automa_deck":
			s.Automa.Deck = val
		case "bots":
			s.Automa.Bots, err = atoiKey(key, val)
		case "bot_seats":
			s.Automa.Seats, err = atoiList(key, val)
		case "automa_rules":
			s.Automa.Conventions, err = ParseConventions(val)
		case "automa_first":
			s.Automa.First, err = parseSwitch(key, val)
		case "automa_quest":
			s.Automa.Quest, err = parseSwitch(key, val)
		case "automa_draw":
			s.Automa.Draw, err = ParseDrawOrder(val)
		case "automa_revision":
			s.Automa.Revision, err = atoiKey(key, val)
		default:
			return s, syntaxErr("unknown setup key %q: use %s", key, strings.Join(SetupKeys, ", "))
		}
		if err != nil {
			return s, err
		}
	}
	if start != "" {
		// The exact name first, so that the printed setup reads back the
		// same; then the first name equal but for case.
		s.Start = slices.Index(s.Players, start)
		if s.Start < 0 {
			s.Start = slices.IndexFunc(s.Players, func(p string) bool { return strings.EqualFold(p, start) })
		}
		if n, err := strconv.Atoi(start); err == nil && s.Start < 0 && n >= 1 && n <= len(s.Players) {
			s.Start = n - 1
		}
		if s.Start < 0 {
			return s, kernel.BadSetupKey(KeyStart, "M-SETUP-5", "start=%s is not one of the players (%s)", start, strings.Join(s.Players, ", "))
		}
	}
	return s, nil
}

func atoiList(key, val string) ([]int, error) {
	var out []int
	for _, p := range splitList(val) {
		n, err := atoiKey(key, p)
		if err != nil {
			return nil, syntaxErr("%s=%s is not a whole number", key, val)
		}
		out = append(out, n)
	}
	return out, nil
}

func atoiKey(key, val string) (int, error) {
	n, err := strconv.Atoi(val)
	if err != nil {
		return 0, syntaxErr("%s=%s is not a whole number", key, val)
	}
	return n, nil
}

// Describe is a one-line human summary of the setup.
func (s Setup) Describe() string {
	who := strings.Join(s.Players, ", ")
	switch n := s.BotCount(); {
	case n == 1:
		who += " vs the Automa"
	case n > 1:
		who += fmt.Sprintf(" vs %d Automas", n)
	}
	return fmt.Sprintf("Monumental, %s game, %s", s.Mode, who)
}

// automaWords are the Automas' keys of the setup line, each written only
// when it differs from its default, so an old solo setup reads as it did.
func (s Setup) automaWords() []string {
	var parts []string
	a := s.Automa
	if a.Bots > 1 || (a.Bots == 1 && len(s.Players) > 1) {
		parts = append(parts, "bots="+strconv.Itoa(a.Bots))
	}
	if len(a.Civilizations) > 0 {
		parts = append(parts, "automa="+quoteValue(strings.Join(a.Civilizations, ",")))
	} else if a.Civilization != "" {
		parts = append(parts, "automa="+quoteValue(a.Civilization))
	}
	if len(a.Difficulties) > 0 {
		parts = append(parts, "difficulty="+joinInts(a.Difficulties))
	} else if a.Difficulty != 0 {
		parts = append(parts, "difficulty="+strconv.Itoa(a.Difficulty))
	}
	if len(a.Seats) > 0 {
		parts = append(parts, "bot_seats="+joinInts(a.Seats))
	}
	if a.CardsPerTurn != 0 {
		parts = append(parts, "automa_cards="+strconv.Itoa(a.CardsPerTurn))
	}
	if a.Conventions != ConvRulebook {
		parts = append(parts, "automa_rules="+a.Conventions.String())
	}
	if a.First != SwitchDefault {
		parts = append(parts, "automa_first="+a.First.text())
	}
	if s.Rules.AutomaGoldPoints {
		parts = append(parts, "automa_gold=on")
	} else if a.GoldPoints != SwitchDefault {
		parts = append(parts, "automa_gold="+a.GoldPoints.text())
	}
	if a.Quest != SwitchDefault {
		parts = append(parts, "automa_quest="+a.Quest.text())
	}
	if a.Draw != DrawDefault {
		parts = append(parts, "automa_draw="+a.Draw.String())
	}
	if len(a.Modules) > 0 {
		parts = append(parts, "modules="+quoteValue(strings.Join(a.Modules, ",")))
	}
	if a.Deck != "" {
		parts = append(parts, "automa_deck="+quoteValue(a.Deck))
	}
	if a.Revision != 0 {
		parts = append(parts, "automa_revision="+strconv.Itoa(a.Revision))
	}
	return parts
}
