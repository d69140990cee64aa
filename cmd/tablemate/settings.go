package main

import (
	"context"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"tablemate/config"
	"tablemate/i18n"
)

// loaded is what a command run reads of the settings, once: the root's
// PersistentPreRunE gives the command an empty one in its context, the
// first loadSettings or userLocalizer fills it, and the edge of the
// program words an error with it (errorText).
type loaded struct {
	read     bool
	settings *config.Settings
	err      error
	loc      *i18n.Localizer
	// quiet: the run answers the shell's completion request, whose
	// stderr nobody reads; the settings' warnings are not said.
	quiet bool
}

type loadedKey struct{}

// loadConfig reads the settings (a test counts the reads).
var loadConfig = config.Load

// withLoaded gives cmd, the command that runs, the place its settings are
// kept for the run.
func withLoaded(cmd *cobra.Command) {
	ctx := cmd.Context()
	if ctx == nil {
		ctx = context.Background()
	}
	cmd.SetContext(context.WithValue(ctx, loadedKey{}, &loaded{quiet: cmd.Name() == cobra.ShellCompRequestCmd}))
}

// loadedOf is cmd's run's settings; outside a run (the help, a flag cobra
// refused) a fresh one, kept by nobody.
func loadedOf(cmd *cobra.Command) *loaded {
	if ctx := cmd.Context(); ctx != nil {
		if l, ok := ctx.Value(loadedKey{}).(*loaded); ok {
			return l
		}
	}
	return &loaded{}
}

// loadSettings is how every command reads its settings: the root's
// --config, --db and --lang when the user set them, the process
// environment, the config file and the defaults; read once per run.
func loadSettings(cmd *cobra.Command) (*config.Settings, error) {
	l := loadedOf(cmd)
	if !l.read {
		l.settings, l.err = loadConfig(settingsSources(cmd))
		l.read = true
		if l.err == nil && !l.quiet {
			// An unknown TABLEMATE_* variable is ignored, and said once.
			if l.loc == nil && len(l.settings.Warnings) > 0 {
				l.loc = i18n.New(l.settings.Language.String())
			}
			for _, w := range l.settings.Warnings {
				fmt.Fprintln(cmd.ErrOrStderr(), "tablemate:", l.loc.Message(w))
			}
		}
	}
	return l.settings, l.err
}

// userLocalizer is the Localizer of the user's language (--lang,
// TABLEMATE_LANGUAGE, the config file, the locale); when the settings
// cannot be read, that of the flag, the environment or the locale. It is
// made once per run, from the settings the run read.
func userLocalizer(cmd *cobra.Command) *i18n.Localizer {
	l := loadedOf(cmd)
	if l.loc == nil {
		if s, err := loadSettings(cmd); err != nil {
			// The settings are what is wrong: said in the language the
			// flag, the environment or the locale asks for.
			l.loc = i18n.New(config.FallbackLanguage(settingsSources(cmd)).String())
		} else {
			l.loc = i18n.New(s.Language.String())
		}
	}
	return l.loc
}

// localizer is userLocalizer for a command that words its output in the
// user's language: settings that cannot be read are its error.
func localizer(cmd *cobra.Command) (*i18n.Localizer, error) {
	if _, err := loadSettings(cmd); err != nil {
		return nil, err
	}
	return userLocalizer(cmd), nil
}

// settingsSources are where a command's settings come from: its flags, the
// environment and the config file.
func settingsSources(cmd *cobra.Command) config.LoadOptions {
	flags := map[string]string{}
	for flag, key := range map[string]string{"db": "database", "lang": "language"} {
		if cmd.Flags().Changed(flag) {
			flags[key] = cmd.Flags().Lookup(flag).Value.String()
		}
	}
	return config.LoadOptions{
		ConfigFile: flagIfSet(cmd, "config"),
		Env:        os.Environ(),
		Flags:      flags,
	}
}
