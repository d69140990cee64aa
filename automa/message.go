package automa

import (
	"fmt"
	"strings"
)

// The words of a step are typed values with an English format each (their
// Message), so a translation renders a card's line from its fields: a
// table's own deck file is translated as the embedded one is. String is the
// English reading of the same Message.

// Title is a card's title as the deck file gives it. A title the catalogues
// know (the embedded deck's) is translated; a table's own title is shown as
// the table wrote it.
type Title string

func (t Title) String() string { return string(t) }

// Message makes the title its own key; a title with a % is shown as is.
func (t Title) Message() (string, []any) {
	if strings.Contains(string(t), "%") {
		return "%s", []any{string(t)}
	}
	return string(t), nil
}

// TypeWord is a civilization type as a card prints it ("Aggressive").
type TypeWord string

func (w TypeWord) String() string { return english(w) }

func (w TypeWord) Message() (string, []any) {
	if l, ok := knownTypeLabel(string(w)); ok {
		return l, nil
	}
	return "%s", []any{string(w)}
}

// ActionWord names what a line does, for "not possible" and skipped steps.
type ActionWord ActionKind

var actionWords = [...]string{"Conquer", "Knowledge", "Building", "Wonder", "Policy", "Gold", "Explorers",
	"Shuffle", "Draw", "Hero", "Trade track steps", "Trading Post", "Instruction", "China", "Egypt", "Greece", "Japan",
	"Denmark", "Amazons", "Atlantis", "Aztecs", "Mughals", "Unrest", "Aksumites", "Reserve", "Reserve", "Remove"}

func (w ActionWord) String() string { return english(w) }

func (w ActionWord) Message() (string, []any) {
	if w >= 0 && int(w) < len(actionWords) {
		return actionWords[w], nil
	}
	return "%s", []any{ActionKind(w).String()}
}

// Message makes a Development type its own key ("Knowledge"); a card the
// table has not entered is shown by its id.
func (t DevType) Message() (string, []any) {
	switch t {
	case DevKnowledge:
		return "Knowledge", nil
	case DevBuilding:
		return "Building", nil
	case DevWonder:
		return "Wonder", nil
	}
	return "%s", []any{t.String()}
}

// Message makes a target its own key ("lowest").
func (t Target) Message() (string, []any) { return t.String(), nil }

// condWords are the conditions as a card prints them.
var condWords = [...]string{"", "fewest wonders", "fewest policies", "fewest provinces", "last on trade track"}

// condWord is a condition as a card prints it.
type condWord Cond

func (c condWord) Message() (string, []any) {
	if Cond(c) < conds {
		return condWords[c], nil
	}
	return "%s", []any{Cond(c).String()}
}

// phrase is a part of a line: a format and its typed arguments.
type phrase struct {
	format string
	args   []any
}

func (p phrase) Message() (string, []any) { return p.format, p.args }

// Message is the line as a card prints it, made of nested typed parts: the
// type, the condition, the price and the repeat wrap the action's words.
func (l Line) Message() (string, []any) {
	var m interface{ Message() (string, []any) } = l.body()
	if l.Repeat > 1 {
		m = phrase{"%s x%d", []any{m, l.Repeat}}
	}
	if l.Price > 0 {
		m = phrase{"+%d Gold: %s", []any{l.Price, m}}
	}
	if l.If != CondNone {
		m = phrase{"if %s: %s", []any{condWord(l.If), m}}
	}
	if l.Type != "" {
		m = phrase{"%s: %s", []any{TypeWord(l.Type), m}}
	}
	return m.Message()
}

// body is the action's own words.
func (l Line) body() phrase {
	hi := l.Target == Highest
	pick := func(lo, high string) phrase {
		if hi {
			return phrase{high, nil}
		}
		return phrase{lo, nil}
	}
	switch l.Action {
	case ActConquer:
		if l.N > 1 {
			if hi {
				return phrase{"conquer highest x%d (one action)", []any{l.N}}
			}
			return phrase{"conquer lowest x%d (one action)", []any{l.N}}
		}
		return pick("conquer lowest", "conquer highest")
	case ActKnowledge:
		if l.All {
			return phrase{"all Knowledge cards", nil}
		}
		return pick("Knowledge lowest", "Knowledge highest")
	case ActBuilding:
		if l.All {
			return phrase{"all Building cards", nil}
		}
		return pick("Building lowest", "Building highest")
	case ActWonder:
		return phrase{"Wonder", nil}
	case ActGold:
		if l.Per == PerPolicy {
			return phrase{"gain %d Gold per Policy", []any{l.N}}
		}
		return phrase{"gain %d Gold", []any{l.N}}
	case ActPolicy:
		if l.Per == PerPolicy {
			return phrase{"develop a Cultural Policy, then gain %d Gold per Policy", []any{l.N}}
		}
		return phrase{"develop a Cultural Policy", nil}
	case ActExplorers:
		return phrase{"Explorers move %d", []any{l.N}}
	case ActTrade:
		return phrase{"trade track +%d", []any{l.N}}
	case ActTradingPost:
		return phrase{"build a Trading Post", nil}
	case ActInstruct:
		// The table's own words, shown as written.
		return phrase{"%s", []any{l.Text}}
	}
	if l.Action >= 0 && l.Action < actionKinds {
		return phrase{lineWord(l.Action), nil}
	}
	return phrase{"%s", []any{l.Action.String()}}
}

// lineWords are the actions a line names by their own words (the others
// have their phrases in body), as sentences a table reads on a card:
// `tablemate automa deck --all` prints them in every language. Written
// out so that each is a catalogue key.
var lineWords = [...]string{ActShuffle: "shuffle the Automa deck", ActDraw: "draw another card", ActHero: "take a Hero",
	ActChinaDrawUntilTech: "China: draw until a card with a Technological line, and use it",
	ActEgyptUntypedTwice:  "Egypt: draw a card and do its untyped lines twice",
	ActGreeceAnyType:      "Greece: draw a card and do its typed lines, whatever their type",
	ActJapanConditions:    "Japan: fewer Provinces: conquer; else fewer Policies: develop one; else draw",
	ActDenmarkCoastalGold: "Denmark: Gold per coastal Province controlled",
	ActAmazonsHorses:      "Amazons: gain horses and mount units",
	ActAtlantisNexus:      "Atlantis: put the next card in the Nexus and use every Nexus card",
	ActAztecsSacrifice:    "Aztecs: sacrifice a unit from the Capital for Gold (else return a sacrificed Soldier)",
	ActMughalsReveal:      "Mughals: reveal the next card; with no Economic line, remove it from the game",
	ActUnrest:             "each other player takes Unrest cards",
	ActAksumitesReserve:   "Aksumites: gain the top card of the Reserve",
	ActReserveWonders:     "Reserve: draw cards and gain their Wonders",
	ActReserveKnowledge:   "Reserve: draw cards and gain their Knowledge cards",
	ActRemove:             "remove this card from the Automa deck"}

// lineWord is another action as a card line reads it.
func lineWord(a ActionKind) string { return lineWords[a] }

// english renders a message in English, nested parts first.
func english(m interface{ Message() (string, []any) }) string {
	format, args := m.Message()
	if len(args) == 0 {
		return format
	}
	out := make([]any, len(args))
	for i, a := range args {
		if sub, ok := a.(interface{ Message() (string, []any) }); ok {
			a = english(sub)
		}
		out[i] = a
	}
	return fmt.Sprintf(format, out...)
}
