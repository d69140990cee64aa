package main

// The BG Stats app's import format: a finished play written for the app.

import (
	"crypto/sha1"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"time"

	"tablemate/store"
	"tablemate/tracker"
	"tablemate/tracker/wm"
)

// BG Stats import file (the app's .bgsplay/JSON format): lists of players,
// locations and games, and plays that refer to them by id.
const (
	monumentalBGGID = 233398
	bgStatsAbout    = "A play exported by tablemate for Board Game Stats: open or import it with the BG Stats app."
)

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

// nameUUID is a name-based UUID (version 5 layout over SHA-1), so exporting
// the same play twice gives the same ids and BG Stats does not import it
// twice.
func nameUUID(name string) string {
	h := sha1.Sum([]byte("tablemate:" + name))
	h[6] = h[6]&0x0f | 0x50
	h[8] = h[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}

func bgStats(r *store.Record, location string) (bgsFile, error) {
	var f bgsFile
	if !r.Finished || !r.Result.Scored() {
		return f, fmt.Errorf("game %d has no final scores: BG Stats imports finished, scored plays (export it as json, csv or markdown)", r.ID)
	}
	game := bgsGame{ID: 1, UUID: nameUUID("game:" + r.Game), Name: "Monumental", BGGID: monumentalBGGID, BGGName: "Monumental", HighestWins: true}
	if r.Game == store.WorldMonuments {
		game = bgsGame{ID: 1, UUID: nameUUID("game:" + r.Game), Name: "World Monuments", HighestWins: true}
	}
	// Seat order and start player come from the setup when it can be read.
	seatOf, start := map[string]int{}, ""
	if r.Game == store.WorldMonuments {
		if setup, err := wm.ParseSetup(r.Setup); err == nil {
			for i, name := range setup.Players {
				seatOf[name] = i + 1
			}
			if setup.Start >= 0 && setup.Start < len(setup.Players) {
				start = setup.Players[setup.Start]
			}
		}
	} else if setup, err := tracker.ParseSetup(r.Setup); err == nil {
		for i, seat := range setup.Seats() {
			seatOf[seat.Name] = i + 1
		}
		if setup.Solo() {
			start = tracker.AutomaName // the Automa plays first (M-SOLO-2)
		} else if setup.Start >= 0 && setup.Start < len(setup.Players) {
			start = setup.Players[setup.Start]
		}
	}
	started := r.Started
	play := bgsPlay{
		UUID: nameUUID(fmt.Sprintf("play:%d:%d", r.ID, started.UnixNano())), GameRefID: 1,
		PlayDate:    started.Format("2006-01-02 15:04:05"),
		DurationMin: int(r.Result.Finished.Sub(started).Round(time.Minute) / time.Minute),
	}
	if play.DurationMin < 0 {
		play.DurationMin = 0
	}
	f = bgsFile{About: bgStatsAbout, Players: []bgsPlayer{}, Locations: []bgsLocation{}, Games: []bgsGame{game}}
	if location != "" {
		f.Locations = append(f.Locations, bgsLocation{ID: 1, UUID: nameUUID("location:" + location), Name: location})
		play.LocationRefID = 1
	}
	for i, p := range r.Result.Players {
		f.Players = append(f.Players, bgsPlayer{ID: i + 1, UUID: nameUUID("player:" + p.Name), Name: p.Name})
		play.PlayerScores = append(play.PlayerScores, bgsScore{
			PlayerRefID: i + 1, Score: strconv.Itoa(p.Score), Winner: p.Winner, Rank: p.Rank,
			StartPlayer: p.Name == start, SeatOrder: seatOf[p.Name], Role: p.Civilization,
		})
	}
	f.Plays = []bgsPlay{play}
	return f, nil
}

func exportBGStats(w io.Writer, r *store.Record, location string) error {
	f, err := bgStats(r, location)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(f)
}
