package main

// BG Stats, the app where board gamers keep their plays: the documented
// import link (one play, for a phone to open, also as a QR code) and the
// app's import file (one play or all of them).

import (
	"crypto/sha1"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"tablemate/internal/qrtext"
	"tablemate/store"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

const (
	// monumentalBGGID is Monumental's BoardGameGeek id
	// (boardgamegeek.com/boardgame/248125). World Monuments' could not be
	// confirmed, so its plays go without one and the app matches them by name.
	monumentalBGGID = 248125
	// bgStatsLink is BG Stats' documented way for another app to push a
	// finished play: the play as URL-encoded JSON in the data parameter.
	bgStatsLink = "https://app.bgstatsapp.com/createPlay.html?data="
	// bgStatsSource names tablemate to the app, which remembers the user's
	// game and player matches per source: it must never change.
	bgStatsSource = "tablemate"
	// automaSourceID is the Automa's player id in every link, so the user
	// matches it once to the bot player of their choice.
	automaSourceID = "tablemate-automa"
	bgStatsAbout   = "Plays exported by tablemate for Board Game Stats: open or import the file with the BG Stats app."
)

// bgsSeat is one seat of a play, as both formats need it.
type bgsSeat struct {
	name         string
	civilization string
	score, rank  int
	winner       bool
	start        bool
	seat         int // 1-based clockwise
	automa       bool
	role         string // the Automa's role: "Automa, difficulty 3"
}

// play is one finished, scored play with what BG Stats records of it.
type play struct {
	gameName     string
	sourceGameID string
	bggID        int // 0: none known
	date         time.Time
	durationMin  int // 0: not known
	rounds       int // 0: not known
	location     string
	board        string // the civilizations
	comments     string
	seats        []bgsSeat
}

// nameUUID is a name-based UUID (version 5 layout over SHA-1), so exporting
// the same play twice gives the same ids and BG Stats does not import it
// twice.
func nameUUID(name string) string {
	h := sha1.Sum([]byte("tablemate:" + name))
	h[6] = h[6]&0x0f | 0x50
	h[8] = h[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}

// playKey identifies a play across exports and machines: its id and start
// time (two databases may both have a game 3, never at the same nanosecond).
func playKey(r *store.Record) string {
	return fmt.Sprintf("play:%d:%d", r.ID, r.Started.UnixNano())
}

// playOf reads what BG Stats needs from a saved game. The game must be
// finished and scored.
func playOf(r *store.Record, location string) (play, error) {
	if !r.Finished || !r.Result.Scored() {
		return play{}, fmt.Errorf("game %d has no final scores: BG Stats takes finished, scored plays (export it as json, csv or markdown)", r.ID)
	}
	p := play{gameName: "Monumental", sourceGameID: store.Monumental, bggID: monumentalBGGID,
		date: r.Started, location: location}
	// The store keeps no clock yet: the time from the game's start to its
	// scoring is the best it has. Under a minute it is a game entered
	// afterwards (a script), whose length nobody knows.
	if d := r.Result.Finished.Sub(r.Started); d >= time.Minute {
		p.durationMin = int(d.Round(time.Minute) / time.Minute)
	}
	seatOf, start := map[string]int{}, ""
	difficulty := r.Result.Difficulty
	if r.Game == store.WorldMonuments {
		p.gameName, p.sourceGameID, p.bggID = "World Monuments", store.WorldMonuments, 0
		if setup, err := wm.ParseSetup(r.Setup); err == nil {
			for i, name := range setup.Players {
				seatOf[name] = i + 1
			}
			if setup.Start >= 0 && setup.Start < len(setup.Players) {
				start = setup.Players[setup.Start]
			}
			p.comments = setup.Monument.Label()
		}
		if g, err := wm.Load(r.Setup, r.Actions, r.Redo); err == nil {
			p.rounds = g.State().Round
		}
	} else if setup, err := tracker.ParseSetup(r.Setup); err == nil {
		for i, seat := range setup.Seats() {
			seatOf[seat.Name] = i + 1
		}
		// The start seat: an Automa's when one plays first (M-SOLO-2).
		if seats := setup.Seats(); setup.StartSeat() < len(seats) {
			start = seats[setup.StartSeat()].Name
		}
		if setup.BotCount() > 0 {
			difficulty = setup.AutomasDifficulty()
		}
		if setup.Mode == tracker.Continuous {
			p.comments = "continuous mode"
		}
		if g, err := tracker.Load(r.Setup, r.Actions, r.Redo); err == nil {
			p.rounds = g.State().Round
		}
	}
	for _, pr := range r.Result.Players {
		s := bgsSeat{name: pr.Name, civilization: pr.Civilization, score: pr.Score, rank: pr.Rank,
			winner: pr.Winner, start: pr.Name == start, seat: seatOf[pr.Name], automa: pr.Automa}
		if s.automa {
			s.role = "Automa, difficulty " + strconv.Itoa(difficulty)
			if name := difficultyName(difficulty); name != "" {
				s.role += " (" + name + ")"
			}
		}
		p.seats = append(p.seats, s)
	}
	// Seat order, as the table sat (the result lists them by rank); a
	// name the setup does not know keeps its place at the end.
	slices.SortStableFunc(p.seats, func(a, b bgsSeat) int { return cmpSeat(a.seat) - cmpSeat(b.seat) })
	var civs []string
	for _, s := range p.seats {
		if s.civilization != "" {
			// "Ana:rome,Ben:china": no space, which a link would carry as %20.
			civs = append(civs, s.name+":"+s.civilization)
		}
	}
	p.board = strings.Join(civs, ",")
	return p, nil
}

func cmpSeat(seat int) int {
	if seat == 0 {
		return 1 << 20
	}
	return seat
}

// --- the link ---

// linkGame: with a BGG id the app knows the game (and that the highest
// score wins); without one, it creates or matches the game from the source
// id and the scoring direction, which are then written.
type linkGame struct {
	Name         string `json:"name"`
	BGGID        int    `json:"bggId,omitempty"`
	SourceGameID string `json:"sourceGameId,omitempty"`
	HighestWins  bool   `json:"highestWins,omitempty"`
}

// linkPlayer: winner and startPlayer are always written: the app's Android
// version is reported (by other apps that push plays) to refuse a player
// without them.
type linkPlayer struct {
	Name           string `json:"name"`
	SourcePlayerID string `json:"sourcePlayerId,omitempty"`
	Score          int    `json:"score"`
	Rank           int    `json:"rank,omitempty"`
	Winner         bool   `json:"winner"`
	StartPlayer    bool   `json:"startPlayer"`
	Role           string `json:"role,omitempty"`
}

// linkData is the data parameter's JSON. Empty fields are left out: the
// link becomes a QR code, whose size grows with every byte.
type linkData struct {
	SourceName   string       `json:"sourceName"`
	SourcePlayID string       `json:"sourcePlayId"`
	PlayDate     string       `json:"playDate"`
	DurationMin  int          `json:"durationMin,omitempty"`
	Location     string       `json:"location,omitempty"`
	Board        string       `json:"board,omitempty"`
	Comments     string       `json:"comments,omitempty"`
	Game         linkGame     `json:"game"`
	Players      []linkPlayer `json:"players"`
}

// bgStatsDate is the app's date format, in UTC.
func bgStatsDate(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05") }

// bgStatsLinkOf is the import link of one play.
func bgStatsLinkOf(r *store.Record, location string) (string, error) {
	p, err := playOf(r, location)
	if err != nil {
		return "", err
	}
	// 40 bits of the play's key: the app only tells apart one user's plays.
	h := sha1.Sum([]byte(playKey(r)))
	d := linkData{
		SourceName: bgStatsSource, SourcePlayID: hex.EncodeToString(h[:5]), PlayDate: bgStatsDate(p.date),
		DurationMin: p.durationMin, Location: p.location, Board: p.board, Comments: p.comments,
		Game: linkGame{Name: p.gameName, BGGID: p.bggID},
	}
	if p.bggID == 0 {
		d.Game.SourceGameID, d.Game.HighestWins = p.sourceGameID, true
	}
	for _, s := range p.seats {
		lp := linkPlayer{Name: s.name, Score: s.score, Rank: s.rank, Winner: s.winner, StartPlayer: s.start, Role: s.role}
		if s.automa {
			lp.SourcePlayerID = automaSourceID
		}
		d.Players = append(d.Players, lp)
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // "&" stays one byte before it is URL-escaped
	if err := enc.Encode(d); err != nil {
		return "", err
	}
	return bgStatsLink + queryEscape(strings.TrimSuffix(b.String(), "\n")), nil
}

// queryEscape escapes what a URL's query value may not hold as is (RFC
// 3986), and no more: url.QueryEscape would also escape ':' and ',', which
// JSON is full of, and the QR code would grow by a version or two.
func queryEscape(s string) string {
	// ';' is allowed too, but some readers (Go's among them) split a query
	// at it: it is escaped.
	const keep = "-._~!$'()*,:@/?"
	var b strings.Builder
	for _, c := range []byte(s) {
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9', strings.IndexByte(keep, c) >= 0:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

func exportBGStatsLink(w io.Writer, r *store.Record, location string) error {
	link, err := bgStatsLinkOf(r, location)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, link)
	return err
}

// exportBGStatsQR prints the link as a QR code a phone scans from the
// terminal: light blocks on the terminal's dark background unless
// blocksDark.
func exportBGStatsQR(w io.Writer, r *store.Record, location string, blocksDark bool) error {
	link, err := bgStatsLinkOf(r, location)
	if err != nil {
		return err
	}
	code, err := qrtext.Encode(link, qrtext.Low)
	if err != nil {
		return fmt.Errorf("game %d: %w", r.ID, err)
	}
	lines := code.Lines(qrtext.Options{Quiet: qrQuiet, BlocksDark: blocksDark})
	_, err = io.WriteString(w, strings.Join(lines, "\n")+"\n")
	return err
}

// qrQuiet is the QR code's margin in modules: half the standard's 4, which
// phones read well and which saves 4 lines of a terminal.
const qrQuiet = 2

// --- the import file ---

// BG Stats import file (the app's .bgsplay/JSON format): lists of players,
// locations and games, and plays that refer to them by id.

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

// bgsBuilder gathers plays into one file, each player, location and game
// listed once.
type bgsBuilder struct {
	f                          bgsFile
	players, locations, gameID map[string]int
}

func newBGSBuilder() *bgsBuilder {
	return &bgsBuilder{
		f:       bgsFile{About: bgStatsAbout, Players: []bgsPlayer{}, Locations: []bgsLocation{}, Games: []bgsGame{}, Plays: []bgsPlay{}},
		players: map[string]int{}, locations: map[string]int{}, gameID: map[string]int{},
	}
}

func (b *bgsBuilder) add(r *store.Record, location string) error {
	p, err := playOf(r, location)
	if err != nil {
		return err
	}
	gid, ok := b.gameID[p.sourceGameID]
	if !ok {
		gid = len(b.f.Games) + 1
		g := bgsGame{ID: gid, UUID: nameUUID("game:" + p.sourceGameID), Name: p.gameName, BGGID: p.bggID, HighestWins: true}
		if p.bggID != 0 {
			g.BGGName = p.gameName
		}
		b.f.Games = append(b.f.Games, g)
		b.gameID[p.sourceGameID] = gid
	}
	bp := bgsPlay{UUID: nameUUID(playKey(r)), GameRefID: gid, PlayDate: bgStatsDate(p.date),
		DurationMin: p.durationMin, Rounds: p.rounds, Board: p.board, Comments: p.comments}
	if location != "" {
		lid, ok := b.locations[location]
		if !ok {
			lid = len(b.f.Locations) + 1
			b.f.Locations = append(b.f.Locations, bgsLocation{ID: lid, UUID: nameUUID("location:" + location), Name: location})
			b.locations[location] = lid
		}
		bp.LocationRefID = lid
	}
	for _, s := range p.seats {
		pid, ok := b.players[s.name]
		if !ok {
			pid = len(b.f.Players) + 1
			b.f.Players = append(b.f.Players, bgsPlayer{ID: pid, UUID: nameUUID("player:" + s.name), Name: s.name})
			b.players[s.name] = pid
		}
		role := s.civilization
		if s.automa {
			role = strings.TrimSpace(s.role + " " + s.civilization)
		}
		bp.PlayerScores = append(bp.PlayerScores, bgsScore{PlayerRefID: pid, Score: strconv.Itoa(s.score), Winner: s.winner,
			Rank: s.rank, StartPlayer: s.start, SeatOrder: s.seat, Role: role})
	}
	b.f.Plays = append(b.f.Plays, bp)
	return nil
}

func (b *bgsBuilder) write(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(b.f)
}

func exportBGStats(w io.Writer, r *store.Record, location string) error {
	b := newBGSBuilder()
	if err := b.add(r, location); err != nil {
		return err
	}
	return b.write(w)
}

// exportAllBGStats writes every finished, scored play in one import file,
// oldest first; the others are skipped (they have no result to log).
func exportAllBGStats(w io.Writer, records []store.Record, location string) error {
	b := newBGSBuilder()
	for _, r := range slices.Backward(records) { // List gives the newest first
		if !r.Finished || !r.Result.Scored() {
			continue
		}
		if err := b.add(&r, location); err != nil {
			return err
		}
	}
	if len(b.f.Plays) == 0 {
		return fmt.Errorf("no finished, scored games to export (of %d saved): see 'tablemate history'", len(records))
	}
	return b.write(w)
}
