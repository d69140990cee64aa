package dashboard

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/scoring"
	"tablemate/tracker"
)

// tallyColumns are the figures the end form asks for, in the order of a
// score pad.
var tallyColumns = []string{"Knowledge", "Wonders", "Policies", "Provinces", "Gold", "Culture"}

func tallyValues(t scoring.Tally) []int {
	return []int{t.Knowledge, t.Wonders, t.Policies, t.Provinces, t.Gold, t.Culture}
}

// sameCounts compares what the end form asks for.
func sameCounts(a, b scoring.Tally) bool {
	va, vb := tallyValues(a), tallyValues(b)
	for i := range va {
		if va[i] != vb[i] {
			return false
		}
	}
	return true
}

// openScore shows the end form: one row of tallies per seat, starting from
// the tallies the engine has (entered before, or kept by the Automa).
func (d *Dashboard) openScore() {
	if d.mon() == nil {
		d.failf(msgNoGameAction)
		return
	}
	s := d.mon()
	if !s.Over() {
		d.failf("the game is not over yet: score it after the last turn (M-END-1)")
		return
	}
	if res, ok, err := s.Score(); d.scored && ok && err == nil {
		d.showResult(res)
		return
	}
	seats := s.Seats()
	layout := tview.NewFlex().SetDirection(tview.FlexRow)
	// The header's columns sit over the fields (16 cells of name, then 10
	// per count), counted in screen cells.
	heads, legend := tallyHeads(d.loc)
	header := strings.Repeat(" ", 16)
	for _, h := range heads {
		header += i18n.PadRight(h, 10)
	}
	head := tview.NewTextView().SetText(header)
	head.SetBackgroundColor(tcell.ColorDefault)
	layout.AddItem(head, 1, 0, false)

	var order []tview.Primitive
	// The cursor starts in the first row of a player whose tally is not
	// in yet, not in the Automa's prefilled one (the first row of a solo
	// game).
	start := -1
	fields := make([][]*tview.InputField, len(seats))
	marks := make([][]*tview.TextView, len(seats))
	for i, seat := range seats {
		row := tview.NewFlex()
		name := tview.NewTextView().SetText(clip(d.loc.Seat(seat.Name), 15))
		name.SetBackgroundColor(tcell.ColorDefault)
		row.AddItem(name, 16, 0, false)
		t, ok := d.prefill(s, i)
		_, in := s.TallyOf(i)
		if !in && !seat.Automa && start < 0 {
			start = len(order)
		}
		draft := d.tallyDraft.of(d.g, seat.Name)
		for j := range tallyColumns {
			f := tview.NewInputField().SetFieldWidth(6).SetAcceptanceFunc(tallyDigits)
			f.SetPlaceholder("0")
			switch {
			case !in && draft != nil:
				f.SetText(draft[j])
			case ok:
				f.SetText(strconv.Itoa(tallyValues(t)[j]))
			}
			d.styleField(f)
			fields[i] = append(fields[i], f)
			order = append(order, f)
			// The cells after a field mark it when its count is refused.
			mark := tview.NewTextView()
			mark.SetBackgroundColor(tcell.ColorDefault)
			if !d.pal.noColor {
				mark.SetTextColor(tcell.ColorRed)
			}
			marks[i] = append(marks[i], mark)
			row.AddItem(f, 7, 0, j == 0).AddItem(mark, 3, 0, false)
		}
		layout.AddItem(row, 1, 0, i == 0)
	}
	// Abbreviated heads are named under the rows, as on the final table.
	var legendRows []string
	if legend != "" {
		legendRows = wrap(d.tf(msgTallyLegend, legend), 76)
		lt := tview.NewTextView().SetText(strings.Join(legendRows, "\n"))
		lt.SetBackgroundColor(tcell.ColorDefault)
		layout.AddItem(lt, len(legendRows), 0, false)
	}
	errs := d.errorLine()
	layout.AddItem(tview.NewBox().SetBackgroundColor(tcell.ColorDefault), 1, 0, false)
	layout.AddItem(errs, tallyErrRows, 0, false)

	submit := func() {
		var tallies []scoring.Tally
		names := make([]string, len(seats))
		counts := make([][]int, len(seats))
		for i := range marks {
			for _, m := range marks[i] {
				m.SetText("")
			}
		}
		for i, seat := range seats {
			t, ok := d.mon().TallyOf(i)
			if !ok { // the counts the form has not got stay 0
				t = scoring.Tally{Name: seat.Name, Automa: seat.Automa}
			}
			vals := make([]int, len(tallyColumns))
			for j, f := range fields[i] {
				txt := strings.TrimSpace(f.GetText())
				if txt == "" {
					continue
				}
				n, err := strconv.Atoi(txt)
				if err != nil || n < 0 || !tallyDigits(txt, 0) {
					marks[i][j].SetText(problemMark)
					errs.SetText(d.tf(msgNotNumber, seat.Name, d.t(tallyColumns[j]), txt))
					return
				}
				vals[j] = n
			}
			t.Knowledge, t.Wonders, t.Policies, t.Provinces, t.Gold, t.Culture = vals[0], vals[1], vals[2], vals[3], vals[4], vals[5]
			tallies = append(tallies, t)
			names[i], counts[i] = seat.Name, vals
		}
		// Every impossible count at once, each field marked, before any
		// tally is saved.
		if probs := d.tallyProblems(d.mon().Setup(), names, counts); len(probs) > 0 {
			lines := make([]string, len(probs))
			for k, p := range probs {
				for _, c := range p.cells {
					marks[c.seat][c.col].SetText(problemMark)
				}
				lines[k] = p.text
			}
			errs.SetText(strings.Join(lines, "\n"))
			return
		}
		// One tally action per changed seat, each recorded before it is
		// applied: the tallies are in the saved log, so undo and resume
		// go through them.
		for i, t := range tallies {
			if have, ok := d.mon().TallyOf(i); ok && sameCounts(have, t) {
				continue
			}
			if !d.do(tracker.TallyAction{Tally: t}) {
				errs.SetText(d.status)
				return
			}
		}
		res, ok, err := d.mon().Score()
		if err != nil || !ok {
			errs.SetText(d.tf(scoreTalliesSaved, d.loc.Error(err)))
			return
		}
		if err := d.finish(); err != nil {
			errs.SetText(d.tf("Not saved, try again: %s", err.Error()))
			return
		}
		d.tallyDraft = tallyDraft{}
		d.say("Scored and saved: %s.", d.loc.Message(res.Explanation[len(res.Explanation)-1]))
		d.showResult(res)
	}
	scoreBtn := tview.NewButton(d.t("Score and save")).SetSelectedFunc(submit)
	// Closed without scoring, the form keeps what was typed for the next
	// s: an Esc after a refusal does not cost the table every count.
	cancel := func() {
		d.tallyDraft = newTallyDraft(d.g, seats, fields)
		d.closeDialog()
	}
	cancelBtn := tview.NewButton(d.t("Cancel")).SetSelectedFunc(cancel)
	d.styleButton(scoreBtn)
	d.styleButton(cancelBtn)
	order = append(order, scoreBtn, cancelBtn)
	// Each button as wide as its label and a margin: a translation is
	// never cut ("Puntuar y guardar", "Compter et enregistrer").
	buttons := tview.NewFlex().
		AddItem(scoreBtn, i18n.Width(d.t("Score and save"))+2, 0, false).
		AddItem(tview.NewBox().SetBackgroundColor(tcell.ColorDefault), 2, 0, false).
		AddItem(cancelBtn, i18n.Width(d.t("Cancel"))+2, 0, false).
		AddItem(tview.NewBox().SetBackgroundColor(tcell.ColorDefault), 0, 1, false)
	layout.AddItem(buttons, 1, 0, false)

	// Tab, Enter and the arrows move between the cells of the score pad.
	move := func(from, by int) {
		i := (from + by + len(order)) % len(order)
		d.setFocus(order[i])
	}
	for k, p := range order {
		switch p := p.(type) {
		case *tview.InputField:
			p.SetDoneFunc(func(key tcell.Key) {
				switch key {
				case tcell.KeyEnter, tcell.KeyTab:
					move(k, 1)
				case tcell.KeyBacktab:
					move(k, -1)
				case tcell.KeyEscape:
					cancel()
				}
			})
			p.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
				switch ev.Key() {
				case tcell.KeyDown:
					if k+len(tallyColumns) < len(fields)*len(tallyColumns) {
						move(k, len(tallyColumns))
					} else {
						d.setFocus(scoreBtn)
					}
					return nil
				case tcell.KeyUp:
					if k >= len(tallyColumns) {
						move(k, -len(tallyColumns))
					}
					return nil
				}
				return ev
			})
		case *tview.Button:
			p.SetExitFunc(func(key tcell.Key) {
				switch key {
				case tcell.KeyEscape:
					cancel()
				case tcell.KeyBacktab, tcell.KeyLeft, tcell.KeyUp:
					move(k, -1)
				default:
					move(k, 1)
				}
			})
		}
	}
	layout.SetBorder(true).SetTitle(" " + d.t("Final tallies · Tab/Enter/arrows move · Esc cancels") + " ")
	d.styleBox(layout.Box)
	d.showDialog("score", layout, order[max(start, 0)], 80, len(seats)+6+tallyErrRows+len(legendRows))
}

// msgTallyLegend names the end form's abbreviated column heads.
const msgTallyLegend = "Columns: %s"

// tallyHeadWidth is the most cells a head of the end form takes (its
// column is 10 cells: a field of 7 and a mark of 3).
const tallyHeadWidth = 9

// tallyHeads are the end form's column heads: the whole words when every
// category's word fits its column, else the final table's short forms for
// all four categories (one style, not a mix), with the legend that names
// them. Gold and Culture take the short "Cult" when their word is too wide.
func tallyHeads(loc *i18n.Localizer) (heads []string, legend string) {
	cats := []scoring.Category{scoring.Knowledge, scoring.Wonders, scoring.Policies, scoring.Provinces}
	short := false
	for _, c := range tallyColumns[:len(cats)] {
		short = short || i18n.Width(loc.T(c)) > tallyHeadWidth
	}
	var named []string
	for j, c := range tallyColumns {
		h := loc.T(c)
		switch {
		case j < len(cats) && short:
			h = shortCategory(loc, cats[j])
			named = append(named, h+" "+loc.Message(cats[j]))
		case c == "Culture" && i18n.Width(h) > tallyHeadWidth:
			h = loc.T("Cult")
			named = append(named, h+" "+loc.T(c))
		}
		heads = append(heads, clip(h, tallyHeadWidth))
	}
	return heads, strings.Join(named, " · ")
}

// tallyErrRows are the rows under the end form for its problems: one per
// column at most is the usual worst.
const tallyErrRows = 5

// tallyMaxDigits is the most digits a count of the end form takes.
const tallyMaxDigits = 5

// tallyDigits accepts a count as it is typed: digits only (a count is never
// negative), at most tallyMaxDigits of them; a key past the limit is
// refused rather than replacing a digit.
func tallyDigits(text string, _ rune) bool {
	if len(text) > tallyMaxDigits {
		return false
	}
	for _, r := range text {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// prefill is the end form's row of a seat: the tally the engine has, or,
// for the Automa's seat, what the Automa gathered even when the table
// played its turns by hand (the engine keeps no tally then, but its Gold
// and achievements are on its panel).
func (d *Dashboard) prefill(s *tracker.State, seat int) (scoring.Tally, bool) {
	if t, ok := s.TallyOf(seat); ok {
		return t, true
	}
	st := s.Seats()[seat]
	// A tally taken back by undo reopens with what the table had entered.
	if t, ok := d.undoneTally(st.Name); ok {
		return t, true
	}
	if !st.Automa {
		return scoring.Tally{}, false
	}
	k, w, p, prov, gold, ok := s.AutomaTally()
	if !ok {
		return scoring.Tally{}, false
	}
	return scoring.Tally{Name: st.Name, Automa: true, Knowledge: k, Wonders: w, Policies: p, Provinces: prov, Gold: gold}, true
}

func (d *Dashboard) styleField(f *tview.InputField) {
	f.SetBackgroundColor(tcell.ColorDefault)
	if d.pal.noColor {
		f.SetFieldStyle(tcell.StyleDefault.Underline(true))
		f.SetPlaceholderStyle(tcell.StyleDefault.Underline(true))
		return
	}
	f.SetFieldStyle(tcell.StyleDefault.Background(tcell.ColorNavy).Foreground(tcell.ColorWhite))
	f.SetPlaceholderStyle(tcell.StyleDefault.Background(tcell.ColorNavy).Foreground(tcell.ColorGray))
}

func (d *Dashboard) styleButton(b *tview.Button) {
	if d.pal.noColor {
		b.SetStyle(tcell.StyleDefault)
		b.SetActivatedStyle(tcell.StyleDefault.Reverse(true))
		return
	}
	b.SetStyle(tcell.StyleDefault.Background(tcell.ColorTeal).Foreground(tcell.ColorBlack))
	b.SetActivatedStyle(tcell.StyleDefault.Background(tcell.ColorYellow).Foreground(tcell.ColorBlack))
}

// showResult shows the final table, the reasons and a bar chart.
func (d *Dashboard) showResult(res scoring.Result) { d.showResultText(resultText(d.loc, res, 74)) }

// showResultText shows a final table of either game in the result dialog.
func (d *Dashboard) showResultText(text string) {
	tv := tview.NewTextView().SetDynamicColors(false).SetWrap(true).SetText(text)
	tv.SetBorder(true).SetTitle(" " + d.t(resultTitle) + " ")
	box := &moreBelow{TextView: tv, lines: strings.Count(text, "\n"), hint: " " + d.t(msgMoreBelow) + " ", st: d.pal.title()}
	d.styleBox(tv.Box)
	tv.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		switch {
		case ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter:
			d.closeDialog()
		case ev.Key() == tcell.KeyRune && ev.Rune() == 'n':
			d.closeDialog()
			d.newGame()
		case ev.Key() == tcell.KeyRune && ev.Rune() == 'b':
			// The play as a QR code for BG Stats, over the final table.
			d.openBGStats()
		case ev.Key() == tcell.KeyRune && ev.Rune() == 'q':
			d.quit()
		default:
			return ev // scrolling
		}
		return nil
	})
	// Up to the screen's height less the header and the rows under the
	// dialog: a taller box's blank margin covered the header at 80x24
	// (French); the rest scrolls and the border says so.
	_, _, _, screenRows := d.root.GetRect()
	lines := min(strings.Count(text, "\n")+3, max(MinHeight, screenRows)-4)
	d.showDialog("result", box, box, 78, lines)
}

// resultTitle is the final table's title: its keys, b for BG Stats.
const resultTitle = "Final score · saved · Esc back · b BG Stats · n new game · q quit"

// moreBelow is a text box that says on its bottom border when part of its
// text is below it (the final score at 80x24: the last bars), and how to
// see it.
type moreBelow struct {
	*tview.TextView
	lines int
	hint  string
	st    tcell.Style
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
	b.WriteString(i18n.PadRight("#", 3) + i18n.PadRight(loc.T("Player"), 14))
	for _, c := range res.Categories {
		b.WriteString(i18n.PadLeft(shortCategory(loc, c), 7))
	}
	// A head as wide as its column (ボーナス) widens it: heads never run
	// together.
	bonusW := max(7, i18n.Width(loc.T("Bonus"))+1)
	totalW := max(7, i18n.Width(loc.T("Total"))+1)
	b.WriteString(i18n.PadLeft(loc.T("Bonus"), bonusW) + i18n.PadLeft(loc.T("Total"), totalW) + i18n.PadLeft(clip(loc.T("Gold"), 5), 6) + i18n.PadLeft(clip(loc.T("Cult"), 5), 6) + "\n")
	// Best first; tied players keep the seat order.
	players := append([]scoring.PlayerScore(nil), res.Players...)
	sort.SliceStable(players, func(i, j int) bool { return players[i].Rank < players[j].Rank })
	for _, p := range players {
		name := clip(loc.Seat(p.Name), 13)
		if p.Winner {
			name = clip(loc.Seat(p.Name), 11) + " ♛"
		}
		b.WriteString(i18n.PadRight(strconv.Itoa(p.Rank), 3) + i18n.PadRight(name, 14))
		for _, c := range res.Categories {
			pts, _ := p.PointsFor(c)
			cell := strconv.Itoa(pts)
			if p.HasDominance(c) {
				cell += "*"
			} else {
				cell += " "
			}
			b.WriteString(i18n.PadLeft(cell, 7))
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
	b.WriteString(loc.Sprintf("* dominance: +%d for the most in a category (M-SCORE-2)", scoring.DominanceBonus) + "\n")
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
	for _, t := range totals {
		top = max(top, t)
	}
	var b strings.Builder
	barW := width - 22
	for i, name := range names {
		n := 0
		if top > 0 && totals[i] > 0 {
			n = totals[i] * barW / top
		}
		fmt.Fprintf(&b, "%s %s %d\n", i18n.PadRight(clip(name, 14), 14), strings.Repeat("█", n), totals[i])
	}
	return b.String()
}

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

// tallyDraft is the end form as it was closed without scoring: each seat's
// texts by name, for the game of that setup line.
type tallyDraft struct {
	game  string
	texts map[string][]string
}

func newTallyDraft(g kernel.Session, seats []tracker.Seat, fields [][]*tview.InputField) tallyDraft {
	dr := tallyDraft{game: g.SetupLine(), texts: map[string][]string{}}
	for i, seat := range seats {
		for _, f := range fields[i] {
			dr.texts[seat.Name] = append(dr.texts[seat.Name], f.GetText())
		}
	}
	return dr
}

// of is a seat's texts in the draft of game g, nil when it has none.
func (dr tallyDraft) of(g kernel.Session, name string) []string {
	if g == nil || dr.game != g.SetupLine() {
		return nil
	}
	return dr.texts[name]
}
