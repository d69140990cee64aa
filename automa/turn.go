package automa

import (
	"fmt"

	"tablemate/kernel"
)

// Japan's three outcomes, as lines of its card.
var (
	japanConquer = Line{Action: ActConquer}
	japanPolicy  = Line{Action: ActPolicy}
	japanDraw    = Line{Action: ActDraw}
)

// Stages of a question: most lines ask once; some ask a second question
// after a yes (the Gold a conquest gave) or a no (Japan's second test).
const (
	stageFirst = iota
	stageSecond
	stageCond   // the line's "if" condition
	stagePlayer // the Unrest line asks about each human: stagePlayer + their index
)

// StartTurn begins the Automa's turn (M-SOLO-3): it reveals the top card and
// carries out its lines from the top, until the table must answer a question
// or the turn is over. It returns the steps taken.
func (a *Automa) StartTurn(r Rand, t Table) ([]Step, error) {
	if a.turn.active {
		return nil, kernel.Worded("the Automa's turn is already under way")
	}
	// The old turn's slices are reused: a clone never shares them.
	a.turn = turn{active: true, revealed: a.turn.revealed[:0], open: a.turn.open[:0], steps: a.turn.steps[:0],
		queue: a.turn.queue[:0], conds: a.turn.conds[:0]}
	a.run(r, t)
	return a.turn.steps[:len(a.turn.steps):len(a.turn.steps)], nil
}

// Answer gives the table's answer to the current question and resumes the
// turn. On error (an answer of the wrong kind, a slot that cannot be right)
// nothing has changed.
func (a *Automa) Answer(r Rand, t Table, ans Answer) ([]Step, error) {
	tn := &a.turn
	if !tn.asking {
		return nil, ErrNoQuestion
	}
	q := &tn.question
	switch q.Expect {
	case ExpectYesNo:
		if ans.Kind != AnsYes && ans.Kind != AnsNo {
			return nil, kernel.Worded("%q is no answer to the question on %s: answer yes or no", ans, q.Topic())
		}
	case ExpectNumber:
		switch {
		case ans.Kind == AnsNo && q.NotPossible():
		case q.NotPossible() && (ans.Kind != AnsNumber || ans.N < 0 || ans.N > q.Max):
			return nil, kernel.Worded("%q is no answer to the question on %s: answer a number from 0 to %d, or no if it is not possible", ans, q.Topic(), q.Max)
		case ans.Kind != AnsNumber || ans.N < 0 || ans.N > q.Max:
			return nil, kernel.Worded("%q is no answer to the question on %s: answer a number from 0 to %d", ans, q.Topic(), q.Max)
		}
	case ExpectCard:
		if ans.Kind != AnsNo && (ans.Kind != AnsCard || ans.N < int(DevKnowledge) || ans.N > int(DevWonder)) {
			return nil, kernel.Worded("%q is no answer to the question on %s: answer knowledge, building or wonder, or no if there is none", ans, q.Topic())
		}
	case ExpectSlot:
		if ans.Kind != AnsSlot && ans.Kind != AnsNo {
			return nil, kernel.Worded("%q is no answer to the question on %s: answer slot N, or no if there is none", ans, q.Topic())
		}
		if ans.Kind == AnsSlot {
			if err := a.checkSlot(t, *tn.ask.line, ans.N); err != nil {
				return nil, err
			}
		}
	}
	from := len(tn.steps) - 1 // the asking step, replaced by its outcome
	tn.steps = tn.steps[:from]
	tn.asking = false
	a.answer(r, t, tn.ask, tn.stage, ans)
	a.run(r, t)
	return tn.steps[from:len(tn.steps):len(tn.steps)], nil
}

// Abandon ends a turn the table finished by hand (it ended the turn while a
// question was open): the revealed cards are discarded as usual.
func (a *Automa) Abandon(r Rand) {
	_ = r
	if !a.turn.active {
		return
	}
	a.turn.asking = false
	a.turn.queue = a.turn.queue[:0]
	a.emit(Step{Kind: StepAbandon, Status: StepSkipped})
	a.finish()
}

func (a *Automa) run(r Rand, t Table) {
	tn := &a.turn
	for !tn.asking {
		if len(tn.queue) == 0 {
			if tn.started < a.cardsPerTurn {
				tn.started++
				if idx := a.reveal(r, StepReveal); idx >= 0 {
					a.pushLines(idx, plain, false)
				}
				continue
			}
			a.finish()
			return
		}
		p := tn.queue[len(tn.queue)-1]
		tn.queue = tn.queue[:len(tn.queue)-1]
		a.resolve(r, t, p)
	}
}

// finish discards the turn's cards.
func (a *Automa) finish() {
	a.discardOpen()
	a.turn.active = false
	a.turn.queue = a.turn.queue[:0]
}

// discardOpen puts the cards resolved so far on the discard pile: before
// each new draw, so that an empty draw pile reshuffles them too.
func (a *Automa) discardOpen() {
	a.discard = append(a.discard, a.turn.open...)
	a.turn.open = a.turn.open[:0]
}

// shuffleAll is a "shuffle" line, at once: every card but the removed ones
// and the Nexus, the turn's cards included, into a new draw pile.
func (a *Automa) shuffleAll(r Rand) int {
	a.discardOpen()
	a.draw = append(a.draw, a.discard...)
	a.discard = a.discard[:0]
	shuffle(a.draw, r)
	a.tally.Shuffles++
	return len(a.draw)
}

// pop takes the top card of the draw pile, shuffling the discard pile into a
// new draw pile first when it is empty.
func (a *Automa) pop(r Rand) (int, bool) {
	if len(a.draw) == 0 {
		if len(a.discard) == 0 {
			return 0, false
		}
		// The piles swap their storage, so a reshuffle allocates nothing.
		a.draw, a.discard = a.discard, a.draw[:0]
		shuffle(a.draw, r)
		a.tally.Reshuffles++
		a.emit(Step{Kind: StepReshuffle, N: len(a.draw)})
	}
	// The top of the draw pile is its last element: popping keeps the
	// storage, so the piles stop allocating once they have grown.
	idx := a.draw[len(a.draw)-1]
	a.draw = a.draw[:len(a.draw)-1]
	return idx, true
}

// reveal discards the cards resolved so far and draws a card into this
// turn's cards; -1 when none is left. kind says why (a new card of the turn,
// a draw line, a civilization card).
func (a *Automa) reveal(r Rand, kind StepKind) int {
	a.discardOpen()
	// A deck whose cards only draw one another would never end the turn.
	if len(a.turn.revealed) > 2*a.size+4 {
		a.emit(Step{Kind: StepNoCard, Status: StepSkipped})
		return -1
	}
	idx, ok := a.pop(r)
	if !ok {
		a.emit(Step{Kind: StepNoCard, Status: StepSkipped})
		return -1
	}
	a.turn.revealed = append(a.turn.revealed, idx)
	a.turn.open = append(a.turn.open, idx)
	a.tally.CardsRevealed++
	title := a.deck.Cards[idx].Title
	a.emit(Step{Kind: kind, Card: title, Name: title})
	return idx
}

// How a card's lines are used.
const (
	plain  = iota // every line, typed ones by an Automa of that type
	egypt         // the untyped lines as a sequence, twice; no typed line
	greece        // the typed lines only, whatever their type
)

// pushLines puts a card's lines in front of the queue (a stack: the next
// line is the last element, so no turn shifts the queue). A card drawn in
// the middle of a sequence (drawn) goes behind the lines still to come
// instead when the convention says so (Options.DrawAfterSequence, the
// published helper's order); by default it is used at once, where the draw
// line stands (M-SOLO-3: each action is carried out before the next).
func (a *Automa) pushLines(idx int, mode int, drawn bool) {
	lines := a.deck.Cards[idx].Lines
	passes := 1
	if mode == egypt {
		passes = 2
	}
	from := len(a.turn.queue)
	defer func() {
		if drawn && a.drawAfter && from > 0 {
			q := a.turn.queue
			moved := append([]pending(nil), q[from:]...)
			a.turn.queue = append(moved, q[:from]...)
		}
	}()
	for pass := 0; pass < passes; pass++ {
		a.turn.occs++
		occ := a.turn.occs
		for i := len(lines) - 1; i >= 0; i-- {
			l := &lines[i]
			if (mode == egypt && l.Type != "") || (mode == greece && l.Type == "") {
				continue
			}
			if l.Action == ActConquer && l.N > 1 {
				// "Conquer 3" is one action: the later conquests are not
				// impossible steps of their own.
				for k := l.N - 1; k >= 0; k-- {
					a.turn.queue = append(a.turn.queue, pending{card: idx, line: l, anyType: mode == greece, again: k > 0, occ: occ})
				}
				continue
			}
			for k := 0; k < l.Times(); k++ {
				a.turn.queue = append(a.turn.queue, pending{card: idx, line: l, anyType: mode == greece, occ: occ})
			}
		}
	}
}

// front puts one line in front of the queue.
func (a *Automa) front(p pending) {
	a.turn.queue = append(a.turn.queue, p)
}

func (a *Automa) emit(s Step) {
	s.Who = a.number
	a.turn.steps = append(a.turn.steps, s)
}

// at is a step of a line, with the Automa's Gold after it.
func (a *Automa) at(p pending, kind StepKind) Step {
	return Step{Kind: kind, Card: a.deck.Cards[p.card].Title, Line: p.line, Gold: a.tally.Gold}
}

func (a *Automa) ask(p pending, stage int, q Step) {
	tn := &a.turn
	q.Status = StepAsking
	if expectOf(q.Kind) == ExpectNumber {
		q.Max = a.bound(q)
	}
	tn.asking, tn.ask, tn.stage = true, p, stage
	tn.question = Question{Step: q, Expect: expectOf(q.Kind)}
	a.emit(q)
}

// bound is the most a number question takes: what the map can give
// (R-MAP-GOLD: one token's Gold for a conquest, a token for each space each
// of the two Explorers moves, a trade benefit for each trade step), the
// Reserve cards drawn, the Provinces the Automa controls. A game saved
// before Revision 1 took any number up to 99, and replays so.
func (a *Automa) bound(q Step) int {
	if a.revision == 0 {
		return 99
	}
	r := a.deck.Rules
	switch q.Kind {
	case AskConquerGold:
		return r.tokenGold()
	case AskExplorers:
		return 2 * q.N * r.tokenGold()
	case AskPostGold:
		return r.benefitGold() + r.tokenGold()
	case AskTradeGold:
		return q.N * r.benefitGold()
	case AskDenmark:
		return a.tally.Provinces
	case AskReserve:
		return q.N
	}
	return 99
}

// saidNone records that the table answered the line is not possible: the
// paid repeat of a display line that follows it is not asked again
// (Revision 1).
func (a *Automa) saidNone(p pending) {
	a.turn.none = nothing{set: true, occ: p.occ, action: p.line.Action, target: p.line.Target, n: p.line.N}
}

// pay takes a line's price and says so.
func (a *Automa) pay(p pending) {
	if p.line.Price == 0 {
		return
	}
	a.tally.Gold -= p.line.Price
	s := a.at(p, StepPay)
	s.N = p.line.Price
	a.emit(s)
}

// impossible: a free step that cannot be done gives Gold instead; a priced
// one is simply not done (and not paid); a later part of one action (the
// rest of "conquer 3", another pass of "take all") gives nothing.
func (a *Automa) impossible(p pending, why Step) {
	why.Status = StepSkipped
	a.emit(why)
	if p.line.Action == ActConquer && p.line.N > 1 {
		// The rest of "conquer 3" is impossible too.
		q := a.turn.queue
		for len(q) > 0 && q[len(q)-1].line == p.line && q[len(q)-1].again {
			q = q[:len(q)-1]
		}
		a.turn.queue = q
	}
	if p.again || p.line.Price > 0 {
		return
	}
	a.gainInstead(p, a.deck.Rules.ImpossibleGold)
}

func (a *Automa) gainInstead(p pending, n int) {
	a.tally.Gold += n
	s := a.at(p, StepGoldInstead)
	s.N = n
	a.emit(s)
}

// cond is a "fewer than" condition already answered for this use of the
// card's lines. An answer given earlier in the turn for another use (a
// card revealed again, Egypt's second pass) still holds while the count it
// compares has not changed (reused: it counts as a new answer); once the
// Automa gained what it counts, the table is asked again. Before Revision 1
// one answer held for the card all turn.
func (a *Automa) cond(p pending, c Cond) (yes, known, reused bool) {
	tn := &a.turn
	for _, ca := range tn.conds {
		if ca.cond == c && ((a.revision == 0 && ca.card == p.card) || (a.revision > 0 && ca.occ == p.occ)) {
			return ca.yes, true, false
		}
	}
	if a.revision == 0 {
		return false, false, false
	}
	count := a.tally.CondCount(c)
	for i := len(tn.conds) - 1; i >= 0; i-- {
		if ca := tn.conds[i]; ca.cond == c && ca.count == count {
			tn.conds = append(tn.conds, condAnswer{card: p.card, occ: p.occ, cond: c, yes: ca.yes, count: count})
			return ca.yes, true, true
		}
	}
	return false, false, false
}

// answered records a condition's answer for this use of the card's lines.
func (a *Automa) answered(p pending, c Cond, yes bool) {
	a.turn.conds = append(a.turn.conds, condAnswer{card: p.card, occ: p.occ, cond: c, yes: yes, count: a.tally.CondCount(c)})
}

// knownTypeLabel is a civilization type as a card prints it; false for a
// type no card prints.
func knownTypeLabel(t string) (string, bool) {
	switch t {
	case "aggressive":
		return "Aggressive", true
	case "architectural":
		return "Architectural", true
	case "cultural":
		return "Cultural", true
	case "economic":
		return "Economic", true
	case "technological":
		return "Technological", true
	}
	return "", false
}

func typeLabel(t string) string {
	if l, ok := knownTypeLabel(t); ok {
		return l
	}
	return t
}

// skip records a line not done for a reason that gives nothing.
func (a *Automa) skip(p pending, kind StepKind) {
	s := a.at(p, kind)
	s.Status = StepSkipped
	a.emit(s)
}

// revealUntil reveals cards until one passes the test, discarding the
// others with a step of kind pass; -1 when the whole deck has none.
func (a *Automa) revealUntil(r Rand, kind, pass StepKind, ok func(*Card) bool) int {
	for tries := 0; tries <= a.size; tries++ {
		idx := a.reveal(r, kind)
		if idx < 0 {
			return -1
		}
		c := &a.deck.Cards[idx]
		if ok(c) {
			return idx
		}
		a.emit(Step{Kind: pass, Status: StepSkipped, Card: c.Title, Name: c.Title})
	}
	return -1
}

// resolve carries out one line, or asks the table what it needs.
func (a *Automa) resolve(r Rand, t Table, p pending) {
	l := p.line
	if l.Type != "" && !p.anyType && l.Type != a.civ.Type {
		a.skip(p, StepNotItsType)
		return
	}
	none := a.turn.none
	a.turn.none = nothing{}
	if l.If != CondNone {
		yes, known, reused := a.cond(p, l.If)
		switch {
		case reused && !yes:
			s := a.at(p, StepCondNotMet)
			s.Cond = l.If
			a.impossible(p, s)
			return
		case reused:
			s := a.at(p, StepCondMet)
			s.Cond = l.If
			a.emit(s)
		}
		if !known {
			rivals := 0
			if rv, ok := t.(Rivals); ok {
				counts := rv.RivalCounts(l.If)
				mine := a.tally.CondCount(l.If)
				for _, c := range counts {
					if c <= mine {
						// Another Automa has as few: not fewer than each
						// other player, whatever the humans have.
						a.answered(p, l.If, false)
						s := a.at(p, StepCondRival)
						s.Cond = l.If
						a.impossible(p, s)
						return
					}
				}
				rivals = len(counts)
			}
			q := a.at(p, AskCondition)
			q.N = rivals
			q.Cond = l.If
			a.ask(p, stageCond, q)
			return
		}
		if !yes {
			// The 2 Gold came with the answer, once for the card.
			a.skip(p, StepCondNotMet)
			return
		}
	}
	if a.revision > 0 && l.Price > 0 && l.Action.display() && none.set && none.occ == p.occ && none.action == l.Action && none.target == l.Target && none.n == l.N {
		// The table said just before that the display has nothing of the
		// kind to take: the paid repeat on the same display is not asked
		// again, and nothing is paid for nothing. (Another step said not
		// possible is asked again, as the card prints it: a paid line
		// that is not possible is simply not done, and not paid.)
		a.skip(p, StepNotAgain)
		return
	}
	if l.Price > a.tally.Gold {
		a.skip(p, StepCannotPay)
		return
	}
	switch l.Action {
	case ActKnowledge, ActBuilding, ActWonder:
		if l.Action == ActWonder && a.tally.WonderStarted > 0 {
			a.pay(p)
			a.tally.WonderStarted--
			a.tally.Wonders++
			s := a.at(p, StepWonderComplete)
			s.Count = a.tally.Wonders
			a.emit(s)
			return
		}
		a.fromDisplay(t, p)
	case ActConquer:
		q := a.at(p, AskConquer)
		q.Target = l.Target
		a.ask(p, stageFirst, q)
	case ActExplorers:
		q := a.at(p, AskExplorers)
		q.N = l.N
		a.ask(p, stageFirst, q)
	case ActHero:
		a.ask(p, stageFirst, a.at(p, AskHero))
	case ActTradingPost:
		a.ask(p, stageFirst, a.at(p, AskTradingPost))
	case ActTrade:
		q := a.at(p, AskTradeGold)
		q.N = max(l.N, 1)
		a.ask(p, stageFirst, q)
	case ActAmazonsHorses:
		q := a.at(p, AskAmazons)
		q.N = max(l.N, 1)
		a.ask(p, stageFirst, q)
	case ActUnrest:
		if humans := humansOf(t); a.revision > 0 && len(humans) > 0 {
			// Each other (human) player, one by one, as the card says.
			a.turn.unrestAny = false
			q := a.at(p, AskUnrestPlayer)
			q.Player = humans[0]
			a.ask(p, stagePlayer, q)
			return
		}
		a.ask(p, stageFirst, a.at(p, AskUnrest))
	case ActAksumitesReserve:
		if a.revision > 0 {
			a.ask(p, stageFirst, a.at(p, AskReserveCard))
			return
		}
		a.ask(p, stageFirst, a.at(p, AskAksumites))
	case ActPolicy:
		if a.tally.Policies >= a.deck.Rules.PolicyCap {
			s := a.at(p, StepPolicyCap)
			s.Count = a.tally.Policies
			s.Status = StepSkipped
			a.emit(s)
			if l.Price == 0 {
				a.gainInstead(p, a.deck.Rules.PolicyCapGold)
			}
		} else {
			a.pay(p)
			a.tally.Policies++
			s := a.at(p, StepPolicy)
			s.Count = a.tally.Policies
			a.emit(s)
		}
		if l.Per == PerPolicy {
			a.goldPerPolicy(p)
		}
	case ActGold:
		a.pay(p)
		if l.Per == PerPolicy {
			a.goldPerPolicy(p)
			return
		}
		a.tally.Gold += l.N
		s := a.at(p, StepGold)
		s.N = l.N
		a.emit(s)
	case ActShuffle:
		a.pay(p)
		s := a.at(p, StepShuffle)
		s.N = a.shuffleAll(r)
		a.emit(s)
	case ActDraw:
		a.pay(p)
		if idx := a.reveal(r, StepDraw); idx >= 0 {
			a.pushLines(idx, plain, true)
		}
	case ActInstruct:
		a.pay(p)
		a.emit(a.at(p, StepInstruct))
	case ActReserveWonders, ActReserveKnowledge:
		if a.revision > 0 {
			// The table draws the cards: it says how many the Automa gains.
			q := a.at(p, AskReserve)
			q.Dev, q.N = DevWonder, l.N
			if l.Action == ActReserveKnowledge {
				q.Dev = DevKnowledge
			}
			a.ask(p, stageFirst, q)
			return
		}
		a.pay(p)
		s := a.at(p, StepReserveWonders)
		if l.Action == ActReserveKnowledge {
			s.Kind = StepReserveKnow
		}
		s.N = l.N
		a.emit(s)
	case ActRemove:
		a.removeCard(p)
	case ActChinaDrawUntilTech:
		idx := a.revealUntil(r, StepChinaDraw, StepChinaPass, func(c *Card) bool { return c.HasType("technological") })
		if idx < 0 {
			a.impossible(p, a.at(p, StepNoCard))
			return
		}
		a.pushLines(idx, plain, true)
	case ActEgyptUntypedTwice:
		idx := a.reveal(r, StepEgyptDraw)
		if idx < 0 {
			a.impossible(p, a.at(p, StepNoCard))
			return
		}
		a.pushLines(idx, egypt, true)
	case ActGreeceAnyType:
		// Reading (AUTOMA.md): a card with no typed line is discarded and
		// the next one revealed, as the published helper does.
		idx := a.revealUntil(r, StepGreeceDraw, StepGreecePass, hasTypedLine)
		if idx < 0 {
			a.impossible(p, a.at(p, StepNoCard))
			return
		}
		a.pushLines(idx, greece, true)
	case ActJapanConditions:
		a.ask(p, stageFirst, a.at(p, AskJapanProv))
	case ActDenmarkCoastalGold:
		a.ask(p, stageFirst, a.at(p, AskDenmark))
	case ActAztecsSacrifice:
		q := a.at(p, AskAztecs)
		q.N = l.N
		a.ask(p, stageFirst, q)
	case ActAtlantisNexus:
		idx, ok := a.pop(r)
		if !ok {
			a.impossible(p, a.at(p, StepNexusEmpty))
			return
		}
		a.nexus = append(a.nexus, idx)
		s := a.at(p, StepNexus)
		s.Name, s.Count = a.deck.Cards[idx].Title, len(a.nexus)
		a.emit(s)
		// The Nexus cards are used in the order they went in.
		if a.drawAfter && len(a.turn.queue) > 0 {
			for i := range a.nexus {
				a.pushLines(a.nexus[i], plain, true)
			}
			return
		}
		for i := len(a.nexus) - 1; i >= 0; i-- {
			a.pushLines(a.nexus[i], plain, false)
		}
	case ActMughalsReveal:
		idx, ok := a.pop(r)
		if !ok {
			a.impossible(p, a.at(p, StepMughalsNone))
			return
		}
		c := &a.deck.Cards[idx]
		s := a.at(p, StepMughalsRemove)
		s.Name = c.Title
		if c.HasType("economic") {
			a.discard = append(a.discard, idx)
			s.Kind = StepMughalsDiscard
		} else {
			a.removed = append(a.removed, idx)
		}
		a.emit(s)
	default:
		a.skip(p, StepUnknown)
	}
}

func hasTypedLine(c *Card) bool {
	for _, l := range c.Lines {
		if l.Type != "" {
			return true
		}
	}
	return false
}

// goldPerPolicy gains the line's N Gold per Policy developed.
func (a *Automa) goldPerPolicy(p pending) {
	n := p.line.N * a.tally.Policies
	a.tally.Gold += n
	s := a.at(p, StepGoldPer)
	s.N, s.Count, s.Total = p.line.N, a.tally.Policies, n
	a.emit(s)
}

// removeCard takes the line's card out of the game (a trading-post card
// after use), from the turn's cards or the Nexus.
func (a *Automa) removeCard(p pending) {
	for _, pile := range []*[]int{&a.turn.open, &a.nexus} {
		for i, idx := range *pile {
			if idx == p.card {
				*pile = append((*pile)[:i], (*pile)[i+1:]...)
				a.removed = append(a.removed, idx)
				s := a.at(p, StepRemoved)
				s.Name = a.deck.Cards[idx].Title
				a.emit(s)
				return
			}
		}
	}
}

// better reports whether slot s beats slot b for the target: cost first;
// tie: the card furthest from the deck; then the name first in alphabetical
// order (unnamed cards last); then the lower slot number.
func better(s, b Slot, target Target) bool {
	if s.Cost != b.Cost {
		if target == Highest {
			return s.Cost > b.Cost
		}
		return s.Cost < b.Cost
	}
	if s.Position != b.Position {
		return s.Position > b.Position
	}
	if s.Name != b.Name {
		if s.Name == "" || b.Name == "" {
			return b.Name == ""
		}
		return s.Name < b.Name
	}
	return s.Slot < b.Slot
}

// fromDisplay takes the target card of the line's type, or asks which slot
// when some display card has not been entered.
func (a *Automa) fromDisplay(t Table, p pending) {
	want := devOf(p.line.Action)
	slots := t.Slots()
	best, unknown := -1, false
	for i := range slots {
		s := &slots[i]
		if !s.Filled {
			continue
		}
		if s.Type == DevUnknown {
			unknown = true
			continue
		}
		if s.Type == want && (best < 0 || better(*s, slots[best], p.line.Target)) {
			best = i
		}
	}
	if unknown {
		q := a.at(p, AskSlot)
		q.Dev, q.Target = want, p.line.Target
		a.ask(p, stageFirst, q)
		return
	}
	if best < 0 {
		s := a.at(p, StepNoDevCard)
		s.Dev = want
		a.impossible(p, s)
		return
	}
	a.take(t, p, slots[best])
}

// checkSlot refuses a slot answer that cannot be right.
func (a *Automa) checkSlot(t Table, l Line, n int) error {
	want := devOf(l.Action)
	slots := t.Slots()
	for _, s := range slots {
		if s.Slot != n {
			continue
		}
		if !s.Filled {
			return kernel.Worded("slot %d is empty", n)
		}
		if s.Type != DevUnknown && s.Type != want {
			return kernel.Worded("slot %d holds a %s card, not a %s card", n, s.Type, want)
		}
		return nil
	}
	return fmt.Errorf("slot %d does not exist: the display has %d slots", n, len(slots))
}

func (a *Automa) take(t Table, p pending, sl Slot) {
	l := p.line
	a.pay(p)
	t.Take(sl.Slot)
	s := a.at(p, StepTake)
	s.Dev, s.Slot = devOf(l.Action), sl.Slot
	if sl.Type != DevUnknown {
		s.Cost, s.Name = sl.Cost, sl.Name
	}
	switch l.Action {
	case ActKnowledge:
		a.tally.Knowledge++
		s.Count = a.tally.Knowledge
	case ActBuilding:
		a.tally.Buildings++
		s.Count = a.tally.Buildings
	case ActWonder:
		a.tally.WonderStarted++
		s.Count = a.tally.WonderStarted
	}
	a.emit(s)
	if l.All {
		q := p
		q.again = true
		a.front(q)
	}
}

// answer applies an answer already checked against the question.
func (a *Automa) answer(r Rand, t Table, p pending, stage int, ans Answer) {
	_ = r
	l := p.line
	yes := ans.Kind == AnsYes
	if stage == stageCond {
		a.answered(p, l.If, yes)
		if !yes {
			// An unmet "fewer than" condition is an impossible free step.
			s := a.at(p, StepCondNotMet)
			s.Cond = l.If
			a.impossible(p, s)
			return
		}
		s := a.at(p, StepCondMet)
		s.Cond = l.If
		a.emit(s)
		a.front(p)
		return
	}
	if stage == stageFirst && l.Price > a.tally.Gold {
		// Gold was taken away (automa_gold) while the table was answering.
		a.skip(p, StepCannotPay)
		return
	}
	switch l.Action {
	case ActKnowledge, ActBuilding, ActWonder:
		if ans.Kind == AnsNo {
			a.saidNone(p)
			s := a.at(p, StepNoDevCard)
			s.Dev = devOf(l.Action)
			a.impossible(p, s)
			return
		}
		for _, s := range t.Slots() {
			if s.Slot == ans.N {
				a.take(t, p, s)
			}
		}
	case ActConquer:
		switch {
		case stage == stageFirst && yes:
			a.pay(p)
			a.tally.Provinces++
			q := a.at(p, AskConquerGold)
			q.Count = a.tally.Provinces
			a.ask(p, stageSecond, q)
		case stage == stageFirst:
			a.saidNone(p)
			a.impossible(p, a.at(p, StepNoConquest))
		default:
			a.tally.Gold += ans.N
			s := a.at(p, StepConquered)
			s.Target, s.Count, s.N = l.Target, a.tally.Provinces, ans.N
			a.emit(s)
		}
	case ActExplorers:
		if ans.Kind == AnsNo {
			// The Explorers cannot move (issue 30: every step that can be
			// impossible says so, and a free one gives its 2 Gold).
			a.saidNone(p)
			a.impossible(p, a.at(p, StepNoAction))
			return
		}
		a.pay(p)
		a.tally.ExplorerMoves += l.N
		a.tally.Gold += ans.N
		s := a.at(p, StepExplored)
		s.N, s.Total = l.N, ans.N
		a.emit(s)
	case ActTrade:
		if ans.Kind == AnsNo {
			a.saidNone(p)
			a.impossible(p, a.at(p, StepNoAction))
			return
		}
		a.pay(p)
		n := max(l.N, 1)
		a.tally.TradeSteps += n
		a.tally.Gold += ans.N
		s := a.at(p, StepTrade)
		s.N, s.Count, s.Total = n, a.tally.TradeSteps, ans.N
		a.emit(s)
	case ActHero:
		if !yes {
			a.saidNone(p)
			a.impossible(p, a.at(p, StepNoHero))
			return
		}
		a.pay(p)
		s := a.at(p, StepHero)
		if a.tally.Heroes > 0 {
			s.N = 1 // the old Hero goes back: it never holds two
		}
		a.tally.Heroes = 1
		a.emit(s)
	case ActTradingPost:
		switch {
		case stage == stageFirst && !yes:
			a.saidNone(p)
			a.impossible(p, a.at(p, StepNoPost))
		case stage == stageFirst:
			a.pay(p)
			a.tally.TradingPosts++
			a.tally.TradeSteps++
			a.ask(p, stageSecond, a.at(p, AskPostGold))
		default:
			a.tally.Gold += ans.N
			s := a.at(p, StepTradingPost)
			s.Count, s.Total = a.tally.TradingPosts, ans.N
			a.emit(s)
		}
	case ActUnrest:
		if stage >= stagePlayer {
			a.unrestAnswer(t, p, stage-stagePlayer, yes)
			return
		}
		fallthrough
	case ActAmazonsHorses, ActAksumitesReserve:
		if l.Action == ActAksumitesReserve && a.revision > 0 {
			a.reserveCard(p, ans)
			return
		}
		if !yes {
			a.saidNone(p)
			a.impossible(p, a.at(p, StepNoAction))
			return
		}
		a.pay(p)
		s := a.at(p, StepAmazons)
		switch l.Action {
		case ActUnrest:
			s.Kind = StepZulu
		case ActAksumitesReserve:
			s.Kind = StepAksumites
		}
		s.N = max(l.N, 1)
		a.emit(s)
	case ActJapanConditions:
		switch {
		case stage == stageFirst && yes:
			a.emit(a.at(p, StepJapanConquer))
			a.front(pending{card: p.card, line: &japanConquer})
		case stage == stageFirst:
			a.ask(p, stageSecond, a.at(p, AskJapanPolicy))
		case yes:
			a.emit(a.at(p, StepJapanPolicy))
			a.front(pending{card: p.card, line: &japanPolicy})
		default:
			a.emit(a.at(p, StepJapanDraw))
			a.front(pending{card: p.card, line: &japanDraw})
		}
	case ActReserveWonders, ActReserveKnowledge:
		if ans.Kind == AnsNo {
			a.saidNone(p)
			a.impossible(p, a.at(p, StepNoAction))
			return
		}
		a.pay(p)
		s := a.at(p, StepReserveGained)
		s.Dev, s.N, s.Count = DevWonder, l.N, ans.N
		if l.Action == ActReserveKnowledge {
			s.Dev = DevKnowledge
			a.tally.Knowledge += ans.N
			s.Total = a.tally.Knowledge
		} else {
			// A Wonder gained free is built (the rulebook: "if you gain a
			// Wonder for free ... you still gain its one-off effect"): it
			// scores as a completed Wonder (R-RESERVE).
			a.tally.Wonders += ans.N
			s.Total = a.tally.Wonders
		}
		a.emit(s)
	case ActDenmarkCoastalGold:
		if ans.Kind == AnsNo || ans.N == 0 {
			a.impossible(p, a.at(p, StepNoCoastal))
			return
		}
		n := ans.N * l.N
		a.tally.Gold += n
		s := a.at(p, StepDenmark)
		s.Count, s.N = ans.N, n
		a.emit(s)
	case ActAztecsSacrifice:
		switch {
		case yes:
			a.tally.Gold += l.N
			a.tally.Sacrificed++
			s := a.at(p, StepAztecsGold)
			s.N = l.N
			a.emit(s)
		case a.tally.Sacrificed > 0:
			a.tally.Sacrificed--
			a.emit(a.at(p, StepAztecsReturn))
		default:
			a.impossible(p, a.at(p, StepNoUnit))
		}
	}
}

// humansOf is the table's human players, nil when the table does not say.
func humansOf(t Table) []string {
	if h, ok := t.(Humans); ok {
		return h.HumanNames()
	}
	return nil
}

// unrestAnswer takes the answer about the i-th human of the Unrest line:
// the next one is asked; after the last, a line no one could take is an
// impossible free step (2 Gold).
func (a *Automa) unrestAnswer(t Table, p pending, i int, yes bool) {
	humans := humansOf(t)
	name := ""
	if i < len(humans) {
		name = humans[i]
	}
	s := a.at(p, StepUnrestPlayer)
	s.Player = name
	if yes {
		a.turn.unrestAny = true
	} else {
		s.Kind, s.Status = StepUnrestNot, StepSkipped
	}
	a.emit(s)
	if i+1 < len(humans) {
		q := a.at(p, AskUnrestPlayer)
		q.Player = humans[i+1]
		a.ask(p, stagePlayer+i+1, q)
		return
	}
	if !a.turn.unrestAny {
		a.saidNone(p)
		a.impossible(p, a.at(p, StepNoAction))
	}
}

// reserveCard takes the type of the top Reserve card the Aksumites gain
// (no: the Reserve deck is empty, an impossible free step). The card is
// counted: a Wonder gained free is built (R-RESERVE).
func (a *Automa) reserveCard(p pending, ans Answer) {
	if ans.Kind == AnsNo {
		a.saidNone(p)
		a.impossible(p, a.at(p, StepNoAction))
		return
	}
	a.pay(p)
	s := a.at(p, StepAksumitesCard)
	s.Dev = DevType(ans.N)
	switch s.Dev {
	case DevKnowledge:
		a.tally.Knowledge++
		s.Count = a.tally.Knowledge
	case DevBuilding:
		a.tally.Buildings++
		s.Count = a.tally.Buildings
	case DevWonder:
		a.tally.Wonders++
		s.Count = a.tally.Wonders
	}
	a.emit(s)
}
