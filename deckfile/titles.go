package deckfile

// embeddedTitles are the titles of the embedded deck's cards (default.yaml),
// in its order: a card of this deck is named in the reader's language when
// it is revealed (automa.Title is its own key), so each title is a
// catalogue key. The keys are found in the sources, which do not read the
// YAML: TestEmbeddedTitlesAreListed checks that these are its titles.
//
//keyscan:keys
var embeddedTitles = [...]string{
	"Conquer / Architectural", "Knowledge / Aggressive", "Policy / Technological",
	"Gold / Technological", "Conquer / Economic", "Explorers / Aggressive", "Wonder / Economic",
	"Knowledge / Architectural", "Policy / Aggressive", "Explorers / Cultural",
	"Explorers / Architectural", "Gold / Cultural", "Explorers / Technological",
	"Explorers / Economic", "Wonder / Cultural", "China", "Denmark", "Egypt", "Greece", "Japan",
	"Amazons", "Atlantis", "Aztecs", "Mughals", "Malians", "Zulu", "Aksumites",
	"Advanced Explorers / Knowledge", "Advanced Explorers / Policy", "Advanced Explorers / Wonder",
	"Advanced Explorers / Conquer", "Advanced Fewest Wonders", "Advanced Fewest Policies",
	"Advanced Fewest Provinces", "Advanced Last on the Trade Track", "Hero",
	"Trade Track / Architectural", "Trade Track / Cultural", "Trade Track / Economic",
	"Trade Track / Technological", "Trade Track / Aggressive", "Trading Post I", "Trading Post II",
}
