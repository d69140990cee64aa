package config

import "testing"

// TestFallbackLanguage: when the settings cannot be read, their problems
// are said in the language of the flag, else TABLEMATE_LANGUAGE, else
// TABLEMATE_LANG, else the locale, each only if tablemate speaks it; the
// config file is not read for it.
func TestFallbackLanguage(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		flag string
		env  []string
		want Language
	}{
		{"fr", []string{"TABLEMATE_LANGUAGE=ja", "LANG=es_ES.UTF-8"}, "fr"},
		{"xx", []string{"TABLEMATE_LANGUAGE=ja", "LANG=es_ES.UTF-8"}, "ja"},
		{"", []string{"TABLEMATE_LANG=cs", "LANG=es_ES.UTF-8"}, "cs"},
		{"", []string{"TABLEMATE_LANGUAGE=xx", "LANG=es_ES.UTF-8"}, "es"},
		{"", []string{"LC_ALL=de_DE.UTF-8", "LANG=es_ES.UTF-8"}, English}, // the first set decides, as in POSIX
		{"", nil, English},
	} {
		opts := LoadOptions{Env: tc.env, ConfigFile: "/nowhere/config.yaml"}
		if tc.flag != "" {
			opts.Flags = map[string]string{"language": tc.flag}
		}
		if got := FallbackLanguage(opts); got != tc.want {
			t.Errorf("flag %q env %q: %q, want %q", tc.flag, tc.env, got, tc.want)
		}
	}
}
