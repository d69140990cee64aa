// Package dashboardtest holds the dashboard's test doubles, for the tests of
// the dashboard and of the commands that build one.
package dashboardtest

import (
	"errors"

	"tablemate/kernel"
)

// MemoryRecorder keeps the record in memory, for tests. Fail, when set, makes every call fail with it.
type MemoryRecorder struct {
	Games   []string // setup lines, oldest first
	Actions []string // the current game's actions
	Undone  []string // undone actions, the next to redo last
	Results []kernel.Result
	// Reopened counts the scored games put back in progress.
	Reopened int
	Fail     error
}

// Record implements dashboard.Recorder.
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

// Undo implements dashboard.Recorder.
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

// Redo implements dashboard.Recorder.
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

// Finish implements dashboard.Recorder.
func (m *MemoryRecorder) Finish(result kernel.Result) error {
	if m.Fail != nil {
		return m.Fail
	}
	m.Results = append(m.Results, result)
	return nil
}

// Reopen implements dashboard.Reopener: the last result is set aside.
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

// NewGame implements dashboard.Recorder.
func (m *MemoryRecorder) NewGame(setupLine string) error {
	if m.Fail != nil {
		return m.Fail
	}
	m.Games = append(m.Games, setupLine)
	m.Actions, m.Undone = nil, nil
	return nil
}
