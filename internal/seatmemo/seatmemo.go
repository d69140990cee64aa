// Package seatmemo remembers what the game before looked up for the player
// in each seat: a club's games mostly have the same players in the same
// seats, so a statistic over many games finds most players without a look-up
// in its map.
package seatmemo

// Memo is the players of the last game of group G looked at, seat by seat,
// with what was found for each. The zero Memo is ready to use.
type Memo[G comparable, V any] struct {
	group G
	names []string
	found []V
}

// Get is what find gives for name at seat in a game of group: what it gave
// for the same name in that seat of the game before, when that game was of
// the same group, else find's answer, remembered. A game's seats are got in
// order, from 0.
func (m *Memo[G, V]) Get(group G, seat int, name string, find func() V) V {
	if group != m.group {
		m.group, m.names, m.found = group, m.names[:0], m.found[:0]
	}
	if seat < len(m.names) && m.names[seat] == name {
		return m.found[seat]
	}
	v := find()
	if seat < len(m.names) {
		m.names[seat], m.found[seat] = name, v
	} else {
		m.names, m.found = append(m.names, name), append(m.found, v)
	}
	return v
}
