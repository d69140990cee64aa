package tableview

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// browser is the Chromium to drive: $TABLEMATE_BROWSER, else the first of
// Debian's and Google's names on PATH ("" when none is installed).
func browser() string {
	if b := os.Getenv("TABLEMATE_BROWSER"); b != "" {
		return b
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome-stable", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// soloMidTurn is a solo game against the Automa, stopped while the Automa
// asks the table a question (cmd/tablemate/testdata/games/automa-solo.txt,
// its first lines).
var soloMidTurn = []string{
	"identify 1 knowledge 4", "identify 2 wonder 8", "identify 3 knowledge 8", "identify 4 knowledge 4",
	"identify 5 knowledge 7", "identify 6 wonder 1", "automa", "answer no", "answer no", "identify 1 knowledge 4",
	"end", "identify 4 knowledge 1", "automa", "identify 1 wonder 1", "answer yes",
}

const soloSetup = "setup mode=standard players=Ana seed=21 automa=egypt difficulty=2 celebrities=on"

// phone opens a Chromium tab the size of a phone (390x844 CSS pixels,
// twice as many device pixels), headless, in the light or dark setting;
// it collects what the page logs as an error (a script exception, a
// blocked resource, a content security policy violation).
func phone(t *testing.T, dark bool) (context.Context, func() []string) {
	t.Helper()
	exe := browser()
	if exe == "" {
		t.Skip("no Chromium found (Debian: apt-get install chromium; or set TABLEMATE_BROWSER): the page is not tried in a real browser")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.WindowSize(390, 844),
		chromedp.Flag("lang", "en-US"), chromedp.Flag("hide-scrollbars", true))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelTab(); cancelAlloc() })
	// The browser starts with no deadline; the test's actions get one.
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", exe, err)
	}
	var mu sync.Mutex
	var problems []string
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.IsException() {
				mu.Lock()
				problems = append(problems, string(m.Type)+": "+m.Text)
				mu.Unlock()
			}
		}
	}()
	scheme := "light"
	if dark {
		scheme = "dark"
	}
	tctx, cancel := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(cancel)
	if err := chromedp.Do(tctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2))); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(tctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}}); err != nil {
		t.Fatal(err)
	}
	return tctx, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), problems...)
	}
}

// TestPageInARealBrowser opens the page in Chromium the size of a phone,
// plays an action on the game and sees the page change by itself; the
// page runs with its strict headers without a single error, and the
// whole table fits the phone's width.
func TestPageInARealBrowser(t *testing.T) {
	ctx, problems := phone(t, false)
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	g := newGame(t, soloSetup)
	play(t, g, soloMidTurn...)
	seq := s.Publish(g, false)

	if err := chromedp.Do(ctx, chromedp.Navigate(s.URL()), chromedp.WaitVisible(chromedp.CSS("h1.who"))); err != nil {
		t.Fatal(err)
	}
	text := func(sel string) string {
		t.Helper()
		// The page replaces its table when the stream's first event comes:
		// a node read as it is replaced is read again.
		var got string
		var err error
		for try := 0; try < 20; try++ {
			if got, err = chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel))); err == nil || !strings.Contains(err.Error(), "No node with given id") {
				break
			}
		}
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	who, before := text("h1.who"), text("#table")
	if who != "Automa's turn" || !strings.Contains(before, "Card: Conquer / Architectural") {
		t.Fatalf("the page: %q\n%s", who, before)
	}
	if width, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth`)); err != nil || width > 390 {
		t.Errorf("the page is %d px wide (%v): wider than the phone (390 px)", width, err)
	}
	// The stream is open once the page says it is live and shows the
	// change.
	waitSeq := func(want uint64) {
		t.Helper()
		js := fmt.Sprintf(`document.body.getAttribute("data-seq") === %q && document.getElementById("conn").className === "conn"`, strconv.FormatUint(want, 10))
		if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingInterval(10*time.Millisecond))); err != nil {
			t.Fatalf("the page never showed change %d: %v", want, err)
		}
	}
	waitSeq(seq)
	shoot(t, ctx, "tableview-solo-mid-turn.png")

	// The table answers the Automa at the dashboard: the page follows.
	play(t, g, "answer 2")
	committed := time.Now()
	seq = s.Publish(g, false)
	waitSeq(seq)
	t.Logf("an action reached the page's table %v after it was committed", time.Since(committed).Round(time.Millisecond))
	if after := text("#table"); after == before || !strings.Contains(after, "Last: "+named("answer 2")) {
		t.Fatalf("the page did not change with the action:\n%s", after)
	}
	// Until here the page ran without an error (a lost connection, below,
	// is one the browser logs).
	if p := problems(); len(p) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(p, "\n"))
	}

	// The laptop's view goes away (the dashboard quit) and comes back at
	// the same address while the game went on: the page says it lost the
	// table, then catches up by itself.
	addr := strings.TrimPrefix(strings.TrimSuffix(s.URL(), s.Path()), "http://")
	s.Close()
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`document.getElementById("conn").className === "conn lost"`,
		chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		t.Fatalf("the page never said it lost the table: %v", err)
	}
	play(t, g, "identify 5 wonder 3")
	again, err := New(Options{Token: s.Token()})
	if err != nil {
		t.Fatal(err)
	}
	again.Publish(g, false)
	if err := again.Start(addr); err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](
		`document.getElementById("table").textContent.includes(`+strconv.Quote(named("identify 5 wonder 3"))+`) && document.getElementById("conn").className === "conn"`,
		chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		t.Fatalf("the page did not catch up after the view came back: %v\n%s", err, text("#table"))
	}
}

// TestPageInDarkAndInJapanese: the phone's dark setting darkens the page;
// a Japanese phone gets the page in Japanese.
func TestPageInDarkAndInJapanese(t *testing.T) {
	ctx, problems := phone(t, true)
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	g := newGame(t, "setup players=Ana,Ben,Cid,Dee seed=4")
	play(t, g, "identify 2 wonder 5 Colossus", "take 2", "end", "identify 6 knowledge 3", "take 6")
	s.Publish(g, false)
	if err := chromedp.Do(ctx, chromedp.Navigate(s.URL()+"?lang=ja"), chromedp.WaitVisible(chromedp.CSS("h1.who"))); err != nil {
		t.Fatal(err)
	}
	bg, err := chromedp.Run(ctx, chromedp.Evaluate[string](`getComputedStyle(document.body).backgroundColor`))
	if err != nil || bg != "rgb(18, 18, 18)" {
		t.Errorf("dark setting: the page's background is %s (%v)", bg, err)
	}
	if h2, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("section.players h2"))); err != nil || h2 != "プレイヤー（席順）" {
		t.Errorf("the players' heading in Japanese: %q (%v)", h2, err)
	}
	shoot(t, ctx, "tableview-four-players-dark-ja.png")
	if p := problems(); len(p) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(p, "\n"))
	}
}

// shoot saves the whole page as a PNG in $TABLEMATE_SCREENSHOTS, when set
// (the README's pictures: TABLEMATE_SCREENSHOTS=$PWD/docs go test -run
// Browser ./tableview/).
func shoot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("TABLEMATE_SCREENSHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}
