package tracker

import (
	"fmt"
	"strconv"
	"strings"
	"tablemate/kernel"
	"unicode"
	"unicode/utf8"
)

// Action is one table event, typed. Its String is its one text form, used by
// the saved log and scripts; ParseAction reads it back (parse(print(a)) == a).
type Action interface {
	String() string
	// apply changes the (already cloned) state and returns events with the
	// action's events appended (Advance reuses one buffer across a replay),
	// or an error that leaves the caller's state untouched.
	apply(s *State, events []Event) ([]Event, error)
}

// Take: the active player takes the cards of these slots from the display.
type Take struct{ Slots []int }

// EndTurn: the active player ends the turn (standard game); the display is refilled.
type EndTurn struct{}

// Act: the active player takes a turn action other than a display card (continuous).
type Act struct{}

// Pass: the active player passes for the rest of the round (C-PASS-1).
type Pass struct{}

// Identify records what the card in a slot is.
type Identify struct {
	Slot     int
	Identity Identity
}

// Hire: the active player hires a Celebrity (C-HERO-1).
type Hire struct{ Name string }

// GiveBack: the active player gives a Celebrity back (C-HERO-1).
type GiveBack struct{ Name string }

// Monster: a Monster was revealed on the map (C-MONSTER-1).
type Monster struct{ Name string }

// CheckNew refuses a card name that would change what a screen shows
// (kernel.NewInput): a bidi control or a line separator.
func (a Hire) CheckNew() error     { return checkNewCardName(a.Name) }
func (a GiveBack) CheckNew() error { return checkNewCardName(a.Name) }
func (a Monster) CheckNew() error  { return checkNewCardName(a.Name) }

func checkNewCardName(name string) error {
	if strings.IndexFunc(name, kernel.Unsafe) >= 0 {
		return kernel.BadSetup("", "the name %q contains a character that reorders or breaks the text around it (a bidi control): type it without", kernel.Cut(name))
	}
	return nil
}

func (a Take) String() string {
	parts := []string{"take"}
	for _, s := range a.Slots {
		parts = append(parts, strconv.Itoa(s))
	}
	return strings.Join(parts, " ")
}
func (EndTurn) String() string { return "end" }
func (Act) String() string     { return "act" }
func (Pass) String() string    { return "pass" }
func (a Identify) String() string {
	s := fmt.Sprintf("identify %d %s %d", a.Slot, a.Identity.Type, a.Identity.Cost)
	if a.Identity.Name != "" {
		s += " " + quote(a.Identity.Name)
	}
	return s
}
func (a Hire) String() string     { return "hire " + quote(a.Name) }
func (a GiveBack) String() string { return "giveback " + quote(a.Name) }
func (a Monster) String() string  { return "monster " + quote(a.Name) }

func quote(s string) string { return strconv.Quote(s) }

// ActionParser reads one action verb's arguments.
type ActionParser func(args []string) (Action, error)

// parserFor is the parser of a verb of the text form, nil for an unknown
// verb: one table, fixed when the program is built, for the table's
// actions, the Automa's and the final tallies.
func parserFor(verb string) ActionParser {
	switch verb {
	case "take":
		return parseTake
	case "end":
		return noArgs("end", EndTurn{})
	case "act":
		return noArgs("act", Act{})
	case "pass":
		return noArgs("pass", Pass{})
	case "identify":
		return parseIdentify
	case "hire":
		return oneName("hire", func(n string) Action { return Hire{Name: n} })
	case "giveback":
		return oneName("giveback", func(n string) Action { return GiveBack{Name: n} })
	case "monster":
		return oneName("monster", func(n string) Action { return Monster{Name: n} })
	case "automa":
		return noArgs("automa", AutomaTurn{})
	case "answer":
		return parseAnswer
	case "automa_gold":
		return parseAutomaGold
	case "tally":
		return parseTally
	}
	return nil
}

// Verbs lists the known action verbs, for help texts.
func Verbs() []string {
	return []string{"act", "answer", "automa", "automa_gold", "end", "giveback", "hire", "identify", "monster", "pass", "take", "tally"}
}

// ParseAction reads one action's text form.
func ParseAction(line string) (Action, error) {
	fields, err := kernel.Fields(line)
	if err != nil {
		return nil, err
	}
	if len(fields) == 0 {
		return nil, syntaxErr("empty action")
	}
	verb := strings.ToLower(fields[0])
	parse := parserFor(verb)
	if parse == nil {
		return nil, syntaxErr("unknown action %q: use one of %s", fields[0], strings.Join(Verbs(), ", "))
	}
	return parse(fields[1:])
}

func noArgs(verb string, a Action) ActionParser {
	return func(args []string) (Action, error) {
		if len(args) != 0 {
			return nil, syntaxErr("%s takes no arguments, got %q", verb, strings.Join(args, " "))
		}
		return a, nil
	}
}

func oneName(verb string, build func(string) Action) ActionParser {
	return func(args []string) (Action, error) {
		if len(args) != 1 || strings.TrimSpace(args[0]) == "" {
			return nil, syntaxErr("%s needs one name (quote a name with spaces): %s \"Name\"", verb, verb)
		}
		if err := checkCardName(args[0]); err != nil {
			return nil, err
		}
		return build(args[0]), nil
	}
}

func checkCardName(name string) error {
	if !utf8.ValidString(name) {
		return syntaxErr("name %q is not valid UTF-8 text", name)
	}
	if len([]rune(name)) > 40 {
		return syntaxErr("name %q is longer than 40 characters", name)
	}
	for _, r := range name {
		if unicode.IsControl(r) {
			return syntaxErr("name %q contains a control character", name)
		}
	}
	if strings.TrimSpace(name) != name || name == "" {
		return syntaxErr("name %q is empty or starts or ends with a space", name)
	}
	return nil
}

// ParseSlot reads a slot number (1-based).
func ParseSlot(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 99 {
		return 0, syntaxErr("%q is not a slot number: slots are numbered from 1, nearest the deck", s)
	}
	return n, nil
}

func parseTake(args []string) (Action, error) {
	if len(args) == 0 {
		return nil, syntaxErr("take needs at least one slot number: take 3")
	}
	var slots []int
	for _, a := range args {
		n, err := ParseSlot(a)
		if err != nil {
			return nil, err
		}
		slots = append(slots, n)
	}
	return Take{Slots: slots}, nil
}

func parseIdentify(args []string) (Action, error) {
	if len(args) < 3 || len(args) > 4 {
		return nil, syntaxErr("identify needs a slot, a type and a cost, and may name the card: identify 3 knowledge 4 \"Mathematics\"")
	}
	slot, err := ParseSlot(args[0])
	if err != nil {
		return nil, err
	}
	typ, err := ParseCardType(args[1])
	if err != nil {
		return nil, err
	}
	cost, err := strconv.Atoi(args[2])
	if err != nil || cost < 0 || cost > 99 {
		return nil, syntaxErr("cost %q is not a number from 0 to 99", args[2])
	}
	id := Identity{Type: typ, Cost: cost}
	if len(args) == 4 {
		if err := checkCardName(args[3]); err != nil {
			return nil, err
		}
		id.Name = args[3]
	}
	return Identify{Slot: slot, Identity: id}, nil
}
