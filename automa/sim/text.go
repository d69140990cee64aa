package sim

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"tablemate/automa"
	"tablemate/i18n"
	"tablemate/kernel"
)

// WriteStrength simulates every difficulty with 1 and 2 cards per turn, with
// the same seed and number of games, and prints the README's table in loc's
// language.
func WriteStrength(w io.Writer, loc *i18n.Localizer, o Options) error {
	var b strings.Builder
	b.WriteString(loc.Sprintf("Automa strength: %s per cell, seed %s, %s, %s, %s", loc.Message(kernel.CountOf(o.Games, "%d game", "%d games")), strconv.FormatInt(o.Seed, 10),
		civilizationPart(loc, o.Civ), loc.Message(kernel.CountOf(o.Bots, "%d Automa", "%d Automas")), modulesPart(loc, o.Modules)) + "\n\n")
	b.WriteString(loc.T("| difficulty | 1 card: mean | 1 card: sd | 2 cards: mean | 2 cards: sd |") + "\n|---|---|---|---|---|\n")
	for d := 0; d <= automa.MaxDifficulty; d++ {
		fmt.Fprintf(&b, "| %d %s |", d, loc.Difficulty(d))
		for c := 1; c <= 2; c++ {
			run := o
			run.Difficulty, run.CardsPerTurn = d, c
			res, err := Simulate(run)
			if err != nil {
				return err
			}
			fmt.Fprintf(&b, " %s | %s |", loc.Decimal(res.Score.Mean, 2), loc.Decimal(res.Score.SD, 2))
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// simRow is a line of the text output: its label (a catalogue key) and the
// figure it shows.
type simRow struct {
	label string
	stat  func(*Result) Stat
}

// simSections are the text output's sections, each a head and its rows.
var simSections = []struct {
	head string
	rows []simRow
}{
	{"Score (Knowledge 1, Wonders 2, Policies 2, Provinces 1):", []simRow{{"points", func(r *Result) Stat { return r.Score }}}},
	{"Achievements:", []simRow{
		{"knowledge", func(r *Result) Stat { return r.Knowledge }},
		{"wonders", func(r *Result) Stat { return r.Wonders }},
		{"policies", func(r *Result) Stat { return r.Policies }},
		{"provinces", func(r *Result) Stat { return r.Provinces }},
	}},
	{"Cards taken from the display, by type:", []simRow{
		{"knowledge", func(r *Result) Stat { return r.TakenByType.Knowledge }},
		{"building", func(r *Result) Stat { return r.TakenByType.Building }},
		{"wonder", func(r *Result) Stat { return r.TakenByType.Wonder }},
	}},
	{"Other:", []simRow{
		{"gold at the end", func(r *Result) Stat { return r.Gold }},
		{"reshuffles", func(r *Result) Stat { return r.Reshuffles }},
		{"automa turns", func(r *Result) Stat { return r.Turns }},
	}},
}

// WriteText writes a simulation's figures in loc's language, the labels
// in a column as wide as the widest (at least 22 cells) and the numbers
// right-aligned.
func WriteText(w io.Writer, loc *i18n.Localizer, res *Result) error {
	var b strings.Builder
	b.WriteString(loc.Sprintf("Automa simulation: %s, seed %s, %s", loc.Message(kernel.CountOf(res.Games, "%d game", "%d games")), strconv.FormatInt(res.Seed, 10),
		loc.Message(kernel.CountOf(res.Bots, "%d Automa", "%d Automas"))) + "\n")
	b.WriteString(loc.Sprintf("Setup: %s, %s, %s, %s, deck %s", civilizationPart(loc, res.Civilization), difficultyPart(loc, res.Difficulty),
		loc.Message(kernel.CountOf(res.CardsPerTurn, "%d card per turn", "%d cards per turn")), modulesPart(loc, res.Modules), res.Deck) + "\n")
	width := 22
	for _, sec := range simSections {
		for _, r := range sec.rows {
			width = max(width, i18n.Width(loc.T(r.label)))
		}
	}
	for _, sec := range simSections {
		b.WriteString(loc.T(sec.head) + "\n")
		for _, r := range sec.rows {
			s := r.stat(res)
			b.WriteString("  " + i18n.PadRight(loc.T(r.label), width) + " " + loc.Sprintf("mean %s  sd %s  min %s  max %s",
				i18n.PadLeft(loc.Decimal(s.Mean, 2), 7), i18n.PadLeft(loc.Decimal(s.SD, 2), 6),
				i18n.PadLeft(strconv.Itoa(s.Min), 4), i18n.PadLeft(strconv.Itoa(s.Max), 4)) + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// civilizationPart says the Automa's civilization, by its name.
func civilizationPart(loc *i18n.Localizer, civ string) string {
	if civ == "" {
		return loc.T("no civilization")
	}
	return loc.Sprintf("civilization %s", loc.Civilization(civ))
}

// difficultyPart says the difficulty, its number and its name.
func difficultyPart(loc *i18n.Localizer, n int) string {
	return loc.Sprintf("difficulty %d (%s)", n, loc.Difficulty(n))
}

// modulesPart says the modules, by their names.
func modulesPart(loc *i18n.Localizer, modules []string) string {
	if len(modules) == 0 {
		return loc.T("no modules")
	}
	names := make([]string, len(modules))
	for i, m := range modules {
		names[i] = loc.Module(m)
	}
	return loc.Sprintf("modules %s", strings.Join(names, loc.T(", ")))
}

// orNone is a YAML comment's value: "none" when empty.
func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}
