package store

import (
	"database/sql"
	"fmt"
	"strconv"
	"strings"
)

// ChangeOp is what a change the table has not confirmed was: a change of
// the game (an action done, undone, redone; a scored game reopened) or
// what the table did with the steps short of a change (Note).
type ChangeOp string

const (
	ChangeDo     ChangeOp = "do"
	ChangeUndo   ChangeOp = "undo"
	ChangeRedo   ChangeOp = "redo"
	ChangeReopen ChangeOp = "reopen"
	// NotePhaseLeft: Enter did the steps but the phase step that follows
	// them (the continuous City phase), which is still to do.
	NotePhaseLeft ChangeOp = "enter"
	// NoteSetAside: the newest steps were set aside by a key that answers
	// them (the Automa's question), not done.
	NoteSetAside ChangeOp = "aside"
)

// Change is one thing the table did since its last acknowledgement.
type Change struct {
	Op ChangeOp
	// Action is the action's text form (do, undo, redo); "" otherwise.
	Action string
}

// Unconfirmed is what the table had not confirmed when the game was
// saved: every change since its last acknowledgement (Acknowledge), oldest
// first, so that a screen shows again exactly the steps it showed. The
// store keeps them in its meta table, one row each, from one
// acknowledgement to the next (no schema change: an older tablemate
// ignores them).
type Unconfirmed struct {
	// Known: Changes holds every change since the acknowledgement. Not so
	// for a game changed by a tablemate that did not keep them: a screen
	// then shows the last change's steps (LastUndo, Acknowledged).
	Known bool
	// Acknowledged: the table acknowledged the steps of the change before
	// Changes (else it never acknowledged any, and the steps of the game
	// as it was before Changes, its setup's, were not done either).
	Acknowledged bool
	Changes      []Change
}

// changeKey is the meta row of a game's change to version: it sorts after
// the game's earlier changes and before its later ones.
func changeKey(id GameID, version int64) string {
	return fmt.Sprintf("change/%d/%020d", id, version)
}

// noteKey is the meta row of a note made at version (at unix nanoseconds
// t): after the change to version and before the next one.
func noteKey(id GameID, version, t int64) string {
	return fmt.Sprintf("%s.%020d", changeKey(id, version), t)
}

// changeBounds are the keys around every change row of a game: "/" sorts
// just before "0", so no other game's rows fall between.
func changeBounds(id GameID) (from, to string) {
	return fmt.Sprintf("change/%d/", id), fmt.Sprintf("change/%d0", id)
}

// keptChanges bounds the changes kept after an acknowledgement: a table
// that goes that long without Enter (actions with no steps) is resumed
// with its last change's steps, and a resume never replays more.
const keptChanges = 256

// noteChange keeps, in the change's transaction, what it was: the game's
// version becomes version+1. Every 64 changes, those beyond keptChanges
// are forgotten.
func (s *Store) noteChange(tx *sql.Tx, id GameID, version int64, op ChangeOp, action string) error {
	v := version + 1
	if _, err := s.txStmt(tx, sqlNoteChange).Exec(changeKey(id, v), string(op)+"\t"+action); err != nil {
		return s.busy(err)
	}
	if v%64 != 0 || v <= keptChanges {
		return nil
	}
	from, _ := changeBounds(id)
	_, err := tx.Exec(`DELETE FROM meta WHERE key > ? AND key < ?`, from, changeKey(id, v-keptChanges))
	return s.busy(err)
}

// forgetChanges drops a game's change rows: the table confirmed them.
func forgetChanges(tx *sql.Tx, id GameID) error {
	from, to := changeBounds(id)
	_, err := tx.Exec(`DELETE FROM meta WHERE key > ? AND key < ?`, from, to)
	return err
}

const (
	sqlNoteChange = `INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`
	sqlChanges    = `SELECT key, value FROM meta WHERE key > ? AND key < ? ORDER BY key`
)

// unconfirmed reads a game's changes since the acknowledgement at acked
// (0 and !ackedSome: none ever), up to the game's version.
func (s *Store) unconfirmed(tx *sql.Tx, id GameID, acked int64, ackedSome bool, version int64) (Unconfirmed, error) {
	u := Unconfirmed{Acknowledged: ackedSome}
	from, to := changeBounds(id)
	rows, err := s.query(tx, sqlChanges, from, to)
	if err != nil {
		return u, s.busy(err)
	}
	defer rows.Close()
	next := acked + 1
	for rows.Next() {
		var key, value string
		if err := rows.Scan(&key, &value); err != nil {
			return u, err
		}
		v, note, ok := parseChangeKey(strings.TrimPrefix(key, from))
		op, action, _ := strings.Cut(value, "\t")
		switch {
		case !ok || v < acked || (v == acked && !note):
			continue // confirmed, or not a row of this kind
		case note && v != next-1, !note && v != next:
			return Unconfirmed{}, nil // a change not kept: unknown
		case note:
			u.Changes = append(u.Changes, Change{Op: ChangeOp(op)})
		default:
			u.Changes = append(u.Changes, Change{Op: ChangeOp(op), Action: action})
			next++
		}
	}
	if err := rows.Err(); err != nil {
		return u, err
	}
	u.Known = next == version+1
	if !u.Known {
		u.Changes = nil
	}
	return u, nil
}

// parseChangeKey reads a change row's key after the game's prefix: the
// version, and whether it is a note made after that change.
func parseChangeKey(rest string) (version int64, note, ok bool) {
	digits, _, note := strings.Cut(rest, ".")
	v, err := strconv.ParseInt(digits, 10, 64)
	return v, note, err == nil
}
