package i18n

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/rivo/uniseg"

	"tablemate/internal/keyscan"
)

// foundKeys are the message keys the module's sources word, found by
// reading them (internal/keyscan): nobody keeps a list of them.
func foundKeys() ([]keyscan.Key, error) { return keyscan.Found("..") }

// keys are the texts of foundKeys, for the tests that go through every
// message.
func keys(t *testing.T) []string {
	t.Helper()
	found, err := foundKeys()
	if err != nil {
		t.Fatal(err)
	}
	if len(found) < 1000 {
		t.Fatalf("only %d message keys found in the sources: has the scan lost a wording call?", len(found))
	}
	out := make([]string, len(found))
	for i, k := range found {
		out[i] = k.Text
	}
	return out
}

// wordless: a key with no word outside its placeholders ("%s %d %s", "?")
// reads the same in every language; a catalogue may leave it out.
func wordless(key string) bool {
	return !strings.ContainsFunc(anyVerb.ReplaceAllString(key, ""), unicode.IsLetter)
}

var anyVerb = regexp.MustCompile(`%[^a-zA-Z%]*[a-zA-Z%]`)

// TestCataloguesComplete: every catalogue translates exactly the keys the
// sources word (found by reading them: a new message needs no list
// anywhere, only its translations), with the key's placeholders. It fails
// when a catalogue misses a key, has an entry no code words any more, or
// changes the placeholders (to check it by hand: delete one entry of
// catalog_ja.go, or word a new text with d.t("Unknown") in the dashboard).
func TestCataloguesComplete(t *testing.T) {
	t.Parallel()
	found, err := foundKeys()
	if err != nil {
		t.Fatal(err)
	}
	keys(t)
	isKey := map[string]bool{}
	for _, k := range found {
		isKey[k.Text] = true
	}
	where := func(k keyscan.Key) string { return k.Pos[0].String() }
	for k := range pluralEN() {
		if !isKey[k] {
			t.Errorf("en: plural key %q is worded by no code", k)
		}
	}
	for _, lang := range Languages() {
		if lang == English {
			continue
		}
		cat := catalogue(lang)
		if cat == nil {
			t.Errorf("%s: no catalogue", lang)
			continue
		}
		plurals := pluralCatalogue(lang)
		for _, key := range found {
			k := key.Text
			msg, ok := cat[k]
			_, counted := plurals[k]
			switch {
			case ok && counted:
				t.Errorf("%s: key %q is both a plain and a plural message", lang, k)
			case counted:
				continue // TestPluralForms checks its forms
			case !ok && wordless(k):
				continue
			case !ok:
				t.Errorf("%s: missing key %q (%s)", lang, k, where(key))
				continue
			}
			if strings.TrimSpace(msg) == "" && strings.TrimSpace(k) != "" {
				t.Errorf("%s: empty translation of %q", lang, k)
			}
			if key.Plain {
				continue // shown as written (a command's help): a % in it is text
			}
			if want, got := placeholders(k), placeholders(msg); !slices.Equal(want, got) {
				t.Errorf("%s: placeholders of %q are %v, want %v (English %q, %s)", lang, msg, got, want, k, where(key))
			}
		}
		for k := range cat {
			if !isKey[k] {
				t.Errorf("%s: entry %q is worded by no code: remove it", lang, k)
			}
		}
		for k := range plurals {
			if !isKey[k] {
				t.Errorf("%s: plural entry %q is worded by no code: remove it", lang, k)
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

// TestWidthCountsASCIIAsTheSegmenterDoes: the width of text in printable
// ASCII, counted a cell a byte, is the one the grapheme segmenter gives;
// text with anything else is measured by it.
func TestWidthCountsASCIIAsTheSegmenterDoes(t *testing.T) {
	t.Parallel()
	var all []byte
	for c := byte(0); c < 0x80; c++ {
		all = append(all, c)
		for _, s := range []string{string(c), "ab" + string(c), string(c) + string(c), string(c) + "\r\n"} {
			if got, want := Width(s), uniseg.StringWidth(s); got != want {
				t.Errorf("Width(%q) = %d, the segmenter's %d", s, got, want)
			}
		}
	}
	for _, s := range []string{string(all), "2026-11-27 15:04", "Ana 61, Ben 47", "さくら 12", "e\u0301", "\x7f"} {
		if got, want := Width(s), uniseg.StringWidth(s); got != want {
			t.Errorf("Width(%q) = %d, the segmenter's %d", s, got, want)
		}
	}
}
