package tracker

import (
	"os"
	"path/filepath"
	"testing"

	"tablemate/automa"
	"tablemate/scoring"
)

// The whole games of issue 30 (cmd/tablemate/testdata/games): a Malians
// Automa, the African Empires cards with their Reserve gains, two humans
// against two Automas. Each ends scored (M-SCORE-4), and what the Automa
// gained from the Reserve is in its kept tally and its score.
func TestIssue30GamesEndScoredWithTheirReserveGains(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"automa-malians.txt", "automa-african-empires-reserve.txt", "automa-aksumites-reserve.txt", "automa-2humans-2bots.txt"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f, err := os.Open(filepath.Join("..", "cmd", "tablemate", "testdata", "games", name))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			setup, lines, err := ReadScript(f)
			if err != nil {
				t.Fatal(err)
			}
			g, err := RunScript(setup, 1, lines, nil, embedded())
			if err != nil {
				t.Fatal(err)
			}
			s := g.State()
			res, ok, err := s.Score()
			if !ok || err != nil {
				t.Fatalf("the game does not end scored: %v", err)
			}
			// What each Automa gained from the Reserve, completed on the
			// map and took from the display, by its steps.
			type counts struct{ reserveWonders, reserveKnowledge, completed, knowledgeTaken int }
			gained := map[string]*counts{}
			for _, rec := range g.Log() {
				for _, e := range rec.Events {
					if e.Kind != EvAutoma || e.Step == nil {
						continue
					}
					if gained[e.Player] == nil {
						gained[e.Player] = &counts{}
					}
					st := e.Step
					switch {
					case st.Kind == automa.StepReserveGained && st.Dev == automa.DevWonder:
						gained[e.Player].reserveWonders += st.Count
					case st.Kind == automa.StepReserveGained:
						gained[e.Player].reserveKnowledge += st.Count
					case st.Kind == automa.StepAksumitesCard && st.Dev == automa.DevWonder:
						gained[e.Player].reserveWonders++
					case st.Kind == automa.StepAksumitesCard && st.Dev == automa.DevKnowledge:
						gained[e.Player].reserveKnowledge++
					case st.Kind == automa.StepWonderComplete:
						gained[e.Player].completed++
					case st.Kind == automa.StepTake && st.Dev == automa.DevKnowledge:
						gained[e.Player].knowledgeTaken++
					}
				}
			}
			reserve := 0
			for _, p := range res.Players {
				if !p.Automa {
					continue
				}
				gt := gained[p.Name]
				if gt == nil {
					gt = &counts{}
				}
				reserve += gt.reserveWonders + gt.reserveKnowledge
				won, _ := p.PointsFor(scoring.Wonders)
				know, _ := p.PointsFor(scoring.Knowledge)
				if won != 2*(gt.reserveWonders+gt.completed) || know != gt.reserveKnowledge+gt.knowledgeTaken {
					t.Errorf("%s scores %d for Wonders and %d for Knowledge; its Reserve gains %+v", p.Name, won, know, *gt)
				}
			}
			if (name == "automa-african-empires-reserve.txt" || name == "automa-aksumites-reserve.txt") && reserve == 0 {
				t.Errorf("no Reserve gain in a game written for them")
			}
		})
	}
}
