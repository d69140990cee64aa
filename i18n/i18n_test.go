package i18n

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"tablemate/internal/keyscan"
	"tablemate/kernel"
	"tablemate/scoring"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// TestCataloguesComplete fails when a catalogue misses a key, has a key
// that is not an English message, or its translation's placeholders differ
// from the English ones (to check it by hand: delete one entry of
// catalog_ja.go and run the test).
func TestCataloguesComplete(t *testing.T) {
	t.Parallel()
	keys := Keys()
	isKey := map[string]bool{}
	for _, k := range keys {
		isKey[k] = true
	}
	for _, lang := range Languages() {
		if lang == English {
			continue
		}
		cat := catalogue(lang)
		ok := cat != nil
		if !ok {
			t.Errorf("%s: no catalogue", lang)
			continue
		}
		plurals := pluralCatalogue(lang)
		for _, k := range keys {
			msg, ok := cat[k]
			_, counted := plurals[k]
			switch {
			case ok && counted:
				t.Errorf("%s: key %q is both a plain and a plural message", lang, k)
			case counted:
				continue // TestPluralForms checks its forms
			case !ok:
				t.Errorf("%s: missing key %q", lang, k)
				continue
			}
			if strings.TrimSpace(msg) == "" && strings.TrimSpace(k) != "" {
				t.Errorf("%s: empty translation of %q", lang, k)
			}
			if slices.Contains(helpKeys, k) && !slices.Contains(helpFormats, k) {
				continue // a help text, read as it is (Text), not a format
			}
			if want, got := placeholders(k), placeholders(msg); !slices.Equal(want, got) {
				t.Errorf("%s: placeholders of %q are %v, want %v (English %q)", lang, msg, got, want, k)
			}
		}
		for k := range cat {
			if !isKey[k] {
				t.Errorf("%s: extra key %q is not an English message", lang, k)
			}
		}
		for k := range plurals {
			if !isKey[k] {
				t.Errorf("%s: extra plural key %q is not an English message", lang, k)
			}
		}
	}
}

var verbRE = regexp.MustCompile(`%(?:\[(\d+)\])?[-+# 0]*\d*(?:\.\d+)?([a-zA-Z%])`)

// placeholders lists a format's verbs as "argument:verb", sorted, so that
// a translation may reorder them with %[n]s indexing.
func placeholders(format string) []string {
	var out []string
	next := 1
	for _, m := range verbRE.FindAllStringSubmatch(format, -1) {
		if m[2] == "%" {
			continue
		}
		arg := next
		if m[1] != "" {
			arg, _ = strconv.Atoi(m[1])
		}
		next = arg + 1
		out = append(out, fmt.Sprintf("%d:%s", arg, m[2]))
	}
	sort.Strings(out)
	return out
}

func TestPlaceholders(t *testing.T) {
	t.Parallel()
	tests := []struct {
		format string
		want   []string
	}{
		{"%s takes slot %d", []string{"1:s", "2:d"}},
		{"slot %[2]d: %[1]s", []string{"1:s", "2:d"}},
		{"100%% of %q", []string{"1:q"}},
		{"+%d each", []string{"1:d"}},
	}
	for _, tt := range tests {
		if got := placeholders(tt.format); !slices.Equal(got, tt.want) {
			t.Errorf("placeholders(%q) = %v, want %v", tt.format, got, tt.want)
		}
	}
}

// TestEveryEngineMessageIsKey: every event format, every rule error format
// in tracker's sources, and every explanation format is a key.
func TestEveryEngineMessageIsKey(t *testing.T) {
	t.Parallel()
	isKey := map[string]bool{}
	for _, k := range Keys() {
		isKey[k] = true
	}
	for _, f := range tracker.MessageFormats() {
		if !isKey[f] {
			t.Errorf("event format %q is not a key", f)
		}
	}
	for _, f := range wm.MessageFormats {
		if !isKey[f] {
			t.Errorf("World Monuments event format %q is not a key", f)
		}
	}
	for _, src := range errorSources {
		for _, f := range errorFormats(t, src.glob, src.formatArg) {
			if !isKey[f] {
				t.Errorf("rule error format %q (%s) is not a key: add it to ruleErrorFormats", f, src.glob)
			}
		}
	}
	for _, c := range []scoring.Category{scoring.Knowledge, scoring.Wonders, scoring.Policies, scoring.Provinces, scoring.Trade,
		scoring.Monsters, scoring.NaturalWonders, scoring.FutureProjects, scoring.Quests, scoring.AutomaGold} {
		if !isKey[c.String()] {
			t.Errorf("category %q is not a key", c)
		}
	}
}

// errorSources are the engines' sources and, for each, where its error
// constructors take their format (the argument's index).
var errorSources = []struct {
	glob      string
	formatArg map[string]int
}{
	{"../tracker/*.go", map[string]int{"illegal": 1, "badSetup": 1, "BadSetupKey": 2, "ruleErr": 2, "syntaxErr": 0, "add": 2}},
	{"../tracker/wm/*.go", map[string]int{"illegal": 1, "badSetup": 1, "BadSetupKey": 2, "syntaxErr": 1, "Refuse": 2, "add": 2}},
	{"../kernel/*.go", map[string]int{"Illegal": 1, "BadSetup": 1, "Syntax": 0, "Refuse": 2}},
	{"../automa/*.go", map[string]int{"Worded": 0}},
	// The settings' problems: their hints and the config file's errors.
	{"../config/*.go", map[string]int{"hint": 0, "Worded": 0}},
	// The database file's problems.
	{"../store/*.go", map[string]int{"fileProblem": 0, "Worded": 0}},
	// A tallies file's problems (tablemate score).
	{"../scorefile/*.go", map[string]int{"say": 0, "fail": 2}},
	// The table view's problems (tablemate serve, play --share).
	{"../tableview/*.go", map[string]int{"Worded": 0}},
}

// errorFormats reads an engine's sources for the literal formats given to
// its error constructors.
func errorFormats(t *testing.T, glob string, formatArg map[string]int) []string {
	args := map[string][]int{}
	for name, i := range formatArg {
		args[name] = []int{i}
	}
	lits, err := keyscan.Literals(glob, args)
	if err != nil {
		t.Fatalf("%s: %v", glob, err)
	}
	if len(lits) < 5 {
		t.Fatalf("found only %d error formats in %s: has the constructor changed?", len(lits), glob)
	}
	out := make([]string, len(lits))
	for i, l := range lits {
		out[i] = l.Text
	}
	return out
}

// explanations covers every Kind and every tie-break clause.
var explanations = []scoring.Explanation{
	{Kind: scoring.KindDominance, Category: scoring.Knowledge, Players: []string{"Ana"}, Count: 5, Bonus: 3},
	{Kind: scoring.KindDominanceTie, Category: scoring.Wonders, Players: []string{"Ana", "Ben", "Cy"}, Count: 2, Bonus: 3},
	{Kind: scoring.KindDominanceNone, Category: scoring.Policies},
	{Kind: scoring.KindDominanceLiteralZero, Category: scoring.Policies, Players: []string{"Ana"}, Bonus: 3},
	{Kind: scoring.KindDominanceLiteralZero, Category: scoring.Trade, Players: []string{"Ana", "Ben"}, Bonus: 3},
	{Kind: scoring.KindAutomaGold, Category: scoring.AutomaGold, Players: []string{"Automa"}, Points: 2, Gold: 7},
	{Kind: scoring.KindWinPoints, Players: []string{"Ana"}, Points: 28},
	{Kind: scoring.KindWinGold, Players: []string{"Ana"}, TiedOnPoints: []string{"Ana", "Ben"}, TiedOnGold: []string{"Ana"}, Points: 27, Gold: 4, OtherGold: 2},
	{Kind: scoring.KindWinGold, Players: []string{"Ana"}, TiedOnPoints: []string{"Ana", "Ben", "Cy"}, TiedOnGold: []string{"Ana"}, Points: 27, Gold: 4, OtherGold: 2},
	{Kind: scoring.KindWinCulture, Players: []string{"Ana"}, TiedOnPoints: []string{"Ana", "Ben"}, TiedOnGold: []string{"Ana", "Ben"}, Points: 27, Gold: 4, Culture: 3, OtherCulture: 1},
	{Kind: scoring.KindWinCulture, Players: []string{"Ana"}, TiedOnPoints: []string{"Ana", "Ben", "Cy"}, TiedOnGold: []string{"Ana", "Ben", "Cy"}, Points: 27, Gold: 4, Culture: 3, OtherCulture: 1},
	{Kind: scoring.KindWinCulture, Players: []string{"Ana"}, TiedOnPoints: []string{"Ana", "Ben", "Cy"}, TiedOnGold: []string{"Ana", "Ben"}, Points: 27, Gold: 4, OtherGold: 1, Culture: 3, OtherCulture: 1},
	{Kind: scoring.KindSharedVictory, Players: []string{"Ana", "Ben"}, TiedOnPoints: []string{"Ana", "Ben", "Cy"}, TiedOnGold: []string{"Ana", "Ben", "Cy"}, Points: 22, Gold: 3, Culture: 2, OtherCulture: 1},
	{Kind: scoring.KindSharedVictory, Players: []string{"Ana", "Ben"}, TiedOnPoints: []string{"Ana", "Ben"}, TiedOnGold: []string{"Ana", "Ben"}, Points: 22, Gold: 3, Culture: 2},
	{Kind: scoring.KindSharedVictory, Players: []string{"Ana", "Ben"}, TiedOnPoints: []string{"Ana", "Ben", "Cy"}, TiedOnGold: []string{"Ana", "Ben"}, Points: 22, Gold: 3, OtherGold: 1, Culture: 2},
}

// TestExplanationEnglish: the English rendering is scoring's own sentence,
// so the keys are the sentences scoring writes.
func TestExplanationEnglish(t *testing.T) {
	t.Parallel()
	en := New("en")
	for _, e := range explanations {
		if got, want := en.Explanation(e), e.String(); got != want {
			t.Errorf("%v: got %q, want %q", e.Kind, got, want)
		}
	}
}

// TestExplanationFormatsAreUsed: every explanation key is reached by some
// explanation (a format scoring stops writing should leave the list).
func TestExplanationTranslated(t *testing.T) {
	t.Parallel()
	for _, lang := range Languages()[1:] {
		l := New(lang)
		for _, e := range explanations {
			got := l.Explanation(e)
			if got == e.String() || strings.Contains(got, "%!") {
				t.Errorf("%s: %v not translated: %q", lang, e.Kind, got)
			}
		}
	}
}

func TestEventEnglishIsString(t *testing.T) {
	t.Parallel()
	en := New("xx") // unknown: English
	if en.Lang() != "en" {
		t.Fatalf("New(xx).Lang() = %q", en.Lang())
	}
	for k := tracker.EventKind(0); k < 40; k++ {
		for _, e := range []tracker.Event{{Kind: k, Player: "Ana", Name: "Sphinx", Slot: 1, To: 2, Count: 3, Era: tracker.EraII}, {Kind: k, Slot: 2, To: 2}} {
			if got, want := en.Event(e), e.String(); got != want {
				t.Errorf("%v: %q, want %q", k, got, want)
			}
		}
	}
}

func TestEventTranslated(t *testing.T) {
	t.Parallel()
	tests := []struct {
		lang string
		ev   tracker.Event
		want string
	}{
		{"es", tracker.Event{Kind: tracker.EvSetupDisplay, Count: 6, Eras: []tracker.EraCount{{Era: tracker.EraI, Count: 6}}}, "Prepara el Desarrollo disponible: reparte 6 cartas bocarriba (6 de Era I); el espacio 1 queda junto al mazo."},
		{"es", tracker.Event{Kind: tracker.EvScored, Players: kernel.Names{"Ana", "Ben"}}, "Todos los recuentos están anotados y la partida está puntuada. Victoria para Ana y Ben."},
		{"es-MX", tracker.Event{Kind: tracker.EvTurn, Player: "Ana"}, "Turno de Ana."},
		{"ja", tracker.Event{Kind: tracker.EvIdentify, Slot: 2, Card: tracker.Identity{Type: tracker.Wonder, Cost: 5, Name: "Pyramids"}}, "スロット2は" + New("ja").T("wonder") + " 5 Pyramidsです。"},
	}
	for _, tt := range tests {
		if got := New(tt.lang).Event(tt.ev); got != tt.want {
			t.Errorf("%s %v: %q, want %q", tt.lang, tt.ev.Kind, got, tt.want)
		}
	}
	for _, lang := range Languages()[1:] {
		l := New(lang)
		for k := tracker.EventKind(0); k < 40; k++ {
			e := tracker.Event{Kind: k, Player: "Ana", Name: "Sphinx", Slot: 1, To: 2, Count: 3, Era: tracker.EraII}
			if got := l.Event(e); strings.Contains(got, "%!") {
				t.Errorf("%s %v: bad arguments: %q", lang, k, got)
			}
		}
	}
}

func TestError(t *testing.T) {
	t.Parallel()
	g, err := tracker.NewGame(tracker.Setup{Players: []string{"Ana", "Ben"}})
	if err != nil {
		t.Skipf("cannot start a game: %v", err)
	}
	a, err := tracker.ParseAction("take 9")
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Apply(a)
	var re *kernel.RuleError
	if !errors.As(err, &re) {
		t.Fatalf("take 9: %v, want a RuleError", err)
	}
	wrapped := fmt.Errorf("line 3: take 9: %w", err)
	if got := New("en").Error(wrapped); got != wrapped.Error() {
		t.Errorf("en: %q, want %q", got, wrapped.Error())
	}
	got := New("es").Error(wrapped)
	want := "line 3: take 9: el espacio 9 no existe: el Desarrollo disponible tiene 6 espacios (M-SETUP-3)"
	if got != want {
		t.Errorf("es: %q, want %q", got, want)
	}
	joined := errors.Join(errors.New("plain"), err)
	if got := New("ja").Error(joined); !strings.HasPrefix(got, "plain\n") || strings.Contains(got, "does not exist") || !strings.Contains(got, "M-SETUP-3") {
		t.Errorf("ja joined: %q", got)
	}
	if got := New("fr").Error(errors.New("disk full")); got != "disk full" {
		t.Errorf("plain error: %q", got)
	}
}

func TestWidth(t *testing.T) {
	t.Parallel()
	tests := []struct {
		s    string
		want int
	}{{"Ana", 3}, {"発展ディスプレイ", 16}, {"Čeněk", 5}, {"", 0}}
	for _, tt := range tests {
		if got := Width(tt.s); got != tt.want {
			t.Errorf("Width(%q) = %d, want %d", tt.s, got, tt.want)
		}
	}
	if got := PadRight("知識", 6); got != "知識  " {
		t.Errorf("PadRight = %q", got)
	}
	if got := PadLeft("12", 4); got != "  12" {
		t.Errorf("PadLeft = %q", got)
	}
	if got := PadRight("toolong", 3); got != "toolong" {
		t.Errorf("PadRight wider = %q", got)
	}
}

func TestLanguages(t *testing.T) {
	t.Parallel()
	if got := Languages(); !slices.Equal(got, []string{"en", "es", "cs", "ja", "fr"}) {
		t.Errorf("Languages() = %v", got)
	}
	for _, in := range []string{"ja_JP.UTF-8", "cs-CZ", "FR", "es"} {
		if New(in).Lang() == English {
			t.Errorf("New(%q) is English", in)
		}
	}
}

// wmEvents are World Monuments events of every kind, with the phrases their
// messages nest (counts, score changes, markers past a lap, kept gems).
func wmEvents() []wm.Event {
	var out []wm.Event
	for k := wm.EventKind(0); k < 19; k++ {
		if k == wm.EvQuarryException {
			continue // only some monuments and rounds have one, below
		}
		out = append(out,
			wm.Event{Kind: k, Player: "Ana", Round: 2, Count: 1, Points: 3, Total: 14, Monument: wm.Capitol},
			wm.Event{Kind: k, Player: "Ben", Round: 3, Count: 3, Total: 75, Kept: 2, Monument: wm.NotreDame,
				Results: []wm.Result{{Name: "Ana", Score: 40, Win: true}, {Name: "Ben", Score: 30}}},
			wm.Event{Kind: k, Player: "Cy", Round: 1, Points: -2, Total: -3, Kept: 1, Monument: wm.TajMahal,
				Results: []wm.Result{{Name: "Cy", Score: 40, Win: true}, {Name: "Dee", Score: 40, Win: true}}})
	}
	out = append(out, wm.Event{Kind: wm.EvQuarryException, Monument: wm.TajMahal, Round: 1},
		wm.Event{Kind: wm.EvQuarryException, Monument: wm.Capitol, Round: 3})
	return out
}

func TestWMEventEnglishIsString(t *testing.T) {
	t.Parallel()
	en := New("en")
	for _, e := range wmEvents() {
		if got, want := en.Message(e), e.String(); got != want {
			t.Errorf("%v: %q, want %q", e.Kind, got, want)
		}
	}
}

func TestWMEventTranslated(t *testing.T) {
	t.Parallel()
	for _, lang := range Languages()[1:] {
		l := New(lang)
		for _, e := range wmEvents() {
			got := l.Message(e)
			if strings.Contains(got, "%!") {
				t.Errorf("%s %v: bad arguments: %q", lang, e.Kind, got)
			}
			if e.Kind != wm.EvScored && got == e.String() {
				t.Errorf("%s %v: not translated: %q", lang, e.Kind, got)
			}
		}
	}
	// The nested phrases are translated too: no English count or marker
	// is left in a Japanese score line.
	ja := New("ja").Message(wm.Event{Kind: wm.EvGems, Player: "Ana", Count: 2, Points: 6, Total: 75})
	if strings.Contains(ja, "gems") || strings.Contains(ja, "marker") || strings.Contains(ja, "total") {
		t.Errorf("ja gems line keeps English parts: %q", ja)
	}
}
