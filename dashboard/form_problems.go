package dashboard

import (
	"errors"
	"strings"

	"github.com/rivo/tview"

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
	errs   *tview.TextView
	labels map[int]string // the unmarked labels of the items marked
	// line joins a field's label and its problem in the reader's
	// language (French spaces the colon).
	line func(label, text string) string
}

func newFormProblems(form *tview.Form, errs *tview.TextView, line func(label, text string) string) *formProblems {
	return &formProblems{form: form, errs: errs, labels: map[int]string{}, line: line}
}

// show marks the fields and writes the lines; it returns the rows the
// lines take at width cells.
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
	rows := 0
	for _, l := range lines {
		rows += len(wrap(l, width))
	}
	return rows
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
