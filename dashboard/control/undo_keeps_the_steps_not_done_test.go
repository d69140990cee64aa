package control

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tablemate/tracker"
)

// table is the physical table as the steps leave it: which display slots
// hold a card, the cards in the deck (Separation cards included) and on the
// discard pile, and the cards the players took. It knows only what the
// steps say, so it goes wrong when a step the table has not done is lost.
type table struct {
	slots               []bool
	deck, discard, hand int
}

func tableOf(s *tracker.State) table {
	t := table{deck: s.DeckCards() + s.DeckSeparations(), discard: s.DiscardCards()}
	for _, sl := range s.Display() {
		t.slots = append(t.slots, sl.Filled)
	}
	for _, cards := range s.Taken() {
		t.hand += len(cards)
	}
	return t
}

var (
	stepDeal      = regexp.MustCompile(`^Deal 1 card \(Era \w+\) into slot (\d+)\.$`)
	stepDealBack  = regexp.MustCompile(`^Take the card in slot (\d+) \(Era \w+\) back onto the deck\.$`)
	stepDiscard   = regexp.MustCompile(`^Discard the card in slot (\d+) .*to the display's discard pile\.$`)
	stepUndiscard = regexp.MustCompile(`^Put the discarded card \(Era \w+\) back into slot (\d+)\.$`)
	stepSlide     = regexp.MustCompile(`^Slide the cards? in slots? (\d+)(?:-(\d+))? (?:away from the deck, )?(?:back )?to slots? (\d+)(?:-(\d+))?\.$`)
	stepTake      = regexp.MustCompile(`^\w+ takes the card in slot (\d+) \(Era .*\)\.$`)
	stepPutBack   = regexp.MustCompile(`^\w+ puts the card back into slot (\d+)\.$`)
	stepSepShown  = regexp.MustCompile(`^Separation card \w+ revealed`)
	stepSepBack   = regexp.MustCompile(`^Put the Separation card \w+ back on top of the deck\.$`)
)

// do is the table doing a step; the steps that move no card change nothing.
func (t *table) do(step string) error {
	n := func(s string) int { v, _ := strconv.Atoi(s); return v - 1 }
	fill := func(i int, filled bool) error {
		if i < 0 || i >= len(t.slots) || t.slots[i] == filled {
			return fmt.Errorf("%q: slot %d is filled %v already", step, i+1, t.slots[i])
		}
		t.slots[i] = filled
		return nil
	}
	switch {
	case stepDeal.MatchString(step):
		t.deck--
		return fill(n(stepDeal.FindStringSubmatch(step)[1]), true)
	case stepDealBack.MatchString(step):
		t.deck++
		return fill(n(stepDealBack.FindStringSubmatch(step)[1]), false)
	case stepDiscard.MatchString(step):
		t.discard++
		return fill(n(stepDiscard.FindStringSubmatch(step)[1]), false)
	case stepUndiscard.MatchString(step):
		t.discard--
		return fill(n(stepUndiscard.FindStringSubmatch(step)[1]), true)
	case stepTake.MatchString(step):
		t.hand++
		return fill(n(stepTake.FindStringSubmatch(step)[1]), false)
	case stepPutBack.MatchString(step):
		t.hand--
		return fill(n(stepPutBack.FindStringSubmatch(step)[1]), true)
	case stepSepShown.MatchString(step):
		t.deck--
	case stepSepBack.MatchString(step):
		t.deck++
	case stepSlide.MatchString(step):
		m := stepSlide.FindStringSubmatch(step)
		from, to := n(m[1]), n(m[3])
		count := 1
		if m[2] != "" {
			count = n(m[2]) - from + 1
		}
		moved := slices.Clone(t.slots)
		for i := 0; i < count; i++ {
			moved[from+i] = false
		}
		for i := 0; i < count; i++ {
			if !t.slots[from+i] || moved[to+i] {
				return fmt.Errorf("%q: cannot slide slot %d onto slot %d in %v", step, from+i+1, to+i+1, t.slots)
			}
			moved[to+i] = true
		}
		t.slots = moved
	case strings.HasPrefix(step, "The deck is empty"), strings.HasPrefix(step, "Cards left in the deck"),
		strings.HasPrefix(step, "The end is triggered: no card is discarded"): // nothing moves
	case strings.Contains(step, "slot"), strings.Contains(step, "deck"):
		return fmt.Errorf("a step the table model does not know: %q", step)
	}
	return nil
}

// TestUndoKeepsTheStepsTheTableHasNotDone: a second undo before the first
// one's steps were done keeps them, newest first, before its own; a redo
// and a forward step the same. The table, doing every step shown at each
// Enter and nothing else, holds the cards the game says it holds: no deal
// is ever a card off.
func TestUndoKeepsTheStepsTheTableHasNotDone(t *testing.T) {
	t.Parallel()
	c, _ := newController(t, "setup players=Ana,Ben,Cy seed=1", "take 3", "end", "take 1")
	if !c.act("end") {
		t.Fatal(c.Status().Text)
	}
	c.Acknowledge()
	c.Undo()
	first := c.Steps().Pending
	c.Undo()
	s := c.Steps()
	if len(s.Groups) != 2 || !slices.Equal(s.Pending[:len(first)], first) || s.Groups[0].Cause != "end of turn" || s.Groups[1].Cause != "card from slot 1" {
		t.Fatalf("second undo shows %q in %+v: want the first undo's %q first", s.Pending, s.Groups, first)
	}
	if !strings.Contains(c.Status().Text, "stay first") {
		t.Errorf("status %q", c.Status().Text)
	}
	c.Redo()
	if s := c.Steps(); len(s.Groups) != 3 || s.Groups[2].Reverse || s.Groups[2].Cause != "card from slot 1" {
		t.Errorf("redo after two undos: %+v", s.Groups)
	}
}

// TestTheTableFollowsEveryKeyStepByStep plays random keys (take, end,
// undo, redo, Enter); the table does the steps shown only at Enter, and
// then holds what the game says.
func TestTheTableFollowsEveryKeyStepByStep(t *testing.T) {
	t.Parallel()
	setups := []string{
		"setup players=Ana,Ben,Cy seed=1 eras=4,3,3",
		"setup players=Ana,Ben seed=2 eras=4,3,3",
		"setup players=Ana,Ben,Cy mode=continuous seed=3 eras=5,4,4",
	}
	for seed := uint64(1); seed <= 60; seed++ {
		r := rand.New(rand.NewPCG(seed, 7))
		setup := setups[seed%uint64(len(setups))]
		c, _ := newController(t, setup)
		end := "end"
		if strings.Contains(setup, "continuous") {
			end = []string{"act", "pass"}[seed%2]
		}
		s, _ := tracker.StateOf(c.Game())
		tab := tableOf(s)
		// The setup's own steps are done first.
		c.Acknowledge()
		var keys []string
		for i := 0; i < 60; i++ {
			var key string
			switch k := r.IntN(10); {
			case k < 3:
				key = "take " + strconv.Itoa(1+r.IntN(6))
			case k < 5:
				key = end
			case k < 7:
				key = "undo"
			case k < 8:
				key = "redo"
			default:
				key = "Enter"
			}
			before, _ := tracker.StateOf(c.Game())
			switch key {
			case "undo":
				c.Undo()
			case "redo":
				c.Redo()
			case "Enter":
				for _, step := range c.Steps().Pending {
					if err := tab.do(step); err != nil {
						t.Fatalf("%s, keys %q: %v", setup, keys, err)
					}
				}
				c.Acknowledge()
				now, _ := tracker.StateOf(c.Game())
				if want := tableOf(now); !tableEqual(tab, want) {
					t.Fatalf("%s, keys %q: the table holds %+v, the game %+v", setup, keys, tab, want)
				}
			default:
				if c.HasSteps() {
					continue // the key is refused until Enter
				}
				if !c.act(key) {
					continue
				}
				if strings.HasPrefix(key, "take ") {
					// The player took the card before pressing the key.
					slot, _ := strconv.Atoi(strings.TrimPrefix(key, "take "))
					if !tab.slots[slot-1] {
						t.Fatalf("seed %d: %s from an empty slot (game %+v)", seed, key, tableOf(before))
					}
					tab.slots[slot-1] = false
					tab.hand++
				}
			}
			keys = append(keys, key)
		}
	}
}

// tableEqual compares what the table holds.
func tableEqual(a, b table) bool {
	return slices.Equal(a.slots, b.slots) && a.deck == b.deck && a.discard == b.discard && a.hand == b.hand
}
