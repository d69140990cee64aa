// Package automa is the solo opponent of Monumental: the deck model (cards
// and their lines), seeded deck handling and the resolution of a turn as a
// sequence of steps (M-SOLO-*). It is pure: the standard library and the
// kernel's message types only, no I/O. The card data comes from outside
// (package deckfile reads it), because the rulebook does not print the
// cards (M-SOLO-5): numbers are data, not code.
package automa

import (
	"fmt"
	"strconv"
	"strings"
)

// Rand is the seeded source of every shuffle. The tracker's state carries
// one, so a replayed game draws the same numbers.
type Rand interface {
	Intn(n int) int
}

// Kind is the part of the deck a card belongs to.
type Kind int

const (
	KindStandard     Kind = iota // always in the deck
	KindCivilization             // only the Automa's own civilization's card
	KindAdvanced                 // the difficulty pool
	KindHero                     // Heroes/Celebrities module
	KindAfrican                  // African Empires module
)

var kindNames = [...]string{"standard", "civilization", "advanced", "hero", "african"}

func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// ParseKind reads a card kind.
func ParseKind(s string) (Kind, error) {
	for i, n := range kindNames {
		if n == s {
			return Kind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown card kind %q: use %s", s, strings.Join(kindNames[:], ", "))
}

// ActionKind is what a line makes the Automa do.
type ActionKind int

const (
	ActConquer            ActionKind = iota // table: conquer an adjacent Province
	ActKnowledge                            // display: take a Knowledge card
	ActBuilding                             // display: take a Building card
	ActWonder                               // display: complete or acquire a Wonder
	ActPolicy                               // automatic: develop a Cultural Policy
	ActGold                                 // automatic: gain N Gold (or N per Policy)
	ActExplorers                            // table: move the Explorers N steps
	ActShuffle                              // all cards shuffled together at the end of the turn
	ActDraw                                 // reveal another card and use it
	ActHero                                 // table: take a Hero
	ActTrade                                // automatic: N steps on the trade track (African Empires)
	ActTradingPost                          // table: build a Trading Post (African Empires)
	ActInstruct                             // a table instruction in the line's text, nothing to count
	ActChinaDrawUntilTech                   // draw until a card with a Technological line; use it
	ActEgyptUntypedTwice                    // draw a card; do its untyped lines twice
	ActGreeceAnyType                        // draw a card; do its typed lines whatever their type
	ActJapanConditions                      // fewer Provinces: conquer; else fewer Policies: develop; else draw
	ActDenmarkCoastalGold                   // N Gold per coastal Province controlled
	ActAmazonsHorses                        // gain N horses, mount N units
	ActAtlantisNexus                        // put the next card in the Nexus; use all Nexus cards
	ActAztecsSacrifice                      // sacrifice a unit for N Gold, else return a sacrificed Soldier
	ActMughalsReveal                        // reveal the next card; not Economic: remove it from the game
	ActUnrest                               // each other player takes Unrest (Zulu, an African Empires card)
	ActAksumitesReserve                     // gain the top Reserve card
	ActReserveWonders                       // draw N Reserve cards, gain the Wonders
	ActReserveKnowledge                     // draw N Reserve cards, gain the Knowledge cards
	ActRemove                               // remove this card from the Automa deck (trading-post cards)
	actionKinds
)

var actionNames = [...]string{"conquer", "knowledge", "building", "wonder", "policy", "gold", "explorers",
	"shuffle", "draw", "hero", "trade", "trading_post", "instruct", "china_draw_until_tech",
	"egypt_untyped_twice", "greece_any_type", "japan_conditions", "denmark_coastal_gold",
	"amazons_horses", "atlantis_nexus", "aztecs_sacrifice", "mughals_reveal", "unrest",
	"aksumites_reserve", "reserve_wonders", "reserve_knowledge", "remove"}

func (a ActionKind) String() string {
	if a >= 0 && a < actionKinds {
		return actionNames[a]
	}
	return "action(" + strconv.Itoa(int(a)) + ")"
}

// ActionNames lists the action kinds of the deck file format.
func ActionNames() []string { return append([]string(nil), actionNames[:]...) }

// ParseAction reads an action kind.
func ParseAction(s string) (ActionKind, error) {
	if s == "zulu_unrest" { // its name before the African Empires cards shared it
		return ActUnrest, nil
	}
	for i, n := range actionNames {
		if n == s {
			return ActionKind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown action %q: use %s", s, strings.Join(actionNames[:], ", "))
}

// display reports whether the action takes a card from the display.
func (a ActionKind) display() bool {
	return a == ActKnowledge || a == ActBuilding || a == ActWonder
}

// Targeted reports whether a line of this action chooses lowest or highest.
func (a ActionKind) Targeted() bool { return a.display() || a == ActConquer }

// Target is how a line chooses among candidates.
type Target uint8

const (
	Lowest Target = iota
	Highest
)

func (t Target) String() string {
	if t == Highest {
		return "highest"
	}
	return "lowest"
}

// ParseTarget reads lowest or highest.
func ParseTarget(s string) (Target, error) {
	switch s {
	case "lowest":
		return Lowest, nil
	case "highest":
		return Highest, nil
	}
	return 0, fmt.Errorf("unknown target %q: use lowest or highest", s)
}

// CivTypes are the civilization types a line may be limited to.
var CivTypes = []string{"aggressive", "architectural", "cultural", "economic", "technological"}

// ValidType reports whether s is a civilization type.
func ValidType(s string) bool {
	for _, t := range CivTypes {
		if t == s {
			return true
		}
	}
	return false
}

// PerPolicy is the only "per" a Gold line knows: N Gold per Policy developed.
const PerPolicy = "policy"

// Line is one action printed on a card, done from the top (M-SOLO-3).
type Line struct {
	Action ActionKind
	// Type limits the line to an Automa of that civilization type
	// (aggressive, architectural, cultural, economic, technological).
	Type string
	// Price is the Gold the Automa pays to do the line ("+2 Gold: again");
	// 0 is free. A priced line is done only when the Gold is there.
	Price int
	// Repeat: the line is done this many times (Wonder x2); 0 means once.
	Repeat int
	// N is the amount: Gold gained, Explorer steps, trade steps, horses.
	N int
	// Target: lowest or highest cost (display) or terrain value (conquer).
	Target Target
	// All: take every card of the type from the display, one by one.
	All bool
	// Per: "policy" makes a Gold line N Gold per Cultural Policy; on a
	// policy line, the Policy is developed and then N Gold per Policy gained.
	Per string
	// If: a "fewer than each other player" condition the table is asked
	// about first.
	If Cond
	// Text: the instruction of an "instruct" line.
	Text string
}

// Times is how many times the line is done.
func (l Line) Times() int {
	if l.Repeat > 1 {
		return l.Repeat
	}
	return 1
}

// String describes the line as a card would print it (its Message in
// English).
func (l Line) String() string { return english(l) }

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Card is one solo card.
type Card struct {
	ID    string
	Title string
	Kind  Kind
	// Civilization names the civilization of a civilization card.
	Civilization string
	// Module is the module a card needs besides its kind ("african_empires"
	// for the advanced card that comes with that expansion), "" for none.
	Module string
	// Group sorts the African Empires cards: trade_track or trading_post.
	Group string
	Lines []Line
}

// HasType reports whether some line of the card is limited to that type.
func (c *Card) HasType(t string) bool {
	for _, l := range c.Lines {
		if l.Type == t {
			return true
		}
	}
	return false
}

// Civilization is a civilization the Automa can play, with its type.
type Civilization struct {
	Name string
	Set  string // base, lost_kingdoms, african_empires
	Type string
}
