package dashboard

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gdamore/tcell/v2"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/tracker"
)

// drawBoard draws the main screen: header, end status, display, deck,
// players, Automa, instructions and log, status line and help bar.
func (d *Dashboard) drawBoard(screen tcell.Screen, x, y, w, h int) {
	// What the last frame drew is forgotten: a log the panels leave no
	// room for offers no j/k.
	d.slots, d.logPane = d.slots[:0], logPane{}
	d.drawHeader(screen, x, y, w)
	// A long message (an engine refusal names its rule at the end) gets a
	// second line rather than losing its end.
	status := d.statusLines(w)
	d.drawStatus(screen, x, y+h-1-len(status), w, status)
	if d.g == nil {
		d.drawHelpBar(screen, x, y+h-1, w)
		msg := d.t("No game yet: press n to set one up, q to quit.")
		if d.opts.Finished > 0 {
			msg = d.tf(msgNoGameInProgress, d.opts.Finished)
		}
		for i, l := range wrap(msg, w-2) {
			put(screen, x+1, y+2+i, w-2, l, d.pal.plain())
		}
		return
	}
	d.view().drawBoard(d, screen, x, y, w, h, len(status))
	// After the panels: the log's j/k is offered when the log just drawn
	// has more lines than it shows.
	d.drawHelpBar(screen, x, y+h-1, w)
}

// drawMonumentalBoard draws Monumental's panels: end status, display, deck,
// players, the Automa, instructions and log.
func (d *Dashboard) drawMonumentalBoard(screen tcell.Screen, x, y, w, h, statusRows int) {
	s := d.mon()
	format, args := s.EndStatusMessage()
	endText := d.loc.Message(kernel.Phrase{Format: format, Args: args})
	if d.scored {
		// Scored: "score the game" would ask for what is done.
		endText = d.t("Scored and saved")
	}
	end := " " + d.tf("End: %s", endText)
	if i18n.Width(end) > w {
		end = clip(" "+endText, w)
	}
	put(screen, x, y+1, w, end, d.pal.title())
	if left, who := d.monHeader(w); i18n.Width(left)+i18n.Width(d.clockText())+i18n.Width(who)+4 > w {
		// Not in the header: at the end line's right when it fits.
		if c := d.clockText(); c != "" && i18n.Width(end)+i18n.Width(c)+2 <= w {
			put(screen, x+w-i18n.Width(c)-1, y+1, i18n.Width(c), c, d.pal.title())
		}
	}

	right := 30
	if w >= 110 {
		right = 38
	}
	left := w - right - 1
	top, bottom := y+3, y+h-2-statusRows // rows available for the panels, inclusive
	row := d.drawDisplay(screen, s, x, top-1, left)
	d.drawLowerLeft(screen, x, row+1, left, bottom-row)

	rx := x + left + 1
	r := d.drawDeck(screen, s, rx, top-1, right)
	r = d.drawPlayers(screen, s, rx, r+1, right, bottom)
	if setup := d.mon().Setup(); setup.Solo() {
		d.drawAutoma(screen, rx, r+1, right, bottom-r)
	}
}

func (d *Dashboard) drawHeader(screen tcell.Screen, x, y, w int) {
	st := d.pal.header()
	fill(screen, x, y, w, st)
	if d.g == nil {
		put(screen, x+1, y, w-2, d.t("tablemate · Monumental"), st)
		return
	}
	left, who := d.view().header(d, w)
	// The clock goes in the header when it fits beside whose turn it is;
	// Monumental's end line carries it otherwise (drawMonumentalBoard).
	if c := d.clockText(); c != "" && i18n.Width(left)+i18n.Width(c)+i18n.Width(who)+4 <= w {
		left += " · " + c
	}
	d.putHeader(screen, x, y, w, left, who)
}

// clockText is the current turn's time and the game's playing time from
// the recorder's Clock, read on every draw; "" when the recorder keeps no
// time or the game was not timed.
func (d *Dashboard) clockText() string {
	c, ok := d.rec.(Clock)
	if !ok || d.g == nil {
		return ""
	}
	_, turn, played := c.Times()
	switch {
	case played < 0 && turn < 0:
		return ""
	case turn < 0:
		return d.tf("game %s", clockDuration(played))
	case played < 0:
		return d.tf("turn %s", clockDuration(turn))
	}
	return d.tf("turn %s · game %s", clockDuration(turn), clockDuration(played))
}

// clockDuration is m:ss, or h:mm:ss from an hour.
func clockDuration(t time.Duration) string {
	sec := int(t / time.Second)
	if sec >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", sec/3600, sec/60%60, sec%60)
	}
	return fmt.Sprintf("%d:%02d", sec/60, sec%60)
}

// monHeader is Monumental's header: mode, round, phase and turn on the
// left, whose turn it is and who is next on the right.
func (d *Dashboard) monHeader(w int) (left, who string) {
	s := d.mon()
	setup := s.Setup()
	mode, round, phase, turn := d.t(setup.Mode.String()), d.tf("Round %d", s.Round()), "", d.tf("Turn %d", s.Turn())
	if setup.Mode == tracker.Continuous && !s.Over() {
		p := s.Phase()
		if p == tracker.PhaseCity && len(d.pending) == 0 {
			// The City phase is done once the table acknowledged it; the
			// engine leaves it at the first turn action.
			p = tracker.PhaseActions
		}
		phase = d.t(phaseLabel(p))
	}
	// The left part, from the longest to the shortest: the names on the
	// right are cut only when even the shortest leaves them no room (the
	// mode goes first, then the turn, then the phase).
	lefts := [][]string{{mode, round, phase, turn}, {round, phase, turn}, {round, phase}, {round}}
	if w >= 100 {
		lefts[0] = append([]string{"Monumental"}, lefts[0]...)
	}
	joined := func(parts []string) string {
		var kept []string
		for _, p := range parts {
			if p != "" {
				kept = append(kept, p)
			}
		}
		return " " + strings.Join(kept, " · ")
	}
	left = joined(lefts[0])
	switch {
	case d.scored:
		who = d.t("Scored and saved") + " "
	case s.Over():
		who = d.t("Game over: press s to score") + " "
	default:
		// Long names are shortened, not the structure: who plays and who
		// is next both stay in the header.
		who = d.turnText(s, 24)
		for _, parts := range lefts {
			if left = joined(parts); i18n.Width(left)+i18n.Width(who)+2 <= w {
				break
			}
		}
		room := w - i18n.Width(left) - 2
		for limit := 24; ; limit-- {
			who = d.turnText(s, limit)
			if i18n.Width(who) <= room || limit <= 6 {
				break
			}
		}
	}
	return left, who
}

// turnText is the header's "Ana's turn ▸ next: Ben", names clipped to
// limit cells.
func (d *Dashboard) turnText(s *tracker.State, limit int) string {
	seats := s.Seats()
	who := d.tf("%s's turn", clip(s.ActiveName(), limit))
	if a := s.AutomaSeat(seats[s.Active()].Name); a.Seated {
		// An Automa is named in the screen's language, with the article
		// some languages want (À l'Automa de jouer).
		if a.Number > 0 {
			who = d.tf("Automa %d's turn", a.Number)
		} else {
			who = d.t("Automa's turn")
		}
	}
	if n := s.Next(); n >= 0 && n != s.Active() {
		who += " ▸ " + d.tf("next: %s", clip(d.seatLabel(s, seats[n]), limit))
	} else if n == s.Active() {
		who += " ▸ " + d.t("then again")
	} else {
		who += " ▸ " + d.t("last turn")
	}
	return who + " "
}

// seatLabel is a seat's name as the screen shows it: a player's as typed,
// an Automa's in the screen's language ("Automa", "Automa 2"; オートマ).
func (d *Dashboard) seatLabel(s *tracker.State, seat tracker.Seat) string {
	if a := s.AutomaSeat(seat.Name); a.Seated {
		return d.loc.Message(a)
	}
	return seat.Name
}

// putHeader writes the header's left part, and its right part (whose turn)
// flush right when both fit.
func (d *Dashboard) putHeader(screen tcell.Screen, x, y, w int, left, who string) {
	st := d.pal.header()
	put(screen, x, y, w, left, st)
	ww := i18n.Width(who)
	if ww < w-i18n.Width(left)-1 {
		put(screen, x+w-ww, y, ww, who, st)
	} else {
		put(screen, x, y, w, clip(left+" · "+who, w), st)
	}
}

func (d *Dashboard) statusLines(w int) []string {
	if d.status == "" {
		return []string{""}
	}
	lines := wrap(d.status, w-2)
	if len(lines) <= 2 {
		return lines
	}
	// Too long for two rows: the first sentences are shortened, so that
	// the last ones (a count, what to press) stay whole.
	for _, at := range d.starts {
		if short := shortened(d.status[:at], d.status[at:], w-2); short != nil {
			return short
		}
	}
	return []string{lines[0], clipKeepingRule(strings.Join(lines[1:], " "), w-2)}
}

// shortened is head cut as little as leaves tail whole, the two in two
// rows of width cells; nil when tail alone needs them. head ends with the
// space between the sentences, if any (none after a Japanese full stop):
// a cut head keeps it, so that a Japanese line stays one run to cut.
func shortened(head, tail string, width int) []string {
	text := strings.TrimRight(head, " ")
	sep := head[len(text):]
	rows := func(n int) []string {
		if l := wrap(clip(text, n)+sep+tail, width); len(l) <= 2 {
			return l
		}
		return nil
	}
	if rows(1) == nil {
		return nil
	}
	// The most cells of the head that fit, by bisection: 1 fits, all do
	// not (the whole status did not).
	lo, hi := 1, cells(text)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if rows(mid) != nil {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return rows(lo)
}

// ruleIDs finds the rules a status line cites (M-SETUP-3, C-END-1,
// W-PASS-1), as byte ranges: the x key opens the last, and a cut line
// keeps it whole. An ID is a word of its own: M, C or W, a dash, capitals,
// a dash, digits.
func ruleIDs(text string) [][2]int {
	var out [][2]int
	for i := 0; i < len(text); i++ {
		if strings.IndexByte("MCW", text[i]) < 0 || (i > 0 && isWordByte(text[i-1])) {
			continue
		}
		j := i + 1
		section := j + 1
		if j >= len(text) || text[j] != '-' {
			continue
		}
		for j = section; j < len(text) && 'A' <= text[j] && text[j] <= 'Z'; j++ {
		}
		if j == section || j >= len(text) || text[j] != '-' {
			continue
		}
		number := j + 1
		for j = number; j < len(text) && '0' <= text[j] && text[j] <= '9'; j++ {
		}
		if j == number || (j < len(text) && isWordByte(text[j])) {
			continue
		}
		out = append(out, [2]int{i, j})
		i = j - 1
	}
	return out
}

// isWordByte: an ASCII letter, digit or underscore, which would make a
// longer word of an ID it touches.
func isWordByte(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// clipKeepingRule is clip for a status line whose end would be cut: the
// last rule it cites stays whole at the end (the ellipsis goes before it),
// since the rule is what the table looks up.
func clipKeepingRule(text string, width int) string {
	if cells(text) <= width {
		return text
	}
	locs := ruleIDs(text)
	if len(locs) == 0 {
		return clip(text, width)
	}
	last := locs[len(locs)-1]
	// The bracket that opens the citation goes with it.
	for _, open := range []string{"(", "（"} {
		if strings.HasSuffix(text[:last[0]], open) {
			last[0] -= len(open)
		}
	}
	if cells(text[:last[1]]) <= width-1 {
		return clip(text, width) // it shows whole before the ellipsis
	}
	tail := text[last[0]:]
	if cells(tail) > width/2 {
		tail = text[last[0]:last[1]]
	}
	return clip(text[:last[0]], width-cells(tail)) + tail
}

func (d *Dashboard) drawStatus(screen tcell.Screen, x, y, w int, lines []string) {
	if d.status == "" {
		return
	}
	st := d.pal.okStyle()
	if d.isError {
		st = d.pal.errorStyle()
	}
	for i, line := range lines {
		fill(screen, x, y+i, w, st)
		put(screen, x+1, y+i, w-1, line, st)
	}
}

func (d *Dashboard) drawHelpBar(screen tcell.Screen, x, y, w int) {
	col := x
	for _, it := range d.helpBarItems(w) {
		col += put(screen, col, y, x+w-col, " "+it[0]+" ", d.pal.key())
		col += put(screen, col, y, x+w-col, it[1], d.pal.plain())
	}
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
func (d *Dashboard) drawDisplay(screen tcell.Screen, s *tracker.State, x, y, w int) int {
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
	title := " " + d.t("Display · slot 1 is beside the deck")
	if rows == 2 {
		title = " " + d.t(displayTwoRows)
	}
	put(screen, x, y, w, clip(title, w), d.pal.title())
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
		for form < formNarrow && i18n.Width(cardLabel(d, i+1, sl.Card.Era, form))+1 > cardW-spare(form) {
			form++
		}
	}
	// A display of one row that does not fit goes on in a second row: an
	// arrow ends the first and starts the second, so that it does not read
	// as the two rows of two civilizations (M-SETUP-3).
	wrapped := rows == 1 && perLine < n
	row := y + 1
	for first := 0; first < n; first += perLine {
		for i := first; i < first+perLine && i < n; i++ {
			cx := x + 1 + (i-first)*(cardW+1)
			d.drawCard(screen, display[i], slices.Contains(takenSlots, i+1), i+1, cx, row, cardW, form)
		}
		if wrapped && first+perLine < n {
			put(screen, x+1+perLine*(cardW+1)-1, row+1, 1, "→", d.pal.title())
		}
		if wrapped && first > 0 {
			put(screen, x, row+1, 1, "↪", d.pal.title())
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
func cardLabel(d *Dashboard, slot int, era tracker.Era, form int) string {
	switch form {
	case formSpaced:
		return strconv.Itoa(slot) + "  " + d.tf("Era %s", era)
	case formEra:
		return strconv.Itoa(slot) + " " + d.tf("Era %s", era)
	case formShort:
		return strconv.Itoa(slot) + " " + era.String()
	}
	return strconv.Itoa(slot)
}

// drawCard draws a display slot; taken: its card was taken since the last
// refill.
func (d *Dashboard) drawCard(screen tcell.Screen, sl tracker.Slot, taken bool, slot, x, y, w, form int) {
	lines := [3]string{strconv.Itoa(slot), "", ""}
	st := d.pal.dim()
	switch {
	case sl.Filled:
		st = d.pal.era(eraColor(sl.Card.Era))
		lines[0] = cardLabel(d, slot, sl.Card.Era, form)
		id := sl.Card.Identity
		if form == formNarrow {
			// The era goes under the slot; the name has no room (the
			// log's identify line holds it).
			lines[1] = sl.Card.Era.String()
			if id.Known() {
				lines[2] = shortIdentity(d, id)
			}
			break
		}
		if id.Known() {
			lines[1] = d.loc.Message(id.Type) + " " + strconv.Itoa(id.Cost)
			if w < 11 { // "W5": a narrow card keeps the cost whole
				lines[1] = shortIdentity(d, id)
			}
			lines[2] = id.Name
		}
	case taken:
		lines[1] = d.t("× taken")
		if w < 9 {
			lines[1] = d.t("taken")
		}
		if i18n.Width(lines[1]) > w {
			lines[1] = "×"
		}
	default:
		lines[1] = d.t("empty")
		if i18n.Width(lines[1]) > w {
			lines[1] = "" // the dashed line over it says it
		}
	}
	for i, text := range lines {
		style := st
		if !sl.Filled {
			style = d.pal.dim()
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
	d.slots = append(d.slots, slotRect{x: x, y: y, w: w, h: 3, slot: slot})
}

// shortIdentity is "W5": the type's initial and the cost, for a card too
// narrow for "wonder 5".
func shortIdentity(d *Dashboard, id tracker.Identity) string {
	first := []rune(d.loc.Message(id.Type))[:1]
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
func (d *Dashboard) drawDeck(screen tcell.Screen, s *tracker.State, x, y, w int) int {
	seps := s.DeckSeparations()
	deck := "Deck · %d cards"
	if s.DeckCards() == 1 {
		deck = "Deck · %d card"
	}
	put(screen, x, y, w, clip(" "+d.tf(deck, s.DeckCards()), w), d.pal.title())
	row := y + 1
	counts := s.DeckByEra()
	setup := s.Setup()
	for _, e := range setup.Eras() {
		n := counts[e]
		put(screen, x+1, row, 13, clip(d.eraLabel(e), 13), d.pal.plain())
		put(screen, x+14, row, 3, i18n.PadLeft(strconv.Itoa(n), 3), d.pal.plain())
		bar := n
		if bar > w-19 {
			bar = w - 19
		}
		if bar > 0 {
			fill(screen, x+18, row, bar, d.pal.era(eraColor(e)))
		}
		row++
	}
	if seps > 0 {
		put(screen, x+1, row, w-1, d.tf("+%d Separation cards", seps), d.pal.dim())
		row++
	}
	put(screen, x+1, row, w-1, d.tf("Discard pile %d", s.DiscardCards()), d.pal.dim())
	row++
	toEnd := s.ToEnd()
	var end string
	switch {
	case s.End().Triggered:
		end = d.t("end triggered")
	case s.Setup().Mode == tracker.Continuous:
		end = d.tf("%d to the last round", toEnd)
	default:
		end = d.tf("%d to the end trigger", toEnd)
	}
	st := d.pal.plain()
	if toEnd <= 3 {
		st = d.pal.active()
	}
	put(screen, x+1, row, w-1, clip(end, w-1), st) // cut, a line says so
	return row + 1
}

// drawPlayers lists the seats in order with what the table needs to know,
// down to row bottom at most: when the rows run short (five seats with
// civilizations and the Renaissance at 80x24), the civilizations go first,
// then the Celebrities, then the start player's note.
func (d *Dashboard) drawPlayers(screen tcell.Screen, s *tracker.State, x, y, w, bottom int) int {
	put(screen, x, y, w, clip(" "+d.t("Players (seat order)"), w), d.pal.title())
	row := y + 1
	next := s.Next()
	// Copies, built anew by each call: taken once a frame.
	all, celebs, taken, passed, waiting := s.Seats(), s.Celebrities(), s.Taken(), s.Passed(), s.Monsters()
	continuous := s.Setup().Mode == tracker.Continuous
	extras := make([][]string, len(all))
	for i, seat := range all {
		if seat.Civilization != "" {
			extras[i] = append(extras[i], d.loc.Civilization(seat.Civilization))
		}
		for _, c := range celebs[i] {
			txt := "★ " + c.Name
			if c.GivenBack {
				txt += " " + d.t("(given back)")
			}
			extras[i] = append(extras[i], txt)
		}
	}
	// Under the title: a row per seat, a row under each seat with extras,
	// the note, the Monsters; what does not fit goes, civilizations first.
	monsters := min(len(waiting), 1)
	with := func(civ, celeb bool) int {
		n := 0
		for i := range extras {
			if (civ && all[i].Civilization != "") || (celeb && len(celebs[i]) > 0) {
				n++
			}
		}
		return n
	}
	room := bottom - y
	seats := len(all)
	withNote := true
	switch {
	case seats+with(true, true)+1+monsters <= room:
	case seats+with(false, true)+1+monsters <= room:
		for i, seat := range all {
			if seat.Civilization != "" {
				extras[i] = extras[i][1:]
			}
		}
	default:
		extras = make([][]string, seats)
		withNote = seats+1+monsters <= room
	}
	for i, seat := range all {
		mark, st := "  ", d.pal.plain()
		switch {
		case i == s.Active():
			mark, st = "▶ ", d.pal.active()
		case i == next:
			mark = "› "
		}
		name := d.seatLabel(s, seat)
		if i == s.StartSeat() {
			name += "¹"
		}
		// Columns by screen cells, so that wide names keep the counts aligned.
		n := len(taken[i])
		count := "%d cards"
		if n == 1 {
			count = "%d card"
		}
		pad := " "
		if n < 10 {
			pad = "  "
		}
		line := mark + i18n.PadRight(clip(name, 12), 12) + pad + d.tf(count, n)
		if continuous && passed[i] {
			line += " " + d.t("passed")
		}
		put(screen, x, row, w, clip(line, w), st)
		row++
		if len(extras[i]) > 0 {
			put(screen, x+4, row, w-4, clip(strings.Join(extras[i], " · "), w-4), d.pal.dim())
			row++
		}
	}
	if withNote {
		put(screen, x+1, row, w-1, d.t("¹ start player"), d.pal.dim())
		row++
	}
	if len(waiting) > 0 {
		put(screen, x+1, row, w-1, clip(d.tf("Monsters waiting: %s", strings.Join(waiting, ", ")), w-1), d.pal.active())
		row++
	}
	return row
}

// drawAutoma is the Automa panel: the revealed card of the Automa in turn,
// its steps, the question waiting for an answer, and at the foot a row
// per Automa with its Gold, tallies and score. The foot rows are always
// drawn; the steps scroll to keep the current one in sight (the panel at
// 80x24 has room for a few lines only). Without a loaded deck the
// Automa's seat is played with the same keys as a player.
func (d *Dashboard) drawAutoma(screen tcell.Screen, x, y, w, h int) {
	if h < 2 {
		return
	}
	s := d.mon()
	v := s.Automa()
	if v == nil {
		put(screen, x, y, w, clip(" "+d.tf("Automa · difficulty %d", s.Setup().Automa.Difficulty), w), d.pal.title())
		for i, l := range wrap(d.t(automaPlaceholder), w-2) {
			if i >= h-1 {
				break
			}
			put(screen, x+1, y+1+i, w-1, l, d.pal.plain())
		}
		return
	}
	bots := s.Automas()
	title := " " + d.tf("Automa · %s", d.t(difficultyName(v.DifficultyName)))
	if len(bots) > 1 {
		title = " " + d.loc.Message(s.AutomaSeat(v.Name)) + " · " + d.t(difficultyName(v.DifficultyName))
	}
	if v.Civilization != "" {
		title += " · " + d.loc.Civilization(v.Civilization)
	}
	put(screen, x, y, w, clip(title, w), d.pal.title())
	// The foot: a row per Automa, as many as fit under the title.
	foot := min(len(bots), h-1)
	for i := 0; i < foot; i++ {
		b := bots[i]
		row := d.automaRow(b, i, len(bots) > 1, w-2)
		st := d.pal.dim()
		if b.Seat == v.Seat && len(bots) > 1 {
			st = d.pal.plain()
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
	// The card stays in sight too, on one line under the title.
	if v.Card != "" && room >= 2 {
		// The embedded deck's titles are catalogue keys; a table's own
		// deck's titles show as written.
		titles := make([]string, len(v.Cards))
		for i, c := range v.Cards {
			titles[i] = d.t(c)
		}
		put(screen, x+1, y+1, w-1, clip(d.tf("Card: %s", strings.Join(titles, d.t(", "))), w-2), d.pal.plain())
		y++
		room--
	}
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
			add(mark+d.loc.Message(st.Step), d.pal.plain(), st.Status == "current" || st.Status == "asking")
		}
		for _, st := range v.Pending {
			add("· "+d.loc.Message(st.Step), d.pal.dim(), false)
		}
		if v.Question != nil {
			// The question is the current step above; say how to answer it.
			press = len(lines)
			add(d.tf("Press A to answer (%s).", d.expectText(v.Question.Expect)), d.pal.active(), true)
		}
	}
	steps(w - 2)
	if len(lines) > room {
		steps(w - 4) // room for the scroll arrows beside the lines
	}
	// How to answer stays at the foot of the window when the question
	// does not fit above it.
	var pinned []styled
	if press >= 0 && len(lines) > room && len(lines)-press <= room {
		pinned = lines[press:]
		lines, focusEnd = lines[:press], press
		room -= len(pinned)
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

// drawLowerLeft draws the instructions panel (until Enter) above the log.
func (d *Dashboard) drawLowerLeft(screen tcell.Screen, x, y, w, h int) {
	if h <= 0 {
		return
	}
	if len(d.pending) > 0 {
		used := d.drawInstructions(screen, x, y, w, h)
		y += used
		h -= used
	}
	if h >= 2 {
		d.drawLog(screen, x, y, w, h)
	}
}

func (d *Dashboard) drawInstructions(screen tcell.Screen, x, y, w, h int) int {
	st := d.pal.instruction()
	// Each step wrapped under its number.
	steps := make([][]string, len(d.pending))
	lines := 0
	for i, e := range d.pending {
		prefix := fmt.Sprintf(" %d. ", i+1)
		for j, line := range wrap(e, w-len(prefix)-1) {
			p := prefix
			if j > 0 {
				p = strings.Repeat(" ", len(prefix))
			}
			steps[i] = append(steps[i], p+"\x00"+line)
		}
		lines += len(steps[i])
	}
	// Whole steps from stepsTop while they fit (the first one shown may be
	// cut on a very small panel); the rest is a key away.
	// The title is never cut: the full one, a shorter one, or the full one
	// on two rows.
	full, short, scrollTitle, scrollShort := stepsTitle, stepsTitleShort, stepsTitleScroll, stepsTitleScrollShort
	switch {
	case d.reverse:
		full, short, scrollTitle, scrollShort = undoTitle, undoTitleShort, undoTitleScroll, undoTitleScrollShort
	}
	title := func(format string) string {
		if d.phase {
			return d.t(phaseTitle) // a step of its own, after no action
		}
		return d.tf(format, d.cause)
	}
	titles := []string{" " + title(full)}
	if i18n.Width(titles[0]) > w {
		titles[0] = " " + title(short)
		if i18n.Width(titles[0]) > w {
			titles = wrap(title(full), w-1)
			titles = titles[:min(2, len(titles))]
			for i := range titles {
				titles[i] = " " + titles[i]
			}
		}
	}
	scroll := lines > h-1-len(titles)
	if scroll {
		titles = []string{""} // one row, written below
	}
	top := y + len(titles) - 1 // the title's last row
	avail := max(1, h-1-len(titles))
	first := 0
	if scroll {
		first = min(max(d.stepsTop, 0), len(steps)-1)
	}
	last, row := first, top+1
	for i := first; i < len(steps); i++ {
		if i > first && row-top-1+len(steps[i]) > avail {
			break
		}
		for _, l := range steps[i] {
			if row >= top+1+avail {
				break
			}
			p, text, _ := strings.Cut(l, "\x00")
			put(screen, x, row, len(p), p, d.pal.active())
			put(screen, x+len(p), row, w-len(p), text, d.pal.plain())
			row++
		}
		last = i
	}
	d.stepsFirst, d.stepsLast = first, last
	if scroll {
		// Steps out of view: the title says which are shown and how to
		// see the others (scrollSteps).
		title := " " + d.tf(scrollTitle, d.cause, first+1, last+1, len(steps))
		if i18n.Width(title) > w {
			title = " " + d.tf(scrollShort, first+1, last+1, len(steps))
		}
		titles = []string{clip(title, w)}
	}
	for i, t := range titles {
		fill(screen, x, y+i, w, st)
		put(screen, x, y+i, w, t, st.Bold(true))
	}
	return row - y + 1
}

// drawLog shows the log lines that fit, oldest at the top: the newest, or
// those logBack lines above them (scrollLog). The title says when there is
// more to see and which keys show it.
func (d *Dashboard) drawLog(screen tcell.Screen, x, y, w, h int) {
	rows := h - 1
	// One line more than the window, to know whether older ones exist.
	lines := d.logLines(rows + d.logBack + 1)
	older := len(lines) > rows+d.logBack
	if older {
		lines = lines[1:]
	}
	d.logBack = max(0, min(d.logBack, len(lines)-rows))
	lines = lines[:max(0, len(lines)-d.logBack)]
	if len(lines) > rows {
		lines = lines[len(lines)-rows:]
	}
	d.logPane = logPane{x: x, y: y, w: w, h: h, rows: rows, older: older}
	title := " " + d.t("Log")
	// While steps are pending the arrows and PgUp/PgDn scroll them: only
	// j and k are named then.
	back, more := logTitleBack, logTitleOlder
	if len(d.pending) > 0 {
		back, more = logTitleBackJ, logTitleOlderK
	}
	switch {
	case d.logBack > 0:
		title += " · " + d.t(back)
	case older:
		title += " · " + d.t(more)
	}
	put(screen, x, y, w, clip(title, w), d.pal.title())
	row := y + 1
	for _, l := range lines {
		put(screen, x+1, row, w-1, clip(l, w-1), d.pal.plain())
		row++
	}
}

// logLines is the last n lines of the log: each action, then its events.
// Only the entries that can show are formatted, so long games stay fast.
func (d *Dashboard) logLines(n int) []string {
	if n <= 0 {
		return nil
	}
	// An entry takes at least one line: the last n entries are enough, and
	// they are rebuilt by one replay.
	entries := d.g.Len()
	window := d.g.Entries(max(0, entries-n), entries)
	var lines []string
	for k := len(window) - 1; k >= 0 && len(lines) < n; k-- {
		e := window[k]
		num := strconv.Itoa(entries-len(window)+k+1) + ". "
		// The action named in words, as the panel names it; the saved text
		// (take 3) is the script's and the export's.
		block := []string{num + d.named(e.Action)}
		// The events start under the action, after a number of any width.
		indent := strings.Repeat(" ", len(num))
		for _, ev := range e.Events {
			if !ev.Routine() {
				block = append(block, indent+d.loc.Message(ev))
			}
		}
		lines = append(block, lines...)
	}
	if entries == 0 || len(lines) < n {
		open := []string{"0. " + d.tf("setup: %s", d.describe())}
		lines = append(open, lines...)
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return lines
}

// eraLabel is an era's name: "Era II", "Renaissance".
func (d *Dashboard) eraLabel(e tracker.Era) string {
	if e == tracker.EraRenaissance {
		return d.t("Renaissance")
	}
	return d.tf("Era %s", e)
}

// phaseLabel is a continuous game's phase as the header names it.
func phaseLabel(p tracker.Phase) string {
	switch p {
	case tracker.PhaseCity:
		return "City phase"
	case tracker.PhaseActions:
		return "Actions phase"
	case tracker.PhaseOver:
		return "Over phase"
	}
	return "Turn phase"
}
