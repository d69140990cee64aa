package dashboard

import (
	"errors"

	"tablemate/scoring"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// Recorder makes the game durable. The dashboard calls it after the engine
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
	// Finish records the final score; the game is no longer in progress.
	Finish(result scoring.Result) error
	// NewGame starts a game from its setup line; a game in progress is
	// abandoned but kept.
	NewGame(setupLine string) error
}

// ErrStale is wrapped in a Recorder's error when the record was changed by
// someone else (another tablemate on the same database) since it was read:
// nothing was saved, and the game must be reloaded before going on.
var ErrStale = errors.New("dashboard: the game was changed elsewhere")

// Reloader is a Recorder that can read the game in progress back from its
// record (the R key): the Monumental game, or the World Monuments one, or
// neither when no game is in progress any more.
type Reloader interface {
	Reload() (*tracker.Game, *wm.Game, error)
}

// Reopener is a Recorder that can put a scored game back in progress (its
// result set aside, its log kept), so that undo reaches its tallies; the
// game is scored again with Finish.
type Reopener interface {
	Reopen() error
}

// MemoryRecorder keeps the record in memory, for tests and for running
// without a database. Fail, when set, makes every call fail with it.
type MemoryRecorder struct {
	Games   []string // setup lines, oldest first
	Actions []string // the current game's actions
	Undone  []string // undone actions, the next to redo last
	Results []scoring.Result
	// Reopened counts the scored games put back in progress.
	Reopened int
	Fail     error
}

// Record implements Recorder.
func (m *MemoryRecorder) Record(action string) error {
	if m.Fail != nil {
		return m.Fail
	}
	if len(m.Games) == 0 {
		return errors.New("no game to record into")
	}
	m.Actions = append(m.Actions, action)
	m.Undone = nil
	return nil
}

// Undo implements Recorder.
func (m *MemoryRecorder) Undo() error {
	if m.Fail != nil {
		return m.Fail
	}
	if len(m.Actions) == 0 {
		return errors.New("nothing to undo")
	}
	last := m.Actions[len(m.Actions)-1]
	m.Actions = m.Actions[:len(m.Actions)-1]
	m.Undone = append(m.Undone, last)
	return nil
}

// Redo implements Recorder.
func (m *MemoryRecorder) Redo() error {
	if m.Fail != nil {
		return m.Fail
	}
	if len(m.Undone) == 0 {
		return errors.New("nothing to redo")
	}
	last := m.Undone[len(m.Undone)-1]
	m.Undone = m.Undone[:len(m.Undone)-1]
	m.Actions = append(m.Actions, last)
	return nil
}

// Finish implements Recorder.
func (m *MemoryRecorder) Finish(result scoring.Result) error {
	if m.Fail != nil {
		return m.Fail
	}
	m.Results = append(m.Results, result)
	return nil
}

// Reopen implements Reopener: the last result is set aside.
func (m *MemoryRecorder) Reopen() error {
	if m.Fail != nil {
		return m.Fail
	}
	if len(m.Results) == 0 {
		return errors.New("no scored game to reopen")
	}
	m.Results = m.Results[:len(m.Results)-1]
	m.Reopened++
	return nil
}

// NewGame implements Recorder.
func (m *MemoryRecorder) NewGame(setupLine string) error {
	if m.Fail != nil {
		return m.Fail
	}
	m.Games = append(m.Games, setupLine)
	m.Actions, m.Undone = nil, nil
	return nil
}
