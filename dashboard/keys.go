package dashboard

import (
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"

	"tablemate/i18n"
	"tablemate/tracker"
)

// binding is one row of the key table. The same table dispatches keys,
// builds the help bar and the help screen, so they cannot disagree.
type binding struct {
	runes string    // the runes that trigger it; empty for a special key
	key   tcell.Key // the special key when runes is empty
	label string    // how the help shows the key
	short string    // the help bar's word (an English key, translated when drawn)
	desc  string    // the help screen's line (an English key, likewise)
	// alt is the help bar's word instead of short while altWhen holds
	// (A answers the Automa's question).
	alt     string
	altWhen func(d *Dashboard) bool
	// bar: shown in the help bar (when visible).
	bar bool
	// prio orders the bar's entries when they do not all fit: the lowest
	// go first (the ? screen lists every key). ? and q are always kept.
	prio int
	// game: a table action, refused while table instructions are pending.
	game bool
	// onlyWhenShown: the help screen lists the key only while it applies
	// (R, after another tablemate changed the game).
	onlyWhenShown bool
	// visible says when the binding applies; nil means always.
	visible func(d *Dashboard) bool
	// inGame says whether the game shown has the key at all (its mode, a
	// module, an Automa): the help screen lists only those; nil means it
	// does.
	inGame func(d *Dashboard) bool
	// acks, when it holds, lets a game key through pending instructions and
	// acknowledges them (the instruction was what the key answers).
	acks func(d *Dashboard) bool
	// kind is the game the binding belongs to; the same key may mean
	// different things in the two games.
	kind gameKind
	// labelf, when set, is the key's label now (the digits a display of
	// 6 slots takes are 1-6).
	labelf func(d *Dashboard) string
	run    func(d *Dashboard, ev *tcell.EventKey)
}

// refused: a game key while table instructions are pending, which the
// pipeline refuses unless the key answers them.
func (b *binding) refused(d *Dashboard) bool {
	return b.game && len(d.pending) > 0 && (b.acks == nil || !b.acks(d))
}

// shortNow is the help bar's word for the key now (an English key).
func (b *binding) shortNow(d *Dashboard) string {
	if b.altWhen != nil && b.altWhen(d) {
		return b.alt
	}
	return b.short
}

// labelNow is how the help shows the key now.
func (b *binding) labelNow(d *Dashboard) string {
	if b.labelf != nil {
		return b.labelf(d)
	}
	return b.label
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

// gameKind says which game a binding is for.
type gameKind int

const (
	anyGame    gameKind = iota
	monumental          // also before any game: the no-game message is Monumental's
	worldMon
)

func (b *binding) forGame(d *Dashboard) bool {
	switch b.kind {
	case monumental:
		return d.wms() == nil
	case worldMon:
		return d.wms() != nil
	}
	return true
}

// binding picks the row of the key table for a key: the one that applies
// now, else the first of the game's rows with that key, so that the engine
// can say why it does not apply (a digit in the wrong phase).
func (d *Dashboard) binding(ev *tcell.EventKey) *binding {
	var first *binding
	for i := range d.keys {
		b := &d.keys[i]
		if !b.matches(ev) || !b.forGame(d) {
			continue
		}
		if b.shown(d) {
			return b
		}
		if first == nil {
			first = b
		}
	}
	return first
}

func (b *binding) matches(ev *tcell.EventKey) bool {
	if b.runes == "" {
		return ev.Key() == b.key
	}
	return ev.Key() == tcell.KeyRune && strings.ContainsRune(b.runes, ev.Rune())
}

func (b *binding) shown(d *Dashboard) bool { return b.visible == nil || b.visible(d) }

func playing(d *Dashboard) bool { return d.mon() != nil && !d.mon().Over() }

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
	return func(d *Dashboard, _ *tcell.EventKey) { d.do(a) }
}

// bindings is the key table: Monumental's rows, World Monuments' rows, then
// the rows both games share.
func bindings() []binding {
	keys := []binding{
		{runes: "1234567890", label: "0-9", labelf: digitsLabel, short: "take", prio: 70, desc: keyTakeDesc, bar: true, game: true, visible: playing, kind: monumental,
			run: func(d *Dashboard, ev *tcell.EventKey) { d.takeSlot(slotOfDigit(ev.Rune())) }},
		{runes: "t", label: "t", short: "slot", desc: keySlotDesc, game: true, visible: playing, kind: monumental,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.openSlot() }},
		{kind: monumental, runes: "e", label: "e", short: "end", prio: 70, desc: "end the turn (the display is refilled)", bar: true, game: true, visible: mode(tracker.Standard), inGame: hasStandard,
			run: act(tracker.EndTurn{})},
		{kind: monumental, runes: "a", label: "a", short: "act", prio: 70, desc: "take a turn action other than a card (continuous)", bar: true, game: true, visible: mode(tracker.Continuous), inGame: hasContinuous,
			run: act(tracker.Act{})},
		{kind: monumental, runes: "p", label: "p", short: "pass", prio: 70, desc: "pass for the rest of the round (continuous)", bar: true, game: true, visible: mode(tracker.Continuous), inGame: hasContinuous,
			run: act(tracker.Pass{})},
		{kind: monumental, runes: "i", label: "i", short: "identify", prio: 30, desc: "identify the card in a slot (type, cost, name)", bar: true, visible: playing,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.openIdentify() }},
		{kind: monumental, runes: "A", label: "A", short: "Automa", alt: "answer", altWhen: automaAsks, prio: 70, desc: "the Automa's turn, or answer its question", bar: true, game: true,
			visible: automaActs, acks: automaAsks, inGame: hasSolo,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.automaTurn() }},
		{kind: monumental, runes: "G", label: "G", short: "Automa gold", desc: keyAutomaGoldDesc, game: true, visible: solo, inGame: hasSolo,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.openAutomaGold() }},
		{kind: monumental, runes: "h", label: "h", short: "hire", prio: 40, desc: "hire a Celebrity", bar: true, game: true, inGame: hasCelebrities,
			visible: func(d *Dashboard) bool { return playing(d) && d.mon().Setup().Celebrities },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.openName("hire", d.t("Hire a Celebrity"), d.t("Celebrity")) }},
		{kind: monumental, runes: "g", label: "g", short: "give back", desc: "give back the active player's Celebrity", game: true, inGame: hasCelebrities,
			visible: holdsCelebrity,
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.giveBack() }},
		{kind: monumental, runes: "m", label: "m", short: "monster", desc: "a Monster was revealed", game: true, inGame: hasMonsters,
			visible: func(d *Dashboard) bool { return playing(d) && d.mon().Setup().Monsters },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.openName("monster", d.t("Monster revealed"), d.t("Monster")) }},
	}
	keys = append(keys, append(wmBindings(), ruleBinding(), shareBinding())...)
	return append(keys, []binding{
		{runes: "u", label: "u", short: "undo", prio: 50, desc: "undo the last action", bar: true,
			visible: func(d *Dashboard) bool { return d.g != nil && d.g.CanUndo() },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.undo() }},
		{runes: "r", label: "r", short: "redo", prio: 45, desc: "redo the last undone action", bar: true,
			visible: func(d *Dashboard) bool { return d.g != nil && d.g.CanRedo() },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.redo() }},
		{runes: "R", label: "R", short: "reload", prio: 90, desc: "reload the game saved by another tablemate", bar: true, onlyWhenShown: true,
			visible: func(d *Dashboard) bool { return d.stale },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.reload() }},
		{runes: "s", label: "s", short: "score", prio: 70, desc: "score the game (tallies, final table)", bar: true, kind: monumental,
			visible: func(d *Dashboard) bool { return d.mon() != nil && d.mon().Over() },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.openScore() }},
		{key: tcell.KeyEnter, label: "Enter", short: "done", prio: 80, desc: "the table did the steps in the panel", bar: true,
			visible: func(d *Dashboard) bool { return len(d.pending) > 0 },
			run:     func(d *Dashboard, _ *tcell.EventKey) { d.acknowledge() }},
		{runes: "kj", label: "j/k", short: "log", prio: 10, desc: keyLogDesc, bar: true,
			visible: func(d *Dashboard) bool { return d.g != nil && (d.logPane.older || d.logBack > 0) },
			run: func(d *Dashboard, ev *tcell.EventKey) {
				if ev.Rune() == 'k' {
					d.scrollLog(1)
				} else {
					d.scrollLog(-1)
				}
			}},
		{runes: "n", label: "n", short: "new game", prio: 20, desc: "new game (the current one is kept in the history)", bar: true,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.newGame() }},
		{runes: "?", label: "?", short: "help", prio: 100, desc: "help: every key", bar: true,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.openHelp() }},
		{runes: "q", label: "q", short: "quit", prio: 100, desc: "quit (everything is already saved)", bar: true,
			run: func(d *Dashboard, _ *tcell.EventKey) { d.quit() }},
		{key: tcell.KeyEscape, label: "Esc", short: "close", desc: "close a form or clear the status line",
			run: func(d *Dashboard, _ *tcell.EventKey) { d.clearStatus() }},
	}...)
}

// helpBarItems lists the visible keys of the bar and their translated
// words, in the key table's order, as many as fit in width cells: when they
// do not all fit, the entries of lowest priority are left out first (the
// last of equal ones first); ? help and q quit always stay.
func (d *Dashboard) helpBarItems(width int) [][2]string {
	var items [][2]string
	var prios []int
	used := 0
	for i := range d.keys {
		b := &d.keys[i]
		// A key refused now (a game key while the table does its steps)
		// is not offered.
		if b.bar && b.forGame(d) && b.shown(d) && !b.refused(d) {
			it := [2]string{d.keyName(b.labelNow(d)), d.t(b.shortNow(d))}
			items = append(items, it)
			prios = append(prios, b.prio)
			used += barWidth(it)
		}
	}
	for used > width {
		drop := -1
		for i, p := range prios {
			if p < 100 && (drop < 0 || p <= prios[drop]) {
				drop = i
			}
		}
		if drop < 0 {
			break
		}
		used -= barWidth(items[drop])
		items = append(items[:drop], items[drop+1:]...)
		prios = append(prios[:drop], prios[drop+1:]...)
	}
	return items
}

// barWidth is the cells an entry takes in the bar: " key word".
func barWidth(it [2]string) int { return i18n.Width(it[0]) + i18n.Width(it[1]) + 3 }

// keyName is a key's name as the help shows it: Enter and Esc have their
// own names in some languages (Intro, Entrée, Échap).
func (d *Dashboard) keyName(label string) string {
	switch label {
	case "Enter":
		return d.t(keyEnter)
	case "Esc":
		return d.t(keyEsc)
	}
	return label
}

// helpText is the help screen, from the key table.
func (d *Dashboard) helpText() string {
	var b strings.Builder
	b.WriteString(d.t("One key per table event; every action is saved before it is shown.") + "\n")
	for i := range d.keys {
		k := &d.keys[i]
		if !k.forGame(d) || (k.onlyWhenShown && !k.shown(d)) || (k.inGame != nil && !k.inGame(d)) {
			continue
		}
		mark := " "
		if k.shown(d) && !k.refused(d) {
			mark = "*"
		}
		b.WriteString(" " + mark + " " + i18n.PadRight(d.keyName(k.labelNow(d)), 6) + " " + d.t(k.desc) + "\n")
	}
	if d.wms() == nil {
		b.WriteString(" " + d.t("* applies now. A mouse click on a display card takes it.") + "\n")
	} else {
		b.WriteString(" " + d.t("* applies now.") + "\n")
	}
	b.WriteString(" " + d.t("In forms: Tab moves, Enter confirms, Esc cancels.") + "\n")
	if s := d.mon(); s != nil && len(s.Automas()) > 0 {
		b.WriteString(" " + d.t(automaRowLegend) + "\n")
	}
	return b.String()
}

// giveBack gives back the active player's Celebrity: a player controls at
// most one, so there is nothing to ask.
func (d *Dashboard) giveBack() {
	s := d.mon()
	if s.Over() {
		d.do(tracker.GiveBack{Name: "-"}) // the engine names the rule
		return
	}
	for _, c := range s.Celebrities()[s.Active()] {
		if !c.GivenBack {
			d.do(tracker.GiveBack{Name: c.Name})
			return
		}
	}
	d.failf("%s controls no Celebrity to give back (C-HERO-1)", s.ActiveName())
}

// automaTurn plays the Automa's turn, or answers its pending question. A
// solo game without a loaded Automa deck is played with the physical deck:
// the key says so rather than doing nothing.
func (d *Dashboard) automaTurn() {
	s := d.mon()
	if setup := s.Setup(); !setup.Solo() {
		d.failf(msgNoAutoma)
		return
	}
	v := s.Automa()
	if v == nil {
		d.say(automaPlaceholder)
		return
	}
	if v.Question != nil {
		// The question is also in the instructions panel: answering it is
		// doing that step.
		d.pending = nil
		d.openAnswer(d.loc.Message(v.Question.Step), v.Question.Expect)
		return
	}
	d.do(tracker.AutomaTurn{})
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
