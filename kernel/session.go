package kernel

import (
	"fmt"
	"io"
)

// Messager is anything shown to a reader: an English format string (the
// translations' key) and its typed arguments. An argument that is itself a
// Messager, or Names, is rendered in the reader's language first.
type Messager interface {
	Message() (format string, args []any)
}

// Phrase is a message made of a format and typed arguments, for lines that
// are not events (a state summary, a part of an event).
type Phrase struct {
	Format string
	Args   []any
}

// Message gives the phrase's format and arguments.
func (p Phrase) Message() (string, []any) { return p.Format, p.Args }

// String is the phrase in English.
func (p Phrase) String() string { return English(p) }

// English renders a Messager in English, its arguments by their String.
func English(m Messager) string {
	format, args := m.Message()
	if len(args) == 0 {
		return format
	}
	out := make([]any, len(args))
	for i, a := range args {
		if sub, ok := a.(Messager); ok {
			a = English(sub)
		}
		out[i] = a
	}
	return fmt.Sprintf(format, out...)
}

// Event is what a game's events have in common, so screens and commands can
// show any game's events.
type Event interface {
	Messager
	// Instruction: the table must act on it (as opposed to a record).
	Instruction() bool
	// Routine: it only says whose turn it is, which a screen's header
	// shows; it needs no line of its own.
	Routine() bool
	// JSONView is the event as the JSON output shows it.
	JSONView() any
}

// Reverser is an event the table undoes by a step of its own (a card dealt
// goes back onto the deck): Reverse gives that step as an instruction, or
// false when the event left nothing at the table to put back. Undo shows
// these, newest first, never the forward steps.
type Reverser interface {
	Reverse() (Messager, bool)
}

// Change is an action checked against the state now, ready to be saved and
// then committed (Session.Commit): the engine runs once per key.
type Change interface {
	ActionText() string
	// ActionPhrase names the action for a screen (ActionPhrase).
	ActionPhrase() Messager
	Events() []Event
	IsRedo() bool
	// Step is what the change does to the turn, from the same engine run:
	// what a clock keeps with the action.
	Step() Step
}

// Step is what a clock needs of one applied action: who acted (the active
// player before it, "" when no one did: the tallies after the game's end),
// whether it ended that player's turn (someone else acts next, or one of
// its events says whose turn it is), and who acts after it ("" when no one
// does: the game is over).
type Step struct {
	Actor   string
	EndTurn bool
	After   string
}

// Session is one game being played, whatever the game: what the store, the
// command line and the dashboard's shared parts need. A game's engine gives
// one through its Kind.
type Session interface {
	Kind() *Kind
	// SetupLine is the setup in the text form (the saved game's first line).
	SetupLine() string
	// PrepareAction checks a typed action of this game against the state
	// now; nothing changes until Commit. A screen's keys go this way: the
	// action's text is made for the log and the record, never parsed back.
	PrepareAction(Action) (Change, error)
	// Prepare reads an action's text form, as it comes from outside the
	// program (a script, a saved log), and checks it as PrepareAction does.
	Prepare(action string) (Change, error)
	// PrepareRedo checks the next undone action against the state now.
	PrepareRedo() (Change, error)
	// Commit makes a prepared change part of the game.
	Commit(Change) error
	// Undo takes back the last action: its text and the events it caused.
	Undo() (action string, events []Event, err error)
	CanUndo() bool
	CanRedo() bool
	// Branch is the same game as it stood, or would stand, elsewhere in
	// its log: its first keep applied actions, then the actions then (text
	// form) applied, with redo as its redo stack (the last is redone
	// first). It is rebuilt from this game's kept states, not replayed
	// from the setup; this game is unchanged.
	Branch(keep int, then, redo []string) (Session, error)
	// Len is the number of applied actions; Entries is actions from..to-1
	// (0-based) and their events, rebuilt by one replay.
	Len() int
	Entries(from, to int) []Entry
	// Opening is the setup's events; LastEvents the last action's (the
	// opening's when there is none).
	Opening() []Event
	LastEvents() []Event
	// NextRedo is the next undone action and the events a redo would give,
	// or "" when there is none.
	NextRedo() (action string, events []Event)
	ActionTexts() []string
	RedoTexts() []string
	// Over: no more turns are played (tallies or gems may remain); Scored:
	// the result is final.
	Over() bool
	Scored() bool
	// Unscorable is why a game that is over with every result in (every
	// tally, every gem) still has no score; nil when it is scored or still
	// waits for results. A script that ends there says so and fails.
	Unscorable() error
	// Summary is the state now as lines to show; StateView as the JSON
	// output shows it.
	Summary() []Messager
	StateView() any
	// state is the engine's own state. Unexported: it is reached typed,
	// through StateOf (which each engine wraps), never asserted from an
	// any by a screen; and Session is implemented by the kernel's Play
	// alone (or a type embedding a Session).
	state() any
	// Result is the outcome to save once the game is over (unscored until
	// Scored).
	Result() Result
	// Active is who acts now, "" when no one does (the game is over): the
	// clock gives each action's time to its player's turn.
	Active() string
	// Round is the round being played (the last one once over), 0 when the
	// game has no rounds.
	Round() int
}

// Entry is an applied action's text and the events it caused.
type Entry struct {
	Action string
	Events []Event
}

// Kind is a game tablemate keeps. A third game adds a package that builds its
// Kind and an entry in the list the command line holds; nothing else
// branches on which game it is.
type Kind struct {
	// Name is the stable id saved with every game ("monumental").
	Name string
	// Title is the game's name as players know it ("World Monuments").
	Title string
	// Claims reports whether a setup line is this game's, so a line with a
	// mistake in it still gets this game's error.
	Claims func(setupLine string) bool
	// New starts a game from its setup line (validated), as it comes from
	// outside the program (a script, the command line).
	New func(setupLine string) (Session, error)
	// Start starts a game from the game's own typed setup (validated as New
	// does): a new game's form gives it the setup it built.
	Start func(Setup) (Session, error)
	// Load rebuilds a saved game: its setup line, applied and undone actions.
	Load func(setupLine string, actions, redo []string) (Session, error)
	// LoadSteps is Load that also gives each applied action's Step, taken
	// from the same replay: a game shown with its clock is replayed once.
	LoadSteps func(setupLine string, actions, redo []string) (Session, Steps, error)
	// Script reads a script (setup line first) and runs it, handing each
	// applied line to each; it returns the game as it stood at the first
	// failing line (nil if the setup itself failed) and that line's error.
	Script func(r io.Reader, each func(ScriptResult) error) (Session, error)
	// Describe reads a saved game's setup line for the history, the
	// exports and the BG Stats play (nil: the game has nothing to say).
	Describe func(setupLine string) Description
	// Phrase names an action given in its text form (the saved log's, an
	// undone action's) for a screen: the action's ActionPhrase, or the text
	// itself when the game cannot read it. Set by Define.
	Phrase func(actionText string) Messager
	// Fields are the result fields the game's results hold.
	Fields ResultFields
	// Categories are the ways the game scores points, in the order the
	// exports' columns give them (its results' PlayerResult.Points); none
	// for a game scored on a track.
	Categories []ScoreCategory
	// BGGID is the game's BoardGameGeek id, 0 when not known (BG Stats
	// then matches the game by its name and Name).
	BGGID int
}

// ScriptResult is one applied script line, whatever the game. The first
// one handed out is the setup (Opening), with the setup's canonical line as
// its Label and the opening's events.
type ScriptResult struct {
	Line    int
	Opening bool
	Label   string // the setup line, "undo", "redo ACTION" or the action
	// Named is the line named in words for a reader (the action's
	// ActionPhrase; "undo: …", "redo: …"); nil for the setup.
	Named  Messager
	Events []Event
	Undone []Event // for an undo, the events it took back
	// Summary and StateView give the state after the line.
	Summary   func() []Messager
	StateView func() any
}

// Setup is a game's typed new-game setup (tracker.Setup, wm.Setup); its
// text form is the saved game's first line.
type Setup interface{ fmt.Stringer }

// Kinds is the games a program knows, in the order they are asked whether
// a setup line is theirs; the last one (Monumental) claims every line that
// names no game.
type Kinds []*Kind

// For is the game a setup line belongs to.
func (ks Kinds) For(setupLine string) *Kind {
	for _, k := range ks {
		if k.Claims(setupLine) {
			return k
		}
	}
	return ks[len(ks)-1]
}

// Named is the game with a saved name, or nil.
func (ks Kinds) Named(name string) *Kind {
	for _, k := range ks {
		if k.Name == name {
			return k
		}
	}
	return nil
}

// List is parts shown one after the other ("6 Era I, 2 Era II"); English
// joins them with ", ", a translation with its own separator.
type List []Messager

// Message makes List a Messager; i18n renders its parts one by one.
func (l List) Message() (string, []any) { return "%s", []any{l.String()} }

func (l List) String() string {
	var b []byte
	for i, m := range l {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = append(b, English(m)...)
	}
	return string(b)
}

// Concat is a line made of pieces shown one after the other with nothing
// between them: translated Messagers and plain text (numbers, names, the
// action notation), which stays as written.
type Concat []any

// Message makes Concat a Messager; i18n renders its pieces one by one.
func (c Concat) Message() (string, []any) { return "%s", []any{c.String()} }

func (c Concat) String() string {
	var b []byte
	for _, p := range c {
		if m, ok := p.(Messager); ok {
			b = append(b, English(m)...)
		} else {
			b = fmt.Append(b, p)
		}
	}
	return string(b)
}

// Phrased is an action that says in words what it is: a label such as
// "end of turn" where its text form (the saved log, a script) says "end".
// The screens show the phrase, in the reader's language; the text form
// stays as it is.
type Phrased interface {
	Phrase() Messager
}

// ActionPhrase is an action named for a screen: its Phrase, or its text
// form for an action that has none.
func ActionPhrase(a Action) Messager {
	if p, ok := a.(Phrased); ok {
		return p.Phrase()
	}
	return Phrase{Format: "%s", Args: []any{a.String()}}
}

// SetupPhrase names a game's setup where a screen names the action whose
// steps it shows.
var SetupPhrase Messager = Phrase{Format: "game setup"}

// Command is an action a message asks its reader to enter, kept typed so
// that each reader names it the way it enters actions: a script by the
// action's notation (Notation, which Message gives), a screen by its own
// keys (i18n's Localizer.WithCommands), never by matching words. Action is
// the action, its fields left zero where the reader chooses them (who
// holds the black token).
type Command struct {
	Action   Action
	Notation Messager
}

// Message makes Command a Messager: its notation.
func (c Command) Message() (string, []any) { return c.Notation.Message() }

// String is the command in English, as its notation.
func (c Command) String() string { return English(c) }
