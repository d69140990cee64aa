package tableview

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"tablemate/i18n"
	"tablemate/kernel"
	"tablemate/scoring"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// words words the page in one language: T and F take catalogue keys, in Go
// and in the templates ({{.T "Log"}}), so that a test finds every key the
// page uses.
type words struct{ loc *i18n.Localizer }

// T translates a label.
func (w words) T(key string) string { return w.loc.T(key) }

// F translates a format and formats its arguments.
func (w words) F(format string, args ...any) string { return w.loc.Sprintf(format, args...) }

// page is one snapshot worded for the page: what the templates draw. Its
// parts are the ones the dashboard's panels show, in a phone's order: whose
// turn first, then what the table must do, then the cards.
type page struct {
	words
	Seq uint64
	// NoGame: nothing is being played yet.
	NoGame bool
	Title  string // the game's name
	// Line is the game's state in a few words (mode, round, turn).
	Line string
	// Who acts now, and who next (empty when the game is over).
	Who, Next string
	End       string
	// Last is the last change, the steps it asks of the table and what
	// else it said.
	Last  *lastChange
	Mon   *monPage
	WM    *wmPage
	Final *finalTable
}

// lastChange is the last action (or undo) and its events.
type lastChange struct {
	Heading string
	Steps   []string // what the table must do, in order
	Said    []string // what else happened
}

// monPage is Monumental's table.
type monPage struct {
	DisplayTitle string
	Slots        []slotItem
	// Columns is the display's cards per row (3 for two rows of 3).
	Columns   int
	DeckTitle string
	Eras      []eraItem
	Seps      string // "+2 Separation cards", "" when none
	Discard   string
	ToEnd     string
	Near      bool // the end is 3 cards or fewer away
	Players   []monPlayer
	Monsters  string
	Automas   []automaItem
	Missing   string // who still has to enter a tally
	// Over: the cards have left the table; only the players and the
	// final table matter.
	Over bool
}

type slotItem struct {
	Slot         int
	Era          string // "Era II"; "" when empty
	EraClass     string // era-i, era-ii, era-r, era-iii
	Empty, Taken bool
	Card         string // "wonder 5"
	Name         string
}

type eraItem struct {
	Label, Class string
	Count        int
}

type monPlayer struct {
	Name           string
	Active, IsNext bool
	Start          bool
	Cards          string // "3 cards"
	Types          string // "knowledge 2 · wonder 1"
	Extra          []string
}

type automaItem struct {
	Title    string
	Card     string
	Steps    []automaStep
	Question string
	Row      string
}

type automaStep struct {
	Mark, Text, Class string
}

// wmPage is World Monuments' table.
type wmPage struct {
	Now     string
	Round   []string
	Players []wmPlayer
	Levels  []string
	Built   string
}

type wmPlayer struct {
	Name           string
	Active, IsNext bool
	Points         string
	Extra          []string
	Screen         string
}

// finalTable is the end's table, best first.
type finalTable struct {
	Heads  []string
	Rows   []finalRow
	Legend []string
	Lines  []string
}

type finalRow struct {
	Rank   int
	Name   string
	Winner bool
	Cells  []string
}

// pageOf words a snapshot in the language of loc.
func pageOf(sn *snapshot, loc *i18n.Localizer) *page {
	p := &page{words: words{loc}, Seq: sn.seq}
	switch {
	case sn.mon != nil:
		p.monumental(sn)
	case sn.wms != nil:
		p.worldMonuments(sn)
	default:
		p.NoGame = true
		return p
	}
	p.last(sn)
	return p
}

// last is the last change: the steps the table does (an undo's steps put
// it back, newest first) and what else its events said.
func (p *page) last(sn *snapshot) {
	lc := &lastChange{}
	switch {
	case sn.undone:
		lc.Heading = p.F("Undone: «%s». Put the table back, newest first:", sn.causeText(p.loc))
		for i := len(sn.events) - 1; i >= 0; i-- {
			if r, ok := sn.events[i].(kernel.Reverser); ok {
				if m, ok := r.Reverse(); ok {
					lc.Steps = append(lc.Steps, p.loc.Message(m))
				}
			}
		}
	default:
		lc.Heading = p.F("Last: «%s»", sn.causeText(p.loc))
		if sn.cause == "" {
			lc.Heading = p.T("The setup")
		}
		// The Automa's steps are in its own panel, with their marks.
		automa := p.Mon != nil && len(p.Mon.Automas) > 0
		for _, e := range sn.events {
			switch {
			case automa && isAutomaStep(e):
			case e.Instruction():
				lc.Steps = append(lc.Steps, p.loc.Message(e))
			case !e.Routine():
				lc.Said = append(lc.Said, p.loc.Message(e))
			}
		}
	}
	if sn.cause == "" && len(lc.Steps)+len(lc.Said) == 0 {
		return
	}
	p.Last = lc
}

// isAutomaStep: e is a step of the Automa's card (its panel shows it).
func isAutomaStep(e kernel.Event) bool {
	te, ok := e.(tracker.Event)
	return ok && te.Kind == tracker.EvAutoma
}

// seatLabel is a seat's name: a player's as typed, an Automa's in the
// reader's language.
func (p *page) seatLabel(s *tracker.State, name string) string {
	if a := s.AutomaSeat(name); a.Seated {
		return p.loc.Message(a)
	}
	return name
}

func (p *page) monumental(sn *snapshot) {
	s := sn.mon
	setup := s.Setup()
	p.Title = sn.title
	line := []string{p.T(setup.Mode.String()), p.F("Round %d", s.Round())}
	if setup.Mode == tracker.Continuous && !s.Over() {
		line = append(line, p.loc.Message(s.Phase().Heading()))
	}
	p.Line = strings.Join(append(line, p.F("Turn %d", s.Turn())), " · ")
	seats := s.Seats()
	switch {
	case sn.scored:
		p.Who = p.T("Game over")
	case s.Over():
		p.Who = p.T("Game over")
	default:
		name := s.ActiveName()
		p.Who = p.F("%s's turn", name)
		if a := s.AutomaSeat(name); a.Seated {
			if a.Number > 0 {
				p.Who = p.F("Automa %d's turn", a.Number)
			} else {
				p.Who = p.T("Automa's turn")
			}
		}
		switch n := s.Next(); {
		case n == s.Active():
			p.Next = p.T("then again")
		case n >= 0:
			p.Next = p.F("next: %s", p.seatLabel(s, seats[n].Name))
		default:
			p.Next = p.T("last turn")
		}
	}
	format, args := s.EndStatusMessage()
	p.End = p.loc.Message(kernel.Phrase{Format: format, Args: args})
	m := &monPage{Over: s.Over()}
	p.Mon = m
	p.display(s, setup, m)
	p.deck(s, setup, m)
	p.monPlayers(s, setup, m)
	p.automas(s, m)
	if s.Over() {
		view := s.View()
		if len(view.TalliesMissing) > 0 {
			names := make([]string, len(view.TalliesMissing))
			for i, n := range view.TalliesMissing {
				names[i] = p.seatLabel(s, n)
			}
			m.Missing = p.F("Tallies still to enter: %s", p.loc.List(names))
		}
		if res, ok, err := s.Score(); ok && err == nil {
			p.Final = p.monFinal(s, res)
			// Scored: "score the game" would ask for what is done; the
			// end is who won.
			if n := len(res.Explanation); n > 0 {
				p.End = p.loc.Message(res.Explanation[n-1])
			}
		}
	}
}

func eraClass(e tracker.Era) string {
	switch e {
	case tracker.EraI:
		return "era-i"
	case tracker.EraII:
		return "era-ii"
	case tracker.EraRenaissance:
		return "era-r"
	}
	return "era-iii"
}

func (p *page) eraLabel(e tracker.Era) string {
	if e == tracker.EraRenaissance {
		return p.T("Renaissance")
	}
	return p.F("Era %s", e)
}

func (p *page) display(s *tracker.State, setup tracker.Setup, m *monPage) {
	display, taken := s.Display(), s.TakenSlots()
	m.DisplayTitle = p.T("Display · slot 1 is beside the deck")
	m.Columns = len(display)
	if setup.Rows() == 2 {
		m.DisplayTitle = p.T("Display · 2 rows of 3 · slot 1 by the deck")
		m.Columns = len(display) / 2
	}
	for i, sl := range display {
		it := slotItem{Slot: i + 1, Empty: !sl.Filled, Taken: !sl.Filled && slices.Contains(taken, i+1)}
		if sl.Filled {
			it.Era, it.EraClass = p.eraLabel(sl.Card.Era), eraClass(sl.Card.Era)
			if id := sl.Card.Identity; id.Known() {
				it.Card = p.loc.Message(id.Type) + " " + strconv.Itoa(id.Cost)
				it.Name = id.Name
			}
		}
		m.Slots = append(m.Slots, it)
	}
}

func (p *page) deck(s *tracker.State, setup tracker.Setup, m *monPage) {
	deck := "Deck · %d cards"
	if s.DeckCards() == 1 {
		deck = "Deck · %d card"
	}
	m.DeckTitle = p.F(deck, s.DeckCards())
	counts := s.DeckByEra()
	for _, e := range setup.Eras() {
		m.Eras = append(m.Eras, eraItem{Label: p.eraLabel(e), Class: eraClass(e), Count: counts[e]})
	}
	if n := s.DeckSeparations(); n > 0 {
		m.Seps = p.F("+%d Separation cards", n)
	}
	m.Discard = p.F("Discard pile %d", s.DiscardCards())
	toEnd := s.ToEnd()
	switch {
	case s.End().Triggered:
		m.ToEnd = p.T("end triggered")
	case setup.Mode == tracker.Continuous:
		m.ToEnd = p.F("%d to the last round", toEnd)
	default:
		m.ToEnd = p.F("%d to the end trigger", toEnd)
	}
	m.Near = toEnd <= 3
}

func (p *page) monPlayers(s *tracker.State, setup tracker.Setup, m *monPage) {
	seats, taken, passed, celebs := s.Seats(), s.Taken(), s.Passed(), s.Celebrities()
	next := s.Next()
	for i, seat := range seats {
		n := len(taken[i])
		count := "%d cards"
		if n == 1 {
			count = "%d card"
		}
		pl := monPlayer{Name: p.seatLabel(s, seat.Name), Active: i == s.Active(), IsNext: i == next && next != s.Active(),
			Start: i == s.StartSeat(), Cards: p.F(count, n)}
		byType := map[tracker.CardType]int{}
		for _, c := range taken[i] {
			byType[c.Identity.Type]++
		}
		var types []string
		for _, t := range []tracker.CardType{tracker.Knowledge, tracker.Building, tracker.Wonder} {
			if byType[t] > 0 {
				types = append(types, p.loc.Message(t)+" "+strconv.Itoa(byType[t]))
			}
		}
		pl.Types = strings.Join(types, " · ")
		if seat.Civilization != "" {
			pl.Extra = append(pl.Extra, p.loc.Civilization(seat.Civilization))
		}
		if setup.Mode == tracker.Continuous && passed[i] {
			pl.Extra = append(pl.Extra, p.T("passed"))
		}
		for _, c := range celebs[i] {
			txt := "★ " + c.Name
			if c.GivenBack {
				txt += " " + p.T("(given back)")
			}
			pl.Extra = append(pl.Extra, txt)
		}
		m.Players = append(m.Players, pl)
	}
	if w := s.Monsters(); len(w) > 0 {
		m.Monsters = p.F("Monsters waiting: %s", strings.Join(w, ", "))
	}
}

// automas is the Automa the table deals with now (its card, steps and
// question) and a row for every Automa, as the dashboard's panel.
func (p *page) automas(s *tracker.State, m *monPage) {
	v := s.Automa()
	if v == nil {
		return
	}
	bots := s.Automas()
	for _, b := range bots {
		it := automaItem{Title: p.F("Automa · %s", p.loc.Difficulty(b.Difficulty))}
		if len(bots) > 1 {
			it.Title = p.loc.Message(s.AutomaSeat(b.Name)) + " · " + p.loc.Difficulty(b.Difficulty)
		}
		if b.Civilization != "" {
			it.Title += " · " + p.loc.Civilization(b.Civilization)
		}
		t := b.Tally
		it.Row = p.F("%d+ pts · Gold %d · K%d W%d P%d Prov%d", b.Score, t.Gold, t.Knowledge, t.Wonders, t.Policies, t.Provinces)
		if b.Seat == v.Seat {
			if len(b.Cards) > 0 {
				titles := make([]string, len(b.Cards))
				for i, c := range b.Cards {
					titles[i] = p.T(c) // the embedded deck's titles are keys
				}
				it.Card = p.F("Card: %s", strings.Join(titles, p.T(", ")))
			}
			for _, st := range b.Steps {
				class := st.Status
				if b.Question != nil && class == "current" {
					class = "asking" // the step is the question
				}
				mark := map[string]string{"done": "✓", "skipped": "–", "current": "▶", "asking": "?"}[class]
				it.Steps = append(it.Steps, automaStep{Mark: mark, Text: p.loc.Message(st.Step), Class: class})
			}
			for _, st := range b.Pending {
				it.Steps = append(it.Steps, automaStep{Mark: "·", Text: p.loc.Message(st.Step), Class: "pending"})
			}
			if b.Question != nil {
				// The question is the step marked ?: the page says what
				// the dashboard waits for.
				expect := map[string]string{"slot": "slot number, or no", "number": "a number"}[b.Question.Expect]
				if expect == "" {
					expect = "yes/no"
				}
				it.Question = p.F("The Automa waits for the table's answer on the dashboard: %s.", p.T(expect))
			}
			// The Automa in play comes first.
			m.Automas = append([]automaItem{it}, m.Automas...)
			continue
		}
		m.Automas = append(m.Automas, it)
	}
}

// monFinal is Monumental's final table: points per category (dominance
// marked *), bonus, total, Gold and Culture, best first, and why.
func (p *page) monFinal(s *tracker.State, res scoring.Result) *finalTable {
	// The total first, beside the name: on a narrow phone the columns
	// after it may need a scroll, never the result. The bonus is each *.
	ft := &finalTable{Heads: []string{"#", p.T("Player"), p.T("Total")}}
	for _, c := range res.Categories {
		ft.Heads = append(ft.Heads, p.short(c))
	}
	ft.Heads = append(ft.Heads, p.T("Gold"))
	players := slices.Clone(res.Players)
	sort.SliceStable(players, func(i, j int) bool { return players[i].Rank < players[j].Rank })
	for _, pl := range players {
		row := finalRow{Rank: pl.Rank, Name: p.seatLabel(s, pl.Name), Winner: pl.Winner, Cells: []string{strconv.Itoa(pl.Total)}}
		for _, c := range res.Categories {
			pts, _ := pl.PointsFor(c)
			cell := strconv.Itoa(pts)
			if pl.HasDominance(c) {
				cell += "*"
			}
			row.Cells = append(row.Cells, cell)
		}
		row.Cells = append(row.Cells, strconv.Itoa(pl.Gold))
		ft.Rows = append(ft.Rows, row)
	}
	var legend []string
	for _, c := range res.Categories {
		legend = append(legend, p.short(c)+" "+p.loc.Message(c))
	}
	ft.Legend = []string{p.F("Points per category: %s", strings.Join(legend, " · ")),
		p.F("* dominance: +%d for the most in a category, to each player tied for the most (M-SCORE-2)", scoring.DominanceBonus)}
	for _, e := range res.Explanation {
		ft.Lines = append(ft.Lines, p.loc.Message(e))
	}
	return ft
}

// short is a category's column head ("K", "Prov"), as the dashboard's
// final table heads it; the legend names it.
func (p *page) short(c scoring.Category) string {
	heads := map[scoring.Category]string{scoring.Knowledge: "K", scoring.Wonders: "W", scoring.Policies: "P",
		scoring.Provinces: "Prov", scoring.Trade: "Trade", scoring.Monsters: "Mon", scoring.NaturalWonders: "NatW",
		scoring.FutureProjects: "Proj", scoring.Quests: "Quest", scoring.AutomaGold: "AGold"}
	if h, ok := heads[c]; ok {
		return p.T(h)
	}
	return p.loc.Message(c)
}

func (p *page) worldMonuments(sn *snapshot) {
	s := sn.wms
	setup := s.Setup()
	p.Title = sn.title
	phase := p.T("Game over")
	switch s.Phase() {
	case wm.PhaseQuarry:
		phase = p.T("Quarry phase")
	case wm.PhaseConstruct:
		phase = p.T("Construct phase")
	}
	p.Line = p.F("%s · Round %d of %d · %s", p.T(setup.Monument.Label()), s.Round(), wm.Rounds, phase)
	names := s.Players()
	w := &wmPage{}
	p.WM = w
	if s.Over() {
		p.Who = p.T("Game over")
	} else {
		p.Who = p.F("%s's turn", s.ActiveName())
		switch n := s.Next(); {
		case n == s.Active():
			p.Next = p.T("then again")
		case n >= 0:
			p.Next = p.F("next: %s", names[n])
		}
	}
	p.End = p.loc.Message(s.EndStatusMessage())
	switch s.Phase() {
	case wm.PhaseQuarry:
		w.Now = p.loc.Message(wm.Event{Kind: wm.EvQuarryTurn, Player: s.ActiveName(), Count: wm.QuarrySpaces(s.QuarryTurns() + 1)})
	case wm.PhaseConstruct:
		w.Now = p.loc.Message(wm.Event{Kind: wm.EvBuildTurn, Player: s.ActiveName()})
	}
	w.Round = append(w.Round, p.F("Start player: %s", names[s.StartSeat()]), p.F("Worker token: %s", names[s.Worker()]))
	if s.Phase() == wm.PhaseQuarry {
		n := wm.QuarrySpaces(s.QuarryTurns() + 1)
		moves := "Quarry turn %d: the worker moves %d spaces"
		if n == 1 {
			moves = "Quarry turn %d: the worker moves %d space"
		}
		w.Round = append(w.Round, p.F(moves, s.QuarryTurns()+1, n))
		if left, known := s.QuarryLeft(); known {
			w.Round = append(w.Round, p.F("Tokens left in the quarry: %d", left))
		}
		if note := wm.QuarryException(setup.Monument, s.Round()); note != "" {
			w.Round = append(w.Round, p.F("Quarry: %s", p.T(note)))
		}
	}
	view := s.View()
	next := s.Next()
	for i, pv := range view.Players {
		pl := wmPlayer{Name: pv.Name, Active: i == s.Active(), IsNext: i == next && next != s.Active(),
			Points: p.F("%d pts", pv.Score), Extra: []string{p.loc.Message(wm.MarkerPhrase(pv.Score))}}
		if pv.Passed {
			pl.Extra = append(pl.Extra, p.T("passed"))
		}
		if pv.Gems >= 0 {
			pl.Extra = append(pl.Extra, p.F("%d gems", pv.Gems))
		}
		if s.Checked() {
			sc := pv.Screen
			pl.Screen = p.F("Behind the screen: %d · taken: %d · built: %d · black tokens returned: %d", sc.Holds, sc.Taken, sc.Built, sc.Black)
		}
		w.Players = append(w.Players, pl)
	}
	for _, l := range view.Levels {
		switch {
		case l.Plan > 0:
			w.Levels = append(w.Levels, p.F("Level %d · built: %d of %d", l.Level, l.Built, l.Plan))
		default:
			w.Levels = append(w.Levels, p.F("Level %d · built: %d", l.Level, l.Built))
		}
	}
	if view.PlanTokens > 0 {
		w.Built = p.F("Tokens built: %d of %d", s.BuiltTotal(), view.PlanTokens)
	}
	if results, _, ok := s.Results(); ok {
		ft := &finalTable{Heads: []string{"#", p.T("Player"), p.T("Points"), p.T("Gems")}}
		sorted := slices.Clone(results)
		sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Rank < sorted[j].Rank })
		for _, r := range sorted {
			ft.Rows = append(ft.Rows, finalRow{Rank: r.Rank, Name: r.Name, Winner: r.Win, Cells: []string{strconv.Itoa(r.Score), strconv.Itoa(r.Gems)}})
		}
		p.Final = ft
	}
}
