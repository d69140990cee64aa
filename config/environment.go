package config

import (
	"strings"

	"tablemate/kernel"
)

// Variable is an environment variable tablemate reads, as `tablemate help
// environment` and the man pages' ENVIRONMENT section list it.
type Variable struct {
	// Name is the variable, or several read for one purpose
	// ("LC_ALL, LC_MESSAGES, LANG").
	Name string
	// About is what it does, a catalogue key with its arguments.
	About kernel.Phrase
}

// TestEnv are the TABLEMATE_* variables only the tests read (the table
// view's browser test): tablemate itself ignores them without a word.
var TestEnv = []string{EnvPrefix + "BROWSER", EnvPrefix + "SCREENSHOTS"}

// Variables lists every environment variable tablemate reads: the config
// file's, each setting's (the short forms beside the long), cobra's own,
// then the ones of the platform and the locale, and the tests'.
func Variables() []Variable {
	vs := []Variable{{EnvConfig, hint("the config file, when --config is not given (it must exist)")}}
	for _, key := range Keys() {
		if short := shortEnvName(key); short != "" {
			vs = append(vs, Variable{EnvName(key) + ", " + short, hint("the setting %s, as --%s gives it (the long form wins when both are set)", key, shortName(key))})
			continue
		}
		vs = append(vs, Variable{EnvName(key), hint("the setting %s", key)})
	}
	return append(vs,
		Variable{CobraEnv[0], hint("cobra's: 0 turns off the shell completion's active help (the fish script sets it)")},
		Variable{CobraEnv[1], hint("cobra's: false leaves the descriptions out of the shell completion")},
		Variable{"NO_COLOR", hint("when not empty, no colors (as color: never)")},
		Variable{"LC_ALL, LC_MESSAGES, LANG", hint("the language when no setting gives one: the first that is set decides (es_ES.UTF-8 is Spanish)")},
		Variable{"XDG_CONFIG_HOME", hint("the config directory, on every platform, when it is an absolute path")},
		Variable{"XDG_DATA_HOME", hint("the data directory, where the database is kept, on every platform, when it is an absolute path")},
		Variable{"HOME", hint("the home directory: ~/ in paths, and the default directories")},
		Variable{"AppData", hint("Windows: the config directory")},
		Variable{"LocalAppData", hint("Windows: the data directory, where the database is kept")},
		Variable{"SOURCE_DATE_EPOCH", hint("the date the man pages of `tablemate gen man` carry")},
		Variable{strings.Join(TestEnv, ", "), hint("the tests only: the browser the table view's page is tried in, and the folder its pictures go to")},
	)
}
