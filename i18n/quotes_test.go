package i18n

import (
	"strings"
	"testing"
)

// Every key that quotes an argument by %q shows it, in every language but
// English, between the language's own quotation marks, never Go's "" or
// its escapes.
func TestQuotedArgumentsInTheReadersMarks(t *testing.T) {
	for _, lang := range []string{"es", "cs", "ja", "fr"} {
		l := New(lang)
		open, close := quoteMarks(lang)
		n := 0
		for key := range catalogue(lang) {
			idx := quotedArgs(key)
			if len(idx) == 0 || strings.Contains(key, "%[") {
				continue
			}
			args := argsFor(key)
			if args == nil {
				continue
			}
			for _, i := range idx {
				args[i] = "Maxé «x» ①"
			}
			out := l.Sprintf(key, args...)
			if strings.Contains(out, `"Max`) || strings.Contains(out, `\u`) || !strings.Contains(out, open+"Maxé «x» ①"+close) {
				t.Errorf("%s %q: %q", lang, key, out)
			}
			n++
		}
		if n < 50 {
			t.Errorf("%s: only %d keys with %%q checked", lang, n)
		}
	}
}

// argsFor gives a plain argument for each verb of key (strings for %s and
// %q, numbers for %d), or nil when it has verbs this test does not fill.
func argsFor(key string) []any {
	var args []any
	for i := 0; i < len(key); i++ {
		if key[i] != '%' || i+1 >= len(key) {
			continue
		}
		i++
		switch key[i] {
		case '%':
		case 's', 'q', 'v':
			args = append(args, "w")
		case 'd':
			args = append(args, 7)
		default:
			return nil
		}
	}
	return args
}

func TestQuotedArgsReadsVerbs(t *testing.T) {
	for format, want := range map[string][]int{
		"%q":                  {0},
		"%s %q %d":            {1},
		"%d%% %[3]q %[1]s %q": {2, 1},
		"%*d %q":              {2},
		"%-5.2f %+q":          {1},
		"100%% %s":            nil,
	} {
		got := quotedArgs(format)
		if len(got) != len(want) {
			t.Errorf("%q: %v, want %v", format, got, want)
			continue
		}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%q: %v, want %v", format, got, want)
			}
		}
	}
}
