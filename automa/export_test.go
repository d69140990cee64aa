package automa

import "fmt"

// Stack puts the cards with these ids on top of the draw pile, in this
// order, with the rest of the game's cards below: a test deals the turn it
// wants from a real deck.
func Stack(a *Automa, ids ...string) error {
	pool := append(append([]int(nil), a.draw...), a.discard...)
	var top []int
	for _, id := range ids {
		found := -1
		for i, idx := range pool {
			if a.deck.Cards[idx].ID == id {
				found = i
				break
			}
		}
		if found < 0 {
			return fmt.Errorf("card %s is not in the Automa's piles", id)
		}
		top = append(top, pool[found])
		pool = append(pool[:found], pool[found+1:]...)
	}
	// The top of the draw pile is its last element.
	draw := append([]int(nil), pool...)
	for i := len(top) - 1; i >= 0; i-- {
		draw = append(draw, top[i])
	}
	a.draw, a.discard = draw, nil
	return nil
}
