package tableview

import (
	"sync"
	"tablemate/i18n"
	"time"

	"tablemate/kernel"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// snapshot is the game as one change left it, taken on the goroutine that
// owns the session (the dashboard's event loop, or the follower's): the
// engines' states are immutable values, so the snapshot keeps them and is
// worded later, off that goroutine, in each viewer's language.
type snapshot struct {
	seq uint64
	// at is when the change was published: the benchmark's start.
	at time.Time
	// title is the game's name (kernel.Kind.Title); "" when there is no
	// game yet.
	title string
	mon   *tracker.State
	wms   *wm.State
	// cause is the last change's action ("" at the setup); undone: that
	// change took it back, and events are what it had caused.
	cause string
	// named is the cause named in words, as the dashboard names it (nil:
	// the game's Kind names no action, the text is shown).
	named  kernel.Messager
	undone bool
	events []kernel.Event
	// actions is how many actions the game has applied.
	actions int
	// scored: the result is final (the final table is shown).
	scored bool

	// pages are the snapshot worded once per language, on first demand.
	pages [langCount]rendered
}

// rendered is a snapshot's fragment in one language, made once.
type rendered struct {
	once sync.Once
	html []byte
}

// snapshotOf takes what the page shows of a session; undone says its last
// change was an undo (the steps shown then put the table back). It reads
// only what a change leaves behind: the states, the last events, no
// replay.
func snapshotOf(g kernel.Session, undone bool) *snapshot {
	sn := &snapshot{}
	if g == nil {
		return sn
	}
	sn.title, sn.actions, sn.scored = g.Kind().Title, g.Len(), g.Scored()
	sn.mon, _ = tracker.StateOf(g)
	sn.wms, _ = wm.StateOf(g)
	switch n := g.Len(); {
	case undone && g.CanRedo():
		sn.cause, sn.events = g.NextRedo()
		sn.undone = true
	case n > 0:
		last := g.Entries(n-1, n)[0] // the last entry is kept: no replay
		sn.cause, sn.events = last.Action, last.Events
	default:
		sn.events = g.Opening()
	}
	if sn.cause != "" && g.Kind().Phrase != nil {
		sn.named = g.Kind().Phrase(sn.cause)
	}
	return sn
}

// stateView is the state as `tablemate script --format json` shows it
// (README, "The JSON state"), nil without a game.
func (sn *snapshot) stateView() any {
	switch {
	case sn.mon != nil:
		return sn.mon.View()
	case sn.wms != nil:
		return sn.wms.View()
	}
	return nil
}

// causeText is the last change's action in the reader's words.
func (sn *snapshot) causeText(loc *i18n.Localizer) string {
	if sn.named != nil {
		return loc.Message(sn.named)
	}
	return sn.cause
}
