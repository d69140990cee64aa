package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tablemate/tracker/wm"
)

// TestScriptPlanFileSavedAsNumbers: plan=FILE on a script's setup line
// gives the engine the plan (W-END-1: the last planned token ends the
// game), and the game saved with --db holds levels= and overview=, so it
// replays after the file is gone.
func TestScriptPlanFileSavedAsNumbers(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	plan := filepath.Join(dir, "my plan.yaml")
	// Made-up numbers, no board's.
	if err := os.WriteFile(plan, []byte("monument: notre_dame\nlevels: [3, 2, 1]\noverview: [6, 5, 4]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	script := filepath.Join(dir, "game.txt")
	body := "# a comment first\n\nsetup game=worldmonuments players=Ana,Ben monument=notre_dame screens=open plan=\"" + plan + "\"\n" +
		"quarry 1\nquarry 2\nquarry 3\nquarry_done Ben\nbuild 1\nbuild 1\nbuild 1\nbuild 2\nbuild 2\nbuild 3\n"
	if err := os.WriteFile(script, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "games.db")
	r := scriptSaved(t, db, script)
	// The saved game must replay without its plan file.
	if err := os.Remove(plan); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(r.Setup, "levels=3,2,1 overview=6,5,4") || strings.Contains(r.Setup, "plan=") {
		t.Errorf("saved setup %q: want the plan's numbers, not the file", r.Setup)
	}
	g, err := wm.Load(r.Setup, r.Actions, r.Redo)
	if err != nil {
		t.Fatal(err)
	}
	if st := g.State(); !st.Over() || st.End() != wm.Completed {
		t.Errorf("replayed without the file: over %v, end %v", st.Over(), st.End())
	}
}

// TestScriptPlanFileMistakes: a plan file's mistakes name the file and its
// lines; a plan for another monument is refused; the script's line is said.
func TestScriptPlanFileMistakes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("levels: [0, 2]\noverview: [1]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	capPlan := filepath.Join(dir, "cap.yaml")
	if err := os.WriteFile(capPlan, []byte("monument: capitol\nlevels: [3]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ plan, want string }{
		{bad, "bad.yaml:1: levels: level 1 holds 0 tokens"},
		{bad, "bad.yaml:2: overview gives 1 rounds"},
		{capPlan, "line 1: the setup line: plan=" + capPlan + " is the plan of the Capitol, but the game is on the Taj Mahal"},
		{filepath.Join(dir, "none.yaml"), "cannot read the plan file"},
	} {
		_, _, err := runCLI(t, "setup game=worldmonuments players=Ana,Ben monument=taj_mahal plan="+tc.plan+"\nquarry 1\n", "script", "-")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("plan=%s: %v, want %q", tc.plan, err, tc.want)
		}
	}
}
