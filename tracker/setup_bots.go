package tracker

import (
	"strconv"
	"strings"

	"tablemate/automa"
	"tablemate/kernel"
)

// MaxBots is the most Automas at one table (AUTOMA.md: 1 to 4 bots).
const MaxBots = 4

// RandomCivilization on the setup line picks an Automa's civilization with
// the game's seed, among those no other seat plays.
const RandomCivilization = "random"

// Conventions is a set of solo conventions where the rulebook text and the
// published solo helper differ (AUTOMA.md "The turn, as the published
// helper plays it"). One switch chooses the set; a key per convention
// overrides one.
type Conventions uint8

const (
	// ConvRulebook: 1 card per Automa turn, no points for Gold, the Automa
	// starts (M-SOLO-2), no Quest for the Automas.
	ConvRulebook Conventions = iota
	// ConvHelper: 2 cards per turn, 1 point per 3 Gold, the humans start,
	// one Quest per Automa with African Empires.
	ConvHelper
)

func (c Conventions) String() string {
	if c == ConvHelper {
		return "helper"
	}
	return "rulebook"
}

// ParseConventions reads rulebook or helper.
func ParseConventions(v string) (Conventions, error) {
	switch strings.ToLower(v) {
	case "rulebook":
		return ConvRulebook, nil
	case "helper":
		return ConvHelper, nil
	}
	return 0, syntaxErr("automa_rules=%s: use rulebook or helper", v)
}

// UseConventions chooses a convention set and writes out every value it
// implies (cards per turn, who starts, points for Gold, a Quest per
// Automa, when a card drawn mid-sequence is used), so a form or a config
// shows them and each stays editable.
func (a *AutomaSetup) UseConventions(c Conventions) {
	helper := c == ConvHelper
	a.Conventions = c
	a.CardsPerTurn = 1
	if helper {
		a.CardsPerTurn = 2
	}
	a.First = switchOf(!helper)
	a.GoldPoints = switchOf(helper)
	a.Quest = switchOf(helper)
	a.Draw = DrawAtOnce
	if helper {
		a.Draw = DrawAfterSequence
	}
}

// DrawOrder is when a card drawn in the middle of a sequence (a draw line
// in Egypt's doubled sequence, in one of Atlantis's Nexus cards) is used.
type DrawOrder uint8

const (
	// DrawDefault: the convention set's (at once with the rulebook's,
	// after the sequence with the helper's).
	DrawDefault DrawOrder = iota
	// DrawAtOnce: the drawn card is used where the draw line stands, before
	// the rest of the sequence: the printed cards, read as M-SOLO-3 reads
	// a card (each action carried out before the next).
	DrawAtOnce
	// DrawAfterSequence: the drawn card is used after the whole sequence,
	// as the published helper does (its drawn cards join the end of the
	// turn's actions).
	DrawAfterSequence
)

var drawOrderKeys = [...]string{"", "at_once", "after_sequence"}

func (d DrawOrder) String() string {
	if int(d) < len(drawOrderKeys) {
		return drawOrderKeys[d]
	}
	return "draw(" + strconv.Itoa(int(d)) + ")"
}

// ParseDrawOrder reads at_once or after_sequence.
func ParseDrawOrder(v string) (DrawOrder, error) {
	switch strings.ToLower(v) {
	case "at_once":
		return DrawAtOnce, nil
	case "after_sequence":
		return DrawAfterSequence, nil
	}
	return DrawDefault, syntaxErr("automa_draw=%s: use at_once or after_sequence", v)
}

// DrawAfterSequence reports whether a card drawn in the middle of a
// sequence is used after the whole sequence (the helper's order). A game
// saved before the choice existed (Revision 0) used it at once.
func (s *Setup) DrawAfterSequence() bool {
	switch s.Automa.Draw {
	case DrawAtOnce:
		return false
	case DrawAfterSequence:
		return true
	}
	return s.Automa.Conventions == ConvHelper && s.Automa.Revision > 0
}

// switchOf is a convention set on or off by hand.
func switchOf(on bool) Switch {
	if on {
		return SwitchOn
	}
	return SwitchOff
}

// Switch is a convention set on or off by hand, or left to the set.
type Switch uint8

const (
	SwitchDefault Switch = iota
	SwitchOn
	SwitchOff
)

func (w Switch) or(def bool) bool {
	switch w {
	case SwitchOn:
		return true
	case SwitchOff:
		return false
	}
	return def
}

func parseSwitch(key, v string) (Switch, error) {
	on, err := parseOnOff(key, v)
	if err != nil {
		return SwitchDefault, err
	}
	if on {
		return SwitchOn, nil
	}
	return SwitchOff, nil
}

func (w Switch) text() string {
	if w == SwitchOn {
		return "on"
	}
	return "off"
}

// BotCount is the number of Automas: bots=N, else one in the solo game.
func (s *Setup) BotCount() int {
	if s.Automa.Bots > 0 {
		return s.Automa.Bots
	}
	if len(s.Players) == 1 {
		return 1
	}
	return 0
}

// BotName is the seat name of Automa i (0-based): "Automa" alone, else
// "Automa 1" to "Automa 4".
func (s *Setup) BotName(i int) string {
	if s.BotCount() == 1 {
		return AutomaName
	}
	return AutomaName + " " + strconv.Itoa(i+1)
}

func (s *Setup) isBotName(name string) bool {
	for i := 0; i < s.BotCount(); i++ {
		if strings.EqualFold(name, s.BotName(i)) {
			return true
		}
	}
	return false
}

// BotCivilization is Automa i's civilization as the setup gives it ("" for
// none, "random" before the game picks one).
func (s *Setup) BotCivilization(i int) string {
	a := s.Automa
	switch {
	case len(a.Civilizations) == 1 && a.Civilizations[0] == RandomCivilization:
		return RandomCivilization
	case i < len(a.Civilizations):
		return a.Civilizations[i]
	case i == 0 && len(a.Civilizations) == 0:
		return a.Civilization
	}
	return ""
}

// BotDifficulty is Automa i's difficulty (0 to 4).
func (s *Setup) BotDifficulty(i int) int {
	if i < len(s.Automa.Difficulties) {
		return s.Automa.Difficulties[i]
	}
	return s.Automa.Difficulty
}

// AutomaFirst reports whether an Automa starts the game (M-SOLO-2 in the
// rulebook; the helper seats the humans first).
func (s *Setup) AutomaFirst() bool {
	return s.Automa.First.or(s.Automa.Conventions == ConvRulebook)
}

// CardsPerTurn is the number of cards an Automa reveals each turn.
func (s *Setup) CardsPerTurn() int {
	switch {
	case s.Automa.CardsPerTurn > 0:
		return s.Automa.CardsPerTurn
	case s.Automa.Conventions == ConvHelper:
		return 2
	}
	return 1
}

// AutomaGoldPoints reports whether an Automa scores 1 point per 3 Gold.
func (s *Setup) AutomaGoldPoints() bool {
	if s.Rules.AutomaGoldPoints {
		return true
	}
	return s.Automa.GoldPoints.or(s.Automa.Conventions == ConvHelper)
}

// AutomaQuest reports whether each Automa gets a Quest card at setup
// (African Empires).
func (s *Setup) AutomaQuest() bool {
	return s.Automa.Quest.or(s.Automa.Conventions == ConvHelper)
}

// botSeats are the Automas' seat indexes (0-based), in Automa order.
func (s *Setup) botSeats() []int {
	n := s.BotCount()
	out := make([]int, n)
	if len(s.Automa.Seats) == n {
		for i, seat := range s.Automa.Seats {
			out[i] = seat - 1
		}
		return out
	}
	first := 0
	if !s.AutomaFirst() {
		first = len(s.Players)
	}
	for i := range out {
		out[i] = first + i
	}
	return out
}

// BotSeat is the seat index of Automa i.
func (s *Setup) BotSeat(i int) int { return s.botSeats()[i] }

// validateBots checks the Automas' part of the setup.
func (s *Setup) validateBots() []error {
	var errs []error
	add := func(key kernel.SetupKey, rule, format string, args ...any) {
		errs = append(errs, kernel.BadSetupKey(key, rule, format, args...))
	}
	a, bots := s.Automa, s.BotCount()
	if a.Bots < 0 || a.Bots > MaxBots {
		add(KeyBots, "M-SETUP-1", "bots=%d: choose 1 to %d Automas", a.Bots, MaxBots)
		return errs
	}
	if s.Mode == Continuous {
		add(KeyMode, "M-SOLO-1", "the Automas play the standard game: use mode=standard")
	}
	if n := len(a.Civilizations); n > 1 && n != bots {
		add(KeyAutomaCivs, "M-SOLO-1", "%d Automa civilizations for %d Automas: give one per Automa, or random", n, bots)
	}
	if n := len(a.Difficulties); n > 1 && n != bots {
		add(KeyDifficulty, "M-SOLO-3", "%d Automa difficulties for %d Automas: give one for all or one per Automa", n, bots)
	}
	for i := 0; i < bots; i++ {
		if d := s.BotDifficulty(i); d < 0 || d > 4 {
			add(KeyDifficulty, "M-SOLO-3", "Automa difficulty %d: choose 0 to 4", d)
		}
	}
	civs := map[string]bool{}
	for i := 0; i < bots; i++ {
		c := strings.ToLower(s.BotCivilization(i))
		if c != "" && c != RandomCivilization && civs[c] {
			add(KeyAutomaCivs, "M-SOLO-1", "civilization %s is given to two Automas: give each its own", c)
		}
		civs[c] = true
	}
	if len(a.Seats) > 0 {
		seen := map[int]bool{}
		ok := len(a.Seats) == bots
		for _, seat := range a.Seats {
			if seat < 1 || seat > s.Civs() || seen[seat] {
				ok = false
			}
			seen[seat] = true
		}
		if !ok {
			add(KeyBotSeats, "M-SOLO-2", "bot_seats=%s: give %d different seat numbers from 1 to %d", joinInts(a.Seats), bots, s.Civs())
		}
	}
	if s.Automa.CardsPerTurn < 0 || s.Automa.CardsPerTurn > 2 {
		add(KeyAutomaCards, "M-SOLO-3", "%d Automa cards per turn: choose 1 or 2", s.Automa.CardsPerTurn)
	}
	if r := s.Automa.Revision; r < 0 || r > automa.Revision {
		add(KeyAutomaRevision, "M-SOLO-3", "automa_revision=%d: this tablemate plays the Automa's revisions 0 to %d (a newer tablemate wrote the game)", r, automa.Revision)
	}
	return errs
}

// AutomasDifficulty is the difficulty a game's result is filed under: the
// Automa's, or the highest of several (0 without an Automa).
func (s *Setup) AutomasDifficulty() int {
	d := 0
	for i := 0; i < s.BotCount(); i++ {
		d = max(d, s.BotDifficulty(i))
	}
	return d
}

// africanEmpires reports whether the African Empires expansion is in play:
// its scoring, its Automa cards, or one of its civilizations at a seat.
func (s *Setup) africanEmpires() bool {
	if s.Rules.AfricanEmpires {
		return true
	}
	for _, m := range s.Automa.Modules {
		if strings.HasPrefix(strings.ToLower(m), "african_empires") {
			return true
		}
	}
	for _, c := range s.Civilizations {
		if expansionOf(strings.ToLower(c)) == africanEmpires {
			return true
		}
	}
	for i := 0; i < min(s.BotCount(), MaxBots); i++ {
		if expansionOf(strings.ToLower(s.BotCivilization(i))) == africanEmpires {
			return true
		}
	}
	return false
}
