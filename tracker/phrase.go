package tracker

import (
	"strconv"

	"tablemate/automa"
	"tablemate/kernel"
)

// The actions named for the screens (kernel.Phrased): a label in words,
// which the screens show in the reader's language ("After «end of turn»",
// "Done: end of turn."), where the text form says "end".

func (a Take) Phrase() kernel.Messager {
	if len(a.Slots) == 1 {
		return kernel.Phrase{Format: "card from slot %d", Args: []any{a.Slots[0]}}
	}
	slots := make(kernel.Names, len(a.Slots))
	for i, s := range a.Slots {
		slots[i] = strconv.Itoa(s)
	}
	return kernel.Phrase{Format: "cards from slots %s", Args: []any{slots}}
}

func (EndTurn) Phrase() kernel.Messager { return kernel.Phrase{Format: "end of turn"} }
func (Act) Phrase() kernel.Messager     { return kernel.Phrase{Format: "turn action"} }
func (Pass) Phrase() kernel.Messager    { return kernel.Phrase{Format: "passing"} }
func (a Identify) Phrase() kernel.Messager {
	return kernel.Phrase{Format: "card in slot %d identified", Args: []any{a.Slot}}
}
func (a Hire) Phrase() kernel.Messager {
	return kernel.Phrase{Format: "Celebrity %s hired", Args: []any{a.Name}}
}
func (a GiveBack) Phrase() kernel.Messager {
	return kernel.Phrase{Format: "Celebrity %s given back", Args: []any{a.Name}}
}
func (a Monster) Phrase() kernel.Messager {
	return kernel.Phrase{Format: "Monster %s on the map", Args: []any{a.Name}}
}
func (AutomaTurn) Phrase() kernel.Messager { return kernel.Phrase{Format: "Automa turn"} }
func (a AutomaAnswer) Phrase() kernel.Messager {
	switch a.Answer.Kind {
	case automa.AnsYes:
		return kernel.Phrase{Format: "answer: yes"}
	case automa.AnsNo:
		return kernel.Phrase{Format: "answer: no"}
	case automa.AnsSlot:
		return kernel.Phrase{Format: "answer: slot %d", Args: []any{a.Answer.N}}
	}
	return kernel.Phrase{Format: "answer: %d", Args: []any{a.Answer.N}}
}
func (a AutomaGold) Phrase() kernel.Messager {
	if a.Automa != "" {
		return kernel.Phrase{Format: "Gold of %s: %d", Args: []any{a.Automa, a.N}}
	}
	return kernel.Phrase{Format: "Automa's Gold: %d", Args: []any{a.N}}
}
func (a TallyAction) Phrase() kernel.Messager {
	return kernel.Phrase{Format: "tallies of %s", Args: []any{a.Tally.Name}}
}
