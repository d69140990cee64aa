package i18n

import (
	"strings"
	"sync"

	"golang.org/x/text/unicode/norm"
)

// idName is an id of the setup or the config and its English name, which
// is the catalogue key. Tables of them are data: nothing is built at start.
type idName struct{ id, name string }

func nameOf(table []idName, id string) (string, bool) {
	id = strings.ToLower(strings.TrimSpace(id))
	for _, e := range table {
		if e.id == id {
			return e.name, true
		}
	}
	return "", false
}

// civilizationNames are the civilization ids of the setup and the config
// (config.Civilizations, tracker.Setup.Civilizations) with their names. The
// dashboard and the history show a civilization by its name in the
// reader's language, never by its id.
var civilizationNames = []idName{
	{"china", "China"}, {"denmark", "Denmark"}, {"egypt", "Egypt"}, {"greece", "Greece"}, {"japan", "Japan"},
	{"amazons", "Amazons"}, {"atlantis", "Atlantis"}, {"aztecs", "Aztecs"}, {"mughals", "Mughals"},
	{"malians", "Malians"}, {"zulu", "Zulu"}, {"aksumites", "Aksumites"},
}

// Civilization is the civilization id's name in the Localizer's language
// ("egypt" -> "Egypt", "Egipto", "Egypt", "エジプト", "Égypte"); an id it
// does not know (a table's own civilization) is shown as written.
func (l *Localizer) Civilization(id string) string {
	if name, ok := nameOf(civilizationNames, id); ok {
		return l.T(name)
	}
	return id
}

// difficultyKeys are the Automa's difficulty levels 0 to 4
// (automa.DifficultyNames), as catalogue keys.
var difficultyKeys = []string{"beginner", "easy", "medium", "hard", "very hard"}

// Difficulty is Automa difficulty level n's name in the Localizer's
// language, or the number when n is not a level.
func (l *Localizer) Difficulty(n int) string {
	if n < 0 || n >= len(difficultyKeys) {
		return l.Sprintf("%d", n)
	}
	return l.T(difficultyKeys[n])
}

// moduleNames are the setup's module switches (lostkingdoms=on, ...) with
// their names: the expansions and modules as the publisher's editions call
// them (glossary.go).
var moduleNames = []idName{
	{"lostkingdoms", "Lost Kingdoms"}, {"renaissance", "Renaissance"}, {"celebrities", "Celebrities"},
	{"monsters", "Monsters"}, {"african_empires", "African Empires"},
}

// Module is a module or expansion id's name in the Localizer's language
// ("lostkingdoms" -> "Reinos perdidos"); an unknown id is shown as written.
func (l *Localizer) Module(id string) string {
	if name, ok := nameOf(moduleNames, id); ok {
		return l.T(name)
	}
	return id
}

// CivilizationID is the id of the printed civilization a table names in
// any of the screens' languages, in English or by its id ("Egipto",
// "egipto", "Égypte", "エジプト", "EGYPT", "egypt" -> "egypt"); case, accents
// and extra spaces do not matter. False for a name that no printed
// civilization has (a table's own, or a typo).
func CivilizationID(name string) (string, bool) {
	id, ok := civilizationIDs()[foldName(name)]
	return id, ok
}

// CivilizationIDs are the printed civilizations' ids, the base game's
// first, then the expansions' (the order the box lists them in).
func CivilizationIDs() []string {
	out := make([]string, len(civilizationNames))
	for i, c := range civilizationNames {
		out[i] = c.id
	}
	return out
}

// civilizationIDs maps every name of a printed civilization, folded
// (foldName), to its id: built on the first look-up, never at start.
func civilizationIDs() map[string]string {
	civIDs.once.Do(func() {
		civIDs.names = map[string]string{}
		for _, lang := range languages {
			texts := catalogue(lang)
			for _, c := range civilizationNames {
				civIDs.names[foldName(c.id)] = c.id
				civIDs.names[foldName(c.name)] = c.id
				if t, ok := texts[c.name]; ok {
					civIDs.names[foldName(t)] = c.id
				}
			}
		}
	})
	return civIDs.names
}

// civIDs is civilizationIDs' map (its zero value costs nothing at start).
var civIDs struct {
	once  sync.Once
	names map[string]string
}

// foldName is a name as a look-up compares it: lower case, without the
// accents of Latin letters (é, ó, ř: Japanese kana keep their marks), its
// spaces single.
func foldName(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(strings.Join(strings.Fields(s), " "))) {
		if r >= 0x300 && r <= 0x36f {
			continue // a combining accent of a Latin letter
		}
		b.WriteRune(r)
	}
	return norm.NFC.String(b.String())
}
