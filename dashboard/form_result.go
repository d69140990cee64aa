package dashboard

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
	"tablemate/scoring"
	"tablemate/tracker/wm"
)

// The final table of either game, in a dialog over the board: its text
// (the table, how the game ended, a bar chart), its keys (b BG Stats, n a
// new game, q), and World Monuments' s, which records the result once
// every gem is in.

// showResult shows the final table, the reasons and a bar chart.
func (fm *forms) showResult(res scoring.Result) { fm.showResultText(resultText(fm.loc, res, 74)) }

// showResultText shows a final table of either game in the result dialog.
func (fm *forms) showResultText(text string) {
	tv := tview.NewTextView().SetDynamicColors(false).SetWrap(true).SetText(text)
	tv.SetBorder(true).SetTitle(" " + fm.t(resultTitle) + " ")
	box := &moreBelow{TextView: tv, lines: strings.Count(text, "\n"), hint: " " + fm.t(msgMoreBelow) + " ", st: fm.pal.title()}
	fm.styleBox(tv.Box)
	tv.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		switch {
		case ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter:
			fm.dialogs.close()
		case ev.Key() == tcell.KeyRune && ev.Rune() == 'n':
			fm.dialogs.close()
			fm.newGame()
		case ev.Key() == tcell.KeyRune && ev.Rune() == 'b':
			// The play as a QR code for BG Stats, over the final table.
			fm.openBGStats()
		case ev.Key() == tcell.KeyRune && ev.Rune() == 'u':
			// A wrong tally found on the final table: the game reopens
			// and the last tally is taken back, as u does on the board.
			fm.dialogs.close()
			fm.ctl.Undo()
		case ev.Key() == tcell.KeyRune && ev.Rune() == 'q':
			fm.quit()
		default:
			return ev // scrolling
		}
		return nil
	})
	// Up to the screen's height less the header and the rows under the
	// dialog: a taller box's blank margin covered the header at 80x24
	// (French); the rest scrolls and the border says so.
	_, screenRows := fm.dialogs.screenSize()
	lines := min(strings.Count(text, "\n")+3, max(MinHeight, screenRows)-4)
	fm.dialogs.show("result", box, box, 78, lines)
	// Scrolling is offered only while part of the table is out of sight.
	fm.dialogs.setKeys(barKey{key: "Esc", word: "back"}, barKey{key: "u", word: "undo"}, barKey{key: "b", word: "BG Stats"},
		barKey{key: "n", word: "new game"}, barKey{key: "q", word: "quit"}, barKey{key: "↑↓ PgDn", word: "scroll", when: fm.textScrolls(tv, strings.Count(strings.TrimSuffix(text, "\n"), "\n")+1)})
}

// resultTitle is the final table's title: its keys, b for BG Stats.
const resultTitle = "Final score · saved · Esc back · u undo · b BG Stats"

// moreBelow is a text box that says on its bottom border when part of its
// text is below it (the final score at 80x24: the last bars), and how to
// see it.
type moreBelow struct {
	*tview.TextView
	lines int
	hint  string
	st    tcell.Style
}

// textScrolls tells whether the text box of the dialog on top, of lines
// rows (wrapped), has part of its text out of sight, below or above: a
// help bar offers its scroll keys only then. The box's rows are the
// dialog's height on the screen as it is now, less the border: the help
// bar is drawn before the dialog, so the box's last drawn size may be
// another screen's.
func (fm *forms) textScrolls(tv *tview.TextView, lines int) func() bool {
	return func() bool {
		row, _ := tv.GetScrollOffset()
		row = max(row, 0) // -1 before the box is first drawn
		return row > 0 || row+fm.dialogs.innerRows() < lines
	}
}

func (m *moreBelow) Draw(screen tcell.Screen) {
	m.TextView.Draw(screen)
	x, y, w, h := m.GetRect()
	_, _, _, inner := m.GetInnerRect()
	row, _ := m.GetScrollOffset()
	if row+inner >= m.lines || h < 3 {
		return
	}
	hw := i18n.Width(m.hint)
	if hw > w-4 {
		return
	}
	put(screen, x+w-2-hw, y+h-1, hw, m.hint, m.st)
}

// resultText is the final table (dominance marked with *), the scoring
// explanations and a horizontal bar chart of the totals. Columns are
// padded in screen cells, so that wide names and headers keep them aligned.
func resultText(loc *i18n.Localizer, res scoring.Result, width int) string {
	var b strings.Builder
	// Best first; tied players keep the seat order.
	players := append([]scoring.PlayerScore(nil), res.Players...)
	sort.SliceStable(players, func(i, j int) bool { return players[i].Rank < players[j].Rank })
	// A category's column as wide as its head or its points ("12*"), a
	// space before; the names take what is left, whole while it is enough.
	catW := make([]int, len(res.Categories))
	for i, c := range res.Categories {
		catW[i] = max(4, i18n.Width(shortCategory(loc, c))+1)
	}
	// A head as wide as its column (ボーナス) widens it: heads never run
	// together.
	bonusW := max(5, i18n.Width(loc.T("Bonus"))+1)
	totalW := max(6, i18n.Width(loc.T("Total"))+1)
	rest := 3 + bonusW + totalW + 12
	for _, w := range catW {
		rest += w
	}
	nameW := i18n.Width(loc.T("Player"))
	for _, p := range players {
		nameW = max(nameW, i18n.Width(seatName(loc, p.Name, p.Winner)))
	}
	nameW = max(8, min(nameW+1, width-rest))
	// Room left widens the category columns back to 7 cells, and the name
	// column to 14, as far as it goes.
	for spare := width - rest - nameW; spare > 0; {
		grown := false
		for i := range catW {
			if catW[i] < 7 && spare > 0 {
				catW[i]++
				spare--
				grown = true
			}
		}
		if nameW < 14 && spare > 0 {
			nameW++
			spare--
			grown = true
		}
		if !grown {
			break
		}
	}
	b.WriteString(i18n.PadRight("#", 3) + i18n.PadRight(loc.T("Player"), nameW))
	for i, c := range res.Categories {
		b.WriteString(i18n.PadLeft(shortCategory(loc, c), catW[i]))
	}
	b.WriteString(i18n.PadLeft(loc.T("Bonus"), bonusW) + i18n.PadLeft(loc.T("Total"), totalW) + i18n.PadLeft(clip(loc.T("Gold"), 5), 6) + i18n.PadLeft(clip(loc.T("Cult"), 5), 6) + "\n")
	for _, p := range players {
		name := clip(loc.Seat(p.Name), nameW-1)
		if p.Winner {
			name = clip(loc.Seat(p.Name), nameW-3) + " ♛"
		}
		b.WriteString(i18n.PadRight(strconv.Itoa(p.Rank), 3) + i18n.PadRight(name, nameW))
		for i, c := range res.Categories {
			pts, _ := p.PointsFor(c)
			cell := strconv.Itoa(pts)
			if p.HasDominance(c) {
				cell += "*"
			} else {
				cell += " "
			}
			b.WriteString(i18n.PadLeft(cell, catW[i]))
		}
		b.WriteString(i18n.PadLeft("+"+strconv.Itoa(p.Bonus), bonusW) + i18n.PadLeft(strconv.Itoa(p.Total), totalW) +
			i18n.PadLeft(strconv.Itoa(p.Gold), 6) + i18n.PadLeft(strconv.Itoa(p.Culture), 6) + "\n")
	}
	// The columns are headed by short forms; the legend names them.
	var legend []string
	for _, c := range res.Categories {
		legend = append(legend, shortCategory(loc, c)+" "+loc.Message(c))
	}
	for _, line := range wrap(loc.Sprintf(msgPointsLegend, strings.Join(legend, " · ")), width) {
		b.WriteString(line + "\n")
	}
	for _, line := range wrap(loc.Sprintf(dominanceLegend, scoring.DominanceBonus), width) {
		b.WriteString(line + "\n")
	}
	// A reading that changed the score is told with the table.
	if n := literalPoints(res); n > 0 {
		for _, line := range wrap(loc.Sprintf(readingLiteralGave, n), width) {
			b.WriteString(line + "\n")
		}
	}
	b.WriteString("\n")
	for _, e := range res.Explanation {
		for i, line := range wrap(loc.Message(e), width-2) {
			if i == 0 {
				b.WriteString("- " + line + "\n")
			} else {
				b.WriteString("  " + line + "\n")
			}
		}
	}
	b.WriteString("\n")
	names := make([]string, len(players))
	totals := make([]int, len(players))
	for i, p := range players {
		names[i], totals[i] = loc.Seat(p.Name), p.Total
	}
	b.WriteString(barChart(names, totals, width))
	return b.String()
}

// barChart is the end's horizontal bar chart of the totals, in the order
// given. A total at or below 0 (World Monuments' pass penalties can take
// one there) gets no bar.
func barChart(names []string, totals []int, width int) string {
	top := 0
	nameW := 8
	for i, t := range totals {
		top = max(top, t)
		nameW = max(nameW, i18n.Width(names[i]))
	}
	// The names whole while they leave the bars half the width.
	nameW = min(nameW, width/2-1)
	var b strings.Builder
	barW := width - nameW - 8
	for i, name := range names {
		n := 0
		if top > 0 && totals[i] > 0 {
			n = totals[i] * barW / top
		}
		fmt.Fprintf(&b, "%s %s %d\n", i18n.PadRight(clip(name, nameW), nameW), strings.Repeat("█", n), totals[i])
	}
	return b.String()
}

// seatName is a player's name in the final table, with the crown of a
// winner.
func seatName(loc *i18n.Localizer, name string, winner bool) string {
	if winner {
		return loc.Seat(name) + " ♛"
	}
	return loc.Seat(name)
}

// dominanceLegend is the final table's note on the * of a dominance bonus:
// every player tied for the most gets it too (M-SCORE-2).
const dominanceLegend = "* dominance: +%d for the most in a category, to each player tied for the most (M-SCORE-2)"

// msgPointsLegend heads the legend: the category columns are points, not
// counts (3 Wonders show as 6).
const msgPointsLegend = "Points per category: %s"

// categoryShort is a final table's column heads, as the Automa panel
// writes its tallies (K W P Prov); the legend under the table names them.
func categoryShort(c scoring.Category) (string, bool) {
	switch c {
	case scoring.Knowledge:
		return "K", true
	case scoring.Wonders:
		return "W", true
	case scoring.Policies:
		return "P", true
	case scoring.Provinces:
		return "Prov", true
	case scoring.Trade:
		return "Trade", true
	case scoring.Monsters:
		return "Mon", true
	case scoring.NaturalWonders:
		return "NatW", true
	case scoring.FutureProjects:
		return "Proj", true
	case scoring.Quests:
		return "Quest", true
	case scoring.AutomaGold:
		return "AGold", true
	}
	return "", false
}

// shortCategory is a category's column head, in at most 6 cells: "K",
// "Prov".
func shortCategory(loc *i18n.Localizer, c scoring.Category) string {
	name := loc.Message(c)
	if short, ok := categoryShort(c); ok {
		name = loc.T(short)
	}
	if i18n.Width(name) > 6 {
		head, _ := cut(name, 5)
		return head + "."
	}
	return name
}

// finishWM records the final score once every gem is in and shows the
// final table; afterwards it shows the table again.
func (fm *forms) finishWM() { fm.finishWMSaying(!fm.ctl.Scored()) }

// finishWMSaying is finishWM; justScored: the gems just entered scored the
// game (the controller saved it with them), which the status line says.
func (fm *forms) finishWMSaying(justScored bool) {
	s := fm.wms()
	if !s.Scored() {
		fm.ctl.Say("%s", fm.wmEndStatus(s))
		return
	}
	if !fm.ctl.Scored() || justScored {
		if err := fm.ctl.Finish(); err != nil {
			fm.ctl.Refuse("not saved, try again with s: %v", err)
			return
		}
		fm.ctl.Say(wmFinishedSaved, fm.wmEndStatus(s))
	}
	fm.showResultText(fm.wmResultText(s, 74))
}

// markerCell is a final table's Marker cell: the space the marker stands
// on, and the laps past 60 ("18 (+60)"); the column's head says what it is.
func markerCell(total int) string {
	space, laps := wm.Marker(total)
	if laps == 0 {
		return strconv.Itoa(space)
	}
	return strconv.Itoa(space) + " (+" + strconv.Itoa(60*laps) + ")"
}

// wmResultText is the final table (best first, ties share a rank), how the
// game ended, and the shared bar chart.
func (fm *forms) wmResultText(s *wm.State, width int) string {
	results, _, _ := s.Results()
	sort.SliceStable(results, func(i, j int) bool { return results[i].Rank < results[j].Rank })
	var b strings.Builder
	// The gems column keeps a space before its head ("Gemmes" is 6 cells).
	gems := max(6, i18n.Width(fm.t("Gems"))+1)
	// The names whole while they leave the other columns their room.
	nameW, markerW := i18n.Width(fm.t("Player")), i18n.Width(fm.t("Marker"))
	for _, r := range results {
		nameW = max(nameW, i18n.Width(seatName(fm.loc, r.Name, r.Win)))
		markerW = max(markerW, i18n.Width(markerCell(r.Score)))
	}
	nameW = max(8, min(nameW+1, width-3-7-gems-2-markerW))
	b.WriteString(i18n.PadRight("#", 3) + i18n.PadRight(fm.t("Player"), nameW) + i18n.PadLeft(fm.t("Points"), 7) +
		i18n.PadLeft(fm.t("Gems"), gems) + "  " + fm.t("Marker") + "\n")
	names := make([]string, len(results))
	totals := make([]int, len(results))
	for i, r := range results {
		name := clip(r.Name, nameW-1)
		if r.Win {
			name = clip(r.Name, nameW-3) + " ♛"
		}
		b.WriteString(i18n.PadRight(strconv.Itoa(r.Rank), 3) + i18n.PadRight(name, nameW) + i18n.PadLeft(strconv.Itoa(r.Score), 7) +
			i18n.PadLeft(strconv.Itoa(r.Gems), gems) + "  " + markerCell(r.Score) + "\n")
		names[i], totals[i] = r.Name, r.Score
	}
	b.WriteString("\n")
	if s.End() == wm.Completed {
		b.WriteString(fm.tf(wmEndComplete, s.Round()) + "\n")
	} else {
		b.WriteString(fm.t(wmEndRound3) + "\n")
	}
	b.WriteString(fm.wmEndStatus(s) + "\n\n")
	b.WriteString(barChart(names, totals, width))
	return b.String()
}
