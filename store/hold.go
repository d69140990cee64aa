package store

import (
	"database/sql"
	"encoding/json"
	"strconv"
	"time"
)

// Hold is one writer's hold on a game in progress: the version of the game
// it shows. Every change through it is refused with ErrConflict once
// another writer (another tablemate, or another Hold) changed the game,
// until a new Hold is made from the game read again. Reads never move it:
// a writer whose screen is behind the file cannot save an action made on
// what it shows on top of a log it has not replayed, which would mix two
// tables' actions into a game that no longer replays.
//
// A Hold is not safe for concurrent use; its Store is.
type Hold struct {
	s       *Store
	id      GameID
	version int64
}

// Hold is a hold on the game of rec, at the version it was read with.
func (s *Store) Hold(rec *Record) *Hold { return &Hold{s: s, id: rec.ID, version: rec.Version} }

// HoldNew is a hold on game id just created by Create (version 0).
func (s *Store) HoldNew(id GameID) *Hold { return &Hold{s: s, id: id} }

// Game is the game held.
func (h *Hold) Game() GameID { return h.id }

// Version is the game's version as this hold last read or wrote it.
func (h *Hold) Version() int64 { return h.version }

// Append is Store.AppendTimed at the hold's version.
func (h *Hold) Append(action string) (time.Time, error) {
	return h.s.appendAt(h.id, &h.version, action)
}

// Undo is Store.UndoTimed at the hold's version.
func (h *Hold) Undo() (time.Time, error) { return h.s.undoAt(h.id, &h.version) }

// Redo is Store.RedoTimed at the hold's version.
func (h *Hold) Redo() (time.Time, error) { return h.s.redoAt(h.id, &h.version) }

// Reopen is Store.Reopen at the hold's version.
func (h *Hold) Reopen() error { return h.s.reopenAt(h.id, &h.version) }

// Finish is Store.Finish at the hold's version: a result scored on a game
// another table has changed since is refused, not saved over its log.
func (h *Hold) Finish(r Result) error {
	s := h.s
	if r.Finished.IsZero() {
		r.Finished = s.clock()
	}
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	_, err = s.changeIn(h.id, &h.version, func(tx *sql.Tx, _ int64) error {
		if _, err := tx.Exec(`UPDATE games SET status = 'finished', result = ? WHERE id = ?`, string(b), h.id); err != nil {
			return s.busy(err)
		}
		// Scored, the game has no steps left to do (the screen clears
		// them): its changes so far are confirmed.
		if _, err := tx.Exec(`INSERT INTO meta (key, value) VALUES (?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value`, ackKey(h.id), strconv.FormatInt(s.txVersion+1, 10)); err != nil {
			return s.busy(err)
		}
		return s.busy(forgetChanges(tx, h.id))
	}, "playing", "finished")
	return err
}

// Acknowledge is Store.Acknowledge at the hold's version: a table behind
// the file cannot mark another table's change as done.
func (h *Hold) Acknowledge() error { return h.s.acknowledge(h.id, &h.version) }

// Note saves what the table did with the steps short of a change
// (NotePhaseLeft, NoteSetAside), at the hold's version, after the changes
// not confirmed: a restart replays it with them (Record.Unconfirmed).
func (h *Hold) Note(op ChangeOp) error {
	s := h.s
	return s.atVersion(h.id, &h.version, func(tx *sql.Tx, version int64) error {
		_, err := tx.Exec(sqlNoteChange, noteKey(h.id, version, s.now()), string(op))
		return err
	})
}
