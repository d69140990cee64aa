package dashboard

import (
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
// score pad; a game with the Monsters module adds the Monsters each seat
// defeated (1 point each, monsterColumns).
var tallyColumns = []string{"Knowledge", "Wonders", "Policies", "Provinces", "Gold", "Culture"}

// formColumns are the end form's figures for a game: with the Monsters
// module, the Monsters column last.
func formColumns(s tracker.Setup) []string {
	if s.Monsters {
		return append(tallyColumns[:len(tallyColumns):len(tallyColumns)], "Monsters")
	}
	return tallyColumns
}

func tallyValues(t scoring.Tally) []int {
	return []int{t.Knowledge, t.Wonders, t.Policies, t.Provinces, t.Gold, t.Culture, t.Monsters}
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
func (fm *forms) openScore() {
	if fm.mon() == nil {
		fm.ctl.Refuse(msgNoGameAction)
		return
	}
	s := fm.mon()
	if !s.Over() {
		fm.ctl.Refuse("the game is not over yet: score it after the last turn (M-END-1)")
		return
	}
	if res, ok, err := s.Score(); fm.ctl.Scored() && ok && err == nil {
		fm.showResult(res)
		return
	}
	seats := s.Seats()
	cols := formColumns(s.Setup())
	// 16 cells of name and 10 a count; 15 and 9 with a seventh count, so
	// the form keeps to its 78 inner columns.
	extra := len(cols) - len(tallyColumns)
	nameW, colW := 16-extra, 10-extra
	layout := tview.NewFlex().SetDirection(tview.FlexRow)
	// The header's columns sit over the fields (16 cells of name, then 10
	// per count), counted in screen cells.
	heads, legend := tallyHeads(fm.loc, cols, colW-1)
	header := strings.Repeat(" ", nameW)
	for _, h := range heads {
		header += i18n.PadRight(h, colW)
	}
	head := tview.NewTextView().SetText(header)
	head.SetBackgroundColor(tcell.ColorDefault)
	layout.AddItem(head, 1, 0, false)

	var order []tview.Primitive
	// The players' rows come first, in seat order, and the Automa's
	// prefilled row last: the cursor starts in the first row shown, so the
	// first count typed is a player's, and Tab goes down the screen (row 1,
	// row 2, …, then the buttons), never round to a row above.
	start := -1
	fields := make([][]*tview.InputField, len(seats))
	marks := make([][]*tview.TextView, len(seats))
	for _, i := range tallyRowOrder(seats) {
		seat := seats[i]
		row := tview.NewFlex()
		name := tview.NewTextView().SetText(clip(fm.loc.Seat(seat.Name), nameW-1))
		name.SetBackgroundColor(tcell.ColorDefault)
		row.AddItem(name, nameW, 0, false)
		t, ok := fm.prefill(s, i)
		_, in := s.TallyOf(i)
		if !in && !seat.Automa && start < 0 {
			start = len(order)
		}
		// What was typed when the form was last closed unscored, the
		// Automa's row too, comes back as it was.
		draft := fm.tallyDraft.of(fm.ctl.Game(), seat.Name)
		for j := range cols {
			f := tview.NewInputField().SetFieldWidth(tallyFieldWidth).SetAcceptanceFunc(tallyDigits)
			f.SetPlaceholder("0")
			switch {
			case draft != nil:
				f.SetText(draft[j])
			case ok && tallyValues(t)[j] != 0:
				// A count of 0 is the placeholder's, as in every row:
				// typing 3 in the Automa's empty C cell gives 3.
				f.SetText(strconv.Itoa(tallyValues(t)[j]))
			}
			fm.tallyCell(f)
			fields[i] = append(fields[i], f)
			order = append(order, f)
			// The cell right after a field marks it when its count is
			// refused: against its own field, far from the next one.
			mark := tview.NewTextView()
			mark.SetBackgroundColor(tcell.ColorDefault)
			if !fm.pal.noColor {
				mark.SetTextColor(tcell.ColorRed)
			}
			marks[i] = append(marks[i], mark)
			row.AddItem(f, tallyFieldWidth, 0, j == 0).AddItem(mark, colW-tallyFieldWidth, 0, false)
		}
		layout.AddItem(row, 1, 0, false)
	}
	// Abbreviated heads are named under the rows, as on the final table.
	var legendRows []string
	if legend != "" {
		legendRows = wrap(fm.tf(msgTallyLegend, legend), 76)
		lt := tview.NewTextView().SetText(strings.Join(legendRows, "\n"))
		lt.SetBackgroundColor(tcell.ColorDefault)
		layout.AddItem(lt, len(legendRows), 0, false)
	}
	errs := fm.problemList()
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
			t, ok := fm.mon().TallyOf(i)
			if !ok { // the counts the form has not got stay 0
				t = scoring.Tally{Name: seat.Name, Automa: seat.Automa}
			}
			vals := make([]int, len(tallyColumns)+1)
			for j, f := range fields[i] {
				txt := strings.TrimSpace(f.GetText())
				if txt == "" {
					continue
				}
				n, err := strconv.Atoi(txt)
				if err != nil || n < 0 || !tallyDigits(txt, 0) {
					marks[i][j].SetText(tallyMark)
					errs.SetText(fm.tf(msgNotNumber, seat.Name, fm.t(cols[j]), txt))
					return
				}
				vals[j] = n
			}
			t.Knowledge, t.Wonders, t.Policies, t.Provinces, t.Gold, t.Culture = vals[0], vals[1], vals[2], vals[3], vals[4], vals[5]
			if len(cols) > len(tallyColumns) {
				t.Monsters = vals[6]
			}
			tallies = append(tallies, t)
			names[i], counts[i] = seat.Name, vals
		}
		// Every impossible count at once, each field marked, before any
		// tally is saved.
		if probs := fm.tallyProblems(fm.mon().Setup(), names, counts); len(probs) > 0 {
			lines := make([]string, len(probs))
			for k, p := range probs {
				for _, c := range p.cells {
					marks[c.seat][c.col].SetText(tallyMark)
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
			if have, ok := fm.mon().TallyOf(i); ok && sameCounts(have, t) {
				continue
			}
			if !fm.ctl.Do(tracker.TallyAction{Tally: t}) {
				errs.SetText(fm.ctl.Status().Text)
				return
			}
		}
		res, ok, err := fm.mon().Score()
		if err != nil || !ok {
			errs.SetText(fm.tf(scoreTalliesSaved, fm.loc.Error(err)))
			return
		}
		if err := fm.ctl.Finish(); err != nil {
			errs.SetText(fm.tf("Not saved, try again: %s", err.Error()))
			return
		}
		fm.tallyDraft = tallyDraft{}
		fm.ctl.Say("Scored and saved: %s.", fm.loc.Message(res.Explanation[len(res.Explanation)-1]))
		fm.showResult(res)
	}
	scoreBtn := tview.NewButton(fm.t("Score and save")).SetSelectedFunc(submit)
	// Closed without scoring, the form keeps what was typed for the next
	// s: an Esc after a refusal does not cost the table every count.
	cancel := func() {
		fm.tallyDraft = newTallyDraft(fm.ctl.Game(), seats, fields)
		fm.dialogs.close()
	}
	cancelBtn := tview.NewButton(fm.t("Cancel")).SetSelectedFunc(cancel)
	fm.styleButton(scoreBtn)
	fm.styleButton(cancelBtn)
	order = append(order, scoreBtn, cancelBtn)
	// Each button as wide as its label and a margin: a translation is
	// never cut ("Puntuar y guardar", "Compter et enregistrer").
	buttons := tview.NewFlex().
		AddItem(scoreBtn, i18n.Width(fm.t("Score and save"))+2, 0, false).
		AddItem(tview.NewBox().SetBackgroundColor(tcell.ColorDefault), 2, 0, false).
		AddItem(cancelBtn, i18n.Width(fm.t("Cancel"))+2, 0, false).
		AddItem(tview.NewBox().SetBackgroundColor(tcell.ColorDefault), 0, 1, false)
	layout.AddItem(buttons, 1, 0, false)

	// Tab, Enter and the arrows move between the cells of the score pad.
	move := func(from, by int) {
		i := (from + by + len(order)) % len(order)
		fm.dialogs.setFocus(order[i])
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
				if errs.scrollKey(ev) {
					return nil
				}
				fm.replaceOnTyping(p, ev)
				switch ev.Key() {
				case tcell.KeyDown:
					if k+len(cols) < len(fields)*len(cols) {
						move(k, len(cols))
					} else {
						fm.dialogs.setFocus(scoreBtn)
					}
					return nil
				case tcell.KeyUp:
					if k >= len(cols) {
						move(k, -len(cols))
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
	layout.SetBorder(true).SetTitle(" " + fm.t("Final tallies · Tab/Enter/arrows move · Esc cancels") + " ")
	fm.styleBox(layout.Box)
	fm.dialogs.show("score", layout, order[max(start, 0)], 80, len(seats)+6+tallyErrRows+len(legendRows))
	fm.dialogs.setKeys(barKey{key: "Tab", word: "move"}, barKey{key: "Esc", word: "cancel"})
}

// tallyRowOrder is the order of the end form's rows, as seat indices:
// the players in seat order, then the Automa.
func tallyRowOrder(seats []tracker.Seat) []int {
	var players, automa []int
	for i, s := range seats {
		if s.Automa {
			automa = append(automa, i)
		} else {
			players = append(players, i)
		}
	}
	return append(players, automa...)
}

// msgTallyLegend names the end form's abbreviated column heads.
const msgTallyLegend = "Columns: %s"

// tallyHeadWidth is the most cells a head of the end form takes (its
// column is 10 cells: a field of 6, its mark right after it and a gap).
const (
	tallyHeadWidth   = 9
	tallyColumnWidth = 10
	tallyFieldWidth  = 6
	tallyMark        = "!"
)

// tallyHeads are the end form's column heads: the whole words when every
// category's word fits its column, else the final table's short forms for
// all four categories (one style, not a mix), with the legend that names
// them. Gold and Culture take the short "Cult" when their word is too wide.
func tallyHeads(loc *i18n.Localizer, cols []string, width int) (heads []string, legend string) {
	cats := []scoring.Category{scoring.Knowledge, scoring.Wonders, scoring.Policies, scoring.Provinces}
	short := false
	for _, c := range cols[:len(cats)] {
		short = short || i18n.Width(loc.T(c)) > width
	}
	var named []string
	for j, c := range cols {
		h := loc.T(c)
		switch {
		case j < len(cats) && short:
			h = shortCategory(loc, cats[j])
			named = append(named, h+" "+loc.Message(cats[j]))
		case c == "Culture" && i18n.Width(h) > width:
			h = loc.T("Cult")
			named = append(named, h+" "+loc.T(c))
		case c == "Monsters" && i18n.Width(h) > width:
			h = shortCategory(loc, scoring.Monsters)
			named = append(named, h+" "+loc.Message(scoring.Monsters))
		}
		heads = append(heads, clip(h, width))
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
func (fm *forms) prefill(s *tracker.State, seat int) (scoring.Tally, bool) {
	if t, ok := s.TallyOf(seat); ok {
		return t, true
	}
	st := s.Seats()[seat]
	// A tally taken back by undo reopens with what the table had entered.
	if t, ok := fm.undoneTally(st.Name); ok {
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

// tallyDraft is the end form as it was closed without scoring: each seat's
// texts by name, for the game of that setup line.
type tallyDraft struct {
	game string
	// actions: the game's length then; a tally entered or taken back
	// since makes the draft old.
	actions int
	texts   map[string][]string
}

func newTallyDraft(g kernel.Session, seats []tracker.Seat, fields [][]*tview.InputField) tallyDraft {
	dr := tallyDraft{game: g.SetupLine(), actions: g.Len(), texts: map[string][]string{}}
	for i, seat := range seats {
		for _, f := range fields[i] {
			dr.texts[seat.Name] = append(dr.texts[seat.Name], f.GetText())
		}
	}
	return dr
}

// of is a seat's texts in the draft of game g, nil when it has none.
func (dr tallyDraft) of(g kernel.Session, name string) []string {
	if g == nil || dr.game != g.SetupLine() || dr.actions != g.Len() {
		return nil
	}
	return dr.texts[name]
}

// tallyCell styles a tallies cell: the cell with the focus stands out
// from the others (without colour too), and a count shown in it is
// selected while it has the focus: the first digit typed replaces it, as
// an edit of a selected value would (typing 3 over a prefilled 12 gives 3,
// not 123); any other key (Backspace, an arrow) edits it as usual.
func (fm *forms) tallyCell(f *tview.InputField) {
	fm.styleField(f)
	focused := tcell.StyleDefault.Background(tcell.ColorYellow).Foreground(tcell.ColorBlack)
	if fm.pal.noColor {
		focused = tcell.StyleDefault.Reverse(true)
	}
	f.SetFocusFunc(func() {
		fm.selectedCell = f
		f.SetFieldStyle(focused)
		f.SetPlaceholderStyle(focused)
	})
	f.SetBlurFunc(func() {
		if fm.selectedCell == f {
			fm.selectedCell = nil
		}
		fm.styleField(f)
	})
}

// replaceOnTyping: a digit typed in a cell whose count is selected
// replaces the count; any other key ends the selection.
func (fm *forms) replaceOnTyping(f *tview.InputField, ev *tcell.EventKey) {
	if fm.selectedCell != f {
		return
	}
	fm.selectedCell = nil
	if ev.Key() == tcell.KeyRune {
		f.SetText("")
	}
}
