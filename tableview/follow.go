package tableview

import (
	"context"
	"errors"
	"os"
	"slices"
	"strconv"
	"time"

	"tablemate/kernel"
	"tablemate/store"
)

// DefaultPollEvery is how often a Follower looks at the database files: a
// stat of two files, nothing read unless they changed.
const DefaultPollEvery = 300 * time.Millisecond

// rereadEvery reads the game again even when the files look unchanged, in
// case a file system keeps coarse modification times.
const rereadEvery = 10 * time.Second

// FollowOptions say which saved game a Follower shows.
type FollowOptions struct {
	// Path is the database, opened read-only (store.OpenReadOnly) for each
	// read and closed again: the follower never writes, and never holds
	// the file between two reads.
	Path string
	// Game is the game to show; 0 is the game in progress (the last
	// played), and the next one when the table starts another.
	Game int64
	// Kinds are the games the follower can replay (the command line's).
	Kinds kernel.Kinds
	// Every is how often the files are looked at (0: DefaultPollEvery).
	Every time.Duration
}

// Follower shows a saved game on a Server as the dashboard writes it: it
// notices that the database files changed, reads the game again and
// replays what is new.
type Follower struct {
	opts FollowOptions
	srv  *Server
	// The game shown: its record as last read, and the session replayed
	// from it; nil before the first read or when there is none.
	rec *store.Record
	g   kernel.Session
	// sig is the database files as last seen; read is when it was read.
	sig  [2]fileSig
	read time.Time
}

type fileSig struct {
	size int64
	mod  time.Time
	ok   bool
}

// NewFollower is a follower of the game opts names, shown on srv.
func NewFollower(srv *Server, opts FollowOptions) *Follower {
	if opts.Every <= 0 {
		opts.Every = DefaultPollEvery
	}
	return &Follower{opts: opts, srv: srv}
}

// Load reads the game once and publishes it: a game that does not exist
// or cannot be replayed is an error here, before anything is served.
func (f *Follower) Load() error {
	_, err := f.poll(true)
	return err
}

// Run follows the database until ctx ends. A read that fails (the file
// busy, or briefly absent) is tried again at the next look; logf hears of
// it.
func (f *Follower) Run(ctx context.Context) {
	t := time.NewTicker(f.opts.Every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-f.srv.done:
			return
		case <-t.C:
			if _, err := f.poll(false); err != nil {
				f.srv.log.Warn(f.srv.loc.T("table view: reading the game failed"), "err", err)
			}
		}
	}
}

// poll reads the game again when the files changed (or force), and
// publishes it when it changed; it reports whether it published.
func (f *Follower) poll(force bool) (bool, error) {
	sig := [2]fileSig{statSig(f.opts.Path), statSig(f.opts.Path + "-wal")}
	if !force && sig == f.sig && time.Since(f.read) < rereadEvery {
		return false, nil
	}
	rec, err := f.fetch()
	if err != nil {
		return false, err
	}
	f.sig, f.read = sig, time.Now()
	if rec == nil {
		if f.rec == nil && f.g == nil && !force {
			return false, nil
		}
		f.rec, f.g = nil, nil
		f.srv.Publish(nil, false)
		return true, nil
	}
	if !force && f.rec != nil && same(f.rec, rec) {
		return false, nil
	}
	g, err := f.replay(rec)
	if err != nil {
		return false, err
	}
	f.rec, f.g = rec, g
	f.srv.Publish(g, rec.LastUndo)
	return true, nil
}

// fetch opens the database read-only, reads the game shown, and closes it.
func (f *Follower) fetch() (*store.Record, error) {
	st, err := store.OpenReadOnly(f.opts.Path)
	if err != nil {
		return nil, err
	}
	defer st.Close()
	if f.opts.Game != 0 {
		rec, err := st.Load(store.GameID(f.opts.Game))
		if errors.Is(err, store.ErrNotFound) {
			return nil, kernel.Worded("there is no game %s in %s; see 'tablemate history'", strconv.FormatInt(f.opts.Game, 10), f.opts.Path)
		}
		return rec, err
	}
	cur, err := st.Current()
	if err != nil || cur != nil {
		return cur, err
	}
	if f.rec != nil {
		// The game shown is over (or set aside) and no other is in
		// progress: it stays on the page, its final table shown.
		return st.Load(f.rec.ID)
	}
	return st.Last()
}

// same: the record holds the same game at the same point.
func same(a, b *store.Record) bool {
	return a.ID == b.ID && a.Updated.Equal(b.Updated) && a.Finished == b.Finished && a.Abandoned == b.Abandoned &&
		slices.Equal(a.Actions, b.Actions) && slices.Equal(a.Redo, b.Redo)
}

// replay is the session of rec: the actions added since the last read are
// applied to the session shown, anything else (an undo, another game) is
// replayed from the log.
func (f *Follower) replay(rec *store.Record) (kernel.Session, error) {
	if old := f.rec; old != nil && f.g != nil && old.ID == rec.ID && len(rec.Actions) > len(old.Actions) &&
		slices.Equal(old.Actions, rec.Actions[:len(old.Actions)]) {
		if g, ok := extend(f.g, rec.Actions[len(old.Actions):]); ok {
			return g, nil
		}
	}
	kind := f.opts.Kinds.Named(rec.Game)
	if kind == nil {
		return nil, kernel.Worded("game %s is a %q game, which this tablemate cannot show", strconv.FormatInt(int64(rec.ID), 10), rec.Game)
	}
	g, err := kind.Load(rec.Setup, rec.Actions, rec.Redo)
	if err != nil {
		return nil, kernel.Worded("game %s cannot be replayed: %s", strconv.FormatInt(int64(rec.ID), 10), err)
	}
	return g, nil
}

// extend applies actions to g; false when one does not apply (the session
// is then replayed whole).
func extend(g kernel.Session, actions []string) (kernel.Session, bool) {
	for _, a := range actions {
		ch, err := g.Prepare(a)
		if err != nil {
			return nil, false
		}
		if err := g.Commit(ch); err != nil {
			return nil, false
		}
	}
	return g, true
}

func statSig(path string) fileSig {
	fi, err := os.Stat(path)
	if err != nil {
		return fileSig{}
	}
	return fileSig{size: fi.Size(), mod: fi.ModTime(), ok: true}
}
