package kernel

import (
	"fmt"
	"io"
)

// Engine is what a game's package gives the kernel so that its History
// becomes a Session: how to read its actions and show its state.
type Engine[S any, A Action, E Event] struct {
	Kind   *Kind
	Parse  func(string) (A, error)
	Over   func(S) bool
	Scored func(S) bool
	// Unscorable is why a game that is over with every result in cannot be
	// scored (nil: it can, or it is not there yet; a nil func: never).
	Unscorable func(S) error
	Summary    func(S) []Messager
	View       func(S) any
	Result     func(S) Result
	// Active is who acts now, "" when no one (nil: never anyone).
	Active func(S) string
	// Round is the round being played (nil: the game has no rounds).
	Round func(S) int
}

// StateOf is a session's state when its engine's state is an S: for the
// engine's package to hand the screens its own state, typed (say,
// tracker.StateOf), never as an any they assert.
func StateOf[S any](g Session) (S, bool) {
	if g == nil {
		var zero S
		return zero, false
	}
	s, ok := g.state().(S)
	return s, ok
}

// Play is a History played as a Session.
type Play[S any, A Action, E Event] struct {
	*History[S, A, E]
	engine    *Engine[S, A, E]
	setupLine string
}

// NewPlay makes a history a Session.
func NewPlay[S any, A Action, E Event](engine *Engine[S, A, E], setupLine string, h *History[S, A, E]) *Play[S, A, E] {
	return &Play[S, A, E]{History: h, engine: engine, setupLine: setupLine}
}

func events[E Event](es []E) []Event {
	out := make([]Event, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}

type change[S any, A Action, E Event] struct {
	p    Pending[S, A, E]
	step Step
}

func (c change[S, A, E]) ActionText() string     { return c.p.Action.String() }
func (c change[S, A, E]) ActionPhrase() Messager { return ActionPhrase(c.p.Action) }
func (c change[S, A, E]) Events() []Event        { return events(c.p.Events) }
func (c change[S, A, E]) IsRedo() bool           { return c.p.redo }
func (c change[S, A, E]) Step() Step             { return c.step }

// active is who acts in state s, "" when no one does.
func (e *Engine[S, A, E]) active(s S) string {
	if e.Active == nil {
		return ""
	}
	return e.Active(s)
}

// stepOf is the Step of an action that actor took, after which next acts
// and which caused events.
func stepOf[E Event](actor, next string, events []E) Step {
	return Step{Actor: actor, EndTurn: endsTurn(next != actor, events), After: next}
}

// endsTurn: an action ends its actor's turn when someone else acts after
// it, or when one of its events is routine (a new turn, the game's end).
func endsTurn[E Event](othersNext bool, events []E) bool {
	// By index: an event is a large value, and a replay asks this of
	// every action.
	for i := 0; i < len(events) && !othersNext; i++ {
		othersNext = events[i].Routine()
	}
	return othersNext
}

// changeOf is a pending action as a Change, with its step.
func (g *Play[S, A, E]) changeOf(p Pending[S, A, E]) change[S, A, E] {
	return change[S, A, E]{p: p, step: stepOf(g.engine.active(g.History.State()), g.engine.active(p.Next), p.Events)}
}

func (g *Play[S, A, E]) Kind() *Kind       { return g.engine.Kind }
func (g *Play[S, A, E]) SetupLine() string { return g.setupLine }

func (g *Play[S, A, E]) Prepare(text string) (Change, error) {
	a, err := g.engine.Parse(text)
	if err != nil {
		return nil, err
	}
	return g.prepare(a)
}

func (g *Play[S, A, E]) PrepareAction(a Action) (Change, error) {
	typed, ok := a.(A)
	if !ok {
		return nil, fmt.Errorf("kernel: %T is not an action of %s", a, g.engine.Kind.Title)
	}
	// Typed at the table: what it names enters the game now.
	if err := checkNew(typed); err != nil {
		return nil, err
	}
	return g.prepare(typed)
}

// NewInput is an action that checks what it names (a card's name) when it
// enters a game now, typed at the table or read from a script, and not when
// a saved log is replayed: a name saved before a check existed still
// resumes.
type NewInput interface{ CheckNew() error }

func checkNew(a any) error {
	if n, ok := a.(NewInput); ok {
		return n.CheckNew()
	}
	return nil
}

func (g *Play[S, A, E]) prepare(a A) (Change, error) {
	p, err := g.History.Prepare(a)
	if err != nil {
		return nil, err
	}
	return g.changeOf(p), nil
}

func (g *Play[S, A, E]) PrepareRedo() (Change, error) {
	p, err := g.History.PrepareRedo()
	if err != nil {
		return nil, err
	}
	return g.changeOf(p), nil
}

func (g *Play[S, A, E]) Commit(c Change) error {
	ch, ok := c.(change[S, A, E])
	if !ok {
		return fmt.Errorf("kernel: a change of another game cannot be committed to %s", g.engine.Kind.Title)
	}
	return g.History.Commit(ch.p)
}

func (g *Play[S, A, E]) Undo() (string, []Event, error) {
	a, evs, err := g.History.Undo()
	if err != nil {
		return "", nil, err
	}
	return a.String(), events(evs), nil
}

func (g *Play[S, A, E]) Entries(from, to int) []Entry {
	recs := g.History.Entries(from, to)
	out := make([]Entry, len(recs))
	for i, r := range recs {
		out[i] = Entry{Action: r.Action.String(), Events: events(r.Events)}
	}
	return out
}

func (g *Play[S, A, E]) Opening() []Event    { return events(g.History.Opening()) }
func (g *Play[S, A, E]) LastEvents() []Event { return events(g.History.LastEvents()) }

func (g *Play[S, A, E]) NextRedo() (string, []Event) {
	p, err := g.History.PrepareRedo()
	if err != nil {
		return "", nil
	}
	return p.Action.String(), events(p.Events)
}

func (g *Play[S, A, E]) Over() bool   { return g.engine.Over(g.History.State()) }
func (g *Play[S, A, E]) Scored() bool { return g.engine.Scored(g.History.State()) }

// Unscorable is why the game, over with every result in, has no score.
func (g *Play[S, A, E]) Unscorable() error {
	if g.engine.Unscorable == nil {
		return nil
	}
	return g.engine.Unscorable(g.History.State())
}
func (g *Play[S, A, E]) Summary() []Messager     { return g.engine.Summary(g.History.State()) }
func (g *Play[S, A, E]) StateView() any          { return g.engine.View(g.History.State()) }
func (g *Play[S, A, E]) state() any              { return g.History.State() }
func (g *Play[S, A, E]) Result() Result          { return g.engine.Result(g.History.State()) }
func (g *Play[S, A, E]) Game() *History[S, A, E] { return g.History }

func (g *Play[S, A, E]) Active() string { return g.engine.active(g.History.State()) }

func (g *Play[S, A, E]) Round() int {
	if g.engine.Round == nil {
		return 0
	}
	return g.engine.Round(g.History.State())
}

// RunScript reads a script with a game's setup reader and runs its lines,
// handing each applied line to each as a ScriptResult (Kind.Script).
func RunScript[S any, A Action, E Event](engine *Engine[S, A, E], r io.Reader,
	start func(line ScriptLine) (h *History[S, A, E], setupLine string, err error), each func(ScriptResult) error) (Session, error) {
	sc := NewScriptScanner(r)
	first, _ := sc.Next()
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if first.Number == 0 {
		return nil, Syntax("the script is empty: its first line must be the setup line")
	}
	h, setupLine, err := start(first)
	if err != nil {
		return nil, &ScriptError{Line: first.Number, Text: first.Text, Err: err}
	}
	g := NewPlay(engine, setupLine, h)
	var step func(ScriptStep[S, A, E]) error
	if each != nil {
		s := h.Initial()
		if err := each(ScriptResult{Line: first.Number, Label: setupLine, Events: events(h.Opening()), Opening: true,
			Summary: func() []Messager { return engine.Summary(s) }, StateView: func() any { return engine.View(s) }}); err != nil {
			return g, err
		}
		step = func(st ScriptStep[S, A, E]) error {
			s := st.State
			return each(ScriptResult{Line: st.Line, Label: st.Label(), Named: st.Named(), Events: events(st.Events), Undone: events(st.Undone),
				Summary: func() []Messager { return engine.Summary(s) }, StateView: func() any { return engine.View(s) }})
		}
	}
	// Lines are read as they are played, and each distinct action text is
	// parsed once: a long script is never held whole.
	parsed := map[string]A{}
	parse := func(text string) (A, error) {
		if a, ok := parsed[text]; ok {
			return a, nil
		}
		a, err := engine.Parse(text)
		if err == nil {
			// A script is a new game: what its actions name enters now.
			err = checkNew(a)
		}
		if err == nil && len(parsed) < 1024 {
			parsed[text] = a
		}
		return a, err
	}
	if _, err = RunLines(h, sc.Lines(), parse, step); err != nil {
		return g, err
	}
	return g, sc.Err()
}

// Replay rebuilds a saved game (Kind.Load): start reads its setup line, then
// its log is replayed once; with steps, each applied action's Step is taken
// from that same replay (Kind.LoadSteps).
func Replay[S any, A Action, E Event](engine *Engine[S, A, E], start func(setupLine string) (*History[S, A, E], string, error),
	line string, actions, redo []string, steps bool) (Session, Steps, error) {
	var out Steps
	h, setupLine, err := start(line)
	if err != nil {
		return nil, out, &SetupLineError{Err: err}
	}
	as, rs, err := h.parseLog(actions, redo, engine.Parse)
	if err != nil {
		return nil, out, err
	}
	var after func(S, []E)
	if steps {
		// Names as the steps' indexes: per action, no string is kept or
		// copied, only compared with the few names seen so far.
		out.grow(as.len())
		actor := out.index(engine.active(h.State()))
		after = func(s S, events []E) {
			next := out.index(engine.active(s))
			out.log = append(out.log, step{actor: actor, after: next, endTurn: endsTurn(next != actor, events)})
			actor = next
		}
	}
	if err := h.restore(&as, &rs, after); err != nil {
		return nil, Steps{}, err
	}
	return NewPlay(engine, setupLine, h), out, nil
}

// StartTyped makes a Kind's Start from the function that begins a game
// from the game's own typed setup T (checked as New checks a line) and
// gives its canonical line. A form builds T and starts from it: the line is
// written once, for the record, and never read back in the process.
func StartTyped[S any, A Action, E Event, T Setup](engine *Engine[S, A, E], start func(T) (*History[S, A, E], string, error)) func(Setup) (Session, error) {
	return func(s Setup) (Session, error) {
		typed, ok := s.(T)
		if !ok {
			return nil, fmt.Errorf("kernel: %T is not a setup of %s", s, engine.Kind.Title)
		}
		h, line, err := start(typed)
		if err != nil {
			return nil, err
		}
		return NewPlay(engine, line, h), nil
	}
}

// Define completes a game's Kind from its engine and the functions that
// start a game from a setup line and give the setup's canonical text: start
// for a new game (New, Script: checked as a new game), saved for a saved
// game's replay (Load, LoadSteps), which may check less so that a game saved
// before a new-game check existed still resumes; nil saved is start.
func Define[S any, A Action, E Event](engine *Engine[S, A, E], start, saved func(setupLine string) (*History[S, A, E], string, error)) *Kind {
	if saved == nil {
		saved = start
	}
	k := engine.Kind
	k.Phrase = func(text string) Messager {
		a, err := engine.Parse(text)
		if err != nil {
			return Phrase{Format: "%s", Args: []any{text}}
		}
		return ActionPhrase(a)
	}
	k.New = func(line string) (Session, error) {
		h, setupLine, err := start(line)
		if err != nil {
			return nil, err
		}
		return NewPlay(engine, setupLine, h), nil
	}
	k.Load = func(line string, actions, redo []string) (Session, error) {
		g, _, err := Replay(engine, saved, line, actions, redo, false)
		return g, err
	}
	k.LoadSteps = func(line string, actions, redo []string) (Session, Steps, error) {
		return Replay(engine, saved, line, actions, redo, true)
	}
	k.Script = func(r io.Reader, each func(ScriptResult) error) (Session, error) {
		return RunScript(engine, r, func(l ScriptLine) (*History[S, A, E], string, error) { return start(l.Text) }, each)
	}
	return k
}

func (g *Play[S, A, E]) Branch(keep int, then, redo []string) (Session, error) {
	h, err := g.History.fork(keep)
	if err != nil {
		return nil, err
	}
	as, rs, err := h.parseLog(then, redo, g.engine.Parse)
	if err != nil {
		return nil, err
	}
	for i := range as.len() {
		a := h.table.actions[as.at(i)]
		if _, err := h.Apply(a); err != nil {
			return nil, &LogError{What: "action", Index: keep + i + 1, Text: a.String(), Err: err}
		}
	}
	h.redo = rs
	return NewPlay(g.engine, g.setupLine, h), nil
}
