package store

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"tablemate/kernel"
)

// The history reads every finished game's result and kept summary: with
// encoding/json their decoding was half of a 10,000-game history. Both are
// written by json.Marshal, so they are read here by a decoder of what
// json.Marshal writes: the known keys, without white space, strings
// without escapes, integers, true, false and null. Anything else (a row
// written by hand, an escaped name, an unknown key) is left to
// encoding/json, so that whatever this decoder accepts decodes exactly as
// encoding/json decodes it (FuzzFastDecodersAgreeWithEncodingJSON).

// errNotPlain: the text is not in the plain form decoded here.
var errNotPlain = errors.New("store: not plain JSON")

// decodeResult decodes a games row's result as json.Unmarshal does.
func decodeResult(text string, r *Result) error {
	var fast Result
	if plainResult(&plain{s: text}, &fast) == nil {
		*r = fast
		return nil
	}
	return json.Unmarshal([]byte(text), r)
}

// plain reads JSON text as json.Marshal writes it.
type plain struct {
	s string
	i int
	// spare is where a list's decoder keeps the arrays its results and
	// summaries are decoded into, one game after another (nil: each
	// decoded value gets arrays of its own).
	spare *spareArrays
}

// spareArrays are decoding arrays reused from one game to the next: a
// decoded value's slices are copied out of them (listDecoder).
type spareArrays struct {
	players     []PlayerResult
	winners     []string
	keptPlayers []keptPlayer
}

func (p *plain) byte(c byte) error {
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return nil
	}
	return errNotPlain
}

func (p *plain) peek(c byte) bool { return p.i < len(p.s) && p.s[p.i] == c }

// null consumes a null, reporting whether there was one.
func (p *plain) null() bool {
	if p.peek('n') && len(p.s)-p.i >= 4 && p.s[p.i:p.i+4] == "null" {
		p.i += 4
		return true
	}
	return false
}

func (p *plain) end() error {
	if p.i != len(p.s) {
		return errNotPlain
	}
	return nil
}

// str reads a string without escapes or control characters, in valid
// UTF-8: its text is then its value.
func (p *plain) str() (string, error) {
	if p.i >= len(p.s) || p.s[p.i] != '"' {
		return "", errNotPlain
	}
	// The string ends at the next quote: one escaped would follow a
	// backslash, which is not plain.
	n := strings.IndexByte(p.s[p.i+1:], '"')
	if n < 0 {
		return "", errNotPlain
	}
	v := p.s[p.i+1 : p.i+1+n]
	ascii := true
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c == '\\' || c < 0x20:
			return "", errNotPlain
		case c >= 0x80:
			ascii = false
		}
	}
	if !ascii && !utf8.ValidString(v) {
		return "", errNotPlain
	}
	p.i += n + 2
	return v, nil
}

// key reads a member's key as its text up to the next quote. That is the
// key itself for every key the decoders know: none holds a backslash, a
// control character or a byte past ASCII, so a key with one (an escape)
// matches none, and is not plain, as an unknown key is.
func (p *plain) key() (string, error) {
	if !p.peek('"') {
		return "", errNotPlain
	}
	n := strings.IndexByte(p.s[p.i+1:], '"')
	if n < 0 {
		return "", errNotPlain
	}
	k := p.s[p.i+1 : p.i+1+n]
	p.i += n + 2
	return k, nil
}

// integer reads a JSON integer that fits in 64 bits: -?(0|[1-9][0-9]*).
func (p *plain) integer() (int64, error) {
	start, neg := p.i, p.peek('-')
	if neg {
		p.i++
	}
	digits := p.i
	var n uint64
	for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
		n = n*10 + uint64(p.s[p.i]-'0')
		p.i++
	}
	switch d := p.i - digits; {
	case d == 0, d > 1 && p.s[digits] == '0':
		return 0, errNotPlain
	case d > 18:
		// Past 18 digits it may not fit: strconv says.
		v, err := strconv.ParseInt(p.s[start:p.i], 10, 64)
		if err != nil {
			return 0, errNotPlain
		}
		if p.i < len(p.s) && (p.s[p.i] == '.' || p.s[p.i] == 'e' || p.s[p.i] == 'E') {
			return 0, errNotPlain
		}
		return v, nil
	}
	if p.i < len(p.s) && (p.s[p.i] == '.' || p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		return 0, errNotPlain
	}
	if neg {
		return -int64(n), nil
	}
	return int64(n), nil
}

func (p *plain) int() (int, error) {
	n, err := p.integer()
	if err != nil || int64(int(n)) != n {
		return 0, errNotPlain
	}
	return int(n), nil
}

func (p *plain) bool() (bool, error) {
	switch {
	case len(p.s)-p.i >= 4 && p.s[p.i:p.i+4] == "true":
		p.i += 4
		return true, nil
	case len(p.s)-p.i >= 5 && p.s[p.i:p.i+5] == "false":
		p.i += 5
		return false, nil
	}
	return false, errNotPlain
}

// member reads an object's members: it is called first with first true
// at the object's '{', then after each member's value. It gives the next
// member's key (its value is next), or done at the object's end. keys are
// the keys the decoder knows, in the order json.Marshal writes them, and
// after is the place in keys of the key read last (-1 before the first):
// a key that comes later in that order is taken as it stands, with no
// search for its end, as the text the store wrote always has them.
func (p *plain) member(first bool, keys []string, after int) (key string, done bool, err error) {
	if first {
		if err := p.byte('{'); err != nil {
			return "", false, err
		}
		if p.peek('}') {
			p.i++
			return "", true, nil
		}
	} else {
		if p.peek('}') {
			p.i++
			return "", true, nil
		}
		if err := p.byte(','); err != nil {
			return "", false, err
		}
	}
	if p.peek('"') && after >= -1 && after < len(keys) {
		for _, k := range keys[after+1:] {
			if end := p.i + 1 + len(k); end < len(p.s) && p.s[end] == '"' && p.s[p.i+1:end] == k {
				p.i = end + 1
				return k, false, p.byte(':')
			}
		}
	}
	if key, err = p.key(); err != nil {
		return "", false, err
	}
	return key, false, p.byte(':')
}

// The keys each plain decoder knows, in the order json.Marshal writes
// them, which is the order of their bits in the decoder's seen.
var (
	resultKeys     = []string{"players", "winners", "difficulty", "monument", "finished"}
	playerKeys     = []string{"name", "civilization", "automa", "score", "rank", "winner", "gold", "culture", "gems", "difficulty", "points"}
	pointsKeys     = []string{"key", "points"}
	keptKeys       = []string{"actions", "played_ns", "played_known", "players", "rounds"}
	keptPlayerKeys = []string{"name", "turns", "total_ns"}
)

// once marks member bit of seen, failing for a member met twice (not
// plain: encoding/json would merge them) or not known (bit < 0).
func once(seen *uint32, bit int) error {
	if bit < 0 || *seen&(1<<bit) != 0 {
		return errNotPlain
	}
	*seen |= 1 << bit
	return nil
}

// element starts an array's next element: first at its '[', then after
// each element. It reports done at the array's end.
func (p *plain) element(first bool) (done bool, err error) {
	if first {
		if err := p.byte('['); err != nil {
			return false, err
		}
	}
	if p.peek(']') {
		if !first && p.s[p.i-1] == ',' {
			return false, errNotPlain
		}
		p.i++
		return true, nil
	}
	if first {
		return false, nil
	}
	return false, p.byte(',')
}

func plainResult(p *plain, r *Result) error {
	if p.null() {
		return p.end()
	}
	var seen uint32
	bit := -1 // the last key's
	for first := true; ; first = false {
		key, done, err := p.member(first, resultKeys, bit)
		if err != nil {
			return err
		}
		if done {
			return p.end()
		}
		bit = -1
		switch key {
		case "players":
			bit = 0
		case "winners":
			bit = 1
		case "difficulty":
			bit = 2
		case "monument":
			bit = 3
		case "finished":
			bit = 4
		}
		if err := once(&seen, bit); err != nil {
			return err
		}
		if p.null() {
			continue // as encoding/json: the field as it is (zero)
		}
		switch bit {
		case 0:
			if p.spare != nil && p.spare.players != nil {
				r.Players = p.spare.players[:0]
			} else {
				r.Players = make([]PlayerResult, 0, 4) // most tables
			}
			for first := true; ; first = false {
				done, err := p.element(first)
				if err != nil {
					return err
				}
				if done {
					break
				}
				r.Players = append(r.Players, PlayerResult{})
				if !p.null() {
					if err := plainPlayer(p, &r.Players[len(r.Players)-1]); err != nil {
						return err
					}
				}
			}
		case 1:
			if p.spare != nil && p.spare.winners != nil {
				r.Winners = p.spare.winners[:0]
			} else {
				r.Winners = make([]string, 0, 1)
			}
			for first := true; ; first = false {
				done, err := p.element(first)
				if err != nil {
					return err
				}
				if done {
					break
				}
				var w string
				if !p.null() {
					if w, err = p.str(); err != nil {
						return err
					}
				}
				r.Winners = append(r.Winners, w)
			}
		case 2:
			r.Difficulty, err = p.int()
		case 3:
			r.Monument, err = p.str()
		case 4:
			start := p.i
			if _, err := p.str(); err != nil {
				return err
			}
			// As encoding/json: the time's own UnmarshalJSON.
			if r.Finished.UnmarshalJSON([]byte(p.s[start:p.i])) != nil {
				return errNotPlain
			}
		}
		if err != nil {
			return err
		}
	}
}

func plainPlayer(p *plain, pr *PlayerResult) error {
	var seen uint32
	bit := -1 // the last key's
	for first := true; ; first = false {
		key, done, err := p.member(first, playerKeys, bit)
		if err != nil || done {
			return err
		}
		bit = -1
		switch key {
		case "name":
			bit = 0
		case "civilization":
			bit = 1
		case "automa":
			bit = 2
		case "score":
			bit = 3
		case "rank":
			bit = 4
		case "winner":
			bit = 5
		case "gold":
			bit = 6
		case "culture":
			bit = 7
		case "gems":
			bit = 8
		case "difficulty":
			bit = 9
		case "points":
			bit = 10
		}
		if err := once(&seen, bit); err != nil {
			return err
		}
		if p.null() {
			continue
		}
		switch bit {
		case 0:
			pr.Name, err = p.str()
		case 1:
			pr.Civilization, err = p.str()
		case 2:
			pr.Automa, err = p.bool()
		case 3:
			pr.Score, err = p.int()
		case 4:
			pr.Rank, err = p.int()
		case 5:
			pr.Winner, err = p.bool()
		case 6:
			pr.Gold, err = p.int()
		case 7:
			pr.Culture, err = p.int()
		case 8:
			n, e := p.int()
			pr.Gems, err = &n, e
		case 9:
			n, e := p.int()
			pr.Difficulty, err = &n, e
		case 10:
			pr.Points = []kernel.CategoryPoints{}
			for first := true; ; first = false {
				done, err := p.element(first)
				if err != nil {
					return err
				}
				if done {
					break
				}
				var c kernel.CategoryPoints
				if !p.null() {
					if err := plainPoints(p, &c); err != nil {
						return err
					}
				}
				pr.Points = append(pr.Points, c)
			}
		}
		if err != nil {
			return err
		}
	}
}

func plainPoints(p *plain, c *kernel.CategoryPoints) error {
	var seen uint32
	bit := -1 // the last key's
	for first := true; ; first = false {
		key, done, err := p.member(first, pointsKeys, bit)
		if err != nil || done {
			return err
		}
		bit = -1
		switch key {
		case "key":
			bit = 0
		case "points":
			bit = 1
		}
		if err := once(&seen, bit); err != nil {
			return err
		}
		if p.null() {
			continue
		}
		if bit == 0 {
			c.Key, err = p.str()
		} else {
			c.Points, err = p.int()
		}
		if err != nil {
			return err
		}
	}
}

func plainKept(p *plain, k *keptJSON) error {
	if p.null() {
		return p.end()
	}
	var seen uint32
	bit := -1 // the last key's
	for first := true; ; first = false {
		key, done, err := p.member(first, keptKeys, bit)
		if err != nil {
			return err
		}
		if done {
			return p.end()
		}
		bit = -1
		switch key {
		case "actions":
			bit = 0
		case "played_ns":
			bit = 1
		case "played_known":
			bit = 2
		case "players":
			bit = 3
		case "rounds":
			bit = 4
		}
		if err := once(&seen, bit); err != nil {
			return err
		}
		if p.null() {
			continue
		}
		switch bit {
		case 0:
			k.Actions, err = p.int()
		case 1:
			k.PlayedNS, err = p.integer()
		case 2:
			k.PlayedKnown, err = p.bool()
		case 3:
			if p.spare != nil && p.spare.keptPlayers != nil {
				k.Players = p.spare.keptPlayers[:0]
			} else {
				k.Players = make([]keptPlayer, 0, 6)
			}
			for first := true; ; first = false {
				done, err := p.element(first)
				if err != nil {
					return err
				}
				if done {
					break
				}
				var kp keptPlayer
				if !p.null() {
					if err := plainKeptPlayer(p, &kp); err != nil {
						return err
					}
				}
				k.Players = append(k.Players, kp)
			}
		case 4:
			n, e := p.int()
			k.Rounds, err = &n, e
		}
		if err != nil {
			return err
		}
	}
}

func plainKeptPlayer(p *plain, kp *keptPlayer) error {
	var seen uint32
	bit := -1 // the last key's
	for first := true; ; first = false {
		key, done, err := p.member(first, keptPlayerKeys, bit)
		if err != nil || done {
			return err
		}
		bit = -1
		switch key {
		case "name":
			bit = 0
		case "turns":
			bit = 1
		case "total_ns":
			bit = 2
		}
		if err := once(&seen, bit); err != nil {
			return err
		}
		if p.null() {
			continue
		}
		switch bit {
		case 0:
			kp.Name, err = p.str()
		case 1:
			kp.Turns, err = p.int()
		case 2:
			kp.TotalNS, err = p.integer()
		}
		if err != nil {
			return err
		}
	}
}
