package store

import (
	"encoding/json"
	"errors"
	"strconv"
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

// decodeKept decodes a kept body as json.Unmarshal does.
func decodeKept(text string, k *keptJSON) error {
	var fast keptJSON
	if plainKept(&plain{s: text}, &fast) == nil {
		*k = fast
		return nil
	}
	return json.Unmarshal([]byte(text), k)
}

// plain reads JSON text as json.Marshal writes it.
type plain struct {
	s string
	i int
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
	if len(p.s)-p.i >= 4 && p.s[p.i:p.i+4] == "null" {
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
	if err := p.byte('"'); err != nil {
		return "", err
	}
	start := p.i
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == '"':
			v := p.s[start:p.i]
			p.i++
			if !utf8.ValidString(v) {
				return "", errNotPlain
			}
			return v, nil
		case c == '\\' || c < 0x20:
			return "", errNotPlain
		}
		p.i++
	}
	return "", errNotPlain
}

// key reads an object's key and its colon.
func (p *plain) key() (string, error) {
	k, err := p.str()
	if err != nil {
		return "", err
	}
	return k, p.byte(':')
}

// integer reads a JSON integer that fits in 64 bits: -?(0|[1-9][0-9]*).
func (p *plain) integer() (int64, error) {
	start := p.i
	if p.peek('-') {
		p.i++
	}
	digits := p.i
	for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
		p.i++
	}
	if p.i == digits || (p.s[digits] == '0' && p.i > digits+1) {
		return 0, errNotPlain
	}
	if p.i < len(p.s) && (p.s[p.i] == '.' || p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		return 0, errNotPlain
	}
	n, err := strconv.ParseInt(p.s[start:p.i], 10, 64)
	if err != nil {
		return 0, errNotPlain
	}
	return n, nil
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

// object reads an object, calling field for each key once (a key met
// twice is not plain: encoding/json would merge them). field gets the
// key's index in keys, and reads its value; a null value is skipped, as
// encoding/json leaves the field as it is (zero here).
func (p *plain) object(keys []string, field func(k int) error) error {
	if err := p.byte('{'); err != nil {
		return err
	}
	if p.peek('}') {
		p.i++
		return nil
	}
	var seen uint32
	for {
		name, err := p.key()
		if err != nil {
			return err
		}
		k := -1
		for j, key := range keys {
			if key == name {
				k = j
				break
			}
		}
		if k < 0 || seen&(1<<k) != 0 {
			return errNotPlain
		}
		seen |= 1 << k
		if !p.null() {
			if err := field(k); err != nil {
				return err
			}
		}
		if p.peek('}') {
			p.i++
			return nil
		}
		if err := p.byte(','); err != nil {
			return err
		}
	}
}

// array reads an array's elements with elem; an empty array is made
// non-nil by the caller through empty, as encoding/json makes it.
func (p *plain) array(elem func() error) error {
	if err := p.byte('['); err != nil {
		return err
	}
	if p.peek(']') {
		p.i++
		return nil
	}
	for {
		if err := elem(); err != nil {
			return err
		}
		if p.peek(']') {
			p.i++
			return nil
		}
		if err := p.byte(','); err != nil {
			return err
		}
	}
}

var (
	resultKeys = []string{"players", "winners", "difficulty", "monument", "finished"}
	playerKeys = []string{"name", "civilization", "automa", "score", "rank", "winner", "gold", "culture", "gems", "difficulty", "points"}
	pointsKeys = []string{"key", "points"}
)

func plainResult(p *plain, r *Result) error {
	if p.null() {
		return p.end()
	}
	err := p.object(resultKeys, func(k int) (err error) {
		switch k {
		case 0:
			r.Players = make([]PlayerResult, 0, 6)
			return p.array(func() error {
				var pr PlayerResult
				if p.null() {
					r.Players = append(r.Players, pr)
					return nil
				}
				if err := plainPlayer(p, &pr); err != nil {
					return err
				}
				r.Players = append(r.Players, pr)
				return nil
			})
		case 1:
			r.Winners = []string{}
			return p.array(func() error {
				if p.null() {
					r.Winners = append(r.Winners, "")
					return nil
				}
				w, err := p.str()
				r.Winners = append(r.Winners, w)
				return err
			})
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
		return err
	})
	if err != nil {
		return err
	}
	return p.end()
}

func plainPlayer(p *plain, pr *PlayerResult) error {
	return p.object(playerKeys, func(k int) (err error) {
		switch k {
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
			n, err := p.int()
			pr.Gems = &n
			return err
		case 9:
			n, err := p.int()
			pr.Difficulty = &n
			return err
		case 10:
			pr.Points = []kernel.CategoryPoints{}
			return p.array(func() error {
				var c kernel.CategoryPoints
				if !p.null() {
					err := p.object(pointsKeys, func(k int) (err error) {
						if k == 0 {
							c.Key, err = p.str()
						} else {
							c.Points, err = p.int()
						}
						return err
					})
					if err != nil {
						return err
					}
				}
				pr.Points = append(pr.Points, c)
				return nil
			})
		}
		return err
	})
}

var (
	keptKeys       = []string{"actions", "played_ns", "played_known", "players"}
	keptPlayerKeys = []string{"name", "turns", "total_ns"}
)

func plainKept(p *plain, k *keptJSON) error {
	if p.null() {
		return p.end()
	}
	err := p.object(keptKeys, func(key int) (err error) {
		switch key {
		case 0:
			k.Actions, err = p.int()
		case 1:
			k.PlayedNS, err = p.integer()
		case 2:
			k.PlayedKnown, err = p.bool()
		case 3:
			k.Players = []keptPlayer{}
			return p.array(func() error {
				var kp keptPlayer
				if !p.null() {
					err := p.object(keptPlayerKeys, func(key int) (err error) {
						switch key {
						case 0:
							kp.Name, err = p.str()
						case 1:
							kp.Turns, err = p.int()
						case 2:
							kp.TotalNS, err = p.integer()
						}
						return err
					})
					if err != nil {
						return err
					}
				}
				k.Players = append(k.Players, kp)
				return nil
			})
		}
		return err
	})
	if err != nil {
		return err
	}
	return p.end()
}
