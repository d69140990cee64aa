package main

import (
	"bytes"
	"slices"
	"tablemate/internal/cmddoc"
	"tablemate/internal/inputfile"

	"github.com/spf13/cobra"

	"tablemate/config"
	"tablemate/export"
	"tablemate/kernel"
	"tablemate/scorefile"
	"tablemate/scoring"
)

var scoreFormats = []string{"table", "json", "csv", "markdown"}

func newScoreCmd() *cobra.Command {
	var format string
	var literal, automaGold, african bool
	cmd := &cobra.Command{
		Use:   "score FILE|-",
		Short: "Final scoring of a tallies file (YAML or JSON): dominance, tie-breaks, winner",
		Long: `Reads the players' final tallies (YAML or JSON; - reads standard input) and
prints each player's points by category, the dominance bonuses, the total, the
rank and the winner, with the reasons. The file's options block sets the
variants; a flag given on the command line overrides it. See the README for
the file format and the JSON output.`,
		Example: `  tablemate score tallies.yaml
  tablemate score --format json --automa-gold solo.yaml
  cat tallies.json | tablemate score -`,
		Args: cmddoc.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !slices.Contains(scoreFormats, format) {
				return &exitError{code: 2, err: errorf("--format %q: use %s", format, kernel.Choices(scoreFormats))}
			}
			settings, err := loadSettings(cmd) // --lang, TABLEMATE_LANG, the config file, LANG
			if err != nil {
				return err
			}
			loc := userLocalizer(cmd) // of these settings
			file, err := readTallies(cmd, args[0])
			if err != nil {
				return err
			}
			// The config's readings first, then the file's options block
			// where it gives one, then the flags.
			opt := scoring.Options{
				LiteralDominance: settings.Rules.Dominance == config.DominanceLiteral,
				AutomaGoldPoints: settings.Automa.GoldPoints,
				AfricanEmpires:   settings.Scoring.AfricanEmpires,
			}
			if file.OptionsGiven["literal_dominance"] {
				opt.LiteralDominance = file.Options.LiteralDominance
			}
			if file.OptionsGiven["automa_gold_points"] {
				opt.AutomaGoldPoints = file.Options.AutomaGoldPoints
			}
			if file.OptionsGiven["african_empires"] {
				opt.AfricanEmpires = file.Options.AfricanEmpires
			}
			flags := cmd.Flags()
			if flags.Changed("literal-dominance") {
				opt.LiteralDominance = literal
			}
			if flags.Changed("automa-gold") {
				opt.AutomaGoldPoints = automaGold
			}
			if flags.Changed("african-empires") {
				opt.AfricanEmpires = african
			}
			res, err := file.Score(opt)
			if err != nil {
				return err
			}
			// Render to a buffer so that a failed write never leaves half a table.
			var out bytes.Buffer
			switch format {
			case "json":
				err = export.ScoreJSON(&out, res)
			case "csv":
				err = export.ScoreCSV(&out, res, loc)
			case "markdown":
				export.ScoreMarkdown(&out, res, loc)
			default:
				export.ScoreTable(&out, res, loc)
			}
			if err != nil {
				return err
			}
			_, err = cmd.OutOrStdout().Write(out.Bytes())
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&format, "format", "table", "output format: table, json, csv or markdown")
	f.BoolVar(&literal, "literal-dominance", false, "literal dominance reading: a category nobody has any of gives +3 to everyone (options: literal_dominance)")
	f.BoolVar(&automaGold, "automa-gold", false, "the Automa scores 1 point per 3 Gold left (options: automa_gold_points)")
	f.BoolVar(&african, "african-empires", false, "African Empires scoring: trade track, Monsters, Natural Wonders, Future projects, Quests (options: african_empires)")
	return cmd
}

// readTallies reads FILE, or standard input for "-".
func readTallies(cmd *cobra.Command, name string) (*scorefile.File, error) {
	if name == "-" {
		return scorefile.Read("stdin", cmd.InOrStdin())
	}
	data, err := inputfile.ReadPath(name, "tallies file", scorefile.MaxFileBytes) // limits.go
	if err != nil {
		return nil, err
	}
	return scorefile.Parse(name, data)
}
