package automa

import (
	"errors"
	"fmt"
	"strconv"
)

// Stages of a question: most lines ask once; some ask a second question
// after a yes (the Gold a conquest gave) or a no (Japan's second test).
// Japan's three outcomes, as lines of its card.
var (
	japanConquer = Line{Action: ActConquer}
	japanPolicy  = Line{Action: ActPolicy}
	japanDraw    = Line{Action: ActDraw}
)

const (
	stageFirst = iota
	stageSecond
	stageCond // the line's "if" condition
)

// StartTurn begins the Automa's turn (M-SOLO-3): it reveals the top card and
// carries out its lines from the top, until the table must answer a question
// or the turn is over. It returns the steps taken.
func (a *Automa) StartTurn(r Rand, t Table) ([]Step, error) {
	if a.turn.active {
		return nil, errors.New("automa: the Automa's turn is already under way")
	}
	// The old turn's slices are reused: a clone never shares them.
	a.turn = turn{active: true, revealed: a.turn.revealed[:0], steps: a.turn.steps[:0],
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
	switch tn.question.Expect {
	case ExpectYesNo:
		if ans.Kind != AnsYes && ans.Kind != AnsNo {
			return nil, fmt.Errorf("automa: %q is no answer to %q: answer yes or no", ans, tn.question.Text)
		}
	case ExpectNumber:
		if ans.Kind != AnsNumber || ans.N < 0 || ans.N > 99 {
			return nil, fmt.Errorf("automa: %q is no answer to %q: answer a number from 0 to 99", ans, tn.question.Text)
		}
	case ExpectSlot:
		if ans.Kind != AnsSlot && ans.Kind != AnsNo {
			return nil, fmt.Errorf("automa: %q is no answer to %q: answer slot N, or no if there is none", ans, tn.question.Text)
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
	if !a.turn.active {
		return
	}
	a.turn.asking = false
	a.turn.queue = a.turn.queue[:0]
	a.step("", "The turn ended before the Automa finished: the rest of its card is not done.", StepSkipped, 0)
	a.finish(r)
}

func (a *Automa) run(r Rand, t Table) {
	tn := &a.turn
	for !tn.asking {
		if len(tn.queue) == 0 {
			if tn.started < a.cardsPerTurn {
				tn.started++
				if idx := a.reveal(r, ""); idx >= 0 {
					a.pushLines(idx, false, false)
				}
				continue
			}
			a.finish(r)
			return
		}
		p := tn.queue[len(tn.queue)-1]
		tn.queue = tn.queue[:len(tn.queue)-1]
		a.resolve(r, t, p)
	}
}

// finish discards the turn's cards and does a pending "shuffle".
func (a *Automa) finish(r Rand) {
	tn := &a.turn
	a.discard = append(a.discard, tn.revealed...)
	if tn.shuffle {
		all := append(a.draw, a.discard...)
		shuffle(all, r)
		a.draw, a.discard = all, nil
		a.tally.Shuffles++
		a.step("", "Shuffle every Automa card together into a new draw pile ("+strconv.Itoa(len(all))+" cards).", StepDone, 0)
	}
	tn.active = false
	tn.queue = tn.queue[:0]
}

// pop takes the top card of the draw pile, shuffling the discard pile into a
// new draw pile first when it is empty.
func (a *Automa) pop(r Rand) (int, bool) {
	if len(a.draw) == 0 {
		if len(a.discard) == 0 {
			return 0, false
		}
		a.draw, a.discard = a.discard, nil
		shuffle(a.draw, r)
		a.tally.Reshuffles++
		a.step("", "The draw pile is empty: shuffle the discard pile ("+strconv.Itoa(len(a.draw))+" cards) into a new draw pile.", StepDone, 0)
	}
	idx := a.draw[0]
	a.draw = a.draw[1:]
	return idx, true
}

// reveal draws a card into this turn's cards; -1 when none is left.
func (a *Automa) reveal(r Rand, why string) int {
	idx, ok := a.pop(r)
	if !ok {
		a.step("", why+"No Automa card left to reveal.", StepSkipped, 0)
		return -1
	}
	a.turn.revealed = append(a.turn.revealed, idx)
	a.tally.CardsRevealed++
	a.step(a.deck.Cards[idx].Title, why+"Reveal "+a.deck.Cards[idx].Title+".", StepDone, 0)
	return idx
}

// pushLines puts a card's lines in front of the queue (a stack: the next
// line is the last element, so no turn shifts the queue). Egypt does the
// untyped lines twice; Greece does the typed lines whatever their type.
func (a *Automa) pushLines(idx int, egypt, greece bool) {
	lines := a.deck.Cards[idx].Lines
	for i := len(lines) - 1; i >= 0; i-- {
		l := &lines[i]
		times := l.Times()
		if egypt && l.Type == "" {
			times *= 2
		}
		for k := 0; k < times; k++ {
			a.turn.queue = append(a.turn.queue, pending{card: idx, line: l, anyType: greece})
		}
	}
}

// front puts one line in front of the queue.
func (a *Automa) front(p pending) {
	a.turn.queue = append(a.turn.queue, p)
}

func (a *Automa) step(card, text string, status StepStatus, slot int) {
	a.turn.steps = append(a.turn.steps, Step{Card: card, Text: text, Status: status, Slot: slot})
}

func (a *Automa) title(p pending) string { return a.deck.Cards[p.card].Title }

func (a *Automa) ask(p pending, stage int, text string, expect Expect) {
	tn := &a.turn
	tn.asking, tn.ask, tn.stage = true, p, stage
	tn.question = Question{Text: text, Expect: expect}
	a.step(a.title(p), text, StepAsking, 0)
}

// pay takes a line's price and says so.
func (a *Automa) pay(l Line) string {
	if l.Price == 0 {
		return ""
	}
	a.tally.Gold -= l.Price
	return "pays " + strconv.Itoa(l.Price) + " Gold, "
}

// impossible: a free action that cannot be done gives Gold instead; a priced
// one is simply not done (and not paid).
func (a *Automa) impossible(p pending, what string) {
	if p.again {
		a.step(a.title(p), what+".", StepSkipped, 0)
		return
	}
	if p.line.Price > 0 {
		a.step(a.title(p), what+": not done, not paid.", StepSkipped, 0)
		return
	}
	a.tally.Gold += a.deck.Rules.ImpossibleGold
	a.step(a.title(p), what+": +"+strconv.Itoa(a.deck.Rules.ImpossibleGold)+" Gold instead"+" (Gold "+strconv.Itoa(a.tally.Gold)+").", StepDone, 0)
}

func (a *Automa) cond(card int, c string) (yes, known bool) {
	for _, ca := range a.turn.conds {
		if ca.card == card && ca.cond == c {
			return ca.yes, true
		}
	}
	return false, false
}

// typeLabels are the civilization types as a card prints them.
var typeLabels = map[string]string{"aggressive": "Aggressive", "architectural": "Architectural",
	"cultural": "Cultural", "economic": "Economic", "technological": "Technological"}

// resolve carries out one line, or asks the table what it needs.
func (a *Automa) resolve(r Rand, t Table, p pending) {
	l := *p.line
	title := a.title(p)
	if l.Type != "" && !p.anyType && l.Type != a.civ.Type {
		a.step(title, "Skipped: "+l.Action.String()+" ("+typeLabels[l.Type]+" line).", StepSkipped, 0)
		return
	}
	if l.If != "" {
		yes, known := a.cond(p.card, l.If)
		if !known {
			a.ask(p, stageCond, Conditions[l.If], ExpectYesNo)
			return
		}
		if !yes {
			a.step(title, "Skipped: "+l.String()+" (the condition is not met).", StepSkipped, 0)
			return
		}
	}
	if l.Price > a.tally.Gold {
		a.step(title, "Skipped: "+l.String()+" (it has only "+strconv.Itoa(a.tally.Gold)+" Gold).", StepSkipped, 0)
		return
	}
	switch l.Action {
	case ActKnowledge, ActBuilding, ActWonder:
		if l.Action == ActWonder && a.tally.WonderStarted > 0 {
			pay := a.pay(l)
			a.tally.WonderStarted--
			a.tally.Wonders++
			a.step(title, "Wonder: "+pay+"completes its Wonder under construction (build its last stage); Wonders "+strconv.Itoa(a.tally.Wonders)+".", StepDone, 0)
			return
		}
		a.fromDisplay(t, p)
	case ActConquer:
		q := conquerLowest
		if l.Target == Highest {
			q = conquerHighest
		}
		if l.Price > 0 {
			q += priceNote(l)
		}
		a.ask(p, stageFirst, q, ExpectYesNo)
	case ActExplorers:
		a.ask(p, stageFirst, "Explorers: move the Automa's Explorers "+steps(l.N)+" toward the closest Market (or Monster, or another player's Trading Post)."+priceNote(l)+" Gold it gained there (a Market token's value, 0 for none)?", ExpectNumber)
	case ActHero:
		if a.tally.Heroes > 0 {
			a.impossible(p, "Hero: the Automa already has one")
			return
		}
		a.ask(p, stageFirst, "Hero: can the Automa take a Hero of the current era (else of the latest era available; tie: the one furthest from the deck)?"+priceNote(l), ExpectYesNo)
	case ActTradingPost:
		a.ask(p, stageFirst, "Trading Post: can the Automa build a Trading Post?"+priceNote(l), ExpectYesNo)
	case ActPolicy:
		if a.tally.Policies >= a.deck.Rules.PolicyCap {
			if l.Price > 0 {
				a.step(title, "Skipped: "+l.String()+" (Policies are at the cap of "+strconv.Itoa(a.deck.Rules.PolicyCap)+").", StepSkipped, 0)
				return
			}
			a.tally.Gold += a.deck.Rules.PolicyCapGold
			a.step(title, "Policy: the Automa has "+strconv.Itoa(a.tally.Policies)+" Policies, the cap: +"+strconv.Itoa(a.deck.Rules.PolicyCapGold)+" Gold instead"+" (Gold "+strconv.Itoa(a.tally.Gold)+").", StepDone, 0)
			return
		}
		pay := a.pay(l)
		a.tally.Policies++
		a.step(title, "Policy: "+pay+"develops a Cultural Policy; Policies "+strconv.Itoa(a.tally.Policies)+".", StepDone, 0)
	case ActGold:
		n := l.N
		if l.Per == PerPolicy {
			n *= a.tally.Policies
		}
		pay := a.pay(l)
		a.tally.Gold += n
		a.step(title, "Gold: "+pay+"+"+strconv.Itoa(n)+" Gold"+" (Gold "+strconv.Itoa(a.tally.Gold)+").", StepDone, 0)
	case ActTrade:
		n := max(l.N, 1)
		pay := a.pay(l)
		a.tally.TradeSteps += n
		a.step(title, "Trade: "+pay+"the Automa moves "+steps(n)+" on the trade track; trade steps "+strconv.Itoa(a.tally.TradeSteps)+".", StepDone, 0)
	case ActShuffle:
		a.pay(l)
		a.turn.shuffle = true
		a.step(title, "Shuffle: at the end of this turn every Automa card is shuffled together.", StepDone, 0)
	case ActDraw:
		a.pay(l)
		if idx := a.reveal(r, "Draw: "); idx >= 0 {
			a.pushLines(idx, false, false)
		}
	case ActInstruct, ActAmazonsHorses, ActZuluUnrest, ActAksumitesReserve:
		a.pay(l)
		a.step(title, instruction(l), StepDone, 0)
	case ActChinaDrawUntilTech:
		for {
			idx := a.reveal(r, "China: ")
			if idx < 0 {
				return
			}
			if a.deck.Cards[idx].HasType("technological") {
				a.pushLines(idx, false, false)
				return
			}
		}
	case ActEgyptUntypedTwice:
		if idx := a.reveal(r, "Egypt: "); idx >= 0 {
			a.pushLines(idx, true, false)
		}
	case ActGreeceAnyType:
		if idx := a.reveal(r, "Greece: "); idx >= 0 {
			a.pushLines(idx, false, true)
		}
	case ActJapanConditions:
		a.ask(p, stageFirst, "Japan: does the Automa control fewer Provinces than an opponent?", ExpectYesNo)
	case ActDenmarkCoastalGold:
		a.ask(p, stageFirst, "Denmark: how many coastal Provinces does the Automa control?", ExpectNumber)
	case ActAztecsSacrifice:
		a.ask(p, stageFirst, "Aztecs: can the Automa sacrifice one of its units (a Soldier first) for "+strconv.Itoa(l.N)+" Gold?", ExpectYesNo)
	case ActAtlantisNexus:
		if idx, ok := a.pop(r); ok {
			a.nexus = append(a.nexus, idx)
			a.step(title, "Atlantis: put "+a.deck.Cards[idx].Title+" in the Nexus; the Automa uses every Nexus card ("+strconv.Itoa(len(a.nexus))+").", StepDone, 0)
		} else {
			a.step(title, "Atlantis: no card left to put in the Nexus.", StepSkipped, 0)
		}
		// The Nexus cards are used in the order they went in.
		for i := len(a.nexus) - 1; i >= 0; i-- {
			a.pushLines(a.nexus[i], false, false)
		}
	case ActMughalsReveal:
		idx, ok := a.pop(r)
		if !ok {
			a.step(title, "Mughals: no card left to reveal.", StepSkipped, 0)
			return
		}
		c := &a.deck.Cards[idx]
		if c.HasType("economic") {
			a.draw = append([]int{idx}, a.draw...)
			a.step(title, "Mughals: reveal "+c.Title+": it has an Economic line: put it back on top of the Automa deck.", StepDone, 0)
			return
		}
		a.removed = append(a.removed, idx)
		a.step(title, "Mughals: reveal "+c.Title+": no Economic line: remove it from the game.", StepDone, 0)
	default:
		a.step(title, "Skipped: "+l.String()+" (unknown action).", StepSkipped, 0)
	}
}

const (
	conquerLowest  = "Conquer: can the Automa move its Warlord and one Soldier from its Capital (an Outpost if no Soldier is left) onto the adjacent Province with the lowest terrain value (tie: you choose)?"
	conquerHighest = "Conquer: can the Automa move its Warlord and one Soldier from its Capital (an Outpost if no Soldier is left) onto the adjacent Province with the highest terrain value (tie: you choose)?"
)

func steps(n int) string {
	if n == 1 {
		return "1 step"
	}
	return strconv.Itoa(n) + " steps"
}

func priceNote(l Line) string {
	if l.Price == 0 {
		return ""
	}
	return " (It pays " + strconv.Itoa(l.Price) + " Gold if it does.)"
}

// instruction is the text of a line that only tells the table what to do.
func instruction(l Line) string {
	if l.Text != "" {
		return l.Text
	}
	switch l.Action {
	case ActAmazonsHorses:
		n := strconv.Itoa(max(l.N, 1))
		return "Amazons: give the Automa " + n + " horses and mount " + n + " of its units."
	case ActZuluUnrest:
		return "Zulu: each human player takes an Unrest card."
	case ActAksumitesReserve:
		return "Aksumites: give the Automa the top card of the Reserve."
	}
	return l.String()
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
		a.ask(p, stageFirst, want.String()+": which slot holds the "+want.String()+" card with the "+p.line.Target.String()+
			" cost (tie: the one furthest from the deck, then the name first in alphabetical order)?"+priceNote(*p.line)+
			" Answer slot N, or no if the display has none.", ExpectSlot)
		return
	}
	if best < 0 {
		a.impossible(p, want.String()+": no "+want.String()+" card in the display")
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
			return fmt.Errorf("automa: slot %d is empty", n)
		}
		if s.Type != DevUnknown && s.Type != want {
			return fmt.Errorf("automa: slot %d holds a %s card, not a %s card", n, s.Type, want)
		}
		return nil
	}
	return fmt.Errorf("automa: slot %d does not exist: the display has %d slots", n, len(slots))
}

func (a *Automa) take(t Table, p pending, s Slot) {
	l := *p.line
	pay := a.pay(l)
	t.Take(s.Slot)
	what := devOf(l.Action).String()
	card := "the " + what + " card in slot " + strconv.Itoa(s.Slot)
	if s.Type != DevUnknown {
		card += " (cost " + strconv.Itoa(s.Cost)
		if s.Name != "" {
			card += ", " + s.Name
		}
		card += ")"
	}
	var text string
	switch l.Action {
	case ActKnowledge:
		a.tally.Knowledge++
		text = what + ": " + pay + "takes " + card + " into its area; Knowledge " + strconv.Itoa(a.tally.Knowledge) + "."
	case ActBuilding:
		a.tally.Buildings++
		text = what + ": " + pay + "takes " + card + " into its area; Buildings " + strconv.Itoa(a.tally.Buildings) + "."
	case ActWonder:
		a.tally.WonderStarted++
		text = what + ": " + pay + "acquires " + card + " and builds its first stage: put the Wonder token on its Province with the lowest terrain value (tie: the player to its right chooses), or on its Capital if none is free."
	}
	a.step(a.title(p), text, StepDone, s.Slot)
	if l.All {
		q := p
		q.again = true
		a.front(q)
	}
}

// answer applies an answer already checked against the question.
func (a *Automa) answer(r Rand, t Table, p pending, stage int, ans Answer) {
	l := *p.line
	title := a.title(p)
	yes := ans.Kind == AnsYes
	if stage == stageCond {
		a.turn.conds = append(a.turn.conds, condAnswer{card: p.card, cond: l.If, yes: yes})
		a.step(title, Conditions[l.If]+" "+ans.String()+".", StepDone, 0)
		a.front(p)
		return
	}
	if stage == stageFirst && l.Price > a.tally.Gold {
		// Gold was taken away (automa_gold) while the table was answering.
		a.step(title, "Skipped: "+l.String()+" (it has only "+strconv.Itoa(a.tally.Gold)+" Gold now).", StepSkipped, 0)
		return
	}
	switch l.Action {
	case ActKnowledge, ActBuilding, ActWonder:
		if ans.Kind == AnsNo {
			want := devOf(l.Action).String()
			a.impossible(p, want+": no "+want+" card in the display")
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
			pay := a.pay(l)
			a.tally.Provinces++
			a.ask(p, stageSecond, "Conquer: the Automa "+pay+"conquers the Province (Provinces "+strconv.Itoa(a.tally.Provinces)+"). Gold it gained there (a Barbarian token's value, 2 for a Free Town or Monster, 0 for none)?", ExpectNumber)
		case stage == stageFirst:
			a.impossible(p, "Conquer: no adjacent Province it can conquer")
		default:
			a.tally.Gold += ans.N
			a.step(title, "Conquer "+l.Target.String()+": the Automa's Provinces: "+strconv.Itoa(a.tally.Provinces)+"; +"+strconv.Itoa(ans.N)+" Gold"+" (Gold "+strconv.Itoa(a.tally.Gold)+").", StepDone, 0)
		}
	case ActExplorers:
		pay := a.pay(l)
		a.tally.ExplorerMoves += l.N
		a.tally.Gold += ans.N
		a.step(title, "Explorers: "+pay+"move "+steps(l.N)+"; +"+strconv.Itoa(ans.N)+" Gold"+" (Gold "+strconv.Itoa(a.tally.Gold)+").", StepDone, 0)
	case ActHero:
		if !yes {
			a.impossible(p, "Hero: none it can take")
			return
		}
		pay := a.pay(l)
		a.tally.Heroes++
		a.step(title, "Hero: the Automa "+pay+"takes the Hero.", StepDone, 0)
	case ActTradingPost:
		if !yes {
			a.impossible(p, "Trading Post: none it can build")
			return
		}
		pay := a.pay(l)
		a.tally.TradingPosts++
		a.step(title, "Trading Post: the Automa "+pay+"builds a Trading Post; Trading Posts "+strconv.Itoa(a.tally.TradingPosts)+".", StepDone, 0)
	case ActJapanConditions:
		switch {
		case stage == stageFirst && yes:
			a.step(title, "Japan: fewer Provinces than an opponent: conquer.", StepDone, 0)
			a.front(pending{card: p.card, line: &japanConquer})
		case stage == stageFirst:
			a.ask(p, stageSecond, "Japan: has the Automa developed fewer Cultural Policies than an opponent?", ExpectYesNo)
		case yes:
			a.step(title, "Japan: fewer Policies than an opponent: develop one.", StepDone, 0)
			a.front(pending{card: p.card, line: &japanPolicy})
		default:
			a.step(title, "Japan: neither: draw a card.", StepDone, 0)
			a.front(pending{card: p.card, line: &japanDraw})
		}
	case ActDenmarkCoastalGold:
		n := ans.N * l.N
		a.tally.Gold += n
		a.step(title, "Denmark: "+strconv.Itoa(ans.N)+" coastal Provinces: +"+strconv.Itoa(n)+" Gold"+" (Gold "+strconv.Itoa(a.tally.Gold)+").", StepDone, 0)
	case ActAztecsSacrifice:
		if yes {
			a.tally.Gold += l.N
			a.step(title, "Aztecs: sacrifice the unit: +"+strconv.Itoa(l.N)+" Gold"+" (Gold "+strconv.Itoa(a.tally.Gold)+").", StepDone, 0)
			return
		}
		a.step(title, "Aztecs: no unit to sacrifice: return a sacrificed Soldier to the Automa's Capital.", StepDone, 0)
	}
}
