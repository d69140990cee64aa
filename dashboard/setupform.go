package dashboard

import (
	"strconv"
	"strings"

	"github.com/rivo/tview"

	"tablemate/tracker"
)

// The Monumental setup form's items by index (labels are translated): 0
// is the game choice, then these.
const (
	fPlayers = iota + 1
	fStart
	fCivs
	fTurns
	fEras
	fLostKingdoms
	fRenaissance
	fCelebrities
	fMonsters
	fBots
	fBotCivs
	fDifficulty
	fConventions
	fCards
	fDiscardAfterEnd
	fLiteralDominance
	fContinuousEnd
	fContinuousDiscard
)

// The setup form's labels (English keys, translated when shown).
const (
	labelPlayers          = "Players, clockwise"
	labelStart            = "Start player"
	labelCivs             = "Civilizations"
	labelTurns            = "Mode"
	labelEras             = "Era sizes (I,II,III)"
	labelLostKingdoms     = "Lost Kingdoms"
	labelRenaissance      = "Renaissance"
	labelCelebrities      = "Celebrities"
	labelMonsters         = "Monsters"
	labelBots             = "Automas"
	labelBotCivs          = "Automa civilizations"
	labelDifficulty       = "Automa difficulty"
	labelConventions      = "Automa conventions"
	labelCards            = "Automa cards/turn"
	labelDiscardAfterEnd  = "Discard after the end (M-END-2)"
	labelLiteralDominance = "+3 when all have 0 (M-SCORE-2)"
	labelContinuousEnd    = "Continuous end (C-END-1)"
	labelContinuousDisc   = "Continuous discard (C-DEV-1)"
)

var setupLabels = []string{labelPlayers, labelStart, labelCivs, labelTurns, labelEras,
	labelLostKingdoms, labelRenaissance, labelCelebrities, labelMonsters,
	labelBots, labelBotCivs, labelDifficulty, labelConventions, labelCards,
	labelDiscardAfterEnd, labelLiteralDominance, labelContinuousEnd, labelContinuousDisc}

// cardsByConventions is the cards/turn choice that leaves the number to
// the convention set (1 by the rulebook, 2 by the helper).
const cardsByConventions = "as the conventions say"

// addAutomaFields adds the Automas' fields: how many (0 with one player
// is the solo game's one), each one's civilization (or random) and
// difficulty, the convention set and the cards per turn.
func (d *Dashboard) addAutomaFields(form *tview.Form, v tracker.Setup, long int) {
	bots := []string{"0", "1", "2", "3", "4"}
	// A solo game's one Automa is the form's 0: a count of 1 would stay
	// when players are added after a solo game, a fifth seat nobody asked
	// for (and an Automa refused in the continuous mode).
	count := v.BotCount()
	if len(v.Players) == 1 && count == 1 {
		count = 0
	}
	form.AddDropDown(d.t(labelBots), bots, clampIndex(count, len(bots)), nil)
	var civs []string
	diffs := []string{}
	for i := 0; i < max(1, v.BotCount()); i++ {
		if c := v.BotCivilization(i); c != "" {
			civs = append(civs, c)
		}
		diffs = append(diffs, strconv.Itoa(v.BotDifficulty(i)))
	}
	if len(civs) > 1 && civs[0] == tracker.RandomCivilization && len(v.Automa.Civilizations) == 1 {
		civs = civs[:1]
	}
	form.AddInputField(d.t(labelBotCivs), strings.Join(civs, ", "), long, nil, nil)
	form.GetFormItem(fBotCivs).(*tview.InputField).SetPlaceholder(d.t("one each, or random"))
	form.AddInputField(d.t(labelDifficulty), strings.Join(diffs, ", "), 16, nil, nil)
	form.GetFormItem(fDifficulty).(*tview.InputField).SetPlaceholder("0-4")
	sets := []string{d.t("rulebook"), d.t("helper")}
	form.AddDropDown(d.t(labelConventions), sets, clampIndex(int(v.Automa.Conventions), len(sets)), nil)
	cards := []string{d.t(cardsByConventions), "1", "2"}
	form.AddDropDown(d.t(labelCards), cards, clampIndex(v.Automa.CardsPerTurn, len(cards)), nil)
	widenList(form.GetFormItem(fBots).(*tview.DropDown), bots, 16)
	widenList(form.GetFormItem(fConventions).(*tview.DropDown), sets, 24)
	widenList(form.GetFormItem(fCards).(*tview.DropDown), cards, 24)
}

// addReadingFields adds the readings in force where the sources are
// silent or differ, each switchable, starting from the config.
func (d *Dashboard) addReadingFields(form *tview.Form) {
	r := d.configReadings()
	form.AddCheckbox(d.t(labelDiscardAfterEnd), r.DiscardAfterEnd, nil)
	form.AddCheckbox(d.t(labelLiteralDominance), r.LiteralDominance, nil)
	ends := []string{d.t("after the refill"), d.t("before the refill")}
	form.AddDropDown(d.t(labelContinuousEnd), ends, clampIndex(int(r.ContinuousEnd), len(ends)), nil)
	discards := []string{d.t("until that many are missing"), d.t("until that many remain")}
	form.AddDropDown(d.t(labelContinuousDisc), discards, clampIndex(int(r.ContinuousDiscard), len(discards)), nil)
	widenList(form.GetFormItem(fContinuousEnd).(*tview.DropDown), ends, 28)
	widenList(form.GetFormItem(fContinuousDiscard).(*tview.DropDown), discards, 28)
}

// configReadings are the readings the config gives a new game: the
// defaults' rules and the configured scoring.
func (d *Dashboard) configReadings() tracker.Readings {
	r := d.opts.Defaults.Rules
	sc := d.opts.Scoring
	r.LiteralDominance = r.LiteralDominance || sc.LiteralDominance
	r.AutomaGoldPoints = r.AutomaGoldPoints || sc.AutomaGoldPoints
	r.AfricanEmpires = r.AfricanEmpires || sc.AfricanEmpires
	return r
}

// formSetup reads the setup form; the problems are those of the form's
// own reading (a start player not among the players, an era size or a
// difficulty that is not a number). The setup is still whole, the fields
// with a problem left to their defaults, so that the engine can report
// its own problems beside them.
func (d *Dashboard) formSetup(form *tview.Form) (tracker.Setup, []problem) {
	text := func(i int) string { return strings.TrimSpace(form.GetFormItem(i).(*tview.InputField).GetText()) }
	checked := func(i int) bool { return form.GetFormItem(i).(*tview.Checkbox).IsChecked() }
	drop := func(i int) int {
		n, _ := form.GetFormItem(i).(*tview.DropDown).GetCurrentOption()
		return max(n, 0)
	}
	var probs []problem
	s := tracker.Setup{
		Players:       splitComma(text(fPlayers)),
		Civilizations: splitComma(text(fCivs)),
		Mode:          tracker.Mode(drop(fTurns)),
		LostKingdoms:  checked(fLostKingdoms),
		Renaissance:   checked(fRenaissance),
		Celebrities:   checked(fCelebrities),
		Monsters:      checked(fMonsters),
		Rules:         d.configReadings(),
	}
	s.Rules.DiscardAfterEnd = checked(fDiscardAfterEnd)
	s.Rules.LiteralDominance = checked(fLiteralDominance)
	s.Rules.ContinuousEnd = tracker.ContinuousEnd(drop(fContinuousEnd))
	s.Rules.ContinuousDiscard = tracker.ContinuousDiscard(drop(fContinuousDiscard))
	if st := text(fStart); st != "" {
		s.Start = -1
		for i, p := range s.Players {
			if strings.EqualFold(p, st) {
				s.Start = i
			}
		}
		if n, err := strconv.Atoi(st); err == nil && s.Start < 0 {
			s.Start = n - 1
		}
		if s.Start < 0 && len(s.Players) == 1 {
			s.Start = 0
		}
		if s.Start < 0 {
			probs = append(probs, problem{fStart, d.tf("Start player %q is not one of the players (M-SETUP-5).", st)})
			s.Start = 0
		}
	}
	if eras := text(fEras); eras != "" {
		for _, p := range splitComma(eras) {
			n, err := strconv.Atoi(p)
			if err != nil {
				probs = append(probs, problem{fEras, d.tf("Era sizes: %q is not a number: give e.g. 15,12,8.", p)})
				s.EraSizes = nil
				break
			}
			s.EraSizes = append(s.EraSizes, n)
		}
	}
	if s.EraSizes == nil {
		s.EraSizes = d.defaultEras(len(s.Players), s.Renaissance)
	}
	s.DisplaySize = d.displaySize(s)
	if bots := drop(fBots); bots > 0 || len(s.Players) == 1 {
		df := d.opts.Defaults.Automa
		s.Automa = tracker.AutomaSetup{
			Conventions:  tracker.Conventions(drop(fConventions)),
			CardsPerTurn: drop(fCards), // 0: as the conventions say
			Modules:      append([]string(nil), df.Modules...),
			Deck:         df.Deck,
			First:        df.First, GoldPoints: df.GoldPoints, Quest: df.Quest,
		}
		if bots > 1 || (bots == 1 && len(s.Players) > 1) {
			s.Automa.Bots = bots
		}
		civs := splitComma(strings.ToLower(text(fBotCivs)))
		if len(civs) == 1 {
			s.Automa.Civilization = civs[0]
			if civs[0] == tracker.RandomCivilization {
				s.Automa.Civilizations = civs
				s.Automa.Civilization = ""
			}
		} else if len(civs) > 1 {
			s.Automa.Civilizations = civs
		}
		var diffs []int
		for _, p := range splitComma(text(fDifficulty)) {
			n, err := strconv.Atoi(p)
			if err != nil {
				probs = append(probs, problem{fDifficulty, d.tf("%q is not a difficulty: give 0 to 4, or one per Automa (2, 3).", p)})
				diffs = nil
				break
			}
			diffs = append(diffs, n)
		}
		switch {
		case len(diffs) == 1:
			s.Automa.Difficulty = diffs[0]
		case len(diffs) > 1:
			s.Automa.Difficulty = diffs[0]
			s.Automa.Difficulties = diffs
		default:
			s.Automa.Difficulty = df.Difficulty
		}
	}
	return s, probs
}

// setupFieldKeys binds the setup form's fields to the setup keys each
// edits: an engine's problem about a key goes beside its field; a problem
// with no key, or one no field edits, is about the setup as a whole.
var setupFieldKeys = fieldKeys{
	{fPlayers, tracker.KeyPlayers},
	{fStart, tracker.KeyStart},
	{fCivs, tracker.KeyCivs},
	{fTurns, tracker.KeyMode}, {fTurns, tracker.KeyDisplay},
	{fEras, tracker.KeyEras},
	{fLostKingdoms, tracker.KeyLostKingdoms},
	{fBots, tracker.KeyBots}, {fBots, tracker.KeyBotSeats},
	{fBotCivs, tracker.KeyAutomaCivs},
	{fDifficulty, tracker.KeyDifficulty},
	{fConventions, tracker.KeyAutomaRules},
	{fCards, tracker.KeyAutomaCards},
}
