package dashboard

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rivo/tview"

	"tablemate/i18n"
	"tablemate/tracker"
)

// The Monumental setup form's title and its mark while Start is out of
// sight.
const (
	titleSetupF2  = "New game · Tab moves · F2 starts · Esc %s"
	msgStartBelow = "▼ more below · F2 starts"
)

// openMonumentalSetup shows Monumental's new game form; players, when not
// empty, replaces the players it starts from. Every problem of a refused
// setup is shown at once, each against its field.
func (fm *forms) openMonumentalSetup(players string) {
	v := fm.setupValues()
	fm.ownCivs = ""
	if players != "" {
		v.Players = splitComma(players)
	}
	form := tview.NewForm().SetItemPadding(0)
	fm.addGameChoice(form, 0)
	start := ""
	if v.Start >= 0 && v.Start < len(v.Players) {
		start = v.Players[v.Start]
	}
	// The mode is shown translated; its index is the tracker.Mode.
	modes := []string{fm.t(tracker.Standard.String()), fm.t(tracker.Continuous.String())}
	long := fm.fieldWidth(44, append([]string{"Game"}, setupLabels...)...)
	form.AddInputField(fm.t(labelPlayers), strings.Join(v.Players, ", "), long, nil, nil)
	form.AddInputField(fm.t(labelStart), start, long, nil, nil)
	fm.startFollows(form, fPlayers, fStart)
	fm.typingReplacesSeatNames(form.GetFormItem(fPlayers).(*tview.InputField))
	form.AddInputField(fm.t(labelCivs), fm.civilizationNames(v.Civilizations), long, nil, nil)
	form.AddDropDown(fm.t(labelTurns), modes, int(v.Mode), nil)
	form.AddInputField(fm.t(labelEras), fm.erasText(v), 24, nil, nil)
	form.GetFormItem(fEras).(*tview.InputField).SetPlaceholder(fm.t("from the config"))
	form.AddCheckbox(fm.t(labelLostKingdoms), v.LostKingdoms, nil)
	form.AddCheckbox(fm.t(labelRenaissance), v.Renaissance, nil)
	form.AddCheckbox(fm.t(labelCelebrities), v.Celebrities, nil)
	form.AddCheckbox(fm.t(labelMonsters), v.Monsters, nil)
	fm.addAutomaFields(form, v, long)
	fm.addReadingFields(form)
	for i := 0; i < form.GetFormItemCount(); i++ {
		// Visible without colour too: an unchecked box is otherwise blank.
		if cb, ok := form.GetFormItem(i).(*tview.Checkbox); ok {
			cb.SetCheckedString(tview.Escape("[x]")).SetUncheckedString("[ ]")
		}
	}
	// An open list covers the fields below it whole.
	widenList(form, 0, fm.gameChoices(), long)
	widenList(form, fTurns, modes, 16)
	errs := fm.problemList()
	probs := newFormProblems(form, errs, fm.labelled)
	var box *tview.Flex
	var shown *buttonsBelow
	submit := func() {
		s, found := fm.formSetup(form)
		s.Seed = fm.opts.Now().UnixNano()
		if len(found) == 0 {
			err := s.Validate()
			if err == nil {
				if err = fm.ctl.Start(tracker.KindName, s); err == nil {
					fm.dialogs.close()
					return
				}
			}
			found = fm.errorProblems(err, setupFieldKeys)
		} else {
			// The form's own problems and the engine's, all at once.
			found = append(found, fm.errorProblems(s.Validate(), setupFieldKeys)...)
		}
		rows := probs.show(found, 72) // the box less its border
		box.ResizeItem(errs, rows, 0)
		fm.dialogs.show("setup", shown, form, 74, min(formHeight(form, rows), MinHeight))
	}
	cancelLabel := fm.setupButtons(form, submit, errs, players != "")
	title := fm.tf(titleSetupF2, cancelLabel)
	box = fm.framed(title, form, errs, 1)
	shown = &buttonsBelow{Flex: box, form: form, hint: " " + fm.t(msgStartBelow) + " ", st: fm.pal.title()}
	// The players field has the focus: the game choice is one Shift-Tab up.
	form.SetFocus(1)
	fm.dialogs.show("setup", shown, form, 74, min(formHeight(form, 1), MinHeight))
}

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
	fAutomaFirst
	fAutomaGold
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
	labelAutomaFirst      = "Automa plays first (M-SOLO-2)"
	labelAutomaGold       = "Automa: 1 point per 3 Gold"
	labelDiscardAfterEnd  = "Discard after the end (M-END-2)"
	labelLiteralDominance = "+3 when all have 0 (M-SCORE-2)"
	labelContinuousEnd    = "Continuous end (C-END-1)"
	labelContinuousDisc   = "Continuous discard (C-DEV-1)"
)

// The C-DEV-1 choices: the discard stops when the cards missing from the
// display, or the cards left in it, are as many as the civilizations.
const (
	discardMissing   = "missing cards = civilizations"
	discardRemaining = "cards left = civilizations"
)

var setupLabels = []string{labelPlayers, labelStart, labelCivs, labelTurns, labelEras,
	labelLostKingdoms, labelRenaissance, labelCelebrities, labelMonsters,
	labelBots, labelBotCivs, labelDifficulty, labelConventions, labelCards,
	labelAutomaFirst, labelAutomaGold, labelDiscardAfterEnd, labelLiteralDominance, labelContinuousEnd, labelContinuousDisc}

// addAutomaFields adds the Automas' fields: how many (0 with one player
// is the solo game's one), each one's civilization (or random) and
// difficulty, the convention set and the values it implies (cards per
// turn, who starts, points for Gold), which choosing a set fills in and
// each of which stays editable.
func (fm *forms) addAutomaFields(form *tview.Form, v tracker.Setup, long int) {
	bots := []string{"0", "1", "2", "3", "4"}
	// A solo game's one Automa is the form's 0: a count of 1 would stay
	// when players are added after a solo game, a fifth seat nobody asked
	// for (and an Automa refused in the continuous mode).
	count := v.BotCount()
	if len(v.Players) == 1 && count == 1 {
		count = 0
	}
	form.AddDropDown(fm.t(labelBots), bots, clampIndex(count, len(bots)), nil)
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
	form.AddInputField(fm.t(labelBotCivs), fm.civilizationNames(civs), long, nil, nil)
	form.GetFormItem(fBotCivs).(*tview.InputField).SetPlaceholder(fm.t("one each, or random"))
	form.AddInputField(fm.t(labelDifficulty), strings.Join(diffs, ", "), 16, nil, nil)
	form.GetFormItem(fDifficulty).(*tview.InputField).SetPlaceholder("0-4")
	sets := []string{fm.t("rulebook"), fm.t("helper")}
	form.AddDropDown(fm.t(labelConventions), sets, clampIndex(int(v.Automa.Conventions), len(sets)), nil)
	cards := []string{"1", "2"}
	form.AddDropDown(fm.t(labelCards), cards, clampIndex(v.CardsPerTurn()-1, len(cards)), nil)
	form.AddCheckbox(fm.t(labelAutomaFirst), v.AutomaFirst(), nil)
	form.AddCheckbox(fm.t(labelAutomaGold), v.AutomaGoldPoints(), nil)
	widenList(form, fBots, bots, 16)
	widenList(form, fConventions, sets, 24)
	widenList(form, fCards, cards, 24)
	form.GetFormItem(fConventions).(*tview.DropDown).SetSelectedFunc(func(_ string, i int) {
		var implied tracker.AutomaSetup
		implied.UseConventions(tracker.Conventions(i))
		form.GetFormItem(fCards).(*tview.DropDown).SetCurrentOption(implied.CardsPerTurn - 1)
		form.GetFormItem(fAutomaFirst).(*tview.Checkbox).SetChecked(implied.First == tracker.SwitchOn)
		form.GetFormItem(fAutomaGold).(*tview.Checkbox).SetChecked(implied.GoldPoints == tracker.SwitchOn)
	})
}

// addReadingFields adds the readings in force where the sources are
// silent or differ, each switchable, starting from the config.
func (fm *forms) addReadingFields(form *tview.Form) {
	r := fm.configReadings()
	form.AddCheckbox(fm.t(labelDiscardAfterEnd), r.DiscardAfterEnd, nil)
	form.AddCheckbox(fm.t(labelLiteralDominance), r.LiteralDominance, nil)
	ends := []string{fm.t("after the refill"), fm.t("before the refill")}
	form.AddDropDown(fm.t(labelContinuousEnd), ends, clampIndex(int(r.ContinuousEnd), len(ends)), nil)
	// The reading in force is the config's, else the rulebook's in the
	// screen's language (config.DiscardOfLanguage); each choice says it
	// whole: how many cards stay missing, or stay, after the discard.
	discards := []string{fm.t(discardMissing), fm.t(discardRemaining)}
	form.AddDropDown(fm.t(labelContinuousDisc), discards, clampIndex(int(r.ContinuousDiscard), len(discards)), nil)
	widenList(form, fContinuousEnd, ends, 28)
	widenList(form, fContinuousDiscard, discards, 28)
}

// configReadings are the readings the config gives a new game.
func (fm *forms) configReadings() tracker.Readings { return fm.opts.NewGame.Rules }

// formSetup reads the setup form; the problems are those of the form's
// own reading (a start player not among the players, an era size or a
// difficulty that is not a number). The setup is still whole, the fields
// with a problem left to their defaults, so that the engine can report
// its own problems beside them.
func (fm *forms) formSetup(form *tview.Form) (tracker.Setup, []problem) {
	text := func(i int) string { return strings.TrimSpace(form.GetFormItem(i).(*tview.InputField).GetText()) }
	checked := func(i int) bool { return form.GetFormItem(i).(*tview.Checkbox).IsChecked() }
	drop := func(i int) int {
		n, _ := form.GetFormItem(i).(*tview.DropDown).GetCurrentOption()
		return max(n, 0)
	}
	var probs []problem
	civs, own := civilizationIDs(splitComma(text(fCivs)), fm.t(wordRandom))
	if len(own) > 0 && text(fCivs) != fm.ownCivs {
		// A name no printed civilization has is a typo, or a table's own
		// (a fan-made civilization): said once, then played as typed.
		probs = append(probs, problem{fCivs, fm.tf(msgOwnCivilization, strings.Join(own, ", "), fm.printedCivilizations())})
		fm.ownCivs = text(fCivs)
	}
	if hasEmptyName(text(fPlayers)) {
		probs = append(probs, problem{fPlayers, fm.t(msgEmptyName)})
	}
	s := tracker.Setup{
		Players:       splitComma(text(fPlayers)),
		Civilizations: civs,
		Mode:          tracker.Mode(drop(fTurns)),
		LostKingdoms:  checked(fLostKingdoms),
		Renaissance:   checked(fRenaissance),
		Celebrities:   checked(fCelebrities),
		Monsters:      checked(fMonsters),
		Rules:         fm.configReadings(),
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
			probs = append(probs, problem{fStart, fm.tf("Start player %q is not one of the players (M-SETUP-5).", st)})
			s.Start = 0
		}
	}
	if eras := text(fEras); eras != "" {
		for _, p := range splitComma(eras) {
			n, err := strconv.Atoi(p)
			if err != nil {
				probs = append(probs, problem{fEras, fm.tf("Era sizes: %q is not a number: give e.g. 15,12,8.", p)})
				s.EraSizes = nil
				break
			}
			s.EraSizes = append(s.EraSizes, n)
		}
	}
	if bots := drop(fBots); bots > 0 || len(s.Players) == 1 {
		df := fm.opts.NewGame.Automa
		s.Automa = tracker.AutomaSetup{
			Modules: slices.Clone(df.Modules),
			Deck:    df.Deck,
		}
		// The set's values, then the form's own: each is shown and
		// editable, and the setup line says each one.
		s.Automa.UseConventions(tracker.Conventions(drop(fConventions)))
		s.Automa.CardsPerTurn = drop(fCards) + 1
		s.Automa.First = onOff(checked(fAutomaFirst))
		s.Automa.GoldPoints = onOff(checked(fAutomaGold))
		s.Rules.AutomaGoldPoints = false // the switch above says it
		if bots > 1 || (bots == 1 && len(s.Players) > 1) {
			s.Automa.Bots = bots
		}
		// A civilization the Automa's cards do not have is refused by the
		// engine, on this field, with the ones they have.
		civs, _ := civilizationIDs(splitComma(strings.ToLower(text(fBotCivs))), fm.t(wordRandom))
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
				probs = append(probs, problem{fDifficulty, fm.tf("%q is not a difficulty: give 0 to 4, or one per Automa (2, 3).", p)})
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
	// Last: the era sizes and the display depend on every seat, the
	// Automas' too.
	fm.fitTable(&s)
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

// onOff is a checkbox as a convention switch set by hand.
func onOff(checked bool) tracker.Switch {
	if checked {
		return tracker.SwitchOn
	}
	return tracker.SwitchOff
}

// msgOwnCivilization: a civilization typed that is no printed one's name
// in any language; %s the names typed, %s the printed ones.
const msgOwnCivilization = "%s: no printed civilization has that name (the printed ones: %s). Correct it, or start again (F2) to play it as the table's own civilization."

// civilizationIDs are the civilizations typed as the setup keeps them:
// a printed one, named in any language, by its id ("Egipto" -> egypt);
// another as typed (own lists those). random is the reader's word for a
// civilization the game picks: it and "random" are kept as "random".
func civilizationIDs(typed []string, random string) (ids, own []string) {
	for _, c := range typed {
		if strings.EqualFold(c, random) {
			c = tracker.RandomCivilization
		}
		if id, ok := i18n.CivilizationID(c); ok {
			ids = append(ids, id)
			continue
		}
		if !strings.EqualFold(c, tracker.RandomCivilization) {
			own = append(own, c)
		}
		ids = append(ids, c)
	}
	return ids, own
}

// civilizationNames is a civilizations field's text: each printed one by
// its name in the screen's language, a table's own as it was typed.
func (fm *forms) civilizationNames(ids []string) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = fm.loc.Civilization(id)
		if id == tracker.RandomCivilization {
			names[i] = fm.t(wordRandom)
		}
	}
	return strings.Join(names, ", ")
}

// printedCivilizations are the printed civilizations' names in the
// screen's language, for a message.
func (fm *forms) printedCivilizations() string {
	ids := i18n.CivilizationIDs()
	for i, id := range ids {
		ids[i] = fm.loc.Civilization(id)
	}
	return strings.Join(ids, ", ")
}
