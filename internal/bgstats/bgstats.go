// Package bgstats builds what BG Stats, the app where board gamers keep
// their plays, imports from another app: the documented import link (one
// play, for a phone to open, also as a QR code) and the app's import file
// (one play or many). A play is built from a finished game's Session and
// Result, so the dashboard's final screen and the export command give the
// same link.
package bgstats

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

	"tablemate/i18n"
	"tablemate/kernel"
)

const (
	// LinkPrefix is BG Stats' documented way for another app to push a
	// finished play: the play as URL-encoded JSON in the data parameter.
	LinkPrefix = "https://app.bgstatsapp.com/createPlay.html?data="
	// source names tablemate to the app, which remembers the user's game
	// and player matches per source: it must never change.
	source = "tablemate"
	// automaSourceID is the first Automa's player id in every link (the
	// solo Automa's), so the user matches it once to the bot player of
	// their choice; Automa N of several is automaSourceID-N (automaID).
	automaSourceID = "tablemate-automa"

	about = "Plays exported by tablemate for Board Game Stats: open or import the file with the BG Stats app."
)

// Info is what a play needs beyond its game: which saved game it is (the
// app is given the same ids for it every time, so it never imports it
// twice) and what the table knows of it.
type Info struct {
	ID      int64     // the saved game's id
	Started time.Time // when it started
	// Ended is when it ended, the play's date (BG Stats' playDate is the
	// play's end); zero: the result's Finished, else Started.
	Ended time.Time
	// Played is its playing time; 0 when not known (the app then gets no
	// duration rather than 0 minutes).
	Played   time.Duration
	Location string
	// Loc words the roles and comments in the user's language; nil is
	// English.
	Loc *i18n.Localizer
}

// seat is one seat of a play, as both formats need it.
type seat struct {
	name         string
	civilization string
	score, rank  int
	winner       bool
	start        bool
	seat         int // 1-based clockwise
	automa       bool
	// role is the civilization, and an Automa's part with its own
	// difficulty ("China · Automa, difficulty 3 (hard)"), in the user's
	// language.
	role     string
	sourceID string // the player's id: each Automa's own, a human's from the name
}

// automaID is the link's player id of the Automa at index k of the game's
// Automa order: the first keeps the solo Automa's id, so the matches users
// made before several Automas were told apart still hold.
func automaID(k int) string {
	if k == 0 {
		return automaSourceID
	}
	return automaSourceID + "-" + strconv.Itoa(k+1)
}

// playerID is a human's player id in a link: derived from the name, case
// and surrounding spaces aside, so "Ana" is the same player in every play
// and the app matches her once. Eight hex digits, no prefix: every byte
// grows the QR code, and hex digits never spell an Automa's id.
func playerID(name string) string {
	h := sha1.Sum([]byte("player:" + strings.ToLower(strings.TrimSpace(name))))
	return hex.EncodeToString(h[:4])
}

// strayAutomaID is the id of an Automa the setup does not name: its own,
// from its name, so that it never shares the solo Automa's.
func strayAutomaID(name string) string {
	h := sha1.Sum([]byte("automa:" + strings.ToLower(strings.TrimSpace(name))))
	return automaSourceID + "-" + hex.EncodeToString(h[:4])
}

// Play is one finished, scored play with what BG Stats records of it.
type Play struct {
	key          string // identifies the play across exports and machines
	uuid         string // the file's id of the play: nameUUID(key)
	gameName     string
	sourceGameID string
	bggID        int // 0: none known
	date         time.Time
	durationMin  int // 0: not known
	rounds       int // 0: not known
	location     string
	comments     string // in the user's language
	seats        []seat
}

// DurationMin is the play's length in minutes as the app gets it, 0 when
// not known.
func (p Play) DurationMin() int { return p.durationMin }

// nameUUID is a name-based UUID (version 5 layout over SHA-1), so exporting
// the same play twice gives the same ids and BG Stats does not import it
// twice.
func nameUUID(name string) string {
	h := sha1.Sum([]byte("tablemate:" + name))
	h[6] = h[6]&0x0f | 0x50
	h[8] = h[8]&0x3f | 0x80
	var b [36]byte
	hex.Encode(b[0:8], h[0:4])
	hex.Encode(b[9:13], h[4:6])
	hex.Encode(b[14:18], h[6:8])
	hex.Encode(b[19:23], h[8:10])
	hex.Encode(b[24:36], h[10:16])
	b[8], b[13], b[18], b[23] = '-', '-', '-', '-'
	return string(b[:])
}

// New reads what BG Stats needs from a finished game: its kind (name,
// BoardGameGeek id), its session (rounds), what its setup line says (seats,
// start player, the Automa's role, a note) and its result, which must be
// scored.
func New(g kernel.Session, res kernel.Result, info Info) (Play, error) {
	return Of(g.Kind(), g.SetupLine(), g.Round(), res, info)
}

// Of is New from what it reads of the session: the game's kind, its setup
// line and its last round (Session.Round). A finished game's summary,
// kept when it ended, holds them: an export of many plays then replays
// none.
func Of(k *kernel.Kind, setupLine string, rounds int, res kernel.Result, info Info) (Play, error) {
	if !res.Scored() {
		return Play{}, fmt.Errorf("game %d has no final scores: BG Stats takes finished, scored plays (export it as json, csv or markdown)", info.ID)
	}
	if k.Describe == nil {
		return Play{}, fmt.Errorf("game %d: BG Stats export does not know %s games", info.ID, k.Title)
	}
	loc := info.Loc
	if loc == nil { // made only when needed: a catalogue takes longer than a play
		loc = i18n.New(i18n.English)
	}
	// Two databases may both have a game 3, never started at the same
	// nanosecond.
	key := "play:" + strconv.FormatInt(info.ID, 10) + ":" + strconv.FormatInt(info.Started.UnixNano(), 10)
	p := Play{key: key, uuid: nameUUID(key),
		gameName: k.Title, sourceGameID: k.Name, bggID: k.BGGID,
		date: info.Ended, location: info.Location, rounds: rounds}
	// BG Stats' createPlay documentation defines playDate as the play's
	// end (README: The BG Stats link).
	if p.date.IsZero() {
		p.date = res.Finished
	}
	if p.date.IsZero() {
		p.date = info.Started
	}
	if info.Played >= 30*time.Second {
		p.durationMin = max(1, int(info.Played.Round(time.Minute)/time.Minute))
	}
	d := k.Describe(setupLine)
	if d.Note != nil {
		p.comments = loc.Message(d.Note)
	}
	seatOf, start := map[string]int{}, ""
	for i, name := range d.Seats {
		seatOf[name] = i + 1
	}
	// Each Automa by its seat's name: its own role and player id.
	automaOf := map[string]int{}
	for k, a := range d.Automas {
		if a.Seat >= 0 && a.Seat < len(d.Seats) {
			automaOf[d.Seats[a.Seat]] = k
		}
	}
	if d.Start >= 0 && d.Start < len(d.Seats) {
		start = d.Seats[d.Start]
	}
	for _, pr := range res.Players {
		s := seat{name: pr.Name, civilization: pr.Civilization, score: pr.Score, rank: pr.Rank,
			winner: pr.Winner, start: pr.Name == start, seat: seatOf[pr.Name], automa: pr.Automa,
			sourceID: playerID(pr.Name)}
		// The civilization is the role, as BG Stats users keep it (its
		// board statistics stay the game's board's).
		if pr.Civilization != "" {
			s.role = loc.Civilization(pr.Civilization)
		}
		if s.automa {
			s.sourceID = strayAutomaID(pr.Name) // an Automa the setup does not name
			if k, ok := automaOf[pr.Name]; ok {
				s.sourceID = automaID(k)
				if r := d.Automas[k].Role; r != nil && s.role != "" {
					s.role = loc.Sprintf("%s · %s", s.role, loc.Message(r))
				} else if r != nil {
					s.role = loc.Message(r)
				}
			}
		}
		p.seats = append(p.seats, s)
	}
	// Seat order, as the table sat (the result lists them by rank); a
	// name the setup does not know keeps its place at the end.
	slices.SortStableFunc(p.seats, func(a, b seat) int { return cmpSeat(a.seat) - cmpSeat(b.seat) })
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
	Comments     string       `json:"comments,omitempty"`
	Game         linkGame     `json:"game"`
	Players      []linkPlayer `json:"players"`
}

// date is the app's date format, in UTC.
func date(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05") }

// Link is the play's import link.
func (p Play) Link() (string, error) {
	// 40 bits of the play's key: the app only tells apart one user's plays.
	h := sha1.Sum([]byte(p.key))
	d := linkData{
		SourceName: source, SourcePlayID: hex.EncodeToString(h[:5]), PlayDate: date(p.date),
		DurationMin: p.durationMin, Location: p.location, Comments: p.comments,
		Game: linkGame{Name: p.gameName, BGGID: p.bggID},
	}
	if p.bggID == 0 {
		d.Game.SourceGameID, d.Game.HighestWins = p.sourceGameID, true
	}
	for _, s := range p.seats {
		d.Players = append(d.Players, linkPlayer{Name: s.name, SourcePlayerID: s.sourceID, Score: s.score, Rank: s.rank,
			Winner: s.winner, StartPlayer: s.start, Role: s.role})
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // "&" stays one byte before it is URL-escaped
	if err := enc.Encode(d); err != nil {
		return "", err
	}
	return LinkPrefix + queryEscape(strings.TrimSuffix(b.String(), "\n")), nil
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

// File gathers plays into one import file, each player, location and game
// listed once.
type File struct {
	f                          bgsFile
	players, locations, gameID map[string]int
}

// NewFile is an empty import file.
func NewFile() *File {
	return &File{
		f:       bgsFile{About: about, Players: []bgsPlayer{}, Locations: []bgsLocation{}, Games: []bgsGame{}, Plays: []bgsPlay{}},
		players: map[string]int{}, locations: map[string]int{}, gameID: map[string]int{},
	}
}

// Len is the number of plays in the file.
func (b *File) Len() int { return len(b.f.Plays) }

// Add puts a play in the file.
func (b *File) Add(p Play) {
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
	bp := bgsPlay{UUID: p.uuid, GameRefID: gid, PlayDate: date(p.date),
		DurationMin: p.durationMin, Rounds: p.rounds, Comments: p.comments}
	if p.location != "" {
		lid, ok := b.locations[p.location]
		if !ok {
			lid = len(b.f.Locations) + 1
			b.f.Locations = append(b.f.Locations, bgsLocation{ID: lid, UUID: nameUUID("location:" + p.location), Name: p.location})
			b.locations[p.location] = lid
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
		bp.PlayerScores = append(bp.PlayerScores, bgsScore{PlayerRefID: pid, Score: strconv.Itoa(s.score), Winner: s.winner,
			Rank: s.rank, StartPlayer: s.start, SeatOrder: s.seat, Role: s.role})
	}
	b.f.Plays = append(b.f.Plays, bp)
}

// Write writes the file as JSON.
func (b *File) Write(w io.Writer) error {
	// Not indented: the app reads it, no person does, and indenting took
	// half of an export of 10,000 plays.
	return json.NewEncoder(w).Encode(b.f)
}
