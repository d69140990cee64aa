package dashboard

import (
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"

	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// The key table: Monumental's rows, World Monuments' rows, the rule key,
// then the rows both games share, with the small handlers and the
// predicates they name (when a key applies, whether the game has it).

// bindings is the key table: Monumental's rows, World Monuments' rows, then
// the rows both games share.
func bindings() keyTable {
	keys := []binding{
		{runes: "1234567890", label: "0-9", labelf: digitsLabel, short: "take", prio: 70, desc: keyTakeDesc, bar: true, game: true, visible: playing, kind: monumental,
			run: func(d *Dashboard, ev *tcell.EventKey) { takeSlot(d, slotOfDigit(ev.Rune())) }},
		// t is for the slots no digit takes: offered, and listed by ?, with
		// a display of 10 slots or more.
		{runes: "t", label: "t", short: "slot", desc: keySlotDesc, game: true, visible: playingBeyondDigits, inGame: beyondDigits, kind: monumental,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.forms.openSlot() }},
		{kind: monumental, runes: "e", label: "e", short: "end", prio: 70, desc: "end the turn (the display is refilled)", bar: true, game: true, visible: mode(tracker.Standard), inGame: hasStandard,
			run: act(tracker.EndTurn{})},
		{kind: monumental, runes: "a", label: "a", short: "act", prio: 70, desc: "take a turn action other than a card (continuous)", bar: true, game: true, visible: mode(tracker.Continuous), inGame: hasContinuous,
			run: act(tracker.Act{})},
		{kind: monumental, runes: "p", label: "p", short: "pass", prio: 70, desc: "pass for the rest of the round (continuous)", bar: true, game: true, visible: mode(tracker.Continuous), inGame: hasContinuous,
			run: act(tracker.Pass{})},
		{kind: monumental, runes: "i", label: "i", short: "identify", prio: 30, desc: "identify the card in a slot (type, cost, name)", bar: true, visible: playing,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.forms.openIdentify() }},
		{kind: monumental, runes: "A", label: "A", short: "Automa", alt: "answer", altWhen: automaAsks, prio: 70, desc: "the Automa's turn, or answer its question", bar: true, game: true,
			visible: automaActs, acks: automaAsks, inGame: hasSolo,
			run: func(d *Dashboard, _ *tcell.EventKey) { automaTurn(d) }},
		{kind: monumental, runes: "G", label: "G", short: "Automa gold", desc: keyAutomaGoldDesc, game: true, visible: solo, inGame: hasSolo,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.forms.openAutomaGold() }},
		{kind: monumental, runes: "h", label: "h", short: "hire", prio: 40, desc: "hire a Celebrity", bar: true, game: true, inGame: hasCelebrities,
			visible: func(d *Dashboard) bool { return playing(d) && d.mon().Setup().Celebrities },
			run: func(d *Dashboard, _ *tcell.EventKey) {
				d.forms.openName("hire", d.t("Hire a Celebrity"), d.t("Celebrity"))
			}},
		{kind: monumental, runes: "g", label: "g", short: "give back", desc: "give back the active player's Celebrity", game: true, inGame: hasCelebrities,
			visible: holdsCelebrity,
			run:     func(d *Dashboard, _ *tcell.EventKey) { giveBack(d) }},
		{kind: monumental, runes: "m", label: "m", short: "monster", desc: "a Monster was revealed", game: true, inGame: hasMonsters,
			visible: func(d *Dashboard) bool { return playing(d) && d.mon().Setup().Monsters },
			run: func(d *Dashboard, _ *tcell.EventKey) {
				d.forms.openName("monster", d.t("Monster revealed"), d.t("Monster"))
			}},
	}
	keys = append(keys, append(wmBindings(), ruleBinding(), shareBinding())...)
	return append(keys, []binding{
		{runes: "u", label: "u", short: "undo", prio: 50, desc: "undo the last action", bar: true,
			visible: func(d *Dashboard) bool { return d.ctl.Game() != nil && d.ctl.Game().CanUndo() },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.ctl.Undo() }},
		{runes: "r", label: "r", short: "redo", prio: 45, desc: "redo the last undone action", bar: true,
			visible: func(d *Dashboard) bool { return d.ctl.Game() != nil && d.ctl.Game().CanRedo() },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.ctl.Redo() }},
		{runes: "R", label: "R", short: "reload", prio: 90, desc: "reload the game saved by another tablemate", bar: true, onlyWhenShown: true,
			visible: func(d *Dashboard) bool { return d.ctl.Stale() },
			run:     func(d *Dashboard, _ *tcell.EventKey) { reload(d) }},
		{runes: "s", label: "s", short: "score", prio: 70, desc: "score the game (tallies, final table)", bar: true, kind: monumental,
			visible: func(d *Dashboard) bool { return d.mon() != nil && d.mon().Over() },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.forms.openScore() }},
		{key: tcell.KeyEnter, label: "Enter", short: "steps done", prio: 80, desc: "the table did the steps in the panel", bar: true,
			visible: func(d *Dashboard) bool { return d.ctl.HasSteps() },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.ctl.Acknowledge() }},
		{runes: "kj", label: "j/k", short: "log", prio: 10, desc: keyLogDesc, bar: true,
			visible: func(d *Dashboard) bool {
				return d.ctl.Game() != nil && (d.board.logPane.older || d.board.logBack() > 0)
			},
			run: func(d *Dashboard, ev *tcell.EventKey) {
				if ev.Rune() == 'k' {
					d.board.scrollLog(1)
				} else {
					d.board.scrollLog(-1)
				}
			}},
		{runes: "n", label: "n", short: "new game", prio: 20, desc: "new game (the current one is kept in the history)", bar: true,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.forms.newGame() }},
		{runes: "?", label: "?", short: "help", prio: 100, desc: "help: every key", bar: true,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.forms.openHelp(d.keys.helpText(d, " \t")) }},
		{runes: "q", label: "q", short: "quit", prio: 100, desc: "quit (everything is already saved)", bar: true,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.quit() }},
		{key: tcell.KeyEscape, label: "Esc", short: "close", desc: "close a form or clear the status line",
			visible: func(d *Dashboard) bool { return d.ctl.Status().Text != "" },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.ctl.ClearStatus() }},
	}...)
}

// wmBindings are World Monuments' rows of the key table.
func wmBindings() []binding {
	return []binding{
		// The counts offered are those the turn can take: up to the spaces
		// the worker moves and the tokens left in the quarry; none once it
		// is empty.
		{kind: worldMon, runes: "12345", label: "1-4", short: "tokens", desc: wmKeyTokensDesc, bar: true, prio: 70, game: true,
			// One token left to take: "1 token", not "1 tokens".
			alt: "token", altWhen: func(d *Dashboard) bool { return d.wmMostTokens() == 1 },
			visible: func(d *Dashboard) bool { return d.wmMostTokens() > 0 },
			labelf: func(d *Dashboard) string {
				if n := d.wmMostTokens(); n > 0 {
					return levelsLabel(countsUpTo(n))
				}
				return "1-4"
			},
			owns: wmPhase(wm.PhaseQuarry),
			run:  func(d *Dashboard, ev *tcell.EventKey) { d.ctl.Do(wm.Quarry{Tokens: int(ev.Rune() - '0')}) }},
		// Not counted: only a table whose screens are not checked.
		{kind: worldMon, runes: "c", label: "c", short: "quarry", desc: wmKeyQuarryDesc, bar: true, prio: 70, game: true,
			visible: func(d *Dashboard) bool { return d.wmMostTokens() > 0 && !d.wms().Checked() },
			inGame:  func(d *Dashboard) bool { return d.wms() != nil && !d.wms().Checked() },
			run:     wmAct(wm.Quarry{})},
		// After a turn at least; with the material overview, once the
		// quarry is empty.
		{kind: worldMon, runes: wmKeyEmpty, label: wmKeyEmpty, short: "empty", desc: wmKeyEmptyDesc, bar: true, prio: 70, game: true, visible: wmQuarryMayBeEmpty,
			run: func(d *Dashboard, _ *tcell.EventKey) {
				// Not now: the engine's reason at once, not a form that
				// would be refused.
				if !wmQuarryMayBeEmpty(d) && refusedNow(d, wm.QuarryDone{Player: d.wms().ActiveName()}) {
					return
				}
				d.forms.openQuarryDone()
			}},
		{kind: worldMon, runes: "12345", label: "1-5", short: "build", desc: wmKeyBuildDesc, bar: true, prio: 70, game: true,
			// Offered for the open levels only; a digit of a closed one,
			// or of a player with nothing to build, still gets the
			// engine's reason.
			visible: func(d *Dashboard) bool { return len(d.wmOpenLevels()) > 0 },
			owns:    wmPhase(wm.PhaseConstruct),
			labelf:  func(d *Dashboard) string { return levelsLabel(d.wmOpenLevels()) },
			run:     func(d *Dashboard, ev *tcell.EventKey) { d.ctl.Do(wm.Build{Level: int(ev.Rune() - '0')}) }},
		{kind: worldMon, runes: wmKeyPass, label: wmKeyPass, short: "pass", desc: wmKeyPassDesc, bar: true, prio: 70, game: true, visible: wmPhase(wm.PhaseConstruct),
			run: func(d *Dashboard, _ *tcell.EventKey) {
				if d.wms().Phase() != wm.PhaseConstruct && refusedNow(d, wm.Pass{}) {
					return
				}
				d.forms.openPass()
			}},
		{kind: worldMon, runes: wmKeyComplete, label: wmKeyComplete, short: "complete", desc: wmKeyCompleteDesc, bar: true, prio: 70, game: true,
			// With the construction plan given, the game knows the
			// monument's last token and ends itself: no C.
			visible: func(d *Dashboard) bool { return wmPlaying(d) && d.wms().LastBuilt() && !d.wms().Setup().Plan.Known() },
			inGame:  func(d *Dashboard) bool { return d.wms() != nil && !d.wms().Setup().Plan.Known() },
			run: func(d *Dashboard, _ *tcell.EventKey) {
				if d.wms().Setup().Plan.Known() {
					d.ctl.Refuse(msgCompleteByPlan)
					return
				}
				d.ctl.Do(wm.Complete{})
			}},
		{kind: worldMon, runes: wmKeyGems, label: wmKeyGems, short: "gems", desc: wmKeyGemsDesc, bar: true, prio: 70, game: true,
			visible: func(d *Dashboard) bool { return d.wms() != nil && len(d.wms().GemsMissing()) > 0 },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.forms.openGems() }},
		{kind: worldMon, runes: "s", label: "s", short: "final", desc: wmKeyFinalDesc, bar: true, prio: 70,
			visible: func(d *Dashboard) bool { return d.wms() != nil && d.wms().Scored() },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.forms.finishWM() }},
	}
}

// ruleBinding is x: open the text of the rule the error line cites. It is
// offered only while such an error is shown.
func ruleBinding() binding {
	return binding{runes: "x", label: "x", short: keyRuleShort, prio: 85, desc: keyRuleDesc, bar: true, onlyWhenShown: true,
		visible: func(d *Dashboard) bool { return d.citedRule() != "" },
		// The rule named after its word, in the language's order
		// ("x règle W-BUILD-1"), never "x W-BUILD-1 règle".
		shortf: func(d *Dashboard) string {
			if id := d.citedRule(); id != "" {
				return d.tf(keyRuleCited, id)
			}
			return d.t(keyRuleShort)
		},
		run: func(d *Dashboard, _ *tcell.EventKey) { d.forms.openRule(d.citedRule()) }}
}

// digitsLabel names the digit keys that take a slot of the display shown:
// 1-6 for 6 slots, 0-9 from 10 slots (0 is slot 10).
func digitsLabel(d *Dashboard) string {
	if d.mon() == nil {
		return "0-9"
	}
	n := len(d.mon().Display())
	switch {
	case n >= 10:
		return "0-9"
	case n <= 1:
		return "1"
	}
	return "1-" + strconv.Itoa(n)
}

func playing(d *Dashboard) bool { return d.mon() != nil && !d.mon().Over() }

// beyondDigits: the display has slot 10 or more, which t names by number.
func beyondDigits(d *Dashboard) bool { return d.mon() != nil && len(d.mon().Display()) >= 10 }

func playingBeyondDigits(d *Dashboard) bool { return playing(d) && beyondDigits(d) }

func solo(d *Dashboard) bool { return playing(d) && monSetup(d).Solo() }

// automaAsks: the Automa waits for the answer to a question.
func automaAsks(d *Dashboard) bool {
	if !solo(d) {
		return false
	}
	v := d.mon().Automa()
	return v != nil && v.Question != nil
}

// monSetup is the setup of the Monumental game shown, nil when none is.
func monSetup(d *Dashboard) *tracker.Setup {
	if m := d.mon(); m != nil {
		setup := m.Setup()
		return &setup
	}
	return nil
}

// The Monumental game shown is set up with what a key needs. Functions,
// not closures kept in variables: nothing to build at start.
func hasStandard(d *Dashboard) bool {
	s := monSetup(d)
	return s != nil && s.Mode == tracker.Standard
}

func hasContinuous(d *Dashboard) bool {
	s := monSetup(d)
	return s != nil && s.Mode == tracker.Continuous
}

func hasSolo(d *Dashboard) bool {
	s := monSetup(d)
	return s != nil && s.Solo()
}

func hasCelebrities(d *Dashboard) bool {
	s := monSetup(d)
	return s != nil && s.Celebrities
}

func hasMonsters(d *Dashboard) bool {
	s := monSetup(d)
	return s != nil && s.Monsters
}

// automaActs: the Automa plays now (its turn, or its question waits); a
// solo game without an Automa deck plays it with take and end.
func automaActs(d *Dashboard) bool {
	return solo(d) && (automaAsks(d) || d.mon().AutomaOf(d.mon().Active()) != nil)
}

// holdsCelebrity: the active player controls a Celebrity to give back.
func holdsCelebrity(d *Dashboard) bool {
	if !playing(d) || !d.mon().Setup().Celebrities {
		return false
	}
	s := d.mon()
	for _, c := range s.Celebrities()[s.Active()] {
		if !c.GivenBack {
			return true
		}
	}
	return false
}

func mode(m tracker.Mode) func(d *Dashboard) bool {
	return func(d *Dashboard) bool { return playing(d) && d.mon().Setup().Mode == m }
}

func act(a tracker.Action) func(d *Dashboard, ev *tcell.EventKey) {
	return func(d *Dashboard, _ *tcell.EventKey) { d.ctl.Do(a) }
}

func wmPlaying(d *Dashboard) bool { return d.wms() != nil && !d.wms().Over() }

func wmPhase(p wm.Phase) func(d *Dashboard) bool {
	return func(d *Dashboard) bool { return d.wms() != nil && d.wms().Phase() == p }
}

func wmAct(a wm.Action) func(d *Dashboard, ev *tcell.EventKey) {
	return func(d *Dashboard, _ *tcell.EventKey) { d.ctl.Do(a) }
}

// wmOpenLevels are the levels a build may go on now, as the engine checks
// them (a level above the first once the one under it holds a token, a
// level of the construction plan not yet complete, a token behind the
// screen): the build keys offered are these.
func (u ui) wmOpenLevels() []int {
	s := u.wms()
	if s == nil || s.Phase() != wm.PhaseConstruct {
		return nil
	}
	var open []int
	for level := 1; level <= wm.MaxLevels; level++ {
		if u.ctl.CanDo(wm.Build{Level: level}) {
			open = append(open, level)
		}
	}
	return open
}

// wmMostTokens is the most tokens the active player can take on this
// quarry turn: the spaces the worker moves, and no more than the quarry
// holds when the material overview says; 0 outside the Quarry phase or
// once the quarry is empty.
func (u ui) wmMostTokens() int {
	s := u.wms()
	if s == nil || s.Phase() != wm.PhaseQuarry {
		return 0
	}
	most := wm.QuarrySpaces(s.QuarryTurns() + 1)
	if left, known := s.QuarryLeft(); known {
		most = min(most, left)
	}
	return most
}

// wmQuarryEmpty: the material overview says the quarry is empty, and the
// table is to say who holds the black token.
func (u ui) wmQuarryEmpty() bool {
	s := u.wms()
	if s == nil || s.Phase() != wm.PhaseQuarry {
		return false
	}
	left, known := s.QuarryLeft()
	return known && left == 0
}

// wmQuarryMayBeEmpty: e (the quarry is empty) is taken now: after a
// quarry turn, and, with the material overview, once no token is left.
func wmQuarryMayBeEmpty(d *Dashboard) bool {
	s := d.wms()
	if s == nil || s.Phase() != wm.PhaseQuarry || s.QuarryTurns() == 0 {
		return false
	}
	_, known := s.QuarryLeft()
	return !known || d.wmQuarryEmpty()
}

// refusedNow says in the status line why the engine would refuse an
// action now, and reports whether it would.
func refusedNow(d *Dashboard, a wm.Action) bool {
	why := d.ctl.Refusal(a)
	if why != "" {
		d.ctl.Refuse("%s", why)
	}
	return why != ""
}

// countsUpTo is 1 to n.
func countsUpTo(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

// levelsLabel is the build keys' label: "1-3", or "2,4" when not in a row.
func levelsLabel(levels []int) string {
	if len(levels) == 0 {
		return "1-5"
	}
	first, last := levels[0], levels[len(levels)-1]
	if last-first == len(levels)-1 {
		if first == last {
			return strconv.Itoa(first)
		}
		return strconv.Itoa(first) + "-" + strconv.Itoa(last)
	}
	parts := make([]string, len(levels))
	for i, l := range levels {
		parts[i] = strconv.Itoa(l)
	}
	return strings.Join(parts, ",")
}

// giveBack gives back the active player's Celebrity: a player controls at
// most one, so there is nothing to ask.
func giveBack(d *Dashboard) {
	s := d.mon()
	if s.Over() {
		d.ctl.Do(tracker.GiveBack{Name: "-"}) // the engine names the rule
		return
	}
	for _, c := range s.Celebrities()[s.Active()] {
		if !c.GivenBack {
			d.ctl.Do(tracker.GiveBack{Name: c.Name})
			return
		}
	}
	d.ctl.Refuse("%s controls no Celebrity to give back (C-HERO-1)", s.ActiveName())
}

// automaTurn plays the Automa's turn, or answers its pending question. A
// solo game without a loaded Automa deck is played with the physical deck:
// the key says so rather than doing nothing.
func automaTurn(d *Dashboard) {
	s := d.mon()
	if setup := s.Setup(); !setup.Solo() {
		d.ctl.Refuse(msgNoAutoma)
		return
	}
	v := s.Automa()
	if v == nil {
		d.ctl.Say(automaPlaceholder)
		return
	}
	if v.Question != nil {
		// The question is also in the instructions panel: answering it is
		// doing that step.
		d.ctl.DropSteps()
		d.forms.openAnswer(d.loc.Message(v.Question.Step), v.Question.Expect)
		return
	}
	d.ctl.Do(tracker.AutomaTurn{})
}

const automaPlaceholder = "Automa: use take/end for its turn"

// slotOfDigit: the digit keys take slots 1-9, and 0 takes slot 10 (a
// continuous display has up to 12 slots; t asks for any slot).
func slotOfDigit(r rune) int {
	if r == '0' {
		return 10
	}
	return int(r - '0')
}

// takeSlot takes a display card (a digit key or a click on it).
func takeSlot(d *Dashboard, slot int) {
	if d.ctl.HasSteps() {
		d.ctl.Refuse(msgFirstSteps)
		return
	}
	d.ctl.Do(tracker.Take{Slots: []int{slot}})
}

// reload reads the game back (R) and closes any dialog over the old one.
func reload(d *Dashboard) {
	if d.ctl.Reload() && d.dialogs.open() {
		d.dialogs.close()
	}
}
