package dashboard

import (
	"strconv"
	"strings"
	"testing"
)

// TestDisplayLiesAsTheTableLaysIt: slot 1 is drawn beside the deck, as the
// display's title says: the deck is the panel on the right, so slot 1 is
// the display's rightmost card and the slots go away from the deck to the
// left; each of two rows starts beside the deck too (M-SETUP-3).
func TestDisplayLiesAsTheTableLaysIt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		setup string
		rows  [][]string // each row's slots, left to right
	}{
		{three, [][]string{{"6", "5", "4", "3", "2", "1"}}},
		{"setup players=Ana,Ben seed=1", [][]string{{"3", "2", "1"}, {"6", "5", "4"}}},
	} {
		for _, size := range [][2]int{{80, 24}, {120, 40}} {
			h := withGame(t, size[0], size[1], c.setup)
			h.draw()
			deck := h.d.board.logPane.x + h.d.board.logPane.w // the left column's edge
			byRow := map[int][]slotRect{}
			var ys []int
			for _, s := range h.d.board.slots {
				if _, ok := byRow[s.y]; !ok {
					ys = append(ys, s.y)
				}
				byRow[s.y] = append(byRow[s.y], s)
			}
			if len(ys) != len(c.rows) {
				t.Fatalf("%s at %v: %d rows of cards", c.setup, size, len(ys))
			}
			for r, y := range ys {
				cards := byRow[y]
				var got []string
				for i := len(cards) - 1; i >= 0; i-- { // drawn slot 1 first
					got = append(got, strconv.Itoa(cards[i].slot))
				}
				for i := 1; i < len(cards); i++ {
					if cards[i].x >= cards[i-1].x {
						t.Errorf("%s at %v: slot %d is not left of slot %d", c.setup, size, cards[i].slot, cards[i-1].slot)
					}
				}
				if strings.Join(got, " ") != strings.Join(c.rows[r], " ") {
					t.Errorf("%s at %v: row %d reads %v, want %v", c.setup, size, r+1, got, c.rows[r])
				}
				if first := cards[0]; first.x+first.w < deck-1 {
					t.Errorf("%s at %v: slot %d ends at %d, not beside the deck at %d", c.setup, size, first.slot, first.x+first.w, deck)
				}
			}
		}
	}
}
