package kernel

import (
	"encoding/binary"
	"slices"
)

// actionTable holds each distinct action of a history once; its logs hold
// codes into it. A game's log says the same few things again and again
// ("end", "take 3"), so a long log costs a byte or two per action instead of
// an action value each.
type actionTable[A Action] struct {
	actions []A
	// index finds an action's code by its text: the saved line it was read
	// from, or its String. It holds at most maxIndexed texts: past that
	// (a log of ever new lines) an action gets a code of its own.
	index map[string]uint32
}

// maxIndexed bounds the table's index.
const maxIndexed = 4096

// add gives a its code, found again by key ("": never found again).
func (t *actionTable[A]) add(key string, a A) uint32 {
	c := uint32(len(t.actions))
	t.actions = append(t.actions, a)
	if key == "" {
		return c
	}
	if t.index == nil {
		t.index = make(map[string]uint32)
	}
	if len(t.index) < maxIndexed {
		t.index[key] = c
	}
	return c
}

// clone is a table of its own with the same codes: another history adds
// to it without reaching this one's.
func (t *actionTable[A]) clone() actionTable[A] {
	c := actionTable[A]{actions: slices.Clone(t.actions)}
	if t.index != nil {
		c.index = make(map[string]uint32, len(t.index))
		for k, v := range t.index {
			c.index[k] = v
		}
	}
	return c
}

// code is a's code: the one of an action with the same text form (which
// the store saves, and a resume reads back), or a new one.
func (t *actionTable[A]) code(a A) uint32 {
	key := a.String()
	if c, ok := t.index[key]; ok {
		return c
	}
	return t.add(key, a)
}

// parse reads saved action lines with a game's action parser onto out:
// each distinct line is parsed once, and its action (a value no one
// changes) is shared, which makes a resume cost little more than reading
// the log. A line that does not parse is a *LogError naming its position.
func (t *actionTable[A]) parse(out *codes, what string, lines []string, parse func(string) (A, error)) error {
	out.grow(len(lines))
	for i, line := range lines {
		c, ok := t.index[line]
		if !ok {
			a, err := parse(line)
			if err != nil {
				return &LogError{What: what, Index: i + 1, Text: line, Err: err}
			}
			c = t.add(line, a)
		}
		out.push(c)
	}
	return nil
}

// decode is the actions of the codes in l.
func (t *actionTable[A]) decode(l *codes) []A {
	out := make([]A, l.len())
	for i := range out {
		out[i] = t.actions[l.at(i)]
	}
	return out
}

// texts is the text forms of the actions of the codes in l.
func (t *actionTable[A]) texts(l *codes) []string {
	out := make([]string, l.len())
	for i := range out {
		out[i] = t.actions[l.at(i)].String()
	}
	return out
}

// codes is a sequence of action codes, each in as few bytes as the largest
// one needs: 1, 2 or 4.
type codes struct {
	w int // bytes per code; 0 while none was pushed
	b []byte
}

func (c *codes) len() int {
	if c.w == 0 {
		return 0
	}
	return len(c.b) / c.w
}

// at is code i (0-based).
func (c *codes) at(i int) uint32 {
	switch c.w {
	case 1:
		return uint32(c.b[i])
	case 2:
		return uint32(binary.LittleEndian.Uint16(c.b[2*i:]))
	}
	return binary.LittleEndian.Uint32(c.b[4*i:])
}

// widthOf is the bytes code v needs.
func widthOf(v uint32) int {
	switch {
	case v < 1<<8:
		return 1
	case v < 1<<16:
		return 2
	}
	return 4
}

// push appends code v, widening every code when v needs it.
func (c *codes) push(v uint32) {
	if w := widthOf(v); w > c.w {
		c.widen(w)
	}
	switch c.w {
	case 1:
		c.b = append(c.b, byte(v))
	case 2:
		c.b = binary.LittleEndian.AppendUint16(c.b, uint16(v))
	default:
		c.b = binary.LittleEndian.AppendUint32(c.b, v)
	}
}

// widen stores every code in w bytes.
func (c *codes) widen(w int) {
	old := *c
	n := old.len()
	c.w, c.b = w, make([]byte, 0, max(cap(old.b)/max(old.w, 1), n+1)*w)
	for i := range n {
		c.push(old.at(i))
	}
}

// pop takes the last code off.
func (c *codes) pop() uint32 {
	n := c.len() - 1
	v := c.at(n)
	c.truncate(n)
	return v
}

// clone is a sequence of its own with the same codes.
func (c *codes) clone() codes { return codes{w: c.w, b: slices.Clone(c.b)} }

// truncate keeps the first n codes.
func (c *codes) truncate(n int) { c.b = c.b[:n*c.w] }

// grow makes room for n more codes of the present width.
func (c *codes) grow(n int) { c.b = slices.Grow(c.b, n*max(c.w, 1)) }

// append appends the codes of o.
func (c *codes) append(o *codes) {
	if c.len() == 0 && o.w >= c.w {
		c.w, c.b = o.w, append(c.b[:0], o.b...)
		return
	}
	if o.w > c.w {
		c.widen(o.w)
	}
	if o.w == c.w {
		c.b = append(c.b, o.b...)
		return
	}
	for i := range o.len() {
		c.push(o.at(i))
	}
}
