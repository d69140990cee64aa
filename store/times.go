package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"sort"
	"time"

	"tablemate/kernel"
)

// SittingID identifies a sitting (OpenSitting).
type SittingID int64

// OpenSitting notes, at once, that game id is shown from now on (the
// store's clock): its playing time runs until CloseSitting. It changes
// nothing of the game itself, so another tablemate's view of it stays
// current. The dashboard opens its sittings with OpenSittingLater, which
// writes nothing until the table acts; this one writes now (a sitting
// made whole, as the clock's tests and tools make them).
func (s *Store) OpenSitting(id GameID) (SittingID, error) {
	sit, err := s.OpenSittingTimed(id)
	return sit.ID, err
}

// OpenSittingTimed is OpenSitting giving the sitting as it was saved (as
// Record.Sittings holds it).
func (s *Store) OpenSittingTimed(id GameID) (Sitting, error) {
	if err := s.writable(); err != nil {
		return Sitting{}, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.now()
	res, err := s.unsynced(`INSERT INTO sittings (game_id, opened, last) SELECT id, ?, ? FROM games WHERE id = ?`, t, t, id)
	if err != nil {
		return Sitting{}, s.busy(err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return Sitting{}, fmt.Errorf("%w: %d", ErrNotFound, id)
	}
	n, err := res.LastInsertId()
	if err != nil {
		return Sitting{}, err
	}
	s.open[id] = SittingID(n)
	return Sitting{ID: SittingID(n), Opened: time.Unix(0, t), Last: time.Unix(0, t)}, nil
}

// PendingSitting is the id of a sitting opened with OpenSittingLater and
// not saved yet; no saved sitting has it.
const PendingSitting SittingID = -1

// OpenSittingLater is OpenSittingTimed without its write: the sitting is
// saved with the game's first change, in that change's transaction, or
// when it closes (LeaveSitting). A program that shows a game and is killed
// before either leaves the file as it found it, and loses no playing time:
// a killed sitting ends at its last change, and it had none. The sitting
// given has the id PendingSitting; the Store's LoadTimed lists it.
func (s *Store) OpenSittingLater(id GameID) Sitting {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.now()
	if _, ok := s.open[id]; !ok {
		s.pending[id] = t
	}
	return Sitting{ID: PendingSitting, Opened: time.Unix(0, t), Last: time.Unix(0, t)}
}

// SittingOf is the sitting of game id this Store has open, as its
// LoadTimed lists it: its id once saved, PendingSitting before; 0 when none.
func (s *Store) SittingOf(id GameID) SittingID {
	s.mu.Lock()
	defer s.mu.Unlock()
	if sit, ok := s.open[id]; ok {
		return sit
	}
	if _, ok := s.pending[id]; ok {
		return PendingSitting
	}
	return 0
}

// LeaveSitting closes game id's open sitting now: a saved one as
// CloseSitting does, one opened with OpenSittingLater and never saved is
// saved closed (the time the game was shown is playing time).
func (s *Store) LeaveSitting(id GameID) error {
	s.mu.Lock()
	sit, saved := s.open[id]
	opened, pending := s.pending[id]
	delete(s.pending, id)
	s.mu.Unlock()
	switch {
	case saved:
		return s.CloseSitting(sit)
	case !pending:
		return nil
	}
	if err := s.writable(); err != nil {
		return err
	}
	t := s.now()
	_, err := s.db.Exec(`INSERT INTO sittings (game_id, opened, last, closed) SELECT id, ?, ?, ? FROM games WHERE id = ?`, opened, t, t, id)
	return s.busy(err)
}

// insertSitting saves an open sitting of game id, in a change's
// transaction or on its own.
func insertSitting(db interface {
	Exec(string, ...any) (sql.Result, error)
}, id GameID, opened, last int64) (SittingID, error) {
	res, err := db.Exec(`INSERT INTO sittings (game_id, opened, last) VALUES (?, ?, ?)`, id, opened, last)
	if err != nil {
		return 0, err
	}
	n, err := res.LastInsertId()
	return SittingID(n), err
}

// unsynced runs one write without waiting for the disk (synchronous=NORMAL
// for it alone): the write-ahead log keeps it atomic, and the next commit
// (synchronous=FULL, as every change of a game) makes it durable with
// itself. It is for the opening of a sitting (OpenSitting): a power cut
// before the next change loses only a sitting in which nothing was
// played. The caller holds s.mu.
func (s *Store) unsynced(q string, args ...any) (sql.Result, error) {
	ctx := context.Background()
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `PRAGMA synchronous = NORMAL`); err != nil {
		return nil, err
	}
	res, err := conn.ExecContext(ctx, q, args...)
	if _, rerr := conn.ExecContext(ctx, `PRAGMA synchronous = FULL`); rerr != nil && err == nil {
		// The connection would go on writing unsynced: close it, the
		// pool opens a new one with the DSN's FULL.
		conn.Raw(func(any) error { return driver.ErrBadConn })
		return nil, rerr
	}
	return res, err
}

// CloseSitting notes that the dashboard stopped showing the game now. A
// sitting never closed (the program was killed) ends at the game's last
// change instead.
func (s *Store) CloseSitting(sit SittingID) error {
	if err := s.writable(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for g, open := range s.open {
		if open == sit {
			delete(s.open, g)
		}
	}
	t := s.now()
	_, err := s.db.Exec(`UPDATE sittings SET closed = ?, last = ? WHERE id = ? AND closed IS NULL`, t, t, sit)
	return s.busy(err)
}

// touch notes a change of game id at t in its open sitting, for a change
// made outside a transaction of change (under mu). A failure only loses
// the time a killed sitting would end at; the change itself is saved.
func (s *Store) touch(id GameID, t time.Time) {
	if sit, ok := s.open[id]; ok {
		s.db.Exec(`UPDATE sittings SET last = MAX(last, ?) WHERE id = ?`, t.UnixNano(), sit)
	} else if opened, ok := s.pending[id]; ok {
		if sit, err := insertSitting(s.db, id, opened, t.UnixNano()); err == nil {
			s.open[id] = sit
			delete(s.pending, id)
		}
	}
}

// Times is a game's clock as its record gives it.
type Times struct {
	Started time.Time
	// Ended is when the game was scored; zero while it is not finished.
	Ended time.Time
	// Played is the playing time: the time the dashboard had the game open,
	// up to its end. PlayedKnown is false for a game that was not timed
	// from its start (saved before tablemate kept times, or entered by
	// script): Played is then only what was timed.
	Played      time.Duration
	PlayedKnown bool
	// Offsets[i] is the playing time at which action i was recorded, -1
	// when not known.
	Offsets []time.Duration
}

// Times computes the game's clock from its sittings and its actions' times,
// as a reader who has none of them open sees it.
func (r *Record) Times() Times { return r.TimesAt(0, time.Time{}) }

// TimesAt is Times for the dashboard that has sitting open (0: none): that
// sitting runs until now.
func (r *Record) TimesAt(open SittingID, now time.Time) Times {
	t := Times{Started: r.Started, Ended: r.ended()}
	c := r.playClock(t.Ended, open, now)
	t.PlayedKnown = len(r.Sittings) > 0
	t.Offsets = make([]time.Duration, len(r.Actions))
	for i := range r.Actions {
		t.Offsets[i] = c.offset(r, i)
		if t.Offsets[i] < 0 {
			t.PlayedKnown = false
		}
	}
	t.Played = c.played()
	return t
}

// ended is when the game's playing time ended: its scoring, the zero time
// while it is not finished.
func (r *Record) ended() time.Time {
	if r.Finished && r.Result != nil {
		return r.Result.Finished
	}
	return time.Time{}
}

// playClock is a game's sittings as TimesAt reads them: the spans, and
// before[k], the playing time of the spans before span k, so that an
// action's offset is one binary search away.
type playClock struct {
	spans  [][2]time.Time
	before []time.Duration
}

func (r *Record) playClock(ended time.Time, open SittingID, now time.Time) playClock {
	return clockOf(r.Sittings, ended, open, now)
}

// clockOf is the playClock of sittings cut at ended (when not zero), with
// sitting open running until now.
func clockOf(sittings []Sitting, ended time.Time, open SittingID, now time.Time) playClock {
	c := playClock{spans: spans(sittings, ended, open, now)}
	c.before = make([]time.Duration, len(c.spans)+1)
	for k, sp := range c.spans {
		c.before[k+1] = c.before[k] + sp[1].Sub(sp[0])
	}
	return c
}

// played is the playing time of all the spans.
func (c playClock) played() time.Duration { return c.before[len(c.spans)] }

// offset is the playing time at which action i of r was recorded, -1 when
// its time or the game's sittings are not known.
func (c playClock) offset(r *Record, i int) time.Duration {
	if i < 0 || r.untimed(i) || len(r.Sittings) == 0 {
		return -1
	}
	return c.at(r.ActionTimes[i])
}

// at is the playing time at when.
func (c playClock) at(when time.Time) time.Duration {
	k := sort.Search(len(c.spans), func(k int) bool { return c.spans[k][0].After(when) }) - 1
	if k < 0 {
		return 0
	}
	return c.before[k] + earlier(when, c.spans[k][1]).Sub(c.spans[k][0])
}

// PlayedAt is TimesAt's playing time alone, without the actions' offsets:
// what a clock on screen asks every second.
func (r *Record) PlayedAt(open SittingID, now time.Time) time.Duration {
	var d time.Duration
	for _, sp := range spans(r.Sittings, r.ended(), open, now) {
		d += sp[1].Sub(sp[0])
	}
	return d
}

// untimed reports whether action i has no time: recorded before tablemate
// kept times, or by a script.
func (r *Record) untimed(i int) bool { return r.timeAt(i).IsZero() }

// timeAt is when action i was recorded, the zero time when not known.
func (r *Record) timeAt(i int) time.Time {
	if i < 0 || i >= len(r.ActionTimes) {
		return time.Time{}
	}
	return r.ActionTimes[i]
}

// earlier is the earlier of two times.
func earlier(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}

// spans are the sittings as [opened, end] intervals, cut at ended (when
// not zero). A sitting never closed (open now, or the program was killed)
// ends at the last change made in it.
func spans(sittings []Sitting, ended time.Time, open SittingID, now time.Time) [][2]time.Time {
	var out [][2]time.Time
	for _, sit := range sittings {
		end := sit.Closed
		if end.IsZero() {
			end = sit.Last
			if open != 0 && sit.ID == open && now.After(end) {
				end = now
			}
		}
		if !ended.IsZero() && end.After(ended) {
			end = ended
		}
		if end.After(sit.Opened) {
			out = append(out, [2]time.Time{sit.Opened, end})
		}
	}
	return out
}

// Turn is one turn of a game: the player who played it and its playing
// time, from the end of the turn before to its own end; Known is false when
// either end has no time.
type Turn struct {
	Player string
	Took   time.Duration
	Known  bool
}

// Step is what the engine says of one applied action, for the clock
// (kernel.Step): who acted, whether that ended their turn, who acts next.
type Step = kernel.Step

// Steps replays a game's log with its engine and tells, for each applied
// action, whose turn it belonged to and whether it ended that turn: one
// replay, as a resume's (Kind.LoadSteps), not an engine run per key.
func Steps(kind *kernel.Kind, r *Record) ([]Step, error) {
	if kind == nil || kind.LoadSteps == nil {
		return nil, fmt.Errorf("game %d is a %q game, which this tablemate cannot replay", r.ID, r.Game)
	}
	_, steps, err := kind.LoadSteps(r.Setup, r.Actions, nil)
	if err != nil {
		return nil, fmt.Errorf("game %d: %w", r.ID, err)
	}
	return steps.All(), nil
}

// Advance applies one action to g and says what the clock needs of it.
func Advance(g kernel.Session, action string) (Step, error) {
	ch, err := g.Prepare(action)
	if err != nil {
		return Step{}, err
	}
	if err := g.Commit(ch); err != nil {
		return Step{}, err
	}
	return ch.Step(), nil
}

// Turns splits a log into turns: steps and offsets (Times.Offsets) are per
// applied action. A turn starts where the one before ended (the game's start
// for the first) and ends with the action that ended it; the turn still
// being played is left out.
func Turns(steps []Step, offsets []time.Duration) []Turn {
	var out []Turn
	start := time.Duration(0) // the playing time the current turn began at, -1 unknown
	for i, st := range steps {
		off := time.Duration(-1)
		if i < len(offsets) {
			off = offsets[i]
		}
		if !endsTurn(st) {
			continue
		}
		// No one's action (tallies after the end) ends no one's turn, but
		// the next turn, if any, starts there too.
		if st.Actor != "" {
			t := Turn{Player: st.Actor}
			if start >= 0 && off >= 0 {
				t.Took, t.Known = off-start, true
			}
			out = append(out, t)
		}
		start = off
	}
	return out
}

// endsTurn: the turn after this step's action begins with its time, for
// the history's turns (Turns) and the clock on screen (LiveClock) alike.
func endsTurn(st Step) bool { return st.EndTurn || st.Actor == "" }

// PlayerTime is one player's timed turns: how many, their total and their
// mean playing time.
type PlayerTime struct {
	Name  string        `json:"name"`
	Turns int           `json:"turns"`
	Total time.Duration `json:"-"`
	Mean  time.Duration `json:"-"`
}

// ThinkingTimes sums the known turns per player, in the order they first
// played.
func ThinkingTimes(turns []Turn) []PlayerTime {
	var out []PlayerTime
	index := map[string]int{}
	for _, t := range turns {
		if !t.Known {
			continue
		}
		i, ok := index[t.Player]
		if !ok {
			i = len(out)
			index[t.Player] = i
			out = append(out, PlayerTime{Name: t.Player})
		}
		out[i].Turns++
		out[i].Total += t.Took
	}
	for i := range out {
		out[i].Mean = out[i].Total / time.Duration(out[i].Turns)
	}
	return out
}
