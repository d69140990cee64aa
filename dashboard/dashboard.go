package dashboard

import (
	"errors"
	"sync"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/dashboard/control"
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
	// Ticks drives the clock on screen while Run runs: each tick redraws
	// the screen, so the turn's and the game's time move without a key;
	// stop is called when Run returns. nil: a tick every second.
	Ticks func() (ticks <-chan time.Time, stop func())
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
	// Unconfirmed, with ShowLastSteps, is every change since the table's
	// last acknowledgement: the steps the screen showed when the program
	// stopped are shown again, all of them in the same order (nil: the
	// last change's, as above).
	Unconfirmed *Unconfirmed
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

// Dashboard is the application given to it: the board under the dialog
// the forms open, over the headless controller (dashboard/control: the
// game, the recorder, the steps, the status line), and the key table that
// turns keys into the controller's intents.
type Dashboard struct {
	ui
	app     *tview.Application
	root    *rootView
	board   *boardView
	dialogs *dialogs
	forms   *forms
	keys    keyTable
	opts    Options
	// onQuit ends the program; tests replace it to see that a key quits.
	onQuit func()
}

// New builds a dashboard on the tview application given: the dashboard sets
// its root and draws and takes keys through it; the caller owns it (its
// screen, Run). It opens the setup form when no game is given.
func New(app *tview.Application, opts Options) (*Dashboard, error) {
	if app == nil {
		return nil, errors.New("dashboard: no tview application")
	}
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
	// An engine's message that asks for an action names it by the key
	// that enters it here, not by a script's notation.
	loc = loc.WithCommands(commandKey)
	ctl := control.New(control.Config{Localizer: loc, Recorder: opts.Recorder, Kinds: opts.Kinds, Game: opts.Game, LastSetup: opts.LastSetup,
		ShowLastSteps: opts.ShowLastSteps, LastUndone: opts.LastUndone, Acknowledged: opts.Acknowledged, Unconfirmed: opts.Unconfirmed,
		OnChange: opts.OnChange})
	u := ui{ctl: ctl, loc: loc, pal: palette{noColor: opts.NoColor}}
	d := &Dashboard{ui: u, app: app, opts: opts}
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
	d.board = &boardView{Box: tview.NewBox(), ui: u, finished: opts.Finished,
		helpBar: func(width int) [][2]string { return d.bar(width) }}
	d.root = &rootView{Box: tview.NewBox(), d: d}
	d.dialogs = &dialogs{app: app, pages: tview.NewPages().AddPage("board", d.board, true, true), board: d.board, root: d.root}
	d.forms = &forms{ui: u, dialogs: d.dialogs, opts: &d.opts, quit: d.quit}
	d.board.dialogTop = d.dialogs.topRow
	d.app.SetRoot(d.root, true)
	// Ctrl-C quits, as in any terminal program, but asks first when the
	// new-game form holds what was typed (the game itself is saved).
	d.app.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyCtrlC && d.dialogs.top == "setup" && d.forms.setupTyped != nil && d.forms.setupTyped() {
			d.forms.confirmQuit()
			return nil
		}
		return ev
	})
	if ctl.Game() == nil {
		d.forms.openSetup()
		return d, nil
	}
	if len(opts.InProgress) > 1 && opts.Resume != nil {
		d.forms.openChooser()
	} else if opts.ShowShare {
		d.forms.openShare()
	}
	return d, nil
}

// Run shows the dashboard until the user quits; the clock on screen runs
// meanwhile.
func (d *Dashboard) Run() error {
	d.app.EnableMouse(true)
	stop := d.runClock()
	defer stop()
	return d.app.Run()
}

// runClock redraws the screen at every tick (Options.Ticks), from a
// goroutine of its own through the application's queue (never from a key's
// handler, where queueing would deadlock): the clock in the header reads
// the recorder's time on every draw. The func returned stops it.
func (d *Dashboard) runClock() (stop func()) {
	next := d.opts.Ticks
	if next == nil {
		next = func() (<-chan time.Time, func()) {
			t := time.NewTicker(time.Second)
			return t.C, t.Stop
		}
	}
	ticks, stopTicks := next()
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-done:
				return
			case _, ok := <-ticks:
				if !ok {
					return
				}
				d.app.QueueUpdateDraw(func() {})
			}
		}
	}()
	return func() {
		close(done)
		stopTicks()
		wg.Wait()
	}
}

// App is the tview application the dashboard was given.
func (d *Dashboard) App() *tview.Application { return d.app }

// Game is the game shown, nil before the first setup.
func (d *Dashboard) Game() kernel.Session { return d.ctl.Game() }

// bar is the help bar's entries that fit in width cells: the key table's,
// or, while a dialog is on top (the board's keys do not reach it), the
// dialog's own.
func (d *Dashboard) bar(width int) [][2]string {
	if !d.dialogs.open() {
		return d.keys.bar(d, width)
	}
	var out [][2]string
	used := 0
	for _, k := range d.dialogs.keys {
		if k.when != nil && !k.when() {
			continue
		}
		it := [2]string{d.keyName(k.key), d.t(k.word)}
		if used += barWidth(it); used > width {
			break
		}
		out = append(out, it)
	}
	return out
}

func (d *Dashboard) quit() {
	if d.onQuit != nil {
		d.onQuit()
		return
	}
	d.app.Stop()
}

// handleKey is the key pipeline: a dialog on top gets every key (global keys
// never steal typing); otherwise the steps panel and the log take their
// scroll keys, then the key table decides.
// After every key the focus is made consistent with what is on screen
// (dialogs.sync): on the board when no dialog is open, inside the dialog
// when one is.
func (d *Dashboard) handleKey(ev *tcell.EventKey, setFocus func(tview.Primitive), tiny bool) {
	d.dialogs.sync()
	defer d.dialogs.sync()
	if tiny {
		if ev.Key() == tcell.KeyRune && ev.Rune() == 'q' && !d.dialogs.open() {
			d.quit()
		}
		return
	}
	if d.dialogs.escClosesList(ev, setFocus) {
		return
	}
	if d.dialogs.open() {
		if h := d.dialogs.pages.InputHandler(); h != nil {
			h(ev, setFocus)
		}
		return
	}
	if d.board.scrollSteps(ev) || d.board.scrollLogKey(ev) {
		return
	}
	if b := d.keys.lookup(d, ev); b != nil {
		if b.game && d.ctl.HasSteps() && (b.acks == nil || !b.acks(d)) {
			d.ctl.Refuse(msgFirstSteps)
			return
		}
		if b.game && d.ctl.Game() == nil {
			d.ctl.Refuse(msgNoGameAction)
			return
		}
		b.run(d, ev)
		return
	}
	if ev.Key() == tcell.KeyRune {
		d.ctl.Refuse("the key %q does nothing: press ? for the keys", ev.Rune())
	}
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
		r.d.board.drawTooSmall(screen, w, h)
		return
	}
	if !r.d.dialogs.open() {
		// The board alone: drawing it directly skips the pages' clearing
		// pass (the application clears the screen before each frame).
		r.d.board.SetRect(x, y, w, h)
		r.d.board.Draw(screen)
		return
	}
	r.d.dialogs.pages.SetRect(x, y, w, h)
	r.d.dialogs.pages.Draw(screen)
}

func (r *rootView) Focus(delegate func(p tview.Primitive)) { delegate(r.d.dialogs.pages) }

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
		if r.d.dialogs.open() {
			return r.d.dialogs.pages.MouseHandler()(action, ev, setFocus)
		}
		b := r.d.board
		if action == tview.MouseScrollUp || action == tview.MouseScrollDown {
			x, y := ev.Position()
			if p := b.logPane; r.d.ctl.Game() != nil && x >= p.x && x < p.x+p.w && y >= p.y && y < p.y+p.h {
				if action == tview.MouseScrollUp {
					b.scrollLog(1)
				} else {
					b.scrollLog(-1)
				}
			}
			return true, nil
		}
		if action == tview.MouseLeftClick {
			x, y := ev.Position()
			for _, s := range b.slots {
				if x >= s.x && x < s.x+s.w && y >= s.y && y < s.y+s.h {
					takeSlot(r.d, s.slot)
					return true, nil
				}
			}
		}
		return true, nil
	})
}
