package dashboard

import (
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
)

// dialogs is the dialog over the board: at most one at a time, on a page of
// its own above the board's, and where the focus belongs. The forms open
// theirs here.
type dialogs struct {
	app   *tview.Application
	pages *tview.Pages
	// board has the focus when no dialog is open; root is the screen's
	// rectangle (a dialog is at most as tall).
	board tview.Primitive
	root  *rootView
	top   string          // name of the dialog on top, "" when the board has focus
	box   tview.Primitive // the dialog's own box, for its left edge
	// page is the dialog's page and focus what gets the focus when the
	// focus is found outside it (see sync).
	page  tview.Primitive
	focus tview.Primitive
	// column is the column that centres the dialog's box: its height is
	// set there (resize).
	column *tview.Flex
	// refocus, when set, runs after the key: a refused entry puts the focus
	// back in its field (a form moves it on after the field's done func).
	refocus func()
	// shown is how the dialog on top was shown, to show it again (saved).
	shown shownDialog
	// keys are the help bar's entries while the dialog is on top (its own
	// keys): the board's keys do not reach it.
	keys []barKey
}

// barKey is an entry of a dialog's help bar: the key and its word (an
// English key, translated when drawn); when, if set, tells whether the
// key does something now (an entry is offered only where it works).
type barKey struct {
	key, word string
	when      func() bool
}

// formKeys are a dialog's help bar unless it says its own: a form's.
var formKeys = []barKey{{key: "Tab", word: "move"}, {key: "Enter", word: "confirm"}, {key: "Esc", word: "cancel"}}

// setKeys gives the dialog on top its help bar entries.
func (g *dialogs) setKeys(keys ...barKey) { g.keys = keys }

// shownDialog is a dialog as show got it.
type shownDialog struct {
	name          string
	p, focus      tview.Primitive
	width, height int
}

func (g *dialogs) setFocus(p tview.Primitive) { g.app.SetFocus(p) }

// open: a dialog is on top of the board.
func (g *dialogs) open() bool { return g.top != "" }

// screenSize is the screen's size as the last frame had it.
func (g *dialogs) screenSize() (w, h int) {
	_, _, w, h = g.root.GetRect()
	return w, h
}

// innerRows are the rows inside the border of the dialog on top, on the
// screen as it is now (a box taller than the screen is cut).
func (g *dialogs) innerRows() int {
	_, h := g.screenSize()
	return max(0, min(g.shown.height, h)-2)
}

// show puts a primitive on top of the board, centred, and focuses it.
func (g *dialogs) show(name string, p tview.Primitive, focus tview.Primitive, width, height int) {
	if g.top != "" {
		g.pages.RemovePage(g.top)
	}
	column := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(nil, 0, 1, false).
		AddItem(opaque{p}, height, 0, true).
		AddItem(nil, 0, 1, false)
	wrap := tview.NewFlex().
		AddItem(nil, 0, 1, false).
		AddItem(column, width, 0, true).
		AddItem(nil, 0, 1, false)
	g.pages.AddPage(name, wrap, true, true)
	if focus == nil {
		focus = p
	}
	if t, ok := p.(titled); ok {
		t.SetTitle(fitTitle(t.GetTitle(), width-2))
	}
	g.top, g.box, g.page, g.focus, g.column = name, p, wrap, focus, column
	g.refocus = nil
	g.shown = shownDialog{name, p, focus, width, height}
	g.keys = formKeys
	g.setFocus(focus)
}

// topRow is the first screen row the open dialog blanks (the row above
// its box), or -1 when none is open: the board keeps what must be read
// above it.
func (g *dialogs) topRow() int {
	if g.top == "" {
		return -1
	}
	_, h := g.screenSize()
	height := g.shown.height
	if h > 2 {
		height = min(height, h-2)
	}
	return max(0, (h-height)/2-1)
}

// titled is a dialog's bordered box, whose title is on its top border.
type titled interface {
	GetTitle() string
	SetTitle(string) *tview.Box
}

// fitTitle is a dialog's title (" Identify a display card · Esc cancels ")
// in room cells: whole, or without its last parts after " · " (the keys,
// which the help bar names while the dialog is open), or cut at its end;
// never cut at both ends as tview centres a title wider than its border.
func fitTitle(title string, room int) string {
	text := strings.TrimSpace(title)
	for i18n.Width(" "+text+" ") > room {
		i := strings.LastIndex(text, " · ")
		if i < 0 {
			return " " + clip(text, room-2) + " "
		}
		text = text[:i]
	}
	return " " + text + " "
}

// saved is the dialog on top as it is now, to show it again over another
// one (a question about it): the func shows it, with what was typed in it.
func (g *dialogs) saved() func() {
	d := g.shown
	if g.top == "" {
		return g.close
	}
	return func() { g.show(d.name, d.p, d.focus, d.width, d.height) }
}

// escClosesList: Esc while a drop-down's list is open closes the list,
// not the dialog (tview's drop-down would end the whole form with it). The
// list has the focus then; a dialog's own list (the chooser) keeps its
// Esc.
func (g *dialogs) escClosesList(ev *tcell.EventKey, setFocus func(tview.Primitive)) bool {
	if ev.Key() != tcell.KeyEscape || g.top == "" {
		return false
	}
	list, ok := g.app.GetFocus().(*tview.List)
	if !ok || tview.Primitive(list) == g.focus {
		return false
	}
	// The drop-down's capture on its list closes it on Esc.
	list.InputHandler()(ev, setFocus)
	return true
}

// close removes the dialog on top and gives the focus back to the board.
func (g *dialogs) close() {
	if g.top != "" {
		g.pages.RemovePage(g.top)
	}
	g.top, g.box, g.page, g.focus, g.column = "", nil, nil, nil, nil
	g.refocus = nil
	g.setFocus(g.board)
}

// resize gives the dialog on top a new height (a refusal longer than the
// room left for it), at most the screen's less a row above and below.
func (g *dialogs) resize(height int) {
	if g.column == nil {
		return
	}
	if _, h := g.screenSize(); h > 2 {
		height = min(height, h-2)
	}
	g.column.ResizeItem(opaque{g.box}, height, 0)
	g.shown.height = height
}

// keepFocus puts the focus back on a form's item after the key: a refused
// entry leaves the typing where it was.
func (g *dialogs) keepFocus(form *tview.Form, item int) {
	g.refocus = func() {
		form.SetFocus(item)
		g.setFocus(form)
	}
}

// sync puts the focus where the keys belong. A tview form moves its focus
// to its next item after a field's done func has run, even when that func
// closed the dialog: the focus would stay in a page that is gone.
func (g *dialogs) sync() {
	if f := g.refocus; f != nil {
		g.refocus = nil
		if g.top != "" {
			f()
		}
	}
	if g.top == "" {
		if g.app.GetFocus() != g.board {
			g.setFocus(g.board)
		}
		return
	}
	if g.page != nil && !g.page.HasFocus() && g.focus != nil {
		g.setFocus(g.focus)
	}
}

// opaque is a dialog's box over the board: before the dialog draws, it
// blanks the whole rows it covers and one row above and below, so that no
// piece of the board shows inside the box (tview's layouts leave the cells
// they do not fill) or beside it (a cut word at the screen's edge). The
// rows above and below stay whole board rows.
type opaque struct {
	tview.Primitive
}

func (o opaque) Draw(screen tcell.Screen) {
	_, y, w, h := o.GetRect()
	sw, sh := screen.Size()
	if w > 0 && h > 0 {
		for row := max(0, y-1); row < min(sh, y+h+1); row++ {
			fill(screen, 0, row, sw, tcell.StyleDefault)
		}
	}
	o.Primitive.Draw(screen)
	markClipped(screen, o.Primitive)
}

// markClipped marks with "…" every field of the forms in p that holds more
// than it shows and is not being edited, on the side where its text goes
// on: a name cut at the field's edge is seen to go on (the field being
// edited scrolls to its cursor).
func markClipped(screen tcell.Screen, p tview.Primitive) {
	switch p := p.(type) {
	case *buttonsBelow:
		markClipped(screen, p.Flex)
	case *tview.Flex:
		for i := 0; i < p.GetItemCount(); i++ {
			markClipped(screen, p.GetItem(i))
		}
	case *tview.Form:
		// The form gives every item its widest label and a space.
		label := 0
		for i := 0; i < p.GetFormItemCount(); i++ {
			label = max(label, tview.TaggedStringWidth(p.GetFormItem(i).GetLabel()))
		}
		label++
		fx, fy, fw, fh := p.GetInnerRect()
		for i := 0; i < p.GetFormItemCount(); i++ {
			f, ok := p.GetFormItem(i).(*tview.InputField)
			if !ok || f.HasFocus() || f.GetFieldWidth() == 0 || i18n.Width(f.GetText()) <= f.GetFieldWidth() {
				continue
			}
			x, y, _, _ := f.GetRect()
			if y < fy || y >= fy+fh {
				continue
			}
			start, end := x+label, min(x+label+f.GetFieldWidth(), fx+fw)-1
			// The field keeps the scroll it was left at: the mark goes
			// where the text goes on, at its end, its start or both.
			var shown strings.Builder
			for c := start; c <= end; c++ {
				r, _, _, _ := screen.GetContent(c, y)
				shown.WriteRune(r)
			}
			seen := strings.TrimRight(shown.String(), " ")
			text := f.GetText()
			if !strings.HasPrefix(text, seen) {
				_, _, st, _ := screen.GetContent(start, y)
				screen.SetContent(start, y, '…', nil, st)
			}
			if !strings.HasSuffix(strings.TrimRight(text, " "), seen) {
				_, _, st, _ := screen.GetContent(end, y)
				screen.SetContent(end, y, '…', nil, st)
			}
		}
	}
}
