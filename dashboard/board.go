package dashboard

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/control"
	"tablemate/i18n"
	"tablemate/tracker/wm"
)

// boardView is the main screen: the frame every game shares (header,
// status line, help bar, the steps panel and the log), between which the
// game's own panels go (monumental_*.go, wm_*.go). It reads the controller
// and keeps only what its last frame drew: where the log and the display's
// cards are (for the mouse and the scroll keys), which steps it showed. It
// draws every cell itself, so it skips the Box's background fill.
type boardView struct {
	*tview.Box
	ui
	// finished is how many finished games the database holds (the start
	// screen says so).
	finished int
	// dialogTop is the first row an open dialog covers (-1: none).
	dialogTop func() int
	// helpBar is the help bar's entries that fit in a width (the key
	// table's, keyTable.bar).
	helpBar func(width int) [][2]string
	slots   []slotRect
	logPane logPane
	stepsScroll
}

// stepsScroll: the instructions panel scrolls by whole steps from the
// steps' Top; the last frame showed steps stepsFirst to stepsLast. A step
// taller than the panel scrolls by lines: skip lines of the first step
// shown (skipStep, its text: another step there starts at its top) are
// above the panel; cut: the last step shown has lines below it; rows: the
// panel's rows for steps.
type stepsScroll struct {
	stepsFirst, stepsLast int
	skip                  int
	skipStep              string
	cut                   bool
	rows                  int
}

type slotRect struct{ x, y, w, h, slot int }

// logPane is where the last frame drew the log (for the mouse wheel), its
// rows of lines, the position it showed and whether older lines are out of
// view above them.
type logPane struct {
	x, y, w, h, rows, back int
	older                  bool
}

func (b *boardView) Draw(screen tcell.Screen) {
	x, y, w, h := b.GetRect()
	b.drawBoard(screen, x, y, w, h)
}

// gameView is what the screen shows of one game that the shared parts (the
// key pipeline, instructions, log, status line) do not: its board and
// header, and the help screen's last line about its keys. A third game
// adds its view here and in viewFor, and its words to the controller
// (control's game); nothing else asks which game is shown.
type gameView struct {
	// drawBoard draws the game's panels between the header and the status
	// lines; header gives the header's left part and who acts.
	drawBoard func(b *boardView, screen tcell.Screen, x, y, w, h, statusRows int)
	header    func(b *boardView, w int) header
	// helpFooter is the help screen's last line about the game's keys.
	helpFooter string
	// statusRows are the most rows the status line wraps to before it is
	// shortened (0: 2): the status line's sentences are read whole.
	statusRows int
}

// viewFor is the view of a game kind (kernel.Kind.Name).
func viewFor(kind string) *gameView {
	if kind == wm.Kind {
		return &gameView{
			drawBoard:  (*boardView).drawWMBoard,
			header:     (*boardView).wmHeader,
			helpFooter: "* usable now.",
			statusRows: 4,
		}
	}
	return &gameView{
		drawBoard:  (*boardView).drawMonumentalBoard,
		header:     (*boardView).monHeader,
		helpFooter: "* usable now. A mouse click on a display card takes it.",
		// A resumed game's line (the setup, then what to press) and a
		// redone count stay whole at 80 columns.
		statusRows: 4,
	}
}

// view is the game's own screen parts for the game shown (nil before any).
func (u ui) view() *gameView {
	if u.ctl.Game() == nil {
		return nil
	}
	return viewFor(u.ctl.Game().Kind().Name)
}

// scrollLog moves the log pane: by one line (j, k, ↓, ↑, the wheel) or a
// page (PgDn, PgUp); older is up, within the log as the last frame drew it.
func (b *boardView) scrollLog(lines int) { b.ctl.ScrollLog(lines, b.logPane.rows, b.logPane.w-1, wrap) }

// logBack is how many lines above the newest the log shows: as the last
// frame drew it, or as scrolled when no frame drew it.
func (b *boardView) logBack() int {
	if b.logPane.rows > 0 {
		return b.logPane.back
	}
	return b.ctl.LogBack()
}

// logPage is a page of the log pane: its rows less one, so a line stays in
// sight across the jump.
func (b *boardView) logPage() int { return max(1, b.logPane.rows-1) }

// scrollLogKey pages through the log with the arrows and PgUp/PgDn; the
// instructions panel has them first while it shows steps (scrollSteps).
func (b *boardView) scrollLogKey(ev *tcell.EventKey) bool {
	switch ev.Key() {
	case tcell.KeyUp:
		b.scrollLog(1)
	case tcell.KeyDown:
		b.scrollLog(-1)
	case tcell.KeyPgUp:
		b.scrollLog(b.logPage())
	case tcell.KeyPgDn:
		b.scrollLog(-b.logPage())
	default:
		return false
	}
	return true
}

// scrollSteps pages through the instructions panel when its steps do not
// fit: Down and PgDn show the next steps, Up and PgUp the previous ones. The
// panel's title says so while there is more to see.
func (b *boardView) scrollSteps(ev *tcell.EventKey) bool {
	if !b.ctl.HasSteps() {
		return false
	}
	n := len(b.ctl.Steps().Pending)
	shown := b.stepsLast - b.stepsFirst + 1
	page := max(1, b.rows-1)
	// One step shown and cut: the keys move through its lines.
	alone := b.stepsFirst == b.stepsLast && b.cut
	from := func(i int) {
		b.skip = 0
		b.ctl.ShowStepsFrom(i)
	}
	switch ev.Key() {
	case tcell.KeyDown:
		switch {
		case alone:
			b.skip++
		case b.stepsLast < n-1 || b.cut:
			from(b.stepsFirst + 1)
		}
	case tcell.KeyPgDn:
		switch {
		case alone:
			b.skip += page
		case b.stepsLast < n-1:
			from(b.stepsLast + 1)
		case b.cut:
			from(b.stepsLast)
		}
	case tcell.KeyUp:
		if b.skip > 0 {
			b.skip--
			break
		}
		from(max(0, b.stepsFirst-1))
	case tcell.KeyPgUp:
		if b.skip > 0 {
			b.skip = max(0, b.skip-page)
			break
		}
		from(max(0, b.stepsFirst-shown))
	default:
		return false
	}
	return true
}

// drawBoard draws the main screen: header, end status, display, deck,
// players, Automa, instructions and log, status line and help bar.
func (b *boardView) drawBoard(screen tcell.Screen, x, y, w, h int) {
	// What the last frame drew is forgotten: a log the panels leave no
	// room for offers no j/k.
	b.slots, b.logPane = b.slots[:0], logPane{}
	// A header of two rows moves the panels down by one.
	extra := b.drawHeader(screen, x, y, w) - 1
	// A long message (an engine refusal names its rule at the end) gets a
	// second line rather than losing its end.
	status := b.statusLines(w)
	b.drawStatus(screen, x, y+h-1-len(status), w, status)
	if b.ctl.Game() == nil {
		b.drawHelpBar(screen, x, y+h-1, w)
		msg := b.t("No game yet: press n to set one up, q to quit.")
		if b.finished > 0 {
			msg = b.tf(msgNoGameInProgress, b.finished)
		}
		lines := wrap(msg, w-2)
		// A form over the screen (the new game's) leaves the rows above
		// it: the count of finished games alone, whole, when the whole
		// message does not fit there (the form's own keys replace n and q).
		if top := b.dialogTop(); top >= 0 && y+2+len(lines) > top {
			lines = nil
			if b.finished > 0 {
				lines = wrap(b.tf(msgFinishedGames, b.finished), w-2)
			}
			if y+1+len(lines) > top {
				lines = nil
			}
			for i, l := range lines {
				put(screen, x+1, y+1+i, w-2, l, b.pal.plain())
			}
			return
		}
		for i, l := range lines {
			put(screen, x+1, y+2+i, w-2, l, b.pal.plain())
		}
		return
	}
	b.view().drawBoard(b, screen, x, y+extra, w, h-extra, len(status))
	// After the panels: the log's j/k is offered when the log just drawn
	// has more lines than it shows.
	b.drawHelpBar(screen, x, y+h-1, w)
}

// header is a game's header: the forms of its left part, longest first,
// each leaving out more of what the table knows anyway (the game's name,
// the mode, the round), and whose turn it is and who is next, the names
// always whole: in words ("Ana's turn ▸ next: Ben"), or short, with the
// players panel's marks ("▶ Ana › Ben"). The forms from plain on have left
// out the parts the clock's labels come before.
type header struct {
	lefts []string
	plain int
	who   func(short bool) who
}

// who is the header's whose turn it is ("Ana's turn", "▶ Ana") and what
// follows ("▸ next: Ben", "› Ben", "" for nothing): one text on one row,
// or the second under the first when the two do not fit in one.
type who [2]string

// text is the two on one row, and a space after.
func (w who) text() string {
	if w[1] == "" {
		return w[0] + " "
	}
	return w[0] + " " + w[1] + " "
}

// whoText is the header's whose turn it is: turn is the active seat's
// phrase ("Ana's turn", "Automa's turn"), active its name for the short
// form, and after what follows the mark ▸ ("next: Ben", "then again"),
// next the name the short form shows after › ("" for none: after is said
// in words).
func whoText(turn, active, after, next string, short bool) who {
	switch {
	case !short && after == "":
		return who{turn}
	case !short:
		return who{turn, "▸ " + after}
	case next != "":
		return who{"▶ " + active, "› " + next}
	case after != "":
		return who{"▶ " + active, "▸ " + after}
	}
	return who{"▶ " + active}
}

// headerLefts are a header's left forms: all the parts, then one fewer of
// the optional ones at a time (the game's name, the mode), then fewer of
// the others, the last (the turn) always kept: the first ones before the
// later (the round before the phase); "" parts are in no form. plain is
// the first form with no optional part.
func headerLefts(optional []string, parts ...string) (forms []string, plain int) {
	var opt, kept []string
	for _, p := range optional {
		if p != "" {
			opt = append(opt, p)
		}
	}
	for _, p := range parts {
		if p != "" {
			kept = append(kept, p)
		}
	}
	join := func(ps []string) string { return " " + strings.Join(ps, " · ") }
	for from := 0; from < len(opt); from++ {
		forms = append(forms, join(append(slices.Clone(opt[from:]), kept...)))
	}
	plain = len(forms)
	if len(kept) == 0 {
		return append(forms, " "), plain
	}
	// The subsets of the parts before the last, most parts first, then the
	// earlier parts kept first.
	head, last := kept[:len(kept)-1], kept[len(kept)-1]
	var subsets [][]string
	for mask := (1 << len(head)) - 1; mask >= 0; mask-- {
		var sub []string
		for i, p := range head {
			if mask&(1<<(len(head)-1-i)) != 0 {
				sub = append(sub, p)
			}
		}
		subsets = append(subsets, append(sub, last))
	}
	slices.SortStableFunc(subsets, func(a, b []string) int { return len(b) - len(a) })
	for _, sub := range subsets {
		forms = append(forms, join(sub))
	}
	return forms, plain
}

// drawHeader draws the header and returns its rows: two when whose turn
// it is and who is next do not fit beside the shortest left part.
func (b *boardView) drawHeader(screen tcell.Screen, x, y, w int) int {
	st := b.pal.header()
	fill(screen, x, y, w, st)
	if b.ctl.Game() == nil {
		put(screen, x+1, y, w-2, b.t("tablemate · Monumental"), st)
		return 1
	}
	left, names, rows := b.headerFit(b.view().header(b, w), w)
	if len(rows) == 0 {
		b.putHeader(screen, x, y, w, left, names)
		return 1
	}
	fill(screen, x, y+1, w, st)
	put(screen, x, y, w, left, st)
	// The first beside the left part when it fits, flush right; the
	// second under them.
	under := rows[1]
	if first := i18n.Width(rows[0]); first > 0 && i18n.Width(left)+first+2 <= w {
		put(screen, x+w-first, y, first, rows[0], st)
	} else {
		under = rows[0] + under
	}
	put(screen, x+1, y+1, w-1, clip(under, w-1), st)
	return 2
}

// headerFit is the header's left part with the clock, and whose turn it
// is, as they fit in w cells: the names whole, and the clock always (it
// runs, every second). The clock's labels, the game's name and the mode
// go first, then the words about the names ("Ana's turn", "next:") give
// way to marks, then the round and the phase; when the names alone leave
// no room, they go on a second row (two).
func (b *boardView) headerFit(h header, w int) (left, names string, rows []string) {
	clocks := b.clockTexts()
	with := func(l, c string) string {
		if c == "" {
			return l
		}
		return l + " · " + c
	}
	// As putHeader puts them: a cell at least between the two parts.
	fits := func(l, who string) bool { return i18n.Width(l)+i18n.Width(who)+2 <= w }
	// The game's name and the mode go before the clock's labels, which go
	// before the round.
	var whole, fewer []string
	for i, l := range h.lefts {
		if i <= h.plain {
			whole = append(whole, with(l, clocks[0]))
		}
	}
	plain := min(h.plain, len(h.lefts)-1)
	whole = append(whole, with(h.lefts[plain], clocks[len(clocks)-1]))
	for _, l := range h.lefts[plain+1:] {
		fewer = append(fewer, with(l, clocks[len(clocks)-1]))
	}
	for _, step := range []struct {
		forms []string
		short bool
	}{{whole, false}, {fewer, false}, {whole, true}, {fewer, true}} {
		names = h.who(step.short).text()
		for _, l := range step.forms {
			if fits(l, names) {
				return l, names, nil
			}
		}
	}
	// Two rows: the longest left part that fits, and the names under it:
	// on one row in words or short, else whose turn beside the left part
	// and who is next under it.
	left = with(h.lefts[len(h.lefts)-1], clocks[len(clocks)-1])
	for _, l := range append(whole, fewer...) {
		if i18n.Width(l) <= w {
			left = l
			break
		}
	}
	for _, short := range []bool{false, true} {
		if text := h.who(short).text(); i18n.Width(text) <= w-1 {
			return left, "", []string{"", text}
		}
	}
	// Whose turn beside the longest left part it fits with.
	split := h.who(true)
	for _, l := range append(whole, fewer...) {
		if fits(l, split[0]+" ") {
			return l, "", []string{split[0] + " ", split[1] + " "}
		}
	}
	return left, "", []string{split[0] + " ", split[1] + " "}
}

// clockTexts are the current turn's time and the game's playing time from
// the recorder's Clock, read on every draw: the labelled form, then the
// short one ("1:05 · 1:02:03"); "" alone when the recorder keeps no time
// or the game was not timed.
func (b *boardView) clockTexts() []string {
	_, turn, played, ok := b.ctl.Times()
	switch {
	case !ok, played < 0 && turn < 0:
		return []string{""}
	case turn < 0:
		return []string{b.tf("game %s", clockDuration(played)), clockDuration(played)}
	case played < 0:
		return []string{b.tf("turn %s", clockDuration(turn)), clockDuration(turn)}
	}
	return []string{b.tf("turn %s · game %s", clockDuration(turn), clockDuration(played)),
		b.tf(clockShort, clockDuration(turn), clockDuration(played))}
}

// clockDuration is m:ss, or h:mm:ss from an hour.
func clockDuration(t time.Duration) string {
	sec := int(t / time.Second)
	if sec >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", sec/3600, sec/60%60, sec%60)
	}
	return fmt.Sprintf("%d:%02d", sec/60, sec%60)
}

// putHeader writes the header's left part, and its right part (whose turn)
// flush right when both fit.
func (b *boardView) putHeader(screen tcell.Screen, x, y, w int, left, who string) {
	st := b.pal.header()
	put(screen, x, y, w, left, st)
	ww := i18n.Width(who)
	if ww < w-i18n.Width(left)-1 {
		put(screen, x+w-ww, y, ww, who, st)
	} else {
		put(screen, x, y, w, clip(left+" · "+who, w), st)
	}
}

// endLines is a game's end line in at most two rows of w cells: the
// sentence after the label "End:", or alone when it starts with the
// label's word already ("End triggered", "Final activado"), wrapped; in one
// row without the label when that alone keeps it on one row.
func (b *boardView) endLines(sentence string, w int) []string {
	text := b.tf("End: %s", sentence)
	label := endLabel(b.loc)
	if label != "" && strings.HasPrefix(strings.ToLower(sentence), strings.ToLower(label)) {
		text = sentence
	}
	lines := wrap(text, w-1)
	if len(lines) > 1 && cells(sentence) <= w-1 {
		return []string{sentence}
	}
	if len(lines) > 2 {
		lines = append(lines[:1:1], clip(strings.Join(lines[1:], " "), w-1))
	}
	return lines
}

// endLabel is the word "End:" stands for in the language ("Final", "終了"),
// without its colon.
func endLabel(loc *i18n.Localizer) string {
	head, _, _ := strings.Cut(loc.Sprintf("End: %s", "\x00"), "\x00")
	return strings.TrimRight(strings.TrimSpace(head), ":：\u202f\u00a0 ")
}

func (b *boardView) statusLines(w int) []string {
	st := b.ctl.Status()
	if st.Text == "" {
		return []string{""}
	}
	lines := wrap(st.Text, w-2)
	most := 2
	if v := b.view(); v != nil && v.statusRows > 0 {
		most = v.statusRows
	}
	if len(lines) <= most {
		return lines // wrapped, never cut
	}
	// Too long even for its rows: the first sentences are shortened, so
	// that the last ones (a count, what to press) stay whole.
	for _, at := range st.Starts {
		if short := shortened(st.Text[:at], st.Text[at:], w-2, most); short != nil {
			return short
		}
	}
	return append(lines[:most-1:most-1], clipKeepingRule(strings.Join(lines[most-1:], " "), w-2))
}

// shortened is head cut as little as leaves tail whole, the two in most
// rows of width cells; nil when tail alone needs them. head ends with the
// space between the sentences, if any (none after a Japanese full stop):
// a cut head keeps it, so that a Japanese line stays one run to cut.
func shortened(head, tail string, width, most int) []string {
	text := strings.TrimRight(head, " ")
	sep := head[len(text):]
	rows := func(n int) []string {
		if l := wrap(clip(text, n)+sep+tail, width); len(l) <= most {
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

func (b *boardView) drawStatus(screen tcell.Screen, x, y, w int, lines []string) {
	status := b.ctl.Status()
	if status.Text == "" {
		return
	}
	st := b.pal.okStyle()
	if status.Error {
		st = b.pal.errorStyle()
	}
	for i, line := range lines {
		fill(screen, x, y+i, w, st)
		put(screen, x+1, y+i, w-1, line, st)
	}
}

func (b *boardView) drawHelpBar(screen tcell.Screen, x, y, w int) {
	col := x
	for _, it := range b.helpBar(w) {
		col += put(screen, col, y, x+w-col, " "+it[0]+" ", b.pal.key())
		col += put(screen, col, y, x+w-col, it[1], b.pal.plain())
	}
}

// drawLowerLeft draws the instructions panel (until Enter) above the log.
func (b *boardView) drawLowerLeft(screen tcell.Screen, x, y, w, h int) {
	if h <= 0 {
		return
	}
	if b.ctl.HasSteps() {
		used := b.drawInstructions(screen, x, y, w, h, b.ctl.Steps())
		y += used
		h -= used
	}
	if h >= 2 {
		b.drawLog(screen, x, y, w, h)
	}
}

func (b *boardView) drawInstructions(screen tcell.Screen, x, y, w, h int, pending control.Steps) int {
	st := b.pal.instruction()
	// Each step wrapped under its number; with the steps of more than one
	// change, each change's first step under a line that names it.
	steps := make([][]string, len(pending.Pending))
	heads := map[int]string{}
	if len(pending.Groups) > 1 {
		at := 0
		for _, g := range pending.Groups {
			switch {
			case g.Phase:
				heads[at] = b.t(phaseHead)
			case g.Reverse && g.Actor != "":
				heads[at] = b.tf(undoHeadBy, g.Cause, b.loc.Seat(g.Actor))
			case g.Reverse:
				heads[at] = b.tf(undoHead, g.Cause)
			case g.Actor != "":
				heads[at] = b.tf(stepsHeadBy, g.Cause, b.loc.Seat(g.Actor))
			default:
				heads[at] = b.tf(stepsHead, g.Cause)
			}
			at += len(g.Steps)
		}
	}
	lines := 0
	for i, e := range pending.Pending {
		if head, ok := heads[i]; ok {
			for _, line := range wrap(head, w-2) {
				steps[i] = append(steps[i], headMark+line)
			}
		}
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
	// Whole steps from the steps' Top while they fit (the first one shown may be
	// cut on a very small panel); the rest is a key away.
	// The title is never cut: the full one, a shorter one, the full one on
	// two rows, or the shorter one wrapped.
	full, short, scrollTitle, scrollShort := stepsTitle, stepsTitleShort, stepsTitleScroll, stepsTitleScrollShort
	mixed := len(pending.Groups) > 1
	switch {
	case mixed:
		full, short, scrollTitle, scrollShort = mixedTitle, mixedTitleShort, mixedTitleScroll, stepsTitleScrollShort
	case pending.Reverse:
		full, short, scrollTitle, scrollShort = undoTitle, undoTitleShort, undoTitleScroll, undoTitleScrollShort
	}
	title := func(format string) string {
		if mixed {
			return b.t(format)
		}
		if pending.Phase {
			return b.t(phaseTitle) // a step of its own, after no action
		}
		return b.tf(format, pending.Cause)
	}
	titles := []string{" " + title(full)}
	if i18n.Width(titles[0]) > w {
		titles[0] = " " + title(short)
		if i18n.Width(titles[0]) > w {
			// On two rows: the full title when it fits there, else the
			// short one, on as many rows as it takes (it names the key
			// that goes on).
			titles = wrap(title(full), w-1)
			if len(titles) > 2 {
				titles = wrap(title(short), w-1)
			}
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
		first = min(max(pending.Top, 0), len(steps)-1)
	}
	// The first step's lines scrolled above the panel (scrollSteps), as
	// many as leave its end in sight.
	skip := 0
	if scroll && b.skipStep == pending.Pending[first] {
		skip = min(b.skip, max(0, len(steps[first])-avail))
	}
	b.skip, b.skipStep, b.rows, b.cut = skip, pending.Pending[first], avail, false
	last, row := first, top+1
	for i := first; i < len(steps); i++ {
		if i > first && row-top-1+len(steps[i]) > avail {
			break
		}
		for j, l := range steps[i] {
			if i == first && j < skip {
				continue
			}
			if row >= top+1+avail {
				b.cut = true
				break
			}
			if head, ok := strings.CutPrefix(l, headMark); ok {
				put(screen, x+1, row, w-1, head, b.pal.title())
				row++
				continue
			}
			p, text, _ := strings.Cut(l, "\x00")
			put(screen, x, row, len(p), p, b.pal.active())
			put(screen, x+len(p), row, w-len(p), text, b.pal.plain())
			row++
		}
		last = i
	}
	b.stepsFirst, b.stepsLast = first, last
	if scroll {
		// Steps out of view: the title says which are shown and how to
		// see the others (scrollSteps).
		title := " " + b.tf(scrollTitle, pending.Cause, first+1, last+1, len(steps))
		if mixed {
			title = " " + b.tf(scrollTitle, first+1, last+1, len(steps))
		}
		if i18n.Width(title) > w {
			title = " " + b.tf(scrollShort, first+1, last+1, len(steps))
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
// those the log position is above them (scrollLog). The title says when
// there is more to see and which keys show it.
func (b *boardView) drawLog(screen tcell.Screen, x, y, w, h int) {
	rows := h - 1
	v := b.ctl.Log(rows, w-1, wrap)
	b.logPane = logPane{x: x, y: y, w: w, h: h, rows: rows, back: v.Back, older: v.Older}
	title := " " + b.t("Log")
	// While steps are pending the arrows and PgUp/PgDn scroll them: only
	// j and k are named then.
	back, more := logTitleBack, logTitleOlder
	if b.ctl.HasSteps() {
		back, more = logTitleBackJ, logTitleOlderK
	}
	switch {
	case v.Back > 0 || v.Below > 0: // newer rows under the pane, j away
		title += " · " + b.t(back)
	case v.Older:
		title += " · " + b.t(more)
	}
	put(screen, x, y, w, clip(title, w), b.pal.title())
	row := y + 1 + v.Blank
	for _, l := range v.Lines {
		put(screen, x+1, row, w-1, clip(l, w-1), b.pal.plain())
		row++
	}
}

// drawTooSmall draws the message shown instead of the layout.
func (b *boardView) drawTooSmall(screen tcell.Screen, w, h int) {
	msg := []string{b.t("tablemate: enlarge the window"), b.t("to at least 80x24"), b.tf("(now %dx%d)", w, h)}
	if long := b.tf("tablemate: enlarge the window to at least 80x24 (now %dx%d)", w, h); w >= i18n.Width(long) {
		msg = []string{long}
	}
	// A very small window (20x6) still reads every word: each line wrapped
	// to its width.
	var lines []string
	for _, m := range msg {
		if i18n.Width(m) <= w {
			lines = append(lines, m)
			continue
		}
		lines = append(lines, wrap(m, w)...)
	}
	msg = lines
	top := (h - len(msg)) / 2
	if top < 0 {
		top = 0
	}
	for i, line := range msg {
		x := (w - i18n.Width(line)) / 2
		if x < 0 {
			x = 0
		}
		put(screen, x, top+i, w-x, line, tcell.StyleDefault.Bold(true))
	}
}
