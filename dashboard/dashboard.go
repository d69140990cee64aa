// Package dashboard is the terminal screen of tablemate: it draws the table
// (display, deck, players, end status, log, instructions) and turns one key
// per table event into tracker actions. It knows nothing of the config file
// or the database: cmd passes the defaults and a Recorder.
package dashboard

import (
	"errors"
	"strings"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"tablemate/i18n"
	"tablemate/scoring"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// Defaults prefill the setup form of a new game.
type Defaults struct {
	Players        []string
	Start          string
	Mode           tracker.Mode
	LostKingdoms   bool
	Renaissance    bool
	Celebrities    bool
	Monsters       bool
	Eras           []int // Era I, II, III with 1 to 4 players (nil: the engine's)
	ErasFive       []int // Era I, II, III with 5 players
	EraRenaissance int
	// ContinuousDisplay is the continuous display's size by number of
	// civilizations (C-SETUP-1); a number missing, or 0, is the engine's
	// civilizations+4.
	ContinuousDisplay map[int]int
	Rules             tracker.Readings
	Automa            tracker.AutomaSetup
}

// Options configure a dashboard.
type Options struct {
	Recorder Recorder
	// Game is the Monumental game in progress, resumed; WMGame a World
	// Monuments one. With neither the setup form opens.
	Game   *tracker.Game
	WMGame *wm.Game
	// LastSetup is the previous game's setup line; it prefills the form
	// over Defaults.
	LastSetup string
	Defaults  Defaults
	Scoring   scoring.Options
	// NoColor draws without colours (NO_COLOR, color: never).
	NoColor bool
	// Now seeds new games; nil means time.Now.
	Now func() time.Time
	// Localizer is the language of every text on screen; nil means
	// English. Actions keep their English notation (the log, the recorder).
	Localizer *i18n.Localizer
	// ShowLastSteps shows the table instructions of the resumed game's last
	// action (or its setup) again, as not done: the program may have
	// stopped before the table did them. The log keeps no acknowledgement.
	ShowLastSteps bool
	// LastUndone: the resumed game's last change was an undo. With
	// ShowLastSteps, the steps to reverse that undo asked for are shown
	// again instead.
	LastUndone bool
	// Engine are the options new Monumental games are built with
	// (tracker.WithDecks: the Automa's deck loader).
	Engine []tracker.Option
}

// Dashboard is the application: one board page under dialog pages.
type Dashboard struct {
	app   *tview.Application
	root  *rootView
	pages *tview.Pages
	board *boardView

	opts Options
	loc  *i18n.Localizer
	pal  palette
	rec  Recorder
	keys []binding

	game    *tracker.Game   // the Monumental game shown, or nil
	wmg     *wm.Game        // the World Monuments game shown, or nil
	result  *scoring.Result // set once Finish was recorded
	pending []string        // table instructions not yet acknowledged
	cause   string          // the action that caused them
	// reverse: the pending steps are an undone action's, newest first, to
	// be reversed at the table.
	reverse bool
	// stale: the recorder refused a write because the record was changed
	// elsewhere; R reloads the game.
	stale     bool
	status    string
	isError   bool
	dialog    string          // name of the dialog on top, "" when the board has focus
	dialogBox tview.Primitive // the dialog's own box, for its left edge
	// dialogPage is the dialog's page and dialogFocus what gets the focus
	// when the focus is found outside it (see syncFocus).
	dialogPage  tview.Primitive
	dialogFocus tview.Primitive
	// refocus, when set, runs after the key: a refused entry puts the focus
	// back in its field (a form moves it on after the field's done func).
	refocus func()
	// The instructions panel scrolls by whole steps: stepsTop is the first
	// step shown; the last frame showed steps stepsFirst to stepsLast.
	stepsTop, stepsFirst, stepsLast int
	slots                           []slotRect
	lastSetup                       string
	// onQuit ends the program; tests replace it to see that a key quits.
	onQuit func()
}

type slotRect struct{ x, y, w, h, slot int }

// New builds a dashboard. It opens the setup form when no game is given.
func New(opts Options) (*Dashboard, error) {
	if opts.Recorder == nil {
		return nil, errors.New("dashboard: no recorder")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	loc := opts.Localizer
	if loc == nil {
		loc = i18n.New(i18n.English)
	}
	d := &Dashboard{
		app:       tview.NewApplication(),
		opts:      opts,
		loc:       loc,
		pal:       palette{noColor: opts.NoColor},
		rec:       opts.Recorder,
		game:      opts.Game,
		lastSetup: opts.LastSetup,
	}
	if opts.Game == nil {
		d.wmg = opts.WMGame
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
	switch {
	case d.game != nil:
		d.status = d.tf(msgResumed, d.monDescribe(d.game.Setup()))
		d.lastSetup = d.game.Setup().String()
	case d.wmg != nil:
		d.status = d.tf(msgResumed, d.wmDescribe(d.wmg.Setup()))
		d.lastSetup = d.wmg.Setup().String()
	default:
		d.openSetup()
	}
	if g := d.cur(); g != nil && opts.ShowLastSteps && opts.LastUndone && g.canRedo() {
		// The undo's steps to reverse, newest first, as the undo showed them.
		if cause, instr := g.undoneSteps(); len(instr) > 0 {
			for i := len(instr) - 1; i >= 0; i-- {
				d.pending = append(d.pending, instr[i])
			}
			d.cause, d.reverse = cause, true
			d.status = d.sentences(d.status, d.t(msgStepsAgain))
		}
	} else if g != nil && opts.ShowLastSteps {
		if cause, instr := g.lastSteps(); len(instr) > 0 && !g.over() {
			d.pending, d.cause = instr, cause
			d.status = d.sentences(d.status, d.t(msgStepsAgain))
		}
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

// Game is the Monumental game shown, nil before the first setup or while a
// World Monuments game is shown.
func (d *Dashboard) Game() *tracker.Game { return d.game }

// WMGame is the World Monuments game shown, or nil.
func (d *Dashboard) WMGame() *wm.Game { return d.wmg }

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
	if d.scrollSteps(ev) {
		return
	}
	if b := d.binding(ev); b != nil {
		if b.game && len(d.pending) > 0 && (b.acks == nil || !b.acks(d)) {
			d.failf(msgFirstSteps)
			return
		}
		if b.game && d.cur() == nil {
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

// t translates a label (an English message key).
func (d *Dashboard) t(key string) string { return d.loc.T(key) }

// tf translates an English format and formats its arguments.
func (d *Dashboard) tf(format string, args ...any) string { return d.loc.Sprintf(format, args...) }

// say shows a message in the status line; format is an English key.
func (d *Dashboard) say(format string, args ...any) {
	d.status, d.isError = d.tf(format, args...), false
}

// fail shows an error in the status line, its rule errors translated. The
// engine's messages name the rule; its package prefix means nothing at the
// table.
func (d *Dashboard) fail(err error) {
	d.status, d.isError = d.errText(err), true
}

// failf shows a refusal of the dashboard's own; format is an English key.
func (d *Dashboard) failf(format string, args ...any) {
	d.status, d.isError = d.tf(format, args...), true
}

// sentences joins sentences: with a space, or none after a Japanese full
// stop.
func (d *Dashboard) sentences(parts ...string) string {
	var b strings.Builder
	for _, p := range parts {
		if b.Len() > 0 && !strings.HasSuffix(b.String(), "。") {
			b.WriteByte(' ')
		}
		b.WriteString(p)
	}
	return b.String()
}

// errText is an error as the screen shows it: translated, without the
// engine's package prefix.
func (d *Dashboard) errText(err error) string {
	return strings.ReplaceAll(d.loc.Error(err), "tracker: ", "")
}

// do applies a Monumental action through record.
func (d *Dashboard) do(a tracker.Action) bool {
	if d.game == nil {
		d.failf(msgNoGameAction)
		return false
	}
	return d.record(a.String(),
		func() error { _, _, err := tracker.Apply(d.game.State(), a); return err },
		func() ([]string, []string, error) {
			events, err := d.game.Apply(a)
			instr, said := monNotes(d.loc, events)
			return instr, said, err
		})
}

// doWM applies a World Monuments action through record.
func (d *Dashboard) doWM(a wm.Action) bool {
	if d.wmg == nil {
		d.failf(msgNoGameAction)
		return false
	}
	return d.record(a.String(),
		func() error { _, _, err := wm.Apply(d.wmg.State(), a); return err },
		func() ([]string, []string, error) {
			events, err := d.wmg.Apply(a)
			instr, said := wmNotes(d.loc, events, d.wmg.State())
			return instr, said, err
		})
}

// record is the one path of every action of either game: the engine checks
// it on a copy, the recorder makes it durable, and only then does the game
// (and the screen) move on.
func (d *Dashboard) record(text string, check func() error, apply func() (instr, said []string, err error)) bool {
	if err := check(); err != nil {
		d.fail(err)
		return false
	}
	if err := d.rec.Record(text); err != nil {
		d.recordFailed("not saved, nothing changed: %v", err)
		return false
	}
	instr, said, err := apply()
	if err != nil { // the engine is deterministic: this would be a bug
		d.fail(err)
		return false
	}
	d.showNotes(text, instr, said)
	return true
}

// showNotes puts the table instructions of an action in the panel and a
// summary of the rest in the status line.
func (d *Dashboard) showNotes(cause string, instr, said []string) {
	d.showNotesAfter("", cause, instr, said)
}

// showNotesAfter is showNotes with a first sentence of its own (Redone:
// ...), which stands for "Done: ..." when nothing else is said.
func (d *Dashboard) showNotesAfter(lead, cause string, instr, said []string) {
	d.pending, d.cause, d.stepsTop, d.reverse = instr, cause, 0, false
	msg := d.sentences(said...)
	switch {
	case lead != "":
		msg = d.sentences(append([]string{lead}, said...)...)
	case msg == "":
		msg = d.tf("Done: %s.", cause)
	}
	if len(d.pending) > 0 {
		msg = d.sentences(msg, d.t("Do the steps at the table, then press Enter."))
	}
	d.say("%s", msg)
}

func (d *Dashboard) takeSlot(slot int) {
	if len(d.pending) > 0 {
		d.failf(msgFirstSteps)
		return
	}
	d.do(tracker.Take{Slots: []int{slot}})
}

func (d *Dashboard) undo() {
	g := d.cur()
	if g == nil || !g.canUndo() {
		d.failf("nothing to undo: this is the start of the game")
		return
	}
	reopened := false
	if d.result != nil {
		// A scored game is put back in progress first: its result is set
		// aside, and scoring again saves the new one.
		r, ok := d.rec.(Reopener)
		if !ok {
			d.failf("the game is scored and saved: it can no longer be undone")
			return
		}
		if err := r.Reopen(); err != nil {
			d.recordFailed("undo not saved, nothing changed: %v", err)
			return
		}
		d.result, reopened = nil, true
	}
	// The undone action's table steps, taken before the log loses it.
	_, steps := g.lastSteps()
	if err := d.rec.Undo(); err != nil {
		d.recordFailed("undo not saved, nothing changed: %v", err)
		return
	}
	a, err := g.undo()
	if err != nil {
		d.fail(err)
		return
	}
	d.pending, d.cause, d.stepsTop, d.reverse = nil, a, 0, false
	if reopened && len(steps) == 0 {
		if d.wmg != nil {
			d.say(msgReopenedWM, a)
		} else {
			d.say(msgReopened, a)
		}
		return
	}
	if len(steps) == 0 {
		d.say("Undone: %s. Put the table back as it was before it (r redoes it).", a)
		return
	}
	// Reversed at the table from the last step done to the first.
	for i := len(steps) - 1; i >= 0; i-- {
		d.pending = append(d.pending, steps[i])
	}
	d.reverse = true
	d.say(msgUndoneSteps, a)
}

func (d *Dashboard) redo() {
	g := d.cur()
	if g == nil || !g.canRedo() {
		d.failf("nothing to redo")
		return
	}
	// Redo replaces the steps panel, whatever it shows: the table does the
	// redone action's steps instead.
	if err := g.checkRedo(); err != nil {
		d.fail(err)
		return
	}
	if err := d.rec.Redo(); err != nil {
		d.recordFailed("redo not saved, nothing changed: %v", err)
		return
	}
	a, instr, said, err := g.redo()
	if err != nil {
		d.fail(err)
		return
	}
	d.showNotesAfter(d.tf(msgRedone, a), a, instr, said)
}

// recordFailed says why the recorder refused a write; format is an English
// key with one %v. A record changed by another tablemate is not an error
// to read: it needs a reload, and R does it.
func (d *Dashboard) recordFailed(format string, err error) {
	if errors.Is(err, ErrStale) {
		d.stale = true
		if _, ok := d.rec.(Reloader); ok {
			d.failf(msgStale)
		} else {
			d.failf(msgStaleQuit)
		}
		return
	}
	d.failf(format, err)
}

// reload reads the game in progress back from the recorder (R), after
// another tablemate changed it.
func (d *Dashboard) reload() {
	r, ok := d.rec.(Reloader)
	if !ok {
		d.failf(msgStaleQuit)
		return
	}
	g, wg, err := r.Reload()
	if err != nil {
		d.failf("not reloaded: %v", err)
		return
	}
	d.stale, d.pending, d.reverse, d.result = false, nil, false, nil
	if d.dialog != "" {
		d.closeDialog()
	}
	d.game, d.wmg = g, wg
	switch {
	case g != nil:
		d.lastSetup = g.Setup().String()
	case wg != nil:
		d.lastSetup = wg.Setup().String()
	default:
		d.say(msgReloadedNone)
		return
	}
	d.say(msgReloaded, d.cur().describe())
}

// acknowledge clears the instructions panel.
func (d *Dashboard) acknowledge() {
	if len(d.pending) == 0 {
		return
	}
	d.pending, d.reverse = nil, false
	if d.game != nil && d.game.State().Over() && d.result == nil {
		d.say("Game over: press s to enter the tallies and score it.")
		return
	}
	if d.wmg != nil && d.wmg.State().Over() && d.result == nil {
		d.say(msgWMGameOver)
		return
	}
	d.say("Instructions done.")
}

// startGame records a new game and shows its opening instructions.
func (d *Dashboard) startGame(setup tracker.Setup) error {
	g, err := tracker.NewGame(setup, d.opts.Engine...)
	if err != nil {
		return err
	}
	line := g.Setup().String()
	if err := d.rec.NewGame(line); err != nil {
		return errors.New(d.tf("not saved: %v", err))
	}
	d.game, d.wmg, d.result, d.lastSetup = g, nil, nil, line
	instr, _ := monNotes(d.loc, g.Opening())
	d.showNotes("setup", instr, nil)
	d.say("New game: %s. Deal the display as the panel says, then press Enter.", d.monDescribe(setup))
	return nil
}

// startWM records a new World Monuments game and shows its opening
// instructions.
func (d *Dashboard) startWM(setup wm.Setup) error {
	g, err := wm.NewGame(setup)
	if err != nil {
		return err
	}
	line := g.Setup().String()
	if err := d.rec.NewGame(line); err != nil {
		return errors.New(d.tf("not saved: %v", err))
	}
	d.game, d.wmg, d.result, d.lastSetup = nil, g, nil, line
	instr, _ := wmNotes(d.loc, g.Opening(), g.State())
	d.showNotes("setup", instr, nil)
	d.say(msgWMNewGame, d.wmDescribe(setup))
	return nil
}

// showDialog puts a primitive on top of the board, centred, and focuses it.
func (d *Dashboard) showDialog(name string, p tview.Primitive, focus tview.Primitive, width, height int) {
	if d.dialog != "" {
		d.pages.RemovePage(d.dialog)
	}
	wrap := tview.NewFlex().
		AddItem(nil, 0, 1, false).
		AddItem(tview.NewFlex().SetDirection(tview.FlexRow).
			AddItem(nil, 0, 1, false).
			AddItem(opaque{p}, height, 0, true).
			AddItem(nil, 0, 1, false), width, 0, true).
		AddItem(nil, 0, 1, false)
	d.pages.AddPage(name, wrap, true, true)
	if focus == nil {
		focus = p
	}
	d.dialog, d.dialogBox, d.dialogPage, d.dialogFocus = name, p, wrap, focus
	d.refocus = nil
	d.setFocus(focus)
}

// closeDialog removes the dialog on top and gives the focus back to the board.
func (d *Dashboard) closeDialog() {
	if d.dialog != "" {
		d.pages.RemovePage(d.dialog)
	}
	d.dialog, d.dialogBox, d.dialogPage, d.dialogFocus = "", nil, nil, nil
	d.refocus = nil
	d.setFocus(d.board)
}
