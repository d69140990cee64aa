package automa

import "fmt"

// Bot names an Automa in a step: "Automa" when it plays alone, "Automa 2"
// among several, as the table's seats name them.
type Bot int

// Message makes the Automa's name a catalogue key.
func (b Bot) Message() (string, []any) {
	if b <= 0 {
		return "Automa", nil
	}
	return "Automa %d", []any{int(b)}
}

func (b Bot) String() string { return english(b) }

// bot is the step's Automa, for the texts that name it.
func (s Step) bot() Bot { return Bot(s.Who) }

// Message is the step as an English format string and its arguments. The
// format is also the translation key, as for the game's events; the
// arguments are numbers and typed values (DevType, Target, ActionKind, Line,
// Bot) whose String is English and which a translation may render its own
// way. With several Automas every step names its Automa ("Automa 2"),
// never "the Automa": a text that speaks of the Automa has a form with its
// name, any other is led by the name. A question of a paid line says its
// price first.
func (s Step) Message() (format string, args []any) {
	format, args = s.text()
	if s.Status == StepAsking && s.paid() {
		format, args = "+%d Gold, paid only if it is done: %s", []any{s.Line.Price, phrase{format, args}}
	}
	if s.Who > 0 && !s.namesItsAutoma() {
		format, args = "%s: %s", []any{s.bot(), phrase{format, args}}
	}
	return format, args
}

// paid reports whether the step asks about a line whose price is paid
// once the answer says it is done (not the questions that follow it).
func (s Step) paid() bool {
	if s.Line == nil || s.Line.Price == 0 {
		return false
	}
	switch s.Kind {
	case AskConquerGold, AskPostGold, AskCondition:
		return false
	}
	return true
}

// namesItsAutoma reports whether the step's text, with several Automas,
// names the Automa itself (text gives it a form with the name).
func (s Step) namesItsAutoma() bool {
	switch s.Kind {
	case StepAbandon, StepRemoved, StepPolicyCap, StepPay, StepGoldOnMap, StepHero, StepAmazons, StepAksumites,
		StepReserveWonders, StepReserveKnow, StepAztecsReturn, StepNexus, StepCondMet,
		StepReserveGained, StepAksumitesCard,
		AskCondition, AskConquer, AskConquerGold, AskExplorers, AskHero, AskTradingPost, AskPostGold,
		AskJapanProv, AskJapanPolicy, AskDenmark, AskAztecs, AskAmazons, AskAksumites, AskReserve, AskReserveCard:
		return true
	}
	return false
}

// text is the step's own words: with several Automas (Who), the form that
// names it where the text speaks of the Automa.
func (s Step) text() (string, []any) {
	named := s.Who > 0
	b := s.bot()
	switch s.Kind {
	case StepReveal:
		return "Reveal %s.", []any{Title(s.Name)}
	case StepDraw:
		return "Draw another card: %s.", []any{Title(s.Name)}
	case StepChinaDraw:
		return "China: reveal %s.", []any{Title(s.Name)}
	case StepChinaPass:
		return "China: %s has no Technological line: discard it and reveal the next card.", []any{Title(s.Name)}
	case StepGreecePass:
		return "Greece: %s has no typed line: discard it and reveal the next card.", []any{Title(s.Name)}
	case StepEgyptDraw:
		return "Egypt: reveal %s: its untyped lines are done twice, as a sequence; its typed lines are not done.", []any{Title(s.Name)}
	case StepGreeceDraw:
		return "Greece: reveal %s: only its typed lines are done, whatever their type.", []any{Title(s.Name)}
	case StepNoCard:
		return "No Automa card left to reveal.", nil
	case StepReshuffle:
		return "The draw pile is empty: shuffle the discard pile (%d cards) into a new draw pile.", []any{s.N}
	case StepShuffle:
		return "Shuffle: every Automa card but the removed ones goes into a new draw pile (%d cards), shuffled.", []any{s.N}
	case StepAbandon:
		if named {
			return "The turn ended before %s finished: the rest of its card is not done.", []any{b}
		}
		return "The turn ended before the Automa finished: the rest of its card is not done.", nil
	case StepRemoved:
		if named {
			return "Remove %s from %s's deck for the rest of the game.", []any{Title(s.Name), b}
		}
		return "Remove %s from the Automa deck for the rest of the game.", []any{Title(s.Name)}
	case StepNotItsType:
		return "Skipped: %s (%s line).", []any{ActionWord(lineOf(s).Action), TypeWord(lineOf(s).Type)}
	case StepCondNotMet:
		return "Skipped: %s (the condition is not met).", []any{lineOf(s)}
	case StepCondRival:
		return "Skipped: %s (another Automa has as many or fewer: the condition is not met).", []any{lineOf(s)}
	case StepCannotPay:
		return "Skipped: %s (it has only %d Gold).", []any{lineOf(s), s.Gold}
	case StepNotAgain:
		return "Skipped: %s (nothing to take just before, on the same display: not asked again, nothing paid).", []any{lineOf(s)}
	case StepNoDevCard:
		return "%s: no %s card in the display.", []any{s.Dev, s.Dev}
	case StepNoConquest:
		return "Conquer: no adjacent Province it can conquer.", nil
	case StepNoHero:
		return "Hero: none it can take.", nil
	case StepNoPost:
		return "Trading Post: none it can build.", nil
	case StepPolicyCap:
		if named {
			return "Policy: %s has %d Policies, the cap.", []any{b, s.Count}
		}
		return "Policy: the Automa has %d Policies, the cap.", []any{s.Count}
	case StepNoUnit:
		return "Aztecs: no unit to sacrifice and no sacrificed Soldier to return.", nil
	case StepNoAction:
		return "%s: not possible.", []any{ActionWord(lineOf(s).Action)}
	case StepNoCoastal:
		return "Denmark: no coastal Province.", nil
	case StepUnrestNot:
		return "Unrest: not possible for %s.", []any{s.Player}
	case StepUnknown:
		return "Skipped: %s (unknown action).", []any{lineOf(s)}
	case StepPay:
		if named {
			return "%s pays %d Gold (Gold %d).", []any{b, s.N, s.Gold}
		}
		return "The Automa pays %d Gold (Gold %d).", []any{s.N, s.Gold}
	case StepGoldInstead:
		return "+%d Gold instead (Gold %d).", []any{s.N, s.Gold}
	case StepGold:
		return "Gold: +%d Gold (Gold %d).", []any{s.N, s.Gold}
	case StepGoldPer:
		return "Gold: %d per Policy, %d Policies: +%d Gold (Gold %d).", []any{s.N, s.Count, s.Total, s.Gold}
	case StepGoldOnMap:
		switch {
		case named && s.N < 0:
			return "%s loses %d Gold on the map (Gold %d).", []any{b, -s.N, s.Gold}
		case named:
			return "%s gains %d Gold on the map (Gold %d).", []any{b, s.N, s.Gold}
		case s.N < 0:
			return "The Automa loses %d Gold on the map (Gold %d).", []any{-s.N, s.Gold}
		}
		return "The Automa gains %d Gold on the map (Gold %d).", []any{s.N, s.Gold}
	case StepTake:
		return takeMessage(s)
	case StepWonderComplete:
		return "Wonder: completes its Wonder under construction (build its last stage); Wonders %d.", []any{s.Count}
	case StepPolicy:
		return "Policy: develops a Cultural Policy; Policies %d.", []any{s.Count}
	case StepTrade:
		return "Trade: +%d on the trade track; trade steps %d; +%d Gold found (Gold %d).", []any{s.N, s.Count, s.Total, s.Gold}
	case StepConquered:
		return "Conquer %s: Provinces %d; +%d Gold found (Gold %d).", []any{s.Target, s.Count, s.N, s.Gold}
	case StepExplored:
		return "Explorers: moved %d; +%d Gold found (Gold %d).", []any{s.N, s.Total, s.Gold}
	case StepHero:
		switch {
		case named && s.N > 0:
			return "Hero: %s takes the Hero and returns its old Hero above the display.", []any{b}
		case named:
			return "Hero: %s takes the Hero.", []any{b}
		case s.N > 0:
			return "Hero: the Automa takes the Hero and returns its old Hero above the display.", nil
		}
		return "Hero: the Automa takes the Hero.", nil
	case StepTradingPost:
		return "Trading Post: built, its Explorer back in the Capital; Trading Posts %d; +%d Gold found (Gold %d).", []any{s.Count, s.Total, s.Gold}
	case StepInstruct:
		return "%s", []any{lineOf(s).Text}
	case StepAmazons:
		if named {
			return "Amazons: %s gains %d horses and mounts %d units.", []any{b, s.N, s.N}
		}
		return "Amazons: the Automa gains %d horses and mounts %d units.", []any{s.N, s.N}
	case StepZulu:
		return "Unrest: each other player has put 1 Unrest card on their deck and 1 in their discard pile.", nil
	case StepUnrestPlayer:
		return "Unrest: %s puts 1 Unrest card on their deck and 1 in their discard pile.", []any{s.Player}
	case StepAksumites:
		if named {
			return "Aksumites: %s gains the top card of the current era's Reserve deck.", []any{b}
		}
		return "Aksumites: the Automa gains the top card of the current era's Reserve deck.", nil
	case StepAksumitesCard:
		return aksumitesMessage(s)
	case StepReserveWonders:
		if named {
			return "Reserve: draw the top %d cards of the current era's Reserve deck; %s gains the Wonders among them; return the rest to the bottom.", []any{s.N, b}
		}
		return "Reserve: draw the top %d cards of the current era's Reserve deck; the Automa gains the Wonders among them; return the rest to the bottom.", []any{s.N}
	case StepReserveKnow:
		if named {
			return "Reserve: draw the top %d cards of the current era's Reserve deck; %s gains the Knowledge cards among them; return the rest to the bottom.", []any{s.N, b}
		}
		return "Reserve: draw the top %d cards of the current era's Reserve deck; the Automa gains the Knowledge cards among them; return the rest to the bottom.", []any{s.N}
	case StepReserveGained:
		return reserveMessage(s)
	case StepJapanConquer:
		return "Japan: fewer Provinces than an opponent: conquer.", nil
	case StepJapanPolicy:
		return "Japan: fewer Policies than an opponent: develop one.", nil
	case StepJapanDraw:
		return "Japan: neither: draw a card.", nil
	case StepDenmark:
		return "Denmark: %d coastal Provinces: +%d Gold (Gold %d).", []any{s.Count, s.N, s.Gold}
	case StepAztecsGold:
		return "Aztecs: a unit is sacrificed: +%d Gold (Gold %d).", []any{s.N, s.Gold}
	case StepAztecsReturn:
		if named {
			return "Aztecs: no unit to sacrifice: return a sacrificed Soldier to %s's Capital.", []any{b}
		}
		return "Aztecs: no unit to sacrifice: return a sacrificed Soldier to the Automa's Capital.", nil
	case StepNexus:
		if named {
			return "Atlantis: put %s in the Nexus; %s uses every Nexus card (%d).", []any{Title(s.Name), b, s.Count}
		}
		return "Atlantis: put %s in the Nexus; the Automa uses every Nexus card (%d).", []any{Title(s.Name), s.Count}
	case StepNexusEmpty:
		return "Atlantis: no card left to put in the Nexus.", nil
	case StepMughalsRemove:
		return "Mughals: reveal %s: no Economic line: remove it from the game.", []any{Title(s.Name)}
	case StepMughalsDiscard:
		return "Mughals: reveal %s: it has an Economic line: discard it unplayed.", []any{Title(s.Name)}
	case StepMughalsNone:
		return "Mughals: no card left to reveal.", nil
	case StepCondMet:
		if named {
			return condMetNamed[s.Cond], []any{b}
		}
		return condMetFormats[s.Cond], nil
	case StepPending:
		return "%s", []any{lineOf(s)}
	case AskCondition:
		switch {
		case named && s.N > 0:
			return condAskHumansNamed[s.Cond], []any{b}
		case named:
			return condAskNamed[s.Cond], []any{b}
		case s.N > 0:
			return condAskHumansFormats[s.Cond], nil
		}
		return condAskFormats[s.Cond], nil
	case AskSlot:
		return "%s: which slot holds the %s card with the %s cost (tie: the one furthest from the deck, then the name first in alphabetical order)? Answer with its slot number, or no if the display has none.", []any{s.Dev, s.Dev, s.Target}
	case AskConquer:
		switch {
		case named && s.Target == Highest:
			return "Conquer: can %s move its Warlord and one Soldier from its Capital (an Outpost if no Soldier is left) onto the adjacent Province with the highest terrain value (tie: you choose)?", []any{b}
		case named:
			return "Conquer: can %s move its Warlord and one Soldier from its Capital (an Outpost if no Soldier is left) onto the adjacent Province with the lowest terrain value (tie: you choose)?", []any{b}
		case s.Target == Highest:
			return "Conquer: can the Automa move its Warlord and one Soldier from its Capital (an Outpost if no Soldier is left) onto the adjacent Province with the highest terrain value (tie: you choose)?", nil
		}
		return "Conquer: can the Automa move its Warlord and one Soldier from its Capital (an Outpost if no Soldier is left) onto the adjacent Province with the lowest terrain value (tie: you choose)?", nil
	case AskConquerGold:
		if named {
			return "Conquer: %s conquers the Province (Provinces %d). Gold it gained there: a Barbarian token's value, 2 for a Free Town or a Monster (instead of Culture), 0 for none?", []any{b, s.Count}
		}
		return "Conquer: the Automa conquers the Province (Provinces %d). Gold it gained there: a Barbarian token's value, 2 for a Free Town or a Monster (instead of Culture), 0 for none?", []any{s.Count}
	case AskExplorers:
		if named {
			return "Explorers: move each of %s's Explorers %d toward the closest Market, Monster or other player's Trading Post (none left: toward Production and Science tokens). Gold it gained: a Market token's value, 3 for another player's Trading Post (that player gets 1), 2 tokens traded for 1, 2 per trade benefit; a Monster is defeated for 1 point. Gold (0 for none), or no if they cannot move?", []any{b, s.N}
		}
		return "Explorers: move each of the Automa's Explorers %d toward the closest Market, Monster or other player's Trading Post (none left: toward Production and Science tokens). Gold it gained: a Market token's value, 3 for another player's Trading Post (that player gets 1), 2 tokens traded for 1, 2 per trade benefit; a Monster is defeated for 1 point. Gold (0 for none), or no if they cannot move?", []any{s.N}
	case AskHero:
		if named {
			return "Hero: can %s take a Hero of the current era (else of the latest era available; tie: the one furthest from the deck)? Its old Hero, if any, goes back above the display.", []any{b}
		}
		return "Hero: can the Automa take a Hero of the current era (else of the latest era available; tie: the one furthest from the deck)? Its old Hero, if any, goes back above the display.", nil
	case AskTradingPost:
		if named {
			return "Trading Post: can %s build a Trading Post in the Province of its Explorer furthest from its Capital (that Explorer then returns to the Capital)?", []any{b}
		}
		return "Trading Post: can the Automa build a Trading Post in the Province of its Explorer furthest from its Capital (that Explorer then returns to the Capital)?", nil
	case AskPostGold:
		if named {
			return "Trading Post: %s moves up the trade track as usual. Gold it gained: 2 per trade benefit, a token's or Market's Gold, 0 for none?", []any{b}
		}
		return "Trading Post: the Automa moves up the trade track as usual. Gold it gained: 2 per trade benefit, a token's or Market's Gold, 0 for none?", nil
	case AskJapanProv:
		if named {
			return "Japan: does %s control fewer Provinces than an opponent?", []any{b}
		}
		return "Japan: does the Automa control fewer Provinces than an opponent?", nil
	case AskJapanPolicy:
		if named {
			return "Japan: has %s developed fewer Cultural Policies than an opponent?", []any{b}
		}
		return "Japan: has the Automa developed fewer Cultural Policies than an opponent?", nil
	case AskDenmark:
		if named {
			return "Denmark: how many coastal Provinces does %s control?", []any{b}
		}
		return "Denmark: how many coastal Provinces does the Automa control?", nil
	case AskAztecs:
		if named {
			return "Aztecs: can %s sacrifice one unit from its Capital for %d Gold?", []any{b, s.N}
		}
		return "Aztecs: can the Automa sacrifice one unit from its Capital for %d Gold?", []any{s.N}
	case AskAmazons:
		if named {
			return "Amazons: can %s gain %d horses and mount %d units on the map (those furthest from its Capital)?", []any{b, s.N, s.N}
		}
		return "Amazons: can the Automa gain %d horses and mount %d units on the map (those furthest from its Capital)?", []any{s.N, s.N}
	case AskUnrest:
		return "Unrest: can each other player put 1 Unrest card on their deck and 1 in their discard pile?", nil
	case AskUnrestPlayer:
		return "Unrest: can %s put 1 Unrest card on their deck and 1 in their discard pile?", []any{s.Player}
	case AskAksumites:
		if named {
			return "Aksumites: can %s draw the top card of the current era's Reserve deck and gain it free?", []any{b}
		}
		return "Aksumites: can the Automa draw the top card of the current era's Reserve deck and gain it free?", nil
	case AskReserveCard:
		if named {
			return "Aksumites: draw the top card of the current era's Reserve deck: %s gains it free. Is it a knowledge, building or wonder card? Answer its type, or no if the Reserve deck is empty.", []any{b}
		}
		return "Aksumites: draw the top card of the current era's Reserve deck: the Automa gains it free. Is it a knowledge, building or wonder card? Answer its type, or no if the Reserve deck is empty.", nil
	case AskReserve:
		return reserveAsk(s)
	case AskTradeGold:
		return "Trade: %d on the trade track. Gold it gained: 2 per trade benefit it reached (instead of the benefit), 0 for none, or no if it cannot move on the track?", []any{s.N}
	}
	return "%s", []any{fmt.Sprintf("step(%d)", int(s.Kind))}
}

// reserveAsk asks how many of the Reserve cards drawn are of the line's
// type: the Automa gains those, free (a Wonder built at once, R-RESERVE).
func reserveAsk(s Step) (string, []any) {
	switch {
	case s.Dev == DevWonder && s.Who > 0:
		return "Reserve: draw the top %d cards of the current era's Reserve deck. How many of them are Wonders? %s gains them free, each built at once; return the rest to the bottom. Answer 0 to %d, or no if the Reserve deck is empty.", []any{s.N, s.bot(), s.Max}
	case s.Dev == DevWonder:
		return "Reserve: draw the top %d cards of the current era's Reserve deck. How many of them are Wonders? The Automa gains them free, each built at once; return the rest to the bottom. Answer 0 to %d, or no if the Reserve deck is empty.", []any{s.N, s.Max}
	case s.Who > 0:
		return "Reserve: draw the top %d cards of the current era's Reserve deck. How many of them are Knowledge cards? %s gains them free; return the rest to the bottom. Answer 0 to %d, or no if the Reserve deck is empty.", []any{s.N, s.bot(), s.Max}
	}
	return "Reserve: draw the top %d cards of the current era's Reserve deck. How many of them are Knowledge cards? The Automa gains them free; return the rest to the bottom. Answer 0 to %d, or no if the Reserve deck is empty.", []any{s.N, s.Max}
}

// reserveMessage is the Reserve cards gained (Count of the N drawn).
func reserveMessage(s Step) (string, []any) {
	switch {
	case s.Dev == DevWonder && s.Who > 0:
		return "Reserve: %s gains %d of the top %d cards as Wonders, free and built (Wonders %d); the rest go to the bottom of the Reserve deck.", []any{s.bot(), s.Count, s.N, s.Total}
	case s.Dev == DevWonder:
		return "Reserve: the Automa gains %d of the top %d cards as Wonders, free and built (Wonders %d); the rest go to the bottom of the Reserve deck.", []any{s.Count, s.N, s.Total}
	case s.Who > 0:
		return "Reserve: %s gains %d of the top %d cards as Knowledge cards, free (Knowledge %d); the rest go to the bottom of the Reserve deck.", []any{s.bot(), s.Count, s.N, s.Total}
	}
	return "Reserve: the Automa gains %d of the top %d cards as Knowledge cards, free (Knowledge %d); the rest go to the bottom of the Reserve deck.", []any{s.Count, s.N, s.Total}
}

// aksumitesMessage is the top Reserve card the Aksumites gained.
func aksumitesMessage(s Step) (string, []any) {
	named := s.Who > 0
	switch {
	case s.Dev == DevWonder && named:
		return "Aksumites: %s gains the top card of the current era's Reserve deck free, a Wonder, built at once (Wonders %d).", []any{s.bot(), s.Count}
	case s.Dev == DevWonder:
		return "Aksumites: the Automa gains the top card of the current era's Reserve deck free, a Wonder, built at once (Wonders %d).", []any{s.Count}
	case s.Dev == DevBuilding && named:
		return "Aksumites: %s gains the top card of the current era's Reserve deck free, a Building (Buildings %d).", []any{s.bot(), s.Count}
	case s.Dev == DevBuilding:
		return "Aksumites: the Automa gains the top card of the current era's Reserve deck free, a Building (Buildings %d).", []any{s.Count}
	case named:
		return "Aksumites: %s gains the top card of the current era's Reserve deck free, a Knowledge card (Knowledge %d).", []any{s.bot(), s.Count}
	}
	return "Aksumites: the Automa gains the top card of the current era's Reserve deck free, a Knowledge card (Knowledge %d).", []any{s.Count}
}

// String renders the step in English.
func (s Step) String() string {
	format, args := s.Message()
	return english(phrase{format, args})
}

var condAskFormats = [...]string{
	CondNone:       "Is the condition met?",
	CondWonders:    "Does the Automa have fewer Wonders than each other player (a tie is not fewer)?",
	CondPolicies:   "Has the Automa developed fewer Cultural Policies than each other player (a tie is not fewer)?",
	CondProvinces:  "Does the Automa control fewer Provinces than each other player (a tie is not fewer)?",
	CondTradeTrack: "Is the Automa behind every other player on the trade track (a tie is not behind)?",
}

// condAskNamed are condAskFormats naming one of several Automas.
var condAskNamed = [...]string{
	CondNone:       "Is the condition met for %s?",
	CondWonders:    "Does %s have fewer Wonders than each other player (a tie is not fewer)?",
	CondPolicies:   "Has %s developed fewer Cultural Policies than each other player (a tie is not fewer)?",
	CondProvinces:  "Does %s control fewer Provinces than each other player (a tie is not fewer)?",
	CondTradeTrack: "Is %s behind every other player on the trade track (a tie is not behind)?",
}

// condAskHumansFormats ask about the humans only: every other Automa has
// more (its count is known).
var condAskHumansFormats = [...]string{
	CondNone:       "Is the condition met for each human player?",
	CondWonders:    "Every other Automa has more Wonders. Does the Automa have fewer Wonders than each human player (a tie is not fewer)?",
	CondPolicies:   "Every other Automa has more Cultural Policies. Has the Automa developed fewer Cultural Policies than each human player (a tie is not fewer)?",
	CondProvinces:  "Every other Automa has more Provinces. Does the Automa control fewer Provinces than each human player (a tie is not fewer)?",
	CondTradeTrack: "Every other Automa is further on the trade track. Is the Automa behind each human player on the trade track (a tie is not behind)?",
}

// condAskHumansNamed are condAskHumansFormats naming one of several
// Automas.
var condAskHumansNamed = [...]string{
	CondNone:       "Is the condition met for %s against each human player?",
	CondWonders:    "Every other Automa has more Wonders. Does %s have fewer Wonders than each human player (a tie is not fewer)?",
	CondPolicies:   "Every other Automa has more Cultural Policies. Has %s developed fewer Cultural Policies than each human player (a tie is not fewer)?",
	CondProvinces:  "Every other Automa has more Provinces. Does %s control fewer Provinces than each human player (a tie is not fewer)?",
	CondTradeTrack: "Every other Automa is further on the trade track. Is %s behind each human player on the trade track (a tie is not behind)?",
}

var condMetFormats = [...]string{
	CondNone:       "The condition is met.",
	CondWonders:    "The Automa has fewer Wonders than each other player.",
	CondPolicies:   "The Automa has fewer Cultural Policies than each other player.",
	CondProvinces:  "The Automa controls fewer Provinces than each other player.",
	CondTradeTrack: "The Automa is behind every other player on the trade track.",
}

// condMetNamed are condMetFormats naming one of several Automas.
var condMetNamed = [...]string{
	CondNone:       "The condition is met for %s.",
	CondWonders:    "%s has fewer Wonders than each other player.",
	CondPolicies:   "%s has fewer Cultural Policies than each other player.",
	CondProvinces:  "%s controls fewer Provinces than each other player.",
	CondTradeTrack: "%s is behind every other player on the trade track.",
}

func takeMessage(s Step) (string, []any) {
	known := s.Cost > 0 || s.Name != ""
	switch {
	case s.Dev == DevWonder && !known:
		return "Wonder: acquires the Wonder card in slot %d and builds its first stage: put the Wonder token on its Province with the lowest terrain value (tie: the player to its right chooses), or on its Capital if none is free.", []any{s.Slot}
	case s.Dev == DevWonder && s.Name == "":
		return "Wonder: acquires the Wonder card in slot %d (cost %d) and builds its first stage: put the Wonder token on its Province with the lowest terrain value (tie: the player to its right chooses), or on its Capital if none is free.", []any{s.Slot, s.Cost}
	case s.Dev == DevWonder:
		return "Wonder: acquires the Wonder card in slot %d (cost %d, %s) and builds its first stage: put the Wonder token on its Province with the lowest terrain value (tie: the player to its right chooses), or on its Capital if none is free.", []any{s.Slot, s.Cost, s.Name}
	case s.Dev == DevBuilding && !known:
		return "Building: takes the Building card in slot %d into its area; Buildings %d.", []any{s.Slot, s.Count}
	case s.Dev == DevBuilding && s.Name == "":
		return "Building: takes the Building card in slot %d (cost %d) into its area; Buildings %d.", []any{s.Slot, s.Cost, s.Count}
	case s.Dev == DevBuilding:
		return "Building: takes the Building card in slot %d (cost %d, %s) into its area; Buildings %d.", []any{s.Slot, s.Cost, s.Name, s.Count}
	case !known:
		return "Knowledge: takes the Knowledge card in slot %d into its area; Knowledge %d.", []any{s.Slot, s.Count}
	case s.Name == "":
		return "Knowledge: takes the Knowledge card in slot %d (cost %d) into its area; Knowledge %d.", []any{s.Slot, s.Cost, s.Count}
	}
	return "Knowledge: takes the Knowledge card in slot %d (cost %d, %s) into its area; Knowledge %d.", []any{s.Slot, s.Cost, s.Name, s.Count}
}

// Undo is what the table puts back when the step is taken back, naming the
// Automa, or false when the step left nothing at the table (a question, a
// step skipped, the Automa's own deck, which the program keeps). A card
// it took is put back by the take's own undo.
func (s Step) Undo() (Messager, bool) {
	if s.Status != StepDone && s.Kind != AskConquerGold && s.Kind != AskPostGold {
		return nil, false
	}
	b := s.bot()
	p := func(format string, args ...any) (Messager, bool) { return phrase{format, args}, true }
	switch s.Kind {
	case AskConquerGold:
		// Answered yes: the conquest was made on the map.
		return p("Move %s's Warlord and the Soldier (or Outpost) back from the Province it conquered to where they were.", b)
	case AskPostGold:
		return p("Take %s's Trading Post off the map, put its Explorer back where it was and move it back 1 on the trade track.", b)
	case StepPay:
		return p("%s takes back the %d Gold it paid.", b, s.N)
	case StepGoldInstead, StepGold:
		return p("%s gives back the %d Gold it gained.", b, s.N)
	case StepAztecsGold:
		return p("Put %s's sacrificed unit back in its Capital; it gives back the %d Gold it gained.", b, s.N)
	case StepGoldPer:
		return p("%s gives back the %d Gold it gained.", b, s.Total)
	case StepDenmark:
		return p("%s gives back the %d Gold it gained.", b, s.N)
	case StepGoldOnMap:
		if s.N < 0 {
			return p("%s takes back the %d Gold it lost on the map.", b, -s.N)
		}
		return p("%s gives back the %d Gold it gained on the map.", b, s.N)
	case StepConquered:
		return p("%s gives back the %d Gold found in the Province it conquered.", b, s.N)
	case StepTradingPost:
		return p("%s gives back the %d Gold found with its Trading Post.", b, s.Total)
	case StepExplored:
		return p("Move %s's Explorers back %d, and put back the tokens they took; it gives back the %d Gold they found.", b, s.N, s.Total)
	case StepTrade:
		return p("Move %s back %d on the trade track; it gives back the %d Gold found.", b, s.N, s.Total)
	case StepWonderComplete:
		return p("%s's last Wonder is under construction again: take its Wonder token off the map.", b)
	case StepPolicy:
		return p("%s gives back the Cultural Policy it developed.", b)
	case StepHero:
		if s.N > 0 {
			return p("%s puts the Hero it took back and takes its old Hero again.", b)
		}
		return p("%s puts the Hero it took back.", b)
	case StepAmazons:
		return p("%s gives back its %d horses: its units are no longer mounted.", b, s.N)
	case StepZulu:
		return p("Each other player takes back the Unrest cards %s gave them.", b)
	case StepUnrestPlayer:
		return p("%s takes back the Unrest cards %s gave them.", s.Player, b)
	case StepAksumites, StepAksumitesCard:
		return p("Put the card %s gained back on top of the current era's Reserve deck.", b)
	case StepReserveWonders, StepReserveKnow, StepReserveGained:
		return p("Put the cards %s drew back on top of the current era's Reserve deck, in their order.", b)
	case StepAztecsReturn:
		return p("Take the Soldier that returned to %s's Capital out again.", b)
	}
	return nil, false
}

// Messager is a message's English format and typed arguments (the
// kernel's Messager, which this package words without importing it).
type Messager = interface{ Message() (string, []any) }
