package dashboard

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rivo/tview"

	"tablemate/dashboard/dashboardtest"
)

// TestWMPlanFileField: the World Monuments form's plan file puts the
// plan's numbers on the recorded setup line (so the game replays without
// the file); a file with mistakes or another monument's plan is refused on
// its field, with the file's line, and no game starts.
func TestWMPlanFileField(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, body string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	// Made-up numbers, no board's.
	taj := write("taj.yaml", "monument: taj_mahal\nlevels: [4, 2, 1]\noverview: [9, 8, 7]\n")
	capitol := write("cap.yaml", "monument: capitol\nlevels: [3]\n")
	bad := write("bad.yaml", "levels: [4, 2]\noverview: [9, x, 7]\n")

	rec := &dashboardtest.MemoryRecorder{}
	h := newHarness(t, 80, 24, Options{Recorder: rec, LastSetup: wmTaj})
	h.contains("Plan file", "none: the table declares")
	form := h.d.dialogs.focus.(*tview.Form)
	plan := form.GetFormItem(wfPlan).(*tview.InputField)
	for _, tc := range []struct{ path, want string }{
		{bad, "bad.yaml:2: overview: round 2"},
		{capitol, "the plan of the Capitol, but the monument chosen is the Taj Mahal"},
		{filepath.Join(dir, "gone.yaml"), "cannot read the plan file"},
	} {
		plan.SetText(tc.path)
		startFromForm(h)
		if len(rec.Games) != 0 {
			t.Fatalf("a game started with plan file %s: %q", tc.path, rec.Games)
		}
		errs := h.d.dialogs.box.(*tview.Flex).GetItem(1).(*problemList).GetText(false)
		if !strings.Contains(strings.Join(strings.Fields(errs), " "), tc.want) {
			t.Errorf("plan file %s: problems lack %q:\n%s", tc.path, tc.want, errs)
		}
		if l := plan.GetLabel(); !strings.HasSuffix(l, problemMark) {
			t.Errorf("plan file %s: field %q is not marked", tc.path, l)
		}
	}
	plan.SetText(taj)
	startFromForm(h)
	if len(rec.Games) != 1 || !strings.HasSuffix(rec.Games[0], "monument=taj_mahal start=Ana screens=checked levels=4,2,1 overview=9,8,7") {
		t.Fatalf("setup recorded as %q", rec.Games)
	}
}
