package main

import (
	"encoding/json"
	"tablemate/internal/cmddoc"

	"github.com/spf13/cobra"

	"tablemate/automa/sim"
	"tablemate/tracker"
)

func newAutomaCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "automa",
		Short: "The solo Automa: print its deck, simulate games against it",
		Args:  cmddoc.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return cmd.Help()
		},
	}
	cmd.AddCommand(newSimulateCmd(), newDeckCmd())
	return cmd
}

func newDeckCmd() *cobra.Command {
	o := sim.DeckOptions{Engine: engineOptions(), LoadDeck: loadDeckFile}
	cmd := &cobra.Command{
		Use:   "deck",
		Short: "Print the Automa deck a game would use, or every card of the deck file",
		Long: `Prints the Automa's deck as a solo game with these options would build it: the
standard cards, the civilization's card, the modules' cards and as many advanced
cards as the difficulty, picked with --seed as a game with seed=N picks them.
With --all, every card of the deck file. A table checks it against its printed
cards, or starts its own deck file from the YAML (it reads back as a deck file:
automa_deck=PATH on the setup line).`,
		Example: `  tablemate automa deck --civ egypt --difficulty 2 --seed 7
  tablemate automa deck --all --format yaml > my-deck.yaml
  tablemate automa deck --all --format json`,
		Args: cmddoc.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			switch o.Format {
			case "text", "yaml", "json":
			default:
				return &exitError{code: 2, err: errorf("--format %q: use text, yaml or json", o.Format)}
			}
			deck, cards, err := sim.Deck(o)
			if err != nil {
				return err
			}
			if o.Format != "text" {
				return sim.WriteDeckData(cmd.OutOrStdout(), o, deck, cards)
			}
			loc, err := localizer(cmd) // the language: --lang, config, LANG
			if err != nil {
				return err
			}
			return sim.WriteDeckText(cmd.OutOrStdout(), loc, o, deck, cards)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Civ, "civ", "", "the Automa's civilization (china, denmark, egypt, ...); none if empty")
	f.IntVar(&o.Difficulty, "difficulty", 0, "advanced cards shuffled in, 0 (beginner) to 4 (very hard)")
	f.StringSliceVar(&o.Modules, "modules", nil, "modules: celebrities, african_empires, african_empires_house")
	f.Int64Var(&o.Seed, "seed", 1, "the game's seed: which advanced cards are picked")
	f.StringVar(&o.Deck, "deck", "", "Automa deck file (default: the embedded deck)")
	f.BoolVar(&o.All, "all", false, "every card of the deck file")
	f.StringVar(&o.Format, "format", "text", "output format: text, yaml (a deck file) or json")
	return cmd
}

func newSimulateCmd() *cobra.Command {
	o := sim.Options{Engine: engineOptions()}
	var format string
	var strength bool
	cmd := &cobra.Command{
		Use:   "simulate",
		Short: "Play solo games headlessly and print the Automa's score and tallies",
		Long: `Plays solo games of Monumental against the Automa without a table: the engine
tracks the display as in a real game, each card gets a random identity as it
enters the display, the human player takes a random card half of the time, and
every question the Automa asks is answered at random. All randomness comes from
--seed: the same seed prints the same output, byte for byte.

The Automa's score counts Knowledge 1, Wonders 2, Policies 2, Provinces 1
(M-SCORE-1, without dominance).`,
		Example: `  tablemate automa simulate --games 200 --seed 7 --civ japan --difficulty 2
  tablemate automa simulate --civ china --modules celebrities,african_empires --format json`,
		Args: cmddoc.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return &exitError{code: 2, err: errorf("--format %q: use text or json", format)}
			}
			if o.Bots < 1 || o.Bots > tracker.MaxBots {
				return &exitError{code: 2, err: errorf("--bots %s: simulate 1 to %d Automas", ident(o.Bots), tracker.MaxBots)}
			}
			if o.Games < 1 || o.Games > sim.MaxGames {
				return &exitError{code: 2, err: errorf("--games %s: play 1 to %d games", ident(o.Games), sim.MaxGames)}
			}
			if format == "json" && !strength {
				res, err := sim.Simulate(o)
				if err != nil {
					return err
				}
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				return enc.Encode(res)
			}
			loc, err := localizer(cmd) // the language: --lang, config, LANG
			if err != nil {
				return err
			}
			if strength {
				return sim.WriteStrength(cmd.OutOrStdout(), loc, o)
			}
			res, err := sim.Simulate(o)
			if err != nil {
				return err
			}
			return sim.WriteText(cmd.OutOrStdout(), loc, res)
		},
	}
	f := cmd.Flags()
	f.IntVar(&o.Games, "games", 100, "number of games")
	f.Int64Var(&o.Seed, "seed", 1, "seed of every random choice")
	f.IntVar(&o.Difficulty, "difficulty", 0, "advanced cards shuffled in, 0 (beginner) to 4 (very hard)")
	f.StringVar(&o.Civ, "civ", "", "the Automa's civilization (china, denmark, egypt, greece, japan, ...); none if empty")
	f.StringVar(&o.Deck, "deck", "", "Automa deck file (default: the embedded deck)")
	f.IntVar(&o.CardsPerTurn, "cards-per-turn", 1, "Automa cards revealed per turn: 1 or 2")
	f.IntVar(&o.Bots, "bots", 1, "Automas at the table beside one human player: 1 to 4 (the first Automa's civilization is --civ, the others play none)")
	f.StringSliceVar(&o.Modules, "modules", nil, "modules: celebrities, african_empires, african_empires_house")
	f.StringVar(&format, "format", "text", "output format: text or json")
	f.BoolVar(&strength, "strength", false, "print the strength table: the mean score and spread per difficulty 0-4, for 1 and 2 cards per turn (Markdown; --difficulty and --cards-per-turn are ignored)")
	return cmd
}
