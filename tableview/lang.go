package tableview

import (
	"net/http"
	"sync"

	"golang.org/x/text/language"

	"tablemate/i18n"
)

// langs are the page's languages, in i18n's order (English first), each
// with its name in itself: the chooser on the page offers them so, the
// way a phone's own settings do, whatever the page's language.
var langs = []struct{ code, name string }{
	{"en", "English"}, {"es", "Español"}, {"cs", "Čeština"}, {"ja", "日本語"}, {"fr", "Français"},
}

const langCount = 5

// localizers are made once per language, on first use: a catalogue is
// built when its Localizer is made.
var localizers [langCount]struct {
	once sync.Once
	loc  *i18n.Localizer
}

// localizer is the Localizer of langs[i].
func localizer(i int) *i18n.Localizer {
	l := &localizers[i]
	l.once.Do(func() { l.loc = i18n.New(langs[i].code) })
	return l.loc
}

// langIndex is a language code's place in langs, -1 when the page does
// not speak it.
func langIndex(code string) int {
	for i, l := range langs {
		if l.code == code {
			return i
		}
	}
	return -1
}

// matcher picks among langs; built on first use, not at start.
var (
	matcherOnce sync.Once
	matcher     language.Matcher
)

func langMatcher() language.Matcher {
	matcherOnce.Do(func() {
		tags := make([]language.Tag, len(langs))
		for i, l := range langs {
			tags[i] = language.MustParse(l.code)
		}
		matcher = language.NewMatcher(tags)
	})
	return matcher
}

// pickLang is the language of a request: the one chosen on the page
// (?lang=), else the best of the browser's (Accept-Language), else def.
func pickLang(r *http.Request, def int) int {
	if i := langIndex(r.URL.Query().Get("lang")); i >= 0 {
		return i
	}
	accept := r.Header.Get("Accept-Language")
	if accept == "" || len(accept) > maxAcceptLanguage {
		return def
	}
	tags, _, err := language.ParseAcceptLanguage(accept)
	if err != nil || len(tags) == 0 {
		return def
	}
	_, i, conf := langMatcher().Match(tags...)
	if conf < language.High { // a guess (Portuguese read as Spanish) is no choice
		return def
	}
	return i
}

// maxAcceptLanguage bounds the header the matcher reads: a real one is a
// few dozen bytes.
const maxAcceptLanguage = 256
