package config

import (
	"errors"
	"strings"
	"testing"
)

// FuzzEnvironment feeds TABLEMATE_* variables of any name and value: Load
// returns settings or problems, never both, never a panic; accepted
// settings validate; every problem and warning names its variable and
// what to do.
func FuzzEnvironment(f *testing.F) {
	f.Add("AUTOMA_DIFFICULTY", "3", "LANG", "es")
	f.Add("AUTOMA_DIFICULTY", "3", "DB", "")
	f.Add("PLAYERS_NAMES", "Ann, Bob,,Cy", "ERAS_STANDARD", "1,2,x")
	f.Add("DISPLAY_CONTINUOUS_5", "99999999999999999999", "GAME_MONSTERS", "TRUE")
	f.Add("AUTOMA_MODULES", "celebrities,celebrities", "DATABASE", "~/x.db")
	f.Add("", "=", "LANGUAGE", "")
	f.Fuzz(func(t *testing.T, name1, value1, name2, value2 string) {
		if name1 == "CONFIG" || name2 == "CONFIG" {
			t.Skip("TABLEMATE_CONFIG names a file: FuzzLoad reads files")
		}
		env := []string{"HOME=/nonexistent", EnvPrefix + name1 + "=" + value1, EnvPrefix + name2 + "=" + value2}
		s, err := Load(LoadOptions{Env: env})
		if (s == nil) == (err == nil) {
			t.Fatalf("Load returned settings %v and error %v", s, err)
		}
		if s != nil {
			if verr := s.Validate(); verr != nil {
				t.Fatalf("accepted settings that do not validate: %v", verr)
			}
			for _, w := range s.Warnings {
				if !strings.HasPrefix(w.Name, EnvPrefix) || w.Allowed.Format == "" || !strings.HasPrefix(w.String(), "env "+EnvPrefix) {
					t.Fatalf("a warning that names no variable or no remedy: %#v (env %q)", w, env)
				}
			}
			return
		}
		joined, ok := err.(interface{ Unwrap() []error })
		if !ok {
			t.Fatalf("not a list of problems: %v", err)
		}
		for _, e := range joined.Unwrap() {
			var p *Problem
			if !errors.As(e, &p) || !strings.HasPrefix(p.Origin, "env "+EnvPrefix) || p.Allowed.Format == "" || !strings.HasPrefix(e.Error(), "env ") {
				t.Fatalf("a problem that names no variable or no remedy: %#v (env %q)", e, env)
			}
		}
	})
}
