package control

import (
	"time"

	"tablemate/kernel"
)

// Recorder makes the game durable. The controller calls it after the engine
// accepted an action and before the screen shows its effect: when a call
// fails, the screen keeps the old state and shows the error, so nothing on
// screen is ever missing from the record.
type Recorder interface {
	// Record appends an action's text form to the current game.
	Record(action string) error
	// Undo takes back the last recorded action (it can be redone).
	Undo() error
	// Redo re-applies the last undone action.
	Redo() error
	// Finish records the final result; the game is no longer in progress.
	Finish(result kernel.Result) error
	// NewGame starts a game from its setup line; a game in progress is
	// abandoned but kept.
	NewGame(setupLine string) error
}

// Stepper is a Recorder that keeps, with each action it saves, the step
// the engine gave with the change (kernel.Change.Step: who acted, whether
// the turn ended, who acts next), so that its Clock follows the game with
// no engine of its own. The dashboard then saves an action with
// RecordStep instead of Record, and a redo with RedoStep instead of Redo.
type Stepper interface {
	RecordStep(action string, step kernel.Step) error
	RedoStep(step kernel.Step) error
}

// ErrStale is wrapped in a Recorder's error when the record was changed by
// someone else (another tablemate on the same database) since it was read:
// nothing was saved, and the game must be reloaded before going on. It is
// a constant (errors.Is compares it by value), so that the dashboard names
// it too with nothing run at start.
const ErrStale = staleError("dashboard: the game was changed elsewhere")

// staleError is ErrStale's type.
type staleError string

func (e staleError) Error() string { return string(e) }

// Reloader is a Recorder that can read the game in progress back from its
// record (the R key), as one of kinds, or nil when no game is in progress
// any more.
type Reloader interface {
	Reload(kinds kernel.Kinds) (kernel.Session, error)
}

// Reopener is a Recorder that can put a scored game back in progress (its
// result set aside, its log kept), so that undo reaches its tallies; the
// game is scored again with Finish.
type Reopener interface {
	Reopen() error
}

// Acknowledger is a Recorder that saves the table's acknowledgment of the
// steps pending (Enter), so that a restart shows them again only when they
// were not done, and what the table did with them short of that (Note:
// NotePhaseLeft, NoteSetAside), so that a restart shows exactly the steps
// pending (Unconfirmed).
type Acknowledger interface {
	Acknowledge() error
	Note(op string) error
}

// Clock is a Recorder that keeps the game's time, so the screen can show
// the current turn's time and the game's. It is asked on every draw, and
// answers from memory.
type Clock interface {
	// Times is, as of the recorder's clock now: when the game started, how
	// long the current turn has lasted and the game's playing time, both
	// without the time the dashboard was closed. turn is negative when no
	// turn is running (the game is over) or its start is not known (it
	// began before tablemate kept times); played is negative when the
	// game was not timed from its start.
	Times() (started time.Time, turn, played time.Duration)
}

// Identified is a Recorder that knows the saved game's id, so that the
// play handed to BG Stats has the same id as `tablemate export` gives it
// (the app then never imports it twice).
type Identified interface {
	GameID() int64
}
