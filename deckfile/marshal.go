package deckfile

import (
	"strconv"

	"go.yaml.in/yaml/v3"

	"tablemate/automa"
)

// Marshal writes a deck in the deck file format, one flow mapping a line as
// the embedded file has them, so that Parse reads it back to the same deck.
func Marshal(d *automa.Deck) ([]byte, error) {
	root := mapping(false)
	add(root, "name", scalar(d.Name))
	rules := mapping(false)
	add(rules, "start_gold", number(d.Rules.StartGold))
	add(rules, "impossible_gold", number(d.Rules.ImpossibleGold))
	add(rules, "policy_cap", number(d.Rules.PolicyCap))
	add(rules, "policy_cap_gold", number(d.Rules.PolicyCapGold))
	if d.Rules.TokenGold != 0 {
		add(rules, "token_gold", number(d.Rules.TokenGold))
	}
	if d.Rules.BenefitGold != 0 {
		add(rules, "benefit_gold", number(d.Rules.BenefitGold))
	}
	add(root, "rules", rules)
	civs := &yaml.Node{Kind: yaml.SequenceNode}
	for _, c := range d.Civilizations {
		m := mapping(true)
		add(m, "name", scalar(c.Name))
		if c.Set != "" {
			add(m, "set", scalar(c.Set))
		}
		add(m, "type", scalar(c.Type))
		civs.Content = append(civs.Content, m)
	}
	add(root, "civilizations", civs)
	cards := &yaml.Node{Kind: yaml.SequenceNode}
	for _, c := range d.Cards {
		cards.Content = append(cards.Content, cardNode(c))
	}
	add(root, "cards", cards)
	return yaml.Marshal(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{root}})
}

func cardNode(c automa.Card) *yaml.Node {
	m := mapping(false)
	add(m, "id", scalar(c.ID))
	add(m, "title", scalar(c.Title))
	add(m, "kind", scalar(c.Kind.String()))
	if c.Civilization != "" {
		add(m, "civilization", scalar(c.Civilization))
	}
	if c.Module != "" {
		add(m, "module", scalar(c.Module))
	}
	if c.Group != "" {
		add(m, "group", scalar(c.Group))
	}
	lines := &yaml.Node{Kind: yaml.SequenceNode}
	for _, l := range c.Lines {
		lines.Content = append(lines.Content, lineNode(l))
	}
	add(m, "lines", lines)
	return m
}

func lineNode(l automa.Line) *yaml.Node {
	m := mapping(true)
	add(m, "action", scalar(l.Action.String()))
	if l.Type != "" {
		add(m, "type", scalar(l.Type))
	}
	if l.Price > 0 {
		add(m, "price", number(l.Price))
	}
	if l.Repeat > 1 {
		add(m, "repeat", number(l.Repeat))
	}
	if l.N > 0 {
		add(m, "n", number(l.N))
	}
	if l.Action.Targeted() {
		add(m, "target", scalar(l.Target.String()))
	}
	if l.All {
		add(m, "all", &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"})
	}
	if l.Per != "" {
		add(m, "per", scalar(l.Per))
	}
	if l.If != automa.CondNone {
		add(m, "if", scalar(l.If.String()))
	}
	if l.Text != "" {
		add(m, "text", scalar(l.Text))
	}
	return m
}

func mapping(flow bool) *yaml.Node {
	n := &yaml.Node{Kind: yaml.MappingNode}
	if flow {
		n.Style = yaml.FlowStyle
	}
	return n
}

func add(m *yaml.Node, key string, v *yaml.Node) {
	m.Content = append(m.Content, scalar(key), v)
}

func scalar(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }

func number(n int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(n)}
}
