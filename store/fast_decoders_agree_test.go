package store

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"tablemate/kernel"
)

// agreeOn fails when the plain decoders accept text and encoding/json
// decodes it otherwise (or refuses it), and reports whether they accepted.
func agreeOn(t *testing.T, text string) (result, kept bool) {
	t.Helper()
	var fast, slow Result
	if plainResult(&plain{s: text}, &fast) == nil {
		result = true
		if err := json.Unmarshal([]byte(text), &slow); err != nil {
			t.Fatalf("result %q: read plain, refused by encoding/json: %v", text, err)
		}
		if !reflect.DeepEqual(fast, slow) {
			t.Fatalf("result %q:\nplain %#v\njson  %#v", text, fast, slow)
		}
	}
	var fk, sk keptJSON
	if plainKept(&plain{s: text}, &fk) == nil {
		kept = true
		if err := json.Unmarshal([]byte(text), &sk); err != nil {
			t.Fatalf("kept %q: read plain, refused by encoding/json: %v", text, err)
		}
		if !reflect.DeepEqual(fk, sk) {
			t.Fatalf("kept %q:\nplain %#v\njson  %#v", text, fk, sk)
		}
	}
	return result, kept
}

// The results and kept summaries json.Marshal writes, as the store saves
// them.
func marshalledSeeds(t testing.TB) []string {
	gems, diff := 3, 2
	res := []Result{
		{Players: []PlayerResult{{Name: "Ana", Civilization: "egypt", Score: 61, Rank: 1, Winner: true, Gold: 3, Culture: 6, Points: []kernel.CategoryPoints{{Key: "knowledge", Points: 12}, {Key: "dominance", Points: -2}}},
			{Name: "Automa 1", Civilization: "rome", Automa: true, Score: 40, Rank: 2, Difficulty: &diff}}, Winners: []string{"Ana"}, Difficulty: 2, Finished: time.Date(2026, 3, 1, 20, 15, 0, 123456789, time.FixedZone("", 3600))},
		{Players: []PlayerResult{{Name: "さくら", Gems: &gems, Rank: 1, Winner: true}, {Name: "Ben"}}, Winners: []string{"さくら"}, Monument: "taj_mahal"},
		{Players: []PlayerResult{{Name: "Ana"}}},
		{},
	}
	var out []string
	for _, r := range res {
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, string(b))
	}
	for _, k := range []Kept{
		{Actions: 120, Played: 2420 * time.Second, PlayedKnown: true, Players: []PlayerTime{{Name: "Ana", Turns: 6, Total: 340 * time.Second}, {Name: "Ben", Turns: 5, Total: time.Minute}}, Rounds: 7, RoundsKnown: true},
		{Actions: 3},
	} {
		text, err := k.text()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, text)
	}
	return out
}

// TestPlainDecodersReadWhatTheStoreWrites: what json.Marshal writes of a
// result and of a kept summary is read by the plain decoders (not left
// to encoding/json), and read as encoding/json reads it; texts not in
// that form are left to encoding/json.
func TestPlainDecodersReadWhatTheStoreWrites(t *testing.T) {
	t.Parallel()
	seeds := marshalledSeeds(t)
	for i, text := range seeds {
		result, kept := agreeOn(t, text)
		if isKept := i >= len(seeds)-2; (isKept && !kept) || (!isKept && !result) {
			t.Errorf("%q was not read plain", text)
		}
	}
	for _, text := range []string{
		` {"players":[]}`,                  // white space
		`{"players":[{"name":"A\"na"}]}`,   // an escape
		`{"players":[{"Name":"Ana"}]}`,     // a key in another case
		`{"winners":["Ana"],"winners":[]}`, // a key twice
		`{"difficulty":1.0}`,               // a number with a fraction
		`{"difficulty":01}`,                // not JSON
		"{\"monument\":\"\xff\"}",          // not UTF-8
		`{"players":[{"name":"Ana","score":99999999999999999999}]}`,
		`{"finished":"yesterday"}`,
		`{"actions":1,"other":2}`,
	} {
		if result, kept := agreeOn(t, text); result || kept {
			t.Errorf("%q was read plain; encoding/json must read it", text)
		}
		var r Result
		var k keptJSON
		errR, errK := json.Unmarshal([]byte(text), &r), json.Unmarshal([]byte(text), &k)
		if (decodeResult(text, &r) == nil) != (errR == nil) || (decodeKept(text, &k) == nil) != (errK == nil) {
			t.Errorf("%q: decoded otherwise than by encoding/json", text)
		}
	}
}

// FuzzFastDecodersAgreeWithEncodingJSON: whatever text the plain decoders
// accept, encoding/json reads the same.
func FuzzFastDecodersAgreeWithEncodingJSON(f *testing.F) {
	for _, s := range marshalledSeeds(f) {
		f.Add(s)
	}
	f.Add(`null`)
	f.Add(`{"players":null,"winners":[null],"finished":null}`)
	f.Add(`{"players":[null,{"gems":null,"points":[null,{"key":"x","points":-0}]}]}`)
	// Keys out of json.Marshal's order, and keys that a known key begins.
	f.Add(`{"finished":"2026-03-01T20:15:00Z","players":[{"rank":1,"name":"Ana","score":3}],"winners":["Ana"]}`)
	f.Add(`{"actions":1,"played_nsx":2,"played_ns":3}`)
	f.Fuzz(func(t *testing.T, text string) { agreeOn(t, text) })
}

// decodeKept decodes a kept body as the list does (listDecoder.kept): the
// plain decoder, else encoding/json.
func decodeKept(text string, k *keptJSON) error {
	var fast keptJSON
	if plainKept(&plain{s: text}, &fast) == nil {
		*k = fast
		return nil
	}
	return json.Unmarshal([]byte(text), k)
}
