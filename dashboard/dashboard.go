// Package dashboard is the terminal screen of tablemate: it draws the table
// (display, deck, players, end status, log, instructions) and turns one key
// per table event into tracker actions. It knows nothing of the config file
// or the database: cmd passes the defaults and a Recorder.
package dashboard

import (
	"errors"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/tracker"
)

// Options configure a dashboard.
type Options struct {
	Recorder Recorder
	// Kinds are the games a new game's setup line can be (tracker.NewKind
	// with the engine's options, wm.NewKind).
	Kinds kernel.Kinds
	// Game is the game in progress, resumed, of any kind; without one the
	// setup form opens.
	Game kernel.Session
	// LastSetup is the previous game's setup line; it prefills the form
	// over NewGame.
	LastSetup string
	// NewGame is the setup a new game's form starts from: the config's
	// (config.Settings.NewGame), the one typed shape of a new game.
	NewGame tracker.Setup
	// FitTable gives a setup read from the form what the config makes
	// depend on the table (config.Settings.FitTable: era sizes, the
	// continuous display); nil: the engine's own defaults.
	FitTable func(*tracker.Setup)
	// NoColor draws without colours (NO_COLOR, color: never).
	NoColor bool
	// Now seeds new games; nil means time.Now.
	Now func() time.Time
	// Localizer is the language of every text on screen; nil means
	// English. Actions keep their English notation (the log, the recorder).
	Localizer *i18n.Localizer
	// ShowLastSteps shows the table instructions of the resumed game's last
	// action (or its setup) again, as not done: the program may have
	// stopped before the table did them; not when Acknowledged.
	ShowLastSteps bool
	// LastUndone: the resumed game's last change was an undo. With
	// ShowLastSteps, the steps to reverse that undo asked for are shown
	// again instead.
	LastUndone bool
	// Acknowledged: the table did the resumed game's last steps (the
	// Recorder is an Acknowledger): they are not shown again.
	Acknowledged bool
	// InProgress lists the games in progress when there are several, the
	// one in Game first: a chooser over the board offers them, and Resume
	// reads back the one chosen (it also makes the Recorder save to it).
	InProgress []InProgress
	Resume     func(id int64) (Resumed, error)
	// Finished is how many finished games the database holds: the start
	// screen says so when no game is in progress.
	Finished int
	// OnChange hears of every change of the game shown once it is saved
	// and committed (undone: an undo), on the event loop: the table view
	// for phones follows the game by it (share.go). nil: no one listens.
	OnChange func(g kernel.Session, undone bool)
	// Share starts the table view for phones, or finds it serving, and
	// gives its address, for the v key; nil: no v key. ShowShare opens its
	// dialog at start (play --share).
	Share     func() (url string, err error)
	ShowShare bool
}

// Dashboard is the application: one board page under dialog pages, over
// the headless table (the game, the recorder, the instructions and the
// status line).
type Dashboard struct {
	*table
	app   *tview.Application
	root  *rootView
	pages *tview.Pages
	board *boardView
	opts  Options
	pal   palette
	keys  []binding
	dialogState
	stepsScroll
	logPane logPane
	slots   []slotRect
	// tallyDraft: the end form's counts when it was closed unscored.
	tallyDraft tallyDraft
	// onQuit ends the program; tests replace it to see that a key quits.
	onQuit func()
}

// dialogState is the dialog on top of the board.
type dialogState struct {
	dialog    string          // name of the dialog on top, "" when the board has focus
	dialogBox tview.Primitive // the dialog's own box, for its left edge
	// dialogPage is the dialog's page and dialogFocus what gets the focus
	// when the focus is found outside it (see syncFocus).
	dialogPage  tview.Primitive
	dialogFocus tview.Primitive
	// dialogColumn is the column that centres the dialog's box: its height
	// is set there (resizeDialog).
	dialogColumn *tview.Flex
	// refocus, when set, runs after the key: a refused entry puts the focus
	// back in its field (a form moves it on after the field's done func).
	refocus func()
}

// stepsScroll: the instructions panel scrolls by whole steps from the
// instructions' stepsTop; the last frame showed steps stepsFirst to
// stepsLast.
type stepsScroll struct{ stepsFirst, stepsLast int }

type slotRect struct{ x, y, w, h, slot int }

// logPane is where the last frame drew the log (for the mouse wheel), its
// rows of lines, and whether older lines are out of view above them.
type logPane struct {
	x, y, w, h, rows int
	older            bool
}

// scrollLog moves the log pane: by one line (j, k, ↓, ↑, the wheel) or a
// page (PgDn, PgUp); older is up. drawLog keeps it within the log.
func (d *Dashboard) scrollLog(lines int) {
	if lines > 0 && !d.logPane.older {
		return
	}
	d.logBack = max(0, d.logBack+lines)
}

// logPage is a page of the log pane: its rows less one, so a line stays in
// sight across the jump.
func (d *Dashboard) logPage() int { return max(1, d.logPane.rows-1) }

// scrollLogKey pages through the log with the arrows and PgUp/PgDn; the
// instructions panel has them first while it shows steps (scrollSteps).
func (d *Dashboard) scrollLogKey(ev *tcell.EventKey) bool {
	switch ev.Key() {
	case tcell.KeyUp:
		d.scrollLog(1)
	case tcell.KeyDown:
		d.scrollLog(-1)
	case tcell.KeyPgUp:
		d.scrollLog(d.logPage())
	case tcell.KeyPgDn:
		d.scrollLog(-d.logPage())
	default:
		return false
	}
	return true
}

// New builds a dashboard. It opens the setup form when no game is given.
func New(opts Options) (*Dashboard, error) {
	if opts.Recorder == nil {
		return nil, errors.New("dashboard: no recorder")
	}
	if len(opts.Kinds) == 0 {
		return nil, errors.New("dashboard: no game kinds to start a game with")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	loc := opts.Localizer
	if loc == nil {
		loc = i18n.New(i18n.English)
	}
	d := &Dashboard{
		table: &table{loc: loc, rec: opts.Recorder, kinds: opts.Kinds, g: opts.Game, lastSetup: opts.LastSetup, onChange: opts.OnChange},
		app:   tview.NewApplication(),
		opts:  opts,
		pal:   palette{noColor: opts.NoColor},
	}
	if opts.NoColor {
		// tview's widgets take their defaults from this global; NO_COLOR is
		// a property of the whole process, so setting it here is safe.
		tview.Styles = tview.Theme{
			PrimitiveBackgroundColor: tcell.ColorDefault, ContrastBackgroundColor: tcell.ColorDefault,
			MoreContrastBackgroundColor: tcell.ColorDefault, BorderColor: tcell.ColorDefault,
			TitleColor: tcell.ColorDefault, GraphicsColor: tcell.ColorDefault,
			PrimaryTextColor: tcell.ColorDefault, SecondaryTextColor: tcell.ColorDefault,
			TertiaryTextColor: tcell.ColorDefault, InverseTextColor: tcell.ColorDefault,
			ContrastSecondaryTextColor: tcell.ColorDefault,
		}
	}
	d.keys = bindings()
	d.board = &boardView{Box: tview.NewBox(), d: d}
	d.pages = tview.NewPages().AddPage("board", d.board, true, true)
	d.root = &rootView{Box: tview.NewBox(), d: d}
	d.app.SetRoot(d.root, true)
	if d.g == nil {
		d.openSetup()
		return d, nil
	}
	d.say(msgResumed, d.resumeDescribe())
	d.lastSetup = d.g.SetupLine()
	if opts.ShowLastSteps && !opts.Acknowledged {
		d.resumeSteps(opts.LastUndone)
	}
	if len(opts.InProgress) > 1 && opts.Resume != nil {
		d.openChooser()
	} else if opts.ShowShare {
		d.openShare()
	}
	return d, nil
}

// Run shows the dashboard until the user quits.
func (d *Dashboard) Run() error {
	d.app.EnableMouse(true)
	return d.app.Run()
}

// App is the tview application, for tests and callers that need a custom
// screen.
func (d *Dashboard) App() *tview.Application { return d.app }

// Game is the game shown, nil before the first setup.
func (d *Dashboard) Game() kernel.Session { return d.g }

func (d *Dashboard) setFocus(p tview.Primitive) { d.app.SetFocus(p) }

func (d *Dashboard) quit() {
	if d.onQuit != nil {
		d.onQuit()
		return
	}
	d.app.Stop()
}

// rootView guards the layout: below 80x24 it draws a message instead of
// the pages, and it runs the one key pipeline before any primitive.
type rootView struct {
	*tview.Box
	d *Dashboard
}

func (r *rootView) tiny() bool {
	_, _, w, h := r.GetRect()
	return w < MinWidth || h < MinHeight
}

func (r *rootView) Draw(screen tcell.Screen) {
	x, y, w, h := r.GetRect()
	if w < MinWidth || h < MinHeight {
		for row := y; row < y+h; row++ {
			fill(screen, x, row, w, tcell.StyleDefault)
		}
		r.d.tooSmall(screen, w, h)
		return
	}
	if r.d.dialog == "" {
		// The board alone: drawing it directly skips the pages' clearing
		// pass (the application clears the screen before each frame).
		r.d.board.SetRect(x, y, w, h)
		r.d.board.Draw(screen)
		return
	}
	r.d.pages.SetRect(x, y, w, h)
	r.d.pages.Draw(screen)
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
}

// boardView is the main screen; it draws every cell itself, so it skips the
// Box's background fill.
type boardView struct {
	*tview.Box
	d *Dashboard
}

func (b *boardView) Draw(screen tcell.Screen) {
	x, y, w, h := b.GetRect()
	b.d.drawBoard(screen, x, y, w, h)
}

func (r *rootView) Focus(delegate func(p tview.Primitive)) { delegate(r.d.pages) }

// HasFocus is always true: the root runs the key pipeline, and the
// application gives keys only to a root that has the focus. A form that
// moves its focus after its dialog has closed must not cut the keys off.
func (r *rootView) HasFocus() bool { return true }

func (r *rootView) InputHandler() func(*tcell.EventKey, func(tview.Primitive)) {
	return r.WrapInputHandler(func(ev *tcell.EventKey, setFocus func(tview.Primitive)) {
		r.d.handleKey(ev, setFocus, r.tiny())
	})
}

func (r *rootView) MouseHandler() func(tview.MouseAction, *tcell.EventMouse, func(tview.Primitive)) (bool, tview.Primitive) {
	return r.WrapMouseHandler(func(action tview.MouseAction, ev *tcell.EventMouse, setFocus func(tview.Primitive)) (bool, tview.Primitive) {
		if r.tiny() {
			return true, nil
		}
		if r.d.dialog != "" {
			return r.d.pages.MouseHandler()(action, ev, setFocus)
		}
		if action == tview.MouseScrollUp || action == tview.MouseScrollDown {
			x, y := ev.Position()
			if p := r.d.logPane; r.d.g != nil && x >= p.x && x < p.x+p.w && y >= p.y && y < p.y+p.h {
				if action == tview.MouseScrollUp {
					r.d.scrollLog(1)
				} else {
					r.d.scrollLog(-1)
				}
			}
			return true, nil
		}
		if action == tview.MouseLeftClick {
			x, y := ev.Position()
			for _, s := range r.d.slots {
				if x >= s.x && x < s.x+s.w && y >= s.y && y < s.y+s.h {
					r.d.takeSlot(s.slot)
					return true, nil
				}
			}
		}
		return true, nil
	})
}

// handleKey is the key pipeline: a dialog on top gets every key (global keys
// never steal typing); otherwise the key table decides.
// After every key the focus is made consistent with what is on screen
// (syncFocus): on the board when no dialog is open, inside the dialog when
// one is.
func (d *Dashboard) handleKey(ev *tcell.EventKey, setFocus func(tview.Primitive), tiny bool) {
	d.syncFocus()
	defer d.syncFocus()
	if tiny {
		if ev.Key() == tcell.KeyRune && ev.Rune() == 'q' && d.dialog == "" {
			d.quit()
		}
		return
	}
	if d.dialog != "" {
		if h := d.pages.InputHandler(); h != nil {
			h(ev, setFocus)
		}
		return
	}
	if d.scrollSteps(ev) || d.scrollLogKey(ev) {
		return
	}
	if b := d.binding(ev); b != nil {
		if b.game && len(d.pending) > 0 && (b.acks == nil || !b.acks(d)) {
			d.failf(msgFirstSteps)
			return
		}
		if b.game && d.g == nil {
			d.failf(msgNoGameAction)
			return
		}
		b.run(d, ev)
		return
	}
	if ev.Key() == tcell.KeyRune {
		d.failf("the key %q does nothing: press ? for the keys", ev.Rune())
	}
}

// syncFocus puts the focus where the keys belong. A tview form moves its
// focus to its next item after a field's done func has run, even when that
// func closed the dialog: the focus would stay in a page that is gone.
func (d *Dashboard) syncFocus() {
	if f := d.refocus; f != nil {
		d.refocus = nil
		if d.dialog != "" {
			f()
		}
	}
	if d.dialog == "" {
		if d.app.GetFocus() != d.board {
			d.setFocus(d.board)
		}
		return
	}
	if d.dialogPage != nil && !d.dialogPage.HasFocus() && d.dialogFocus != nil {
		d.setFocus(d.dialogFocus)
	}
}

// keepFocus puts the focus back on a form's item after the key: a refused
// entry leaves the typing where it was.
func (d *Dashboard) keepFocus(form *tview.Form, item int) {
	d.refocus = func() {
		form.SetFocus(item)
		d.setFocus(form)
	}
}

// scrollSteps pages through the instructions panel when its steps do not
// fit: Down and PgDn show the next steps, Up and PgUp the previous ones. The
// panel's title says so while there is more to see.
func (d *Dashboard) scrollSteps(ev *tcell.EventKey) bool {
	if len(d.pending) == 0 {
		return false
	}
	shown := d.stepsLast - d.stepsFirst + 1
	switch ev.Key() {
	case tcell.KeyDown:
		if d.stepsLast < len(d.pending)-1 {
			d.stepsTop = d.stepsFirst + 1
		}
	case tcell.KeyPgDn:
		if d.stepsLast < len(d.pending)-1 {
			d.stepsTop = d.stepsLast + 1
		}
	case tcell.KeyUp:
		d.stepsTop = max(0, d.stepsFirst-1)
	case tcell.KeyPgUp:
		d.stepsTop = max(0, d.stepsFirst-shown)
	default:
		return false
	}
	return true
}

// takeSlot takes a display card (a digit key or a click on it).
func (d *Dashboard) takeSlot(slot int) {
	if len(d.pending) > 0 {
		d.failf(msgFirstSteps)
		return
	}
	d.act(tracker.Take{Slots: []int{slot}}.String())
}

// reload reads the game back (R) and closes any dialog over the old one.
func (d *Dashboard) reload() {
	if d.table.reload() && d.dialog != "" {
		d.closeDialog()
	}
}

// showDialog puts a primitive on top of the board, centred, and focuses it.
func (d *Dashboard) showDialog(name string, p tview.Primitive, focus tview.Primitive, width, height int) {
	if d.dialog != "" {
		d.pages.RemovePage(d.dialog)
	}
	column := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(nil, 0, 1, false).
		AddItem(opaque{p}, height, 0, true).
		AddItem(nil, 0, 1, false)
	wrap := tview.NewFlex().
		AddItem(nil, 0, 1, false).
		AddItem(column, width, 0, true).
		AddItem(nil, 0, 1, false)
	d.pages.AddPage(name, wrap, true, true)
	if focus == nil {
		focus = p
	}
	d.dialog, d.dialogBox, d.dialogPage, d.dialogFocus, d.dialogColumn = name, p, wrap, focus, column
	d.refocus = nil
	d.setFocus(focus)
}

// closeDialog removes the dialog on top and gives the focus back to the board.
func (d *Dashboard) closeDialog() {
	if d.dialog != "" {
		d.pages.RemovePage(d.dialog)
	}
	d.dialog, d.dialogBox, d.dialogPage, d.dialogFocus, d.dialogColumn = "", nil, nil, nil, nil
	d.refocus = nil
	d.setFocus(d.board)
}

// resizeDialog gives the dialog on top a new height (a refusal longer
// than the room left for it), at most the screen's less a row above and
// below.
func (d *Dashboard) resizeDialog(height int) {
	if d.dialogColumn == nil {
		return
	}
	if _, _, _, h := d.root.GetRect(); h > 2 {
		height = min(height, h-2)
	}
	d.dialogColumn.ResizeItem(opaque{d.dialogBox}, height, 0)
}
