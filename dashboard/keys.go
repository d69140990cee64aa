package dashboard

import (
	"strings"

	"github.com/gdamore/tcell/v2"

	"tablemate/i18n"
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
	// owns, when set, says when the key is this row's even while it is
	// not offered (a level digit in the Construct phase with nothing to
	// build): the key gets this row's reason, not another row's.
	owns func(d *Dashboard) bool
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
	// shortf, when set, is the bar's words for the key now, worded
	// ("rule W-BUILD-1", in the language's order).
	shortf func(d *Dashboard) string
	run    func(d *Dashboard, ev *tcell.EventKey)
}

// refused: a game key while table instructions are pending, which the
// pipeline refuses unless the key answers them.
func (b *binding) refused(d *Dashboard) bool {
	return b.game && d.ctl.HasSteps() && (b.acks == nil || !b.acks(d))
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

// keyTable is the key table (keys_table.go): it dispatches the keys and
// builds the help bar and the help screen, so they cannot disagree.
type keyTable []binding

// lookup picks the row of the key table for a key: the one that applies
// now, else the one that owns the key now, else the first of the game's
// rows with that key, so that the engine can say why it does not apply (a
// digit in the wrong phase).
func (kt keyTable) lookup(d *Dashboard, ev *tcell.EventKey) *binding {
	var first, owner *binding
	for i := range kt {
		b := &kt[i]
		if !b.matches(ev) || !b.forGame(d) {
			continue
		}
		if b.shown(d) {
			return b
		}
		if owner == nil && b.owns != nil && b.owns(d) {
			owner = b
		}
		if first == nil {
			first = b
		}
	}
	if owner != nil {
		return owner
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

// bar lists the visible keys of the bar and their translated
// words, in the key table's order, as many as fit in width cells: when they
// do not all fit, the entries of lowest priority are left out first (the
// last of equal ones first); ? help and q quit always stay.
func (kt keyTable) bar(d *Dashboard, width int) [][2]string {
	var items [][2]string
	var prios []int
	used := 0
	for i := range kt {
		b := &kt[i]
		// A key refused now (a game key while the table does its steps)
		// is not offered.
		if b.bar && b.forGame(d) && b.shown(d) && !b.refused(d) {
			it := [2]string{d.keyName(b.labelNow(d)), d.t(b.shortNow(d))}
			if b.shortf != nil {
				it[1] = b.shortf(d)
			}
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

// help is the help screen, from the key table.
func (kt keyTable) help(d *Dashboard) string { return kt.helpText(d, " ") }

// helpText is help with sep between a key's column and its words: the
// help screen's "\t" marks where its wrapped words go on (helpRows).
func (kt keyTable) helpText(d *Dashboard, sep string) string {
	var b strings.Builder
	b.WriteString(d.t("One key per table event; every action is saved before it is shown.") + "\n")
	for i := range kt {
		k := &kt[i]
		if !k.forGame(d) || (k.onlyWhenShown && !k.shown(d)) || (k.inGame != nil && !k.inGame(d)) {
			continue
		}
		mark := " "
		if k.shown(d) && !k.refused(d) {
			mark = "*"
		}
		desc := k.desc
		if desc == keyTakeDesc && !beyondDigits(d) {
			desc = keyTakeDescNoTen // no slot 10 for the 0 key to take
		}
		b.WriteString(" " + mark + " " + i18n.PadRight(d.keyName(k.labelNow(d)), 6) + sep + d.t(desc) + "\n")
	}
	// The game's own last line; before any game, Monumental's.
	footer := viewFor("").helpFooter
	if v := d.view(); v != nil {
		footer = v.helpFooter
	}
	b.WriteString(" " + d.t(footer) + "\n")
	b.WriteString(" " + d.t("In forms: Tab moves, Enter confirms, Esc cancels.") + "\n")
	if s := d.mon(); s != nil && len(s.Automas()) > 0 {
		b.WriteString(" " + d.t(automaRowLegend) + "\n")
	}
	return b.String()
}
