package dashboard

import (
	"slices"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/tracker"
)

// Monumental's panels on the board: the end line, the display, the deck,
// the players, and its header; the Automa's panel is in
// monumental_automa.go.

// drawMonumentalBoard draws Monumental's panels: end status, display, deck,
// players, the Automa, instructions and log.
func (b *boardView) drawMonumentalBoard(screen tcell.Screen, x, y, w, h, statusRows int) {
	s := b.mon()
	format, args := s.EndStatusMessage()
	endText := b.loc.Message(kernel.Phrase{Format: format, Args: args})
	if b.ctl.Scored() {
		// Scored: "score the game" would ask for what is done.
		endText = b.t("Scored and saved")
	}
	// The end line is never cut: on two rows when one is too narrow.
	top := y + 3
	for i, l := range b.endLines(endText, w) {
		put(screen, x+1, y+1+i, w-1, l, b.pal.title())
		top = y + 3 + i
	}

	right := 30
	if w >= 110 {
		right = 38
	}
	left := w - right - 1
	bottom := y + h - 2 - statusRows // rows available for the panels, inclusive
	row := b.drawDisplay(screen, s, x, top-1, left)
	b.drawLowerLeft(screen, x, row+1, left, bottom-row)

	rx := x + left + 1
	r := b.drawDeck(screen, s, rx, top-1, right)
	r = b.drawPlayers(screen, s, rx, r+1, right, bottom)
	if setup := b.mon().Setup(); setup.Solo() {
		b.drawAutoma(screen, rx, r+1, right, bottom-r)
	}
}

// monHeader is Monumental's header: the game, mode, round, phase and turn
// on the left, whose turn it is and who is next on the right.
func (b *boardView) monHeader(w int) header {
	s := b.mon()
	setup := s.Setup()
	game := ""
	if w >= 100 {
		game = "Monumental"
	}
	phase := ""
	if setup.Mode == tracker.Continuous && !s.Over() {
		p := s.Phase()
		if p == tracker.PhaseCity && !b.ctl.HasSteps() {
			// The City phase is done once the table acknowledged it; the
			// engine leaves it at the first turn action.
			p = tracker.PhaseActions
		}
		phase = b.loc.Message(p.Heading())
	}
	var h header
	h.lefts, h.plain = headerLefts([]string{game, b.t(setup.Mode.String())}, b.tf("Round %d", s.Round()), phase, b.tf("Turn %d", s.Turn()))
	switch {
	case b.ctl.Scored():
		h.who = func(bool) who { return who{b.t("Scored and saved")} }
	case s.Over():
		h.who = func(bool) who { return who{b.t("Game over: press s to score")} }
	default:
		h.who = func(short bool) who { return b.turnText(s, short) }
	}
	return h
}

// turnText is the header's "Ana's turn ▸ next: Ben", or short "▶ Ana ›
// Ben" (whoText), names whole.
func (b *boardView) turnText(s *tracker.State, short bool) who {
	seats := s.Seats()
	active := b.seatLabel(s, seats[s.Active()])
	turn := b.tf("%s's turn", active)
	if a := s.AutomaSeat(seats[s.Active()].Name); a.Seated {
		// An Automa is named in the screen's language, with the article
		// some languages want (À l'Automa de jouer).
		if a.Number > 0 {
			turn = b.tf("Automa %d's turn", a.Number)
		} else {
			turn = b.t("Automa's turn")
		}
	}
	switch n := s.Next(); {
	case n >= 0 && n != s.Active():
		next := b.seatLabel(s, seats[n])
		return whoText(turn, active, b.tf("next: %s", next), next, short)
	case n == s.Active():
		return whoText(turn, active, b.t("then again"), "", short)
	}
	return whoText(turn, active, b.t("last turn"), "", short)
}

// seatLabel is a seat's name as the screen shows it: a player's as typed,
// an Automa's in the screen's language ("Automa", "Automa 2"; オートマ).
func (b *boardView) seatLabel(s *tracker.State, seat tracker.Seat) string {
	if a := s.AutomaSeat(seat.Name); a.Seated {
		return b.loc.Message(a)
	}
	return seat.Name
}

// Display columns, a card and the gap after it: cards are at least
// cardCol wide, but a one-row display keeps its row with cards as narrow
// as narrowCol rather than wrap (a continuous display of 7-9 slots at 80
// columns), showing slot, era and a short identity on their three lines.
const (
	cardCol   = 8
	narrowCol = 5
)

// Card label forms, longest first: "1  Era III", "1 Era III", "1 III", and
// the narrow card's "1" over its era.
const (
	formSpaced = iota
	formEra
	formShort
	formNarrow
)

// drawDisplay draws the display as cards coloured by era, in its rows (two
// rows of 3 with two civilizations), and returns the last row used.
func (b *boardView) drawDisplay(screen tcell.Screen, s *tracker.State, x, y, w int) int {
	// Copies: taken once a frame, not once a card.
	display, takenSlots, setup := s.Display(), s.TakenSlots(), s.Setup()
	n := len(display)
	rows := setup.Rows()
	perLine := n / rows
	if rows > 1 || w/n < narrowCol {
		for perLine > 1 && w/perLine < cardCol {
			perLine = (perLine + 1) / 2
		}
	}
	title := " " + b.t("Display · slot 1 is beside the deck")
	if rows == 2 {
		title = " " + b.t(displayTwoRows)
	}
	put(screen, x, y, w, clip(title, w), b.pal.title())
	cardW := w/perLine - 1
	if cardW > 18 {
		cardW = 18
	}
	// One label form for every card: the longest that fits the widest
	// label, with a cell to spare but for the short form, which may fill
	// the card (" 7 III" on a 6-cell card).
	form := formSpaced
	for i, sl := range display {
		if !sl.Filled {
			continue
		}
		for form < formNarrow && i18n.Width(cardLabel(b.ui, i+1, sl.Card.Era, form))+1 > cardW-spare(form) {
			form++
		}
	}
	// As the table lays it: slot 1 beside the deck, which is the panel on
	// the right, and the slots away from it to the left (M-SETUP-3); each
	// row of two starts beside the deck. A display of one row that does
	// not fit goes on in a second row: an arrow ends the first and starts
	// the second, so that it does not read as the two rows of two
	// civilizations.
	wrapped := rows == 1 && perLine < n
	row := y + 1
	cardX := func(k int) int { return x + w - (k+1)*(cardW+1) + 1 }
	for first := 0; first < n; first += perLine {
		for i := first; i < first+perLine && i < n; i++ {
			b.drawCard(screen, display[i], slices.Contains(takenSlots, i+1), i+1, cardX(i-first), row, cardW, form)
		}
		if wrapped && first+perLine < n {
			put(screen, cardX(perLine-1)-1, row+1, 1, "←", b.pal.title())
		}
		if wrapped && first > 0 {
			put(screen, x+w, row+1, 1, "↩", b.pal.title())
		}
		row += 4
	}
	return row - 1
}

// spare is the cell a label form leaves free at the card's end.
func spare(form int) int {
	if form == formShort {
		return 0
	}
	return 1
}

// cardLabel is a card's first line in one of the label forms.
func cardLabel(u ui, slot int, era tracker.Era, form int) string {
	switch form {
	case formSpaced:
		return strconv.Itoa(slot) + "  " + u.tf("Era %s", era)
	case formEra:
		return strconv.Itoa(slot) + " " + u.tf("Era %s", era)
	case formShort:
		return strconv.Itoa(slot) + " " + era.String()
	}
	return strconv.Itoa(slot)
}

// drawCard draws a display slot; taken: its card was taken since the last
// refill.
func (b *boardView) drawCard(screen tcell.Screen, sl tracker.Slot, taken bool, slot, x, y, w, form int) {
	lines := [3]string{strconv.Itoa(slot), "", ""}
	st := b.pal.dim()
	switch {
	case sl.Filled:
		st = b.pal.era(eraColor(sl.Card.Era))
		lines[0] = cardLabel(b.ui, slot, sl.Card.Era, form)
		id := sl.Card.Identity
		if form == formNarrow {
			// The era goes under the slot; the name has no room (the
			// log's identify line holds it).
			lines[1] = sl.Card.Era.String()
			if id.Known() {
				lines[2] = shortIdentity(b.ui, id)
			}
			break
		}
		if id.Known() {
			lines[1] = b.loc.Message(id.Type) + " " + strconv.Itoa(id.Cost)
			if w < 11 { // "W5": a narrow card keeps the cost whole
				lines[1] = shortIdentity(b.ui, id)
			}
			lines[2] = id.Name
		}
	case taken:
		lines[1] = b.t("× taken")
		if w < 9 {
			lines[1] = b.t("taken")
		}
		if i18n.Width(lines[1]) > w {
			lines[1] = "×"
		}
	default:
		lines[1] = b.t("empty")
		if i18n.Width(lines[1]) > w {
			lines[1] = "" // the dashed line over it says it
		}
	}
	for i, text := range lines {
		style := st
		if !sl.Filled {
			style = b.pal.dim()
			fill(screen, x, y+i, w, style)
			if i == 0 {
				used := put(screen, x, y, w, " "+text+" ", style)
				// A cell to spare after the dashes, but for a narrow card,
				// whose one dash may fill it.
				put(screen, x+used, y, max(w-used-1, min(w-used, 1)), strings.Repeat("┄", w), style)
				continue
			}
		} else {
			fill(screen, x, y+i, w, style)
		}
		if i == 0 && sl.Filled {
			style = style.Bold(true)
		}
		put(screen, x, y+i, w, cardLine(text, w), style)
	}
	b.slots = append(b.slots, slotRect{x: x, y: y, w: w, h: 3, slot: slot})
}

// shortIdentity is "W5": the type's initial and the cost, for a card too
// narrow for "wonder 5".
func shortIdentity(u ui, id tracker.Identity) string {
	first := []rune(u.loc.Message(id.Type))[:1]
	return strings.ToUpper(string(first)) + strconv.Itoa(id.Cost)
}

// cardLine is a card's line in w cells after a space, or without the space
// when only that keeps it whole (a 4-cell card's "驚99"), else cut.
func cardLine(text string, w int) string {
	if i18n.Width(text) == w {
		return text
	}
	return clip(" "+text, w)
}

// drawDeck draws the deck by era and the distance to the end trigger.
func (b *boardView) drawDeck(screen tcell.Screen, s *tracker.State, x, y, w int) int {
	seps := s.DeckSeparations()
	deck := "Deck · %d cards"
	if s.DeckCards() == 1 {
		deck = "Deck · %d card"
	}
	put(screen, x, y, w, clip(" "+b.tf(deck, s.DeckCards()), w), b.pal.title())
	row := y + 1
	counts := s.DeckByEra()
	setup := s.Setup()
	for _, e := range setup.Eras() {
		n := counts[e]
		put(screen, x+1, row, 13, clip(b.eraLabel(e), 13), b.pal.plain())
		put(screen, x+14, row, 3, i18n.PadLeft(strconv.Itoa(n), 3), b.pal.plain())
		bar := n
		if bar > w-19 {
			bar = w - 19
		}
		if bar > 0 {
			fill(screen, x+18, row, bar, b.pal.era(eraColor(e)))
		}
		row++
	}
	if seps > 0 {
		put(screen, x+1, row, w-1, b.tf("+%d Separation cards", seps), b.pal.dim())
		row++
	}
	put(screen, x+1, row, w-1, b.tf("Discard pile %d", s.DiscardCards()), b.pal.dim())
	row++
	toEnd := s.ToEnd()
	var end string
	switch {
	case s.End().Triggered:
		end = b.t("end triggered")
	case s.Setup().Mode == tracker.Continuous:
		end = b.tf("%d to the last round", toEnd)
	default:
		end = b.tf("%d to the end trigger", toEnd)
	}
	st := b.pal.plain()
	if toEnd <= 3 {
		st = b.pal.active()
	}
	put(screen, x+1, row, w-1, clip(end, w-1), st) // cut, a line says so
	return row + 1
}

// drawPlayers lists the seats in order with what the table needs to know,
// down to row bottom at most: when the rows run short (five seats with
// civilizations and the Renaissance at 80x24), the civilizations go first,
// then the Celebrities, then the start player's note.
func (b *boardView) drawPlayers(screen tcell.Screen, s *tracker.State, x, y, w, bottom int) int {
	put(screen, x, y, w, clip(" "+b.t("Players (seat order)"), w), b.pal.title())
	row := y + 1
	next := s.Next()
	// Copies, built anew by each call: taken once a frame.
	all, celebs, taken, passed, waiting := s.Seats(), s.Celebrities(), s.Taken(), s.Passed(), s.Monsters()
	continuous := s.Setup().Mode == tracker.Continuous
	// A seat's row: its mark, its name whole (¹ for the start player) in a
	// column as wide as the longest, and its cards; when the names and the
	// counts do not fit side by side, the counts go under the names, first
	// in each seat's second row.
	label := func(i int) string {
		name := b.seatLabel(s, all[i])
		if i == s.StartSeat() {
			name += "¹"
		}
		return name
	}
	countText := func(i int) string {
		n := len(taken[i])
		count := "%d cards"
		if n == 1 {
			count = "%d card"
		}
		text := b.tf(count, n)
		if n < 10 {
			text = " " + text
		}
		if continuous && passed[i] {
			text += " " + b.t("passed")
		}
		return text
	}
	nameW, countW := 0, 0
	for i := range all {
		nameW = max(nameW, cells(label(i)))
		countW = max(countW, cells(countText(i)))
	}
	under := 2+nameW+1+countW > w
	// extras are the second row of each seat: its cards (under), its
	// civilization (civ), its Celebrities (celeb).
	extras := func(civ, celeb bool) [][]string {
		out := make([][]string, len(all))
		for i, seat := range all {
			if under {
				out[i] = append(out[i], strings.TrimLeft(countText(i), " "))
			}
			if civ && seat.Civilization != "" {
				out[i] = append(out[i], b.loc.Civilization(seat.Civilization))
			}
			for _, c := range celebs[i] {
				if !celeb {
					break
				}
				txt := "★ " + c.Name
				if c.GivenBack {
					txt += " " + b.t("(given back)")
				}
				out[i] = append(out[i], txt)
			}
		}
		return out
	}
	rows := func(extras [][]string) int {
		n := len(extras)
		for _, e := range extras {
			if len(e) > 0 {
				n++
			}
		}
		return n
	}
	// Under the title: a row per seat, a row under each seat with extras,
	// the note, the Monsters; what does not fit goes, civilizations first.
	monsters := min(len(waiting), 1)
	room := bottom - y
	withNote := true
	var second [][]string
	for _, e := range [][][]string{extras(true, true), extras(false, true), extras(false, false)} {
		if rows(e)+1+monsters <= room {
			second = e
			break
		}
	}
	if second == nil {
		// No room for a second row: the names are cut to leave the
		// counts their column, the start player's mark kept.
		under = false
		second = extras(false, false)
		nameW = max(4, min(nameW, w-2-1-countW))
		withNote = len(all)+1+monsters <= room
	}
	for i := range all {
		mark, st := "  ", b.pal.plain()
		switch {
		case i == s.Active():
			mark, st = "▶ ", b.pal.active()
		case i == next:
			mark = "› "
		}
		name := b.seatLabel(s, all[i])
		if i == s.StartSeat() {
			name = clip(name, nameW-1) + "¹"
		} else {
			name = clip(name, nameW)
		}
		// Columns by screen cells, so that wide names keep the counts aligned.
		line := mark + name
		if !under {
			line = mark + i18n.PadRight(name, nameW) + " " + countText(i)
		}
		put(screen, x, row, w, clip(line, w), st)
		row++
		if len(second[i]) > 0 {
			put(screen, x+4, row, w-4, clip(strings.Join(second[i], " · "), w-4), b.pal.dim())
			row++
		}
	}
	if withNote {
		put(screen, x+1, row, w-1, b.t("¹ start player"), b.pal.dim())
		row++
	}
	if len(waiting) > 0 {
		put(screen, x+1, row, w-1, clip(b.tf("Monsters waiting: %s", strings.Join(waiting, ", ")), w-1), b.pal.active())
		row++
	}
	return row
}

// eraLabel is an era's name: "Era II", "Renaissance".
func (b *boardView) eraLabel(e tracker.Era) string {
	if e == tracker.EraRenaissance {
		return b.t("Renaissance")
	}
	return b.tf("Era %s", e)
}
