package automa

// topics name each question briefly, for a refusal that says which
// question the answer does not fit without repeating the question's text.
var topics = [...]string{
	AskCondition:    "the catch-up condition",
	AskSlot:         "the card's slot",
	AskConquer:      "the conquest",
	AskConquerGold:  "the Gold of the conquered Province",
	AskExplorers:    "the Explorers' Gold",
	AskHero:         "the Hero",
	AskTradingPost:  "the Trading Post",
	AskPostGold:     "the Trading Post's Gold",
	AskJapanProv:    "Japan's Provinces",
	AskJapanPolicy:  "Japan's Policies",
	AskDenmark:      "Denmark's coastal Provinces",
	AskAztecs:       "the Aztecs' sacrifice",
	AskTradeGold:    "the trade Gold",
	AskAmazons:      "the Amazons' horses",
	AskUnrest:       "the Unrest",
	AskAksumites:    "the Aksumites' Reserve card",
	AskUnrestPlayer: "the Unrest",
	AskReserve:      "the Reserve cards",
	AskReserveCard:  "the Reserve card",
}

// Topic names the question a step asks in a few words ("the Explorers'
// Gold"), its own key; "the question" for a step that asks nothing.
func (s Step) Topic() phrase {
	if int(s.Kind) < len(topics) && topics[s.Kind] != "" {
		return phrase{topics[s.Kind], nil}
	}
	return phrase{"the question", nil}
}
