package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"tablemate/internal/cmddoc"

	"github.com/spf13/cobra"

	"tablemate/config"
	"tablemate/i18n"
	"tablemate/kernel"
)

func newConfigCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "config",
		Short: "Write, show or check the settings",
		Long: "Settings come from, in order of precedence: command-line flags, TABLEMATE_* environment\n" +
			"variables, the config file (--config, $TABLEMATE_CONFIG, else tablemate/config.yaml in\n" +
			"$XDG_CONFIG_HOME, ~/.config, ~/Library/Application Support on macOS or %AppData% on\n" +
			"Windows) and the built-in defaults.",
		Args: cmddoc.NoArgs,
	}
	cmd.AddCommand(configInitCmd(), configShowCmd(), configValidateCmd())
	return cmd
}

func configInitCmd() *cobra.Command {
	var output string
	var force bool
	cmd := &cobra.Command{
		Use:   "init",
		Short: "Write the commented default settings to a config file",
		Long: "Write the built-in defaults, with a comment on every key, to --output (\"-\" for\n" +
			"standard output), else to --config, $TABLEMATE_CONFIG or the default config path.\n" +
			"An existing file is left alone unless --force is given; the file is written\n" +
			"with mode 0600, with --force through a temporary file renamed over the old one.",
		Args: cmddoc.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			// --lang: the file is the table's in that language.
			data := config.DefaultYAML
			if lang := flagIfSet(cmd, "lang"); lang != "" {
				// The default seats are named in that language too.
				l := i18n.New(lang)
				data = config.DefaultYAMLIn(config.Language(lang), l.Sprintf("Player %d", 1), l.Sprintf("Player %d", 2))
			}
			if output == "-" {
				_, err := cmd.OutOrStdout().Write(data)
				return err
			}
			path := output
			if path == "" {
				p, _, err := config.ConfigPath(config.LoadOptions{ConfigFile: flagIfSet(cmd, "config"), Env: os.Environ()})
				if err != nil {
					return err
				}
				path = p
			}
			if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
				return fmt.Errorf("config init: %w", err)
			}
			if err := writeConfigFile(path, data, force); err != nil {
				if errors.As(err, new(*kernel.Wording)) {
					return err // worded in the user's language
				}
				return fmt.Errorf("config init: %w", err)
			}
			fmt.Fprintln(cmd.OutOrStdout(), userLocalizer(cmd).Message(kernel.Phrase{Format: "wrote %s", Args: []any{path}}))
			return nil
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", `file to write ("-" for standard output)`)
	cmd.Flags().BoolVar(&force, "force", false, "replace an existing file (a symlink is replaced, its target left alone)")
	return cmd
}

func configShowCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "show",
		Short: "Print every effective setting and where it came from",
		Long:  "Print the config file in use (or where one would be read), then one line per\nsetting, sorted: key = value   (origin), where origin is a flag, an environment\nvariable, file:line or default.",
		Args:  cmddoc.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			s, err := loadSettings(cmd)
			if err != nil {
				return err
			}
			loc := userLocalizer(cmd)
			var b strings.Builder
			if s.ConfigFile != "" {
				b.WriteString("# " + loc.Sprintf("config file: %s", s.ConfigFile) + "\n")
			} else if path, _, err := config.ConfigPath(settingsSources(cmd)); err == nil {
				b.WriteString("# " + loc.Sprintf("config file: none at %s (the defaults apply)", path) + "\n")
			}
			type line struct{ left, origin string }
			var lines []line
			width := 0
			for _, key := range config.Keys() {
				v, _ := s.Value(key)
				l := line{key + " = " + v, s.Origin(key)}
				width = max(width, i18n.Width(l.left)) // cells: a name may be さくら
				lines = append(lines, l)
			}
			for _, l := range lines {
				fmt.Fprintf(&b, "%s   (%s)\n", i18n.PadRight(l.left, width), l.origin)
			}
			_, err = fmt.Fprint(cmd.OutOrStdout(), b.String())
			return err
		},
	}
}

func configValidateCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "validate [FILE]",
		Short: "Check a config file and report every problem",
		Long: "With FILE, check that file alone (the environment's TABLEMATE_* variables are\n" +
			"ignored). Without, check the settings every command would use: the config file,\n" +
			"TABLEMATE_* variables and flags. Each setting is checked, then the games they\n" +
			"start (the configured table, a solo game, a table of five) get the checks a new\n" +
			"game gets. Prints \"FILE: ok\", or every problem and exits 1.",
		Args: cmddoc.AtMostArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var err error
			var path string
			var s *config.Settings
			if len(args) == 1 {
				path = args[0]
				s, err = config.Load(config.LoadOptions{ConfigFile: path, Env: withoutSettings(os.Environ())})
			} else {
				s, err = loadSettings(cmd)
				if err == nil {
					path = s.ConfigFile
				} else if p, _, perr := config.ConfigPath(settingsSources(cmd)); perr == nil {
					// The settings were refused: a problem may cite the
					// file's lines, so the file is named, when there is one.
					if fi, serr := os.Stat(p); serr == nil && fi.Mode().IsRegular() {
						path = p
					}
				}
			}
			if err == nil {
				err = s.CheckNewGames(engineOptions()...)
			}
			if err != nil {
				return &exitError{code: 1, err: errorf("%s: %s\n%s", checked(path), kernel.CountOf(len(config.Unjoin(err)), "%d problem", "%d problems"), err)}
			}
			fmt.Fprintln(cmd.OutOrStdout(), userLocalizer(cmd).Message(kernel.Phrase{Format: "%s: ok", Args: []any{checked(path)}}))
			return nil
		},
	}
}

// writeConfigFile writes data to path with mode 0600. The data always
// goes to a temporary file beside path first, synced, and only a complete
// file takes path: a full disk or a crash leaves no empty or half file
// behind. Without replace an existing path (a file, or a symlink even to
// nowhere) is refused: the complete file is linked to path, which fails
// atomically when path exists, no check-then-write race. With replace it
// is renamed over path: a symlink at path is replaced, never followed, so
// its target is untouched.
func writeConfigFile(path string, data []byte, replace bool) error {
	if fi, err := os.Lstat(path); err == nil && fi.IsDir() {
		return errorf("%s is a directory: name a file", path)
	}
	if !replace {
		if _, err := os.Lstat(path); err == nil {
			return errorf("%s already exists (use --force to replace it)", path)
		}
	}
	tmp, err := writeTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp", data)
	if err != nil {
		return writeFailed(path, err)
	}
	defer os.Remove(tmp) // after a successful rename or link there is nothing left to remove
	if replace {
		if err := os.Rename(tmp, path); err != nil {
			return fmt.Errorf("replacing %s: %w", path, err)
		}
		return nil
	}
	err = os.Link(tmp, path)
	if errors.Is(err, fs.ErrExist) {
		return errorf("%s already exists (use --force to replace it)", path)
	}
	if err != nil {
		// No hard links on this file system: take the name exclusively,
		// then rename the complete file onto it.
		f, cerr := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(cerr, fs.ErrExist) {
			return errorf("%s already exists (use --force to replace it)", path)
		}
		if cerr != nil {
			return cerr
		}
		f.Close()
		if err := os.Rename(tmp, path); err != nil {
			os.Remove(path)
			return fmt.Errorf("%s: %w", path, err)
		}
	}
	return nil
}

// writeTemp writes data to a new file in dir (mode 0600), synced and
// closed, and gives its name; on any failure nothing is left.
var writeTemp = func(dir, pattern string, data []byte) (string, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return "", err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}

// writeFailed says why a config file could not be written; a full disk in
// the user's terms.
func writeFailed(path string, err error) error {
	if errors.Is(err, syscall.ENOSPC) {
		return errorf("cannot write %s: the disk is full, so nothing was written: free some space on that disk, or write the file elsewhere with -o FILE", path)
	}
	return fmt.Errorf("%s: %w", path, err)
}

// checked names what config validate checked: a file, or the built-in
// defaults when there is none.
func checked(path string) any {
	if path == "" {
		return phrase("no config file (built-in defaults)")
	}
	return path
}

// withoutSettings drops the variables that set keys, so that checking a
// file reports that file's problems only.
func withoutSettings(env []string) []string {
	var out []string
	for _, kv := range env {
		if strings.HasPrefix(kv, config.EnvPrefix) || strings.HasPrefix(kv, "NO_COLOR=") {
			continue
		}
		out = append(out, kv)
	}
	return out
}

// flagIfSet returns a flag's value when the user gave it, else "".
func flagIfSet(cmd *cobra.Command, name string) string {
	if cmd.Flags().Changed(name) {
		return cmd.Flags().Lookup(name).Value.String()
	}
	return ""
}
