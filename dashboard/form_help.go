package dashboard

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
	"tablemate/scoring"
	"tablemate/tracker"
)

// openHelp shows every key of the table (keys: the key table's help) and
// the readings in force.
func (fm *forms) openHelp(keys string) {
	text := helpRows(keys+fm.readingsHelp(), 72)
	tv := tview.NewTextView().SetText(text).SetDynamicColors(false).SetWrap(false)
	tv.SetBorder(true).SetTitle(" " + fm.t("Help · Esc, Enter or ? closes") + " ")
	tv.SetBorderPadding(0, 0, 1, 1) // the text a cell off each border
	fm.styleBox(tv.Box)
	tv.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter || (ev.Key() == tcell.KeyRune && (ev.Rune() == '?' || ev.Rune() == 'q')) {
			fm.dialogs.close()
			return nil
		}
		return ev
	})
	// As tall as the keys and readings need, lines wrapped in the 72 inner
	// cells, up to the screen's height; the rest scrolls (↑↓, and the
	// title says so).
	rows := strings.Count(text, "\n")
	_, screenRows := fm.dialogs.screenSize()
	height := min(rows+2, max(MinHeight, screenRows))
	if rows+2 > height {
		tv.SetTitle(" " + fm.t("Help · ↑↓ scroll · Esc, Enter or ? closes") + " ")
	}
	fm.dialogs.show("help", tv, tv, 76, height)
	fm.dialogs.setKeys(barKey{key: "Esc", word: "close"}, barKey{key: "↑↓", word: "scroll", when: fm.textScrolls(tv, rows)})
}

// helpRows is the help's text wrapped to width cells as the screen's text
// is (a rule ID never cut in two): a key's words go on under their column
// (after the tab that ends the key's), another line's under its text, two
// cells in.
func helpRows(text string, width int) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		head, words, tabbed := strings.Cut(line, "\t")
		if !tabbed {
			words = strings.TrimLeft(line, " ")
			head = line[:len(line)-len(words)]
		}
		under := strings.Repeat(" ", i18n.Width(head))
		if !tabbed {
			under += "  "
			if strings.HasPrefix(words, "- ") {
				under = strings.Repeat(" ", i18n.Width(head)+2)
			}
		}
		for i, row := range wrap(words, width-i18n.Width(under)) {
			if i == 0 {
				b.WriteString(head + row + "\n")
				continue
			}
			b.WriteString(under + row + "\n")
		}
	}
	return b.String()
}

// The readings the program follows where the sources are silent or differ,
// as the ? screen and the final table tell them (English keys).
const (
	readingsHead         = "Readings in force (switch them on the new game form):"
	readingNoDiscardEnd  = "M-END-2: no discard on a turn with no card taken once the end is triggered (Funforge FAQ; the rulebook's text discards)."
	readingNoDiscardRows = "M-END-2 with two rows of 3: each row on its own, as M-REFILL-3 treats them: once the end is triggered, a row no card was taken from keeps its furthest card, also on a turn a card was taken from the other row."
	readingDiscardEnd    = "M-END-2: a turn with no card taken discards the furthest card, also once the end is triggered (the rulebook's text; the FAQ does not)."
	readingNoBonusAtZero = "M-SCORE-2: a category nobody has gives no bonus (the rulebook's words would give +3 to everyone)."
	readingLiteral       = "M-SCORE-2: a category nobody has gives +3 to everyone (the rulebook's literal words)."
	readingEndAfter      = "C-END-1: the deck is counted for the end right after the Development refill."
	readingEndBefore     = "C-END-1: the deck is counted for the end when the Development refill starts."
	readingDevMissing    = "C-DEV-1: discard until as many cards are missing as there are civilizations (Czech and Japanese texts)."
	readingDevRemaining  = "C-DEV-1: discard until as many cards remain as there are civilizations (Spanish text)."
	readingAutomaCards   = "M-SOLO-3: Automa cards revealed per turn: %d."
	readingDrawAtOnce    = "M-SOLO-3: a card drawn in the middle of a sequence (Egypt's doubled lines, the Nexus cards) is used at once, where the draw line stands (the printed cards)."
	readingDrawAfter     = "M-SOLO-3: a card drawn in the middle of a sequence (Egypt's doubled lines, the Nexus cards) is used after the whole sequence (the published helper's order)."
	readingLiteralGave   = "Reading in force: M-SCORE-2 by its literal words gave %d points here to categories nobody has; the FAQ's reading gives none."
)

// readingLines are the readings in force in a Monumental game, one line
// each: those of its mode and table only.
func (fm *forms) readingLines(s tracker.Setup) []string {
	r := s.Rules
	var out []string
	if s.Mode == tracker.Standard {
		out = append(out, pick(r.DiscardAfterEnd, readingDiscardEnd, readingNoDiscardEnd))
		if !r.DiscardAfterEnd && s.Rows() == 2 {
			out = append(out, readingNoDiscardRows)
		}
	}
	out = append(out, pick(r.LiteralDominance, readingLiteral, readingNoBonusAtZero))
	if s.Mode == tracker.Continuous {
		out = append(out, pick(r.ContinuousEnd == tracker.EndBeforeRefill, readingEndBefore, readingEndAfter),
			pick(r.ContinuousDiscard == tracker.DiscardUntilRemaining, readingDevRemaining, readingDevMissing))
	}
	for i, l := range out {
		out[i] = fm.t(l)
	}
	if s.BotCount() > 0 {
		out = append(out, fm.tf(readingAutomaCards, s.CardsPerTurn()),
			fm.t(pick(s.DrawAfterSequence(), readingDrawAfter, readingDrawAtOnce)))
	}
	return out
}

func pick(cond bool, yes, no string) string {
	if cond {
		return yes
	}
	return no
}

// readingsHelp is the ? screen's part on the readings: none before a game
// or in World Monuments, whose readings are not switchable.
func (fm *forms) readingsHelp() string {
	if fm.mon() == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(fm.t(readingsHead) + "\n")
	for _, l := range fm.readingLines(fm.mon().Setup()) {
		b.WriteString(" - " + l + "\n")
	}
	return b.String()
}

// literalPoints are the points the literal M-SCORE-2 reading gave: the
// bonus of each category nobody has, to each player it went to.
func literalPoints(res scoring.Result) int {
	n := 0
	for _, e := range res.Explanation {
		if e.Kind == scoring.KindDominanceLiteralZero {
			n += e.Bonus * len(e.Players)
		}
	}
	return n
}
