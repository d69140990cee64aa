package dashboard

import (
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"

	"tablemate/i18n"
	"tablemate/tracker"
)

// automaRow is an Automa's row at the foot of its panel: its points,
// Gold and tallies, in the longest form that fits width cells (the panel
// is 27 cells wide at 80 columns). The points are before dominance, which
// only the final table knows: "9+ pts" says that more may come, and the
// help spells the row out (automaRowLegend). named puts the Automa's name
// (or, when narrow, A and its number) first, for a table with several.
func (b *boardView) automaRow(bot *tracker.AutomaView, i int, named bool, width int) string {
	t := bot.Tally
	compact := b.tf(automaRowCompact, bot.Score, t.Gold, t.Knowledge, t.Wonders, t.Policies, t.Provinces)
	forms := []string{
		b.tf(automaRowWide, bot.Score, t.Gold, t.Knowledge, t.Wonders, t.Policies, t.Provinces),
		b.tf(automaRowNarrow, bot.Score, t.Gold, t.Knowledge, t.Wonders, t.Policies, t.Provinces),
		compact,
	}
	for _, f := range forms {
		if named {
			f = b.labelled(b.loc.Message(b.mon().AutomaSeat(bot.Name)), f)
		}
		if i18n.Width(f) <= width {
			return f
		}
	}
	if named {
		return "A" + strconv.Itoa(i+1) + " " + compact
	}
	return compact
}

// drawAutoma is the Automa panel: the revealed card of the Automa in turn,
// its steps, the question waiting for an answer, and at the foot a row
// per Automa with its Gold, tallies and score. The foot rows are always
// drawn; the steps scroll to keep the current one in sight (the panel at
// 80x24 has room for a few lines only). Without a loaded deck the
// Automa's seat is played with the same keys as a player.
func (b *boardView) drawAutoma(screen tcell.Screen, x, y, w, h int) {
	if h < 2 {
		return
	}
	s := b.mon()
	v := s.Automa()
	if v == nil {
		put(screen, x, y, w, clip(" "+b.tf("Automa · difficulty %d", s.Setup().Automa.Difficulty), w), b.pal.title())
		for i, l := range wrap(b.t(automaPlaceholder), w-2) {
			if i >= h-1 {
				break
			}
			put(screen, x+1, y+1+i, w-1, l, b.pal.plain())
		}
		return
	}
	bots := s.Automas()
	title := " " + b.tf("Automa · %s", b.t(difficultyName(v.DifficultyName)))
	if len(bots) > 1 {
		title = " " + b.loc.Message(s.AutomaSeat(v.Name)) + " · " + b.t(difficultyName(v.DifficultyName))
	}
	if v.Civilization != "" {
		title += " · " + b.loc.Civilization(v.Civilization)
	}
	put(screen, x, y, w, clip(title, w), b.pal.title())
	// The foot: a row per Automa, as many as fit under the title.
	foot := min(len(bots), h-1)
	for i := 0; i < foot; i++ {
		bot := bots[i]
		row := b.automaRow(bot, i, len(bots) > 1, w-2)
		st := b.pal.dim()
		if bot.Seat == v.Seat && len(bots) > 1 {
			st = b.pal.plain()
		}
		put(screen, x+1, y+h-foot+i, w-1, clip(row, w-2), st)
	}
	// The steps above the foot, wrapped; the window ends far enough down
	// to show the current step (or the question) and what follows it.
	type styled struct {
		text string
		st   tcell.Style
	}
	room := h - 1 - foot
	var lines []styled
	// focus to focusEnd are the lines that must be seen: the current
	// step through the question's line; how to answer starts at press.
	focus, focusEnd, press := -1, -1, -1
	steps := func(width int) {
		lines, focus, focusEnd, press = lines[:0], -1, -1, -1
		add := func(text string, st tcell.Style, current bool) {
			if current && focus < 0 {
				focus = len(lines)
			}
			for _, l := range wrap(text, width) {
				lines = append(lines, styled{l, st})
			}
			if current {
				focusEnd = len(lines)
			}
		}
		for _, st := range v.Steps {
			mark := map[string]string{"done": "✓ ", "skipped": "– ", "current": "▶ ", "asking": "? "}[st.Status]
			if mark == "" {
				mark = "  "
			}
			add(mark+b.loc.Message(st.Step), b.pal.plain(), st.Status == "current" || st.Status == "asking")
		}
		for _, st := range v.Pending {
			add("· "+b.loc.Message(st.Step), b.pal.dim(), false)
		}
		if v.Question != nil {
			// The question is the current step above; say how to answer it.
			press = len(lines)
			add(b.tf("Press A to answer (%s).", b.expectText(v.Question.Expect)), b.pal.active(), true)
		}
	}
	// The card stays in sight too, under the title: on one line, and
	// wrapped whole into the rows the steps leave free (its last line shown
	// marked … when the rest of it does not fit).
	if v.Card != "" && room >= 2 {
		// The embedded deck's titles are catalogue keys; a table's own
		// deck's titles show as written.
		titles := make([]string, len(v.Cards))
		for i, c := range v.Cards {
			titles[i] = b.t(c)
		}
		card := wrap(b.tf("Card: %s", strings.Join(titles, b.t(", "))), w-2)
		steps(w - 2)
		n := max(1, min(len(card), room-1-len(lines)))
		// With a question, how to answer stays at the foot and the card
		// (whose title names the step) may take the step's rows.
		if press >= 0 && n < len(card) {
			steps(w - 4) // the answer's lines as the scrolling panel wraps them
			if room-(len(lines)-press) >= len(card) {
				n = len(card)
			}
		}
		for i, l := range card[:n] {
			if i == n-1 && n < len(card) {
				l = clip(l+" "+strings.Join(card[n:], " "), w-2)
			}
			put(screen, x+1, y+1+i, w-1, l, b.pal.plain())
		}
		y += n
		room -= n
	}
	steps(w - 2)
	if len(lines) > room {
		steps(w - 4) // room for the scroll arrows beside the lines
	}
	// How to answer stays at the foot of the window when the question
	// does not fit above it.
	var pinned []styled
	pin := func() {
		if press >= 0 && len(lines) > room && len(lines)-press <= room {
			pinned = lines[press:]
			lines, focusEnd = lines[:press], press
			room -= len(pinned)
		}
	}
	pin()
	if room == 1 && len(lines) > 1 && (focus > 0 || len(lines) > focusEnd) {
		// Both arrows beside the one line shown: narrower lines, so
		// that neither cuts it.
		room += len(pinned)
		pinned = nil
		steps(w - 6)
		pin()
	}
	top := 0
	if len(lines) > room && focus >= 0 {
		// As early as shows the current step whole (its start when it is
		// taller than the room): the lines done before it go first.
		top = min(focus, max(0, focusEnd-room))
	}
	for i := 0; i < room && top+i < len(lines); i++ {
		l := lines[top+i]
		text := l.text
		if i == 0 && top > 0 {
			text = "↑ " + text
		}
		if i == room-1 && top+room < len(lines) {
			text = clip(text, w-4) + " ↓"
		}
		put(screen, x+1, y+1+i, w-1, text, l.st)
	}
	for i, l := range pinned {
		put(screen, x+1, y+1+room+i, w-1, l.text, l.st)
	}
}
