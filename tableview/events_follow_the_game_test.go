package tableview

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// TestStreamDeliversEachCommittedAction: a page's stream starts with the
// table as it stands, then gets one event per committed action, in order,
// each holding the table after it.
func TestStreamDeliversEachCommittedAction(t *testing.T) {
	t.Parallel()
	s, hs := newTestServer(t, Options{})
	g := newGame(t, "setup players=Ana,Ben seed=3")
	first := s.Publish(g, false)
	ctx, _ := contextWithCancel(t)
	st := openStream(t, ctx, hs.URL+s.Path(), "en")
	e := st.nextWithin(t, testWait)
	if e.name != "state" || e.id != first || !strings.Contains(e.data, "Ana&#39;s turn") {
		t.Fatalf("first event: id %d %q, want id %d with Ana's turn: %.300s", e.id, e.name, first, e.data)
	}
	play(t, g, "take 3")
	seq := s.Publish(g, false)
	e = st.nextWithin(t, testWait)
	if e.id != seq || !strings.Contains(e.data, named("take 3")) || !strings.Contains(e.data, "× taken") {
		t.Fatalf("after take 3: id %d, want %d, with the action and the slot taken: %.600s", e.id, seq, e.data)
	}
	play(t, g, "end")
	seq = s.Publish(g, false)
	e = st.nextWithin(t, testWait)
	if e.id != seq || !strings.Contains(e.data, "Ben&#39;s turn") || !strings.Contains(e.data, "Deal 1 card") {
		t.Fatalf("after end: id %d, want %d, Ben's turn and the refill's steps: %.900s", e.id, seq, e.data)
	}
	// An undo shows the steps that put the table back.
	if _, _, err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	seq = s.Publish(g, true)
	e = st.nextWithin(t, testWait)
	if e.id != seq || !strings.Contains(e.data, "Undone: "+named("end")) || !strings.Contains(e.data, "Ana&#39;s turn") {
		t.Fatalf("after the undo: id %d, want %d: %.900s", e.id, seq, e.data)
	}
}

// TestReconnectCatchesUp: a page that comes back (a phone woken up) gets
// the table as it is now as its first event, whatever it missed.
func TestReconnectCatchesUp(t *testing.T) {
	t.Parallel()
	s, hs := newTestServer(t, Options{})
	g := newGame(t, "setup players=Ana,Ben seed=3")
	s.Publish(g, false)
	ctx, cancel := contextWithCancel(t)
	st := openStream(t, ctx, hs.URL+s.Path(), "en")
	st.nextWithin(t, testWait)
	cancel() // the phone sleeps
	play(t, g, "take 1", "end", "take 2")
	var seq uint64
	for range 3 {
		seq = s.Publish(g, false)
	}
	ctx2, _ := contextWithCancel(t)
	e := openStream(t, ctx2, hs.URL+s.Path(), "en").nextWithin(t, testWait)
	if e.id != seq || !strings.Contains(e.data, named("take 2")) {
		t.Fatalf("on reconnect: id %d, want the latest %d: %.400s", e.id, seq, e.data)
	}
}

// TestStateJSONIsTheScriptView: state.json is the state as `tablemate
// script --format json` shows it, with the change's number.
func TestStateJSONIsTheScriptView(t *testing.T) {
	t.Parallel()
	s, hs := newTestServer(t, Options{})
	g := newGame(t, "setup players=Ana,Ben seed=3")
	play(t, g, "take 3")
	seq := s.Publish(g, false)
	resp, body := get(t, hs, http.MethodGet, s.Path()+"state.json", nil)
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("state.json: %s %s", resp.Status, resp.Header.Get("Content-Type"))
	}
	var got struct {
		Seq   uint64 `json:"seq"`
		State struct {
			Game    string `json:"game"`
			Active  string `json:"active"`
			Display []struct {
				Slot  int  `json:"slot"`
				Taken bool `json:"taken_this_turn"`
			} `json:"display"`
		} `json:"state"`
	}
	if err := json.Unmarshal([]byte(body), &got); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	if got.Seq != seq || got.State.Game != "monumental" || got.State.Active != "Ana" || !got.State.Display[2].Taken {
		t.Fatalf("state.json: %+v", got)
	}
}

// TestPageInTheViewersLanguage: the browser's language, or the one chosen
// on the page, words the page and its stream; the chooser offers every
// language by its own name.
func TestPageInTheViewersLanguage(t *testing.T) {
	t.Parallel()
	s, hs := newTestServer(t, Options{Lang: "en"})
	g := newGame(t, "setup players=Ana,Ben seed=3")
	s.Publish(g, false)
	cases := []struct {
		accept, query, lang, want string
	}{
		{"", "", "en", "Players (seat order)"},
		{"es-ES,es;q=0.9,en;q=0.8", "", "es", "Participantes"},
		{"de-DE,de;q=0.9", "", "en", "Players (seat order)"},
		{"de-DE,cs;q=0.5", "", "cs", "Hráči"},
		{"es", "?lang=ja", "ja", "プレイヤー"},
		{"fr-CA", "", "fr", "Joueurs"},
		{"", "?lang=xx", "en", "Players (seat order)"},
	}
	for _, c := range cases {
		resp, body := get(t, hs, http.MethodGet, s.Path()+c.query, map[string]string{"Accept-Language": c.accept})
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%q %q: %s", c.accept, c.query, resp.Status)
		}
		if !strings.Contains(body, `<html lang="`+c.lang+`">`) || !strings.Contains(body, c.want) {
			t.Errorf("Accept-Language %q %s: want lang %s with %q: %.500s", c.accept, c.query, c.lang, c.want, body)
		}
		if !strings.Contains(body, "events?lang="+c.lang) {
			t.Errorf("Accept-Language %q %s: the stream is not asked in %s", c.accept, c.query, c.lang)
		}
		for _, name := range []string{"English", "Español", "Čeština", "日本語", "Français"} {
			if !strings.Contains(body, name) {
				t.Errorf("the chooser lacks %s", name)
			}
		}
	}
}
