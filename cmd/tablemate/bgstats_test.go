package main

import (
	"encoding/json"
	"image"
	"image/color"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/makiuchi-d/gozxing"
	gzqr "github.com/makiuchi-d/gozxing/qrcode"

	"tablemate/store"
)

// linkJSON is the play a BG Stats link carries, as the app reads it.
type linkJSON struct {
	SourceName   string `json:"sourceName"`
	SourcePlayID string `json:"sourcePlayId"`
	PlayDate     string `json:"playDate"`
	DurationMin  int    `json:"durationMin"`
	Location     string `json:"location"`
	Board        string `json:"board"`
	Comments     string `json:"comments"`
	Game         struct {
		Name         string `json:"name"`
		BGGID        int    `json:"bggId"`
		SourceGameID string `json:"sourceGameId"`
		HighestWins  *bool  `json:"highestWins"`
	} `json:"game"`
	Players []struct {
		Name           string `json:"name"`
		SourcePlayerID string `json:"sourcePlayerId"`
		Score          *int   `json:"score"`
		Rank           int    `json:"rank"`
		Winner         *bool  `json:"winner"`
		StartPlayer    *bool  `json:"startPlayer"`
		Role           string `json:"role"`
	} `json:"players"`
}

// BG Stats' import file as the app reads it.

type bgsPlayer struct {
	ID          int    `json:"id"`
	UUID        string `json:"uuid"`
	Name        string `json:"name"`
	IsAnonymous bool   `json:"isAnonymous"`
}

type bgsLocation struct {
	ID   int    `json:"id"`
	UUID string `json:"uuid"`
	Name string `json:"name"`
}

type bgsGame struct {
	ID          int    `json:"id"`
	UUID        string `json:"uuid"`
	Name        string `json:"name"`
	BGGID       int    `json:"bggId,omitempty"`
	BGGName     string `json:"bggName,omitempty"`
	HighestWins bool   `json:"highestWins"`
	Cooperative bool   `json:"cooperative"`
	NoPoints    bool   `json:"noPoints"`
	UsesTeams   bool   `json:"usesTeams"`
}

type bgsScore struct {
	PlayerRefID int    `json:"playerRefId"`
	Score       string `json:"score"`
	Winner      bool   `json:"winner"`
	NewPlayer   bool   `json:"newPlayer"`
	StartPlayer bool   `json:"startPlayer"`
	Rank        int    `json:"rank"`
	SeatOrder   int    `json:"seatOrder"`
	Role        string `json:"role,omitempty"`
}

type bgsPlay struct {
	UUID          string     `json:"uuid"`
	GameRefID     int        `json:"gameRefId"`
	LocationRefID int        `json:"locationRefId,omitempty"`
	PlayDate      string     `json:"playDate"`
	DurationMin   int        `json:"durationMin"`
	Ignored       bool       `json:"ignored"`
	ManualWinner  bool       `json:"manualWinner"`
	Rounds        int        `json:"rounds"`
	Board         string     `json:"board,omitempty"`
	Comments      string     `json:"comments,omitempty"`
	UsesTeams     bool       `json:"usesTeams"`
	PlayerScores  []bgsScore `json:"playerScores"`
}

type bgsFile struct {
	About     string        `json:"about"`
	Players   []bgsPlayer   `json:"players"`
	Locations []bgsLocation `json:"locations"`
	Games     []bgsGame     `json:"games"`
	Plays     []bgsPlay     `json:"plays"`
}

func readLink(t *testing.T, link string) linkJSON {
	t.Helper()
	link = strings.TrimSpace(link)
	if !strings.HasPrefix(link, "https://app.bgstatsapp.com/createPlay.html?data=") {
		t.Fatalf("not BG Stats' createPlay link: %s", link)
	}
	// Only what RFC 3986 allows in a query, so no scanner or phone has to
	// guess where the link ends.
	if bad := regexp.MustCompile(`[^A-Za-z0-9\-._~!$'()*,:@/?%=&]`).FindString(link); bad != "" {
		t.Errorf("the link holds %q unescaped: %s", bad, link)
	}
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	var d linkJSON
	if err := json.Unmarshal([]byte(u.Query().Get("data")), &d); err != nil {
		t.Fatalf("data is not JSON: %v\n%s", err, u.Query().Get("data"))
	}
	return d
}

func TestBGStatsLinkCarriesThePlay(t *testing.T) {
	configEnv(t)
	db := seed(t)
	out, err := runTablemate(t, "export", "1", "--db", db, "--format", "bgstats-link", "--location", "Ana's & Ben's; 2+2=4")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, "233398") {
		t.Error("the link names BoardGameGeek game 233398, which is another game")
	}
	d := readLink(t, out)
	if d.SourceName != "tablemate" || len(d.SourcePlayID) != 10 || d.Location != "Ana's & Ben's; 2+2=4" || d.DurationMin != 95 {
		t.Errorf("play: %+v", d)
	}
	if _, err := time.Parse("2006-01-02 15:04:05", d.PlayDate); err != nil {
		t.Errorf("playDate %q: %v", d.PlayDate, err)
	}
	if d.Game.Name != "Monumental" || d.Game.BGGID != 248125 {
		t.Errorf("game: %+v", d.Game)
	}
	// The civilizations are the players' roles (issue 27 item 5): a board
	// would split the game's board statistics.
	if d.Board != "" || d.Players[0].Role != "rome" || d.Players[1].Role != "China" {
		t.Errorf("board %q, roles %+v", d.Board, d.Players)
	}
	// The play's date is its end, as BG Stats' createPlay documentation
	// defines playDate: game 1 was scored at 21:35 local time.
	if want := time.Date(2025, 6, 1, 21, 35, 0, 0, time.Local).UTC().Format("2006-01-02 15:04:05"); d.PlayDate != want {
		t.Errorf("playDate %q, want the end %q", d.PlayDate, want)
	}
	if len(d.Players) != 2 {
		t.Fatalf("players: %+v", d.Players)
	}
	ana, ben := d.Players[0], d.Players[1]
	// Every player carries winner and startPlayer, true or false.
	if ana.Name != "Ana" || *ana.Score != 61 || ana.Rank != 1 || !*ana.Winner || *ana.StartPlayer ||
		ben.Name != "Ben" || *ben.Score != 48 || ben.Rank != 2 || *ben.Winner || !*ben.StartPlayer {
		t.Errorf("players: %+v %+v", ana, ben)
	}
	again, _ := runTablemate(t, "export", "1", "--db", db, "--format", "bgstats-link", "--location", "Ana's & Ben's; 2+2=4")
	if again != out {
		t.Error("the same play gives another link: the app would import it twice")
	}
	other := readLink(t, mustRun(t, "export", "2", "--db", db, "--format", "bgstats-link"))
	if other.SourcePlayID == d.SourcePlayID {
		t.Error("two plays share a sourcePlayId")
	}
}

func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	out, err := runTablemate(t, args...)
	if err != nil {
		t.Fatalf("%v: %v", args, err)
	}
	return out
}

// In solo the Automa goes out as the bot it is: a fixed player id the app
// matches once, its difficulty in its role; it starts (M-SOLO-2).
func TestBGStatsLinkSendsTheAutomaAsABot(t *testing.T) {
	configEnv(t)
	d := readLink(t, mustRun(t, "export", "2", "--db", seed(t), "--format", "bgstats-link"))
	var automa, ana = d.Players[0], d.Players[1]
	if automa.Name != "Automa" || automa.SourcePlayerID != "tablemate-automa" || !strings.Contains(automa.Role, "difficulty 3") || !*automa.StartPlayer {
		t.Errorf("Automa: %+v", automa)
	}
	// A human has an id too, from the name; the civilization is the role.
	if len(ana.SourcePlayerID) != 8 || ana.Role != "Egypt" || !*ana.Winner {
		t.Errorf("Ana: %+v", ana)
	}
	if d.Board != "" || automa.Role != "China · Automa, difficulty 3 (hard)" {
		t.Errorf("board %q, Automa's role %q", d.Board, automa.Role)
	}
	// Ana is the same player in every play.
	if other := readLink(t, mustRun(t, "export", "1", "--db", seed(t), "--format", "bgstats-link")); other.Players[0].SourcePlayerID != ana.SourcePlayerID {
		t.Errorf("Ana's id %q, and %q in another play", ana.SourcePlayerID, other.Players[0].SourcePlayerID)
	}
	// The role in the user's language.
	es := readLink(t, mustRun(t, "export", "2", "--db", seed(t), "--format", "bgstats-link", "--lang", "es"))
	if es.Players[0].Role != "China · Automa, dificultad 3 (difícil)" || es.Players[1].Role != "Egipto" {
		t.Errorf("roles in Spanish: %+v", es.Players)
	}
	// Finished without a time (scripted): no duration rather than 0 minutes.
	if d.DurationMin != 0 || strings.Contains(mustRun(t, "export", "2", "--db", seed(t), "--format", "bgstats-link"), "durationMin") {
		t.Errorf("durationMin %d for a game with no known length", d.DurationMin)
	}
}

// World Monuments has no confirmed BoardGameGeek id: the app gets a stable
// source id and the scoring direction instead.
func TestBGStatsLinkOfAWorldMonumentsPlay(t *testing.T) {
	configEnv(t)
	db := filepath.Join(t.TempDir(), "games.db")
	if _, err := runTablemate(t, "script", "--db", db, "testdata/wm/taj-mahal-2p.txt"); err != nil {
		t.Fatal(err)
	}
	d := readLink(t, mustRun(t, "export", "last", "--db", db, "--format", "bgstats-link"))
	if d.Game.Name != "World Monuments" || d.Game.BGGID != 0 || d.Game.SourceGameID != "worldmonuments" || d.Game.HighestWins == nil || !*d.Game.HighestWins {
		t.Errorf("game %+v", d.Game)
	}
}

// decodeQR reads a QR code drawn in half blocks (light blocks on a dark
// terminal) with an independent decoder, as a phone would.
func decodeQR(t *testing.T, drawn string) string {
	t.Helper()
	lines := strings.Split(strings.TrimRight(drawn, "\n"), "\n")
	n := utf8.RuneCountInString(lines[0])
	const scale = 3
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for row, line := range lines {
		x := 0
		for _, r := range line {
			for half, light := range []bool{r == '█' || r == '▀', r == '█' || r == '▄'} {
				y := 2*row + half
				if y >= n {
					continue
				}
				c := color.Gray{Y: 0}
				if light {
					c = color.Gray{Y: 255}
				}
				for dy := 0; dy < scale; dy++ {
					for dx := 0; dx < scale; dx++ {
						img.SetGray(x*scale+dx, y*scale+dy, c)
					}
				}
			}
			x++
		}
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := gzqr.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]interface{}{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		t.Fatalf("the QR code does not decode: %v", err)
	}
	return res.GetText()
}

// A typical table: four players with civilizations, a place and a length.
func fourPlayerGame(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "four.db")
	clock := &testClock{t: time.Now()}
	s, err := store.Open(db, store.WithClock(clock.now))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	id, err := s.Create(store.Monumental, "setup mode=standard players=Ana,Ben,Cid,Dee start=Cid seed=4 civs=rome,china,egypt,greece")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.OpenSitting(id); err != nil {
		t.Fatal(err)
	}
	clock.advance(118 * time.Minute)
	if err := s.Finish(id, store.Result{Players: []store.PlayerResult{
		{Name: "Dee", Civilization: "greece", Score: 74, Rank: 1, Winner: true},
		{Name: "Ana", Civilization: "rome", Score: 68, Rank: 2},
		{Name: "Ben", Civilization: "china", Score: 61, Rank: 3},
		{Name: "Cid", Civilization: "egypt", Score: 57, Rank: 4},
	}, Winners: []string{"Dee"}}); err != nil {
		t.Fatal(err)
	}
	return db
}

// The QR code is the link, and a four-player play with civilizations, a
// place and a length stays within the size measured when every player got
// an id and a role (issue 27): version 21, 101 modules, 105 columns and 53
// lines with the 2-module margin (929 bytes at level L).
func TestBGStatsQRIsTheLinkAndStaysCompact(t *testing.T) {
	configEnv(t)
	db := fourPlayerGame(t)
	args := []string{"export", "1", "--db", db, "--location", "Home"}
	link := strings.TrimSpace(mustRun(t, append(args, "--format", "bgstats-link")...))
	qr := mustRun(t, append(args, "--format", "bgstats-qr")...)
	if got := decodeQR(t, qr); got != link {
		t.Fatalf("the QR code reads\n%s\nnot the link\n%s", got, link)
	}
	lines := strings.Split(strings.TrimRight(qr, "\n"), "\n")
	width := utf8.RuneCountInString(lines[0])
	t.Logf("4 players: link %d bytes, QR %d columns x %d lines", len(link), width, len(lines))
	if len(link) > 929 || width > 105 || len(lines) > 53 {
		t.Errorf("4 players: link %d bytes, QR %dx%d: larger than version 21", len(link), width, len(lines))
	}
	d := readLink(t, link)
	if d.Players[3].Role != "Greece" || d.Players[0].Name != "Ana" || d.DurationMin != 118 || len(d.Players) != 4 {
		t.Errorf("%+v", d)
	}
}

func TestExportAllWritesEveryFinishedPlayInOneFile(t *testing.T) {
	configEnv(t)
	db := seed(t)
	out := mustRun(t, "export", "--all", "--db", db, "--format", "bgstats", "--location", "Club")
	var f bgsFile
	if err := json.Unmarshal([]byte(out), &f); err != nil {
		t.Fatal(err)
	}
	// Games 1 and 2 are finished and scored, game 3 is being played.
	if len(f.Plays) != 2 || len(f.Games) != 1 || f.Games[0].BGGID != 248125 || len(f.Locations) != 1 {
		t.Fatalf("file: %+v", f)
	}
	names := map[string]int{}
	for _, p := range f.Players {
		names[p.Name]++
	}
	if len(f.Players) != 3 || names["Ana"] != 1 || names["Ben"] != 1 || names["Automa"] != 1 {
		t.Errorf("players listed once each: %+v", f.Players)
	}
	if plain := mustRun(t, "export", "--all", "--db", db, "--location", "Club"); plain != out {
		t.Error("export --all without --format should write the bgstats file")
	}
	one := mustRun(t, "export", "1", "--db", db, "--format", "bgstats", "--location", "Club")
	var single bgsFile
	json.Unmarshal([]byte(one), &single)
	if f.Plays[0].UUID != single.Plays[0].UUID {
		t.Error("a play exported alone and with the others gets two ids: the app would import it twice")
	}
	solo := f.Plays[1]
	if solo.PlayerScores[0].Role != "China · Automa, difficulty 3 (hard)" || solo.PlayerScores[1].Role != "Egypt" || solo.Board != "" {
		t.Errorf("solo play: %+v", solo)
	}
	for _, args := range [][]string{
		{"export", "--all", "1", "--db", db, "--format", "bgstats"},
		{"export", "--all", "--db", db, "--format", "markdown"},
	} {
		if _, err := runTablemate(t, args...); exitCode(err) != exitUsage {
			t.Errorf("%v: %v, want a usage error", args, err)
		}
	}
	empty := filepath.Join(t.TempDir(), "empty.db")
	s, _ := store.Open(empty)
	s.Create(store.Monumental, "setup players=Ana,Ben")
	s.Close()
	if _, err := runTablemate(t, "export", "--all", "--db", empty, "--format", "bgstats"); err == nil || !strings.Contains(err.Error(), "no finished, scored games") {
		t.Errorf("nothing to export: %v", err)
	}
}

// Rounds come from replaying the log.
func TestBGStatsFileCarriesTheRounds(t *testing.T) {
	configEnv(t)
	db := filepath.Join(t.TempDir(), "games.db")
	if _, err := runTablemate(t, "script", "--db", db, "testdata/games/standard-4p.txt"); err != nil {
		t.Fatal(err)
	}
	var f bgsFile
	if err := json.Unmarshal([]byte(mustRun(t, "export", "last", "--db", db, "--format", "bgstats")), &f); err != nil {
		t.Fatal(err)
	}
	rec := lastRecord(t, db)
	g, err := store.Replay(gameKinds(), rec)
	if err != nil {
		t.Fatal(err)
	}
	if f.Plays[0].Rounds != g.Round() || f.Plays[0].Rounds < 2 {
		t.Errorf("rounds %d, the log replays to round %d", f.Plays[0].Rounds, g.Round())
	}
}

func lastRecord(t *testing.T, db string) *store.Record {
	t.Helper()
	s, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r, err := s.Last()
	if err != nil {
		t.Fatal(err)
	}
	return r
}
