package dashboard

import (
	"errors"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
	"tablemate/kernel"
)

// problem is one thing wrong with a form: the item it belongs to (-1 for
// the form as a whole) and the message, translated already.
type problem struct {
	item int
	text string
}

// problemMark is put after the label of a field with a problem: visible
// without colour too.
const problemMark = " !"

// formProblems shows every problem of a form at once: each field with a
// problem has its label marked, and the lines under the form name the
// field each problem is about. None clears the marks and the lines.
type formProblems struct {
	form   *tview.Form
	errs   *problemList
	labels map[int]string // the unmarked labels of the items marked
	// line joins a field's label and its problem in the reader's
	// language (French spaces the colon).
	line func(label, text string) string
}

func newFormProblems(form *tview.Form, errs *problemList, line func(label, text string) string) *formProblems {
	return &formProblems{form: form, errs: errs, labels: map[int]string{}, line: line}
}

// show marks the fields and writes the lines; it returns the rows the
// lines take at width cells, at most maxProblemRows (the rest is a key
// away: problemList).
func (p *formProblems) show(probs []problem, width int) int {
	for i, label := range p.labels {
		p.setLabel(i, label)
	}
	clear(p.labels)
	var lines []string
	for _, pr := range probs {
		if pr.item < 0 || pr.item >= p.form.GetFormItemCount() {
			lines = append(lines, pr.text)
			continue
		}
		label, ok := p.labels[pr.item]
		if !ok {
			label = p.form.GetFormItem(pr.item).GetLabel()
			p.labels[pr.item] = label
			p.setLabel(pr.item, label+problemMark)
		}
		lines = append(lines, p.line(label, pr.text))
	}
	p.errs.SetText(strings.Join(lines, "\n"))
	return min(p.errs.rows(width), maxProblemRows)
}

func (p *formProblems) setLabel(i int, label string) {
	switch it := p.form.GetFormItem(i).(type) {
	case *tview.InputField:
		it.SetLabel(label)
	case *tview.DropDown:
		it.SetLabel(label)
	case *tview.Checkbox:
		it.SetLabel(label)
	}
}

// errorProblems splits an engine's refusal (errors.Join of every problem)
// into problems, each given to the field of the setup key it names (fields;
// -1: the form as a whole).
func (fm *forms) errorProblems(err error, fields fieldKeys) []problem {
	var out []problem
	var walk func(error)
	walk = func(e error) {
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			for _, inner := range j.Unwrap() {
				walk(inner)
			}
			return
		}
		var se *kernel.SetupLineError
		if errors.As(e, &se) && se.Err != nil && se.Err != e {
			walk(se.Err)
			return
		}
		item := -1
		var re *kernel.RuleError
		if errors.As(e, &re) {
			if f, ok := fields.field(re.Key); ok {
				item = f
			}
		}
		out = append(out, problem{item, fm.loc.Error(e)})
	}
	if err != nil {
		walk(err)
	}
	return out
}

// fieldKeys bind a form's fields (by item index) to the setup keys each
// edits, a pair a row: static data, nothing built at start.
type fieldKeys []struct {
	item int
	key  kernel.SetupKey
}

// field is the form item that edits a setup key.
func (fk fieldKeys) field(key kernel.SetupKey) (int, bool) {
	for _, b := range fk {
		if key != "" && b.key == key {
			return b.item, true
		}
	}
	return 0, false
}

// maxProblemRows are the most rows the lines under a form take: at 80x24
// the form keeps rows of its own; the other problems are a key away.
const maxProblemRows = 6

// msgProblemsMore is a problem list's last row while some are out of
// sight.
const msgProblemsMore = "problems: rows %d-%d of %d · PgDn PgUp"

// problemList is the lines under a form that say why it was refused, in
// the rows it is given. When they do not all fit (many problems at 80x24)
// PgDn and PgUp page through them (the form's keys: scrollKey), and its
// last row says which rows are shown: every reason can be read.
type problemList struct {
	*tview.Box
	ui
	text string
	top  int
	// shown: the last frame showed rows first..last of n.
	first, last, n int
}

func (u ui) problemList() *problemList {
	p := &problemList{Box: tview.NewBox(), ui: u}
	p.SetBackgroundColor(tcell.ColorDefault)
	return p
}

// SetText sets the lines (one problem a line, wrapped to the width drawn)
// and shows them from the first.
func (p *problemList) SetText(text string) *problemList {
	p.text, p.top = text, 0
	return p
}

// GetText is the lines as set.
func (p *problemList) GetText(bool) string { return p.text }

// rows are the lines wrapped to width cells.
func (p *problemList) rows(width int) int { return len(p.wrapped(width)) }

func (p *problemList) wrapped(width int) []string {
	if p.text == "" {
		return nil
	}
	var out []string
	for _, l := range strings.Split(p.text, "\n") {
		out = append(out, wrap(l, width)...)
	}
	return out
}

func (p *problemList) Draw(screen tcell.Screen) {
	p.Box.DrawForSubclass(screen, p)
	x, y, w, h := p.GetInnerRect()
	rows := p.wrapped(w)
	st := p.pal.errorText()
	room := h
	if len(rows) > h && h >= 2 {
		room = h - 1 // the last row says there is more
	}
	p.top = max(0, min(p.top, len(rows)-room))
	p.first, p.n = p.top, len(rows)
	p.last = min(len(rows), p.top+room) - 1
	for i := p.top; i <= p.last; i++ {
		put(screen, x, y+i-p.top, w, rows[i], st)
	}
	if room < h {
		arrow := "▼ "
		if p.last == len(rows)-1 {
			arrow = "▲ "
		}
		hint := arrow + p.tf(msgProblemsMore, p.first+1, p.last+1, len(rows))
		put(screen, x+max(0, w-i18n.Width(hint)), y+h-1, w, clip(hint, w), p.pal.title())
	}
}

// scrollKey pages through the lines with PgDn and PgUp; false for any
// other key, or when they all show.
func (p *problemList) scrollKey(ev *tcell.EventKey) bool {
	page := max(1, p.last-p.first+1)
	switch ev.Key() {
	case tcell.KeyPgDn:
		if p.last < p.n-1 {
			p.top = p.first + page
		}
	case tcell.KeyPgUp:
		p.top = max(0, p.first-page)
	default:
		return false
	}
	return true
}
