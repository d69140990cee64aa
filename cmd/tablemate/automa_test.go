package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func runAutoma(t *testing.T, args ...string) (string, error) {
	t.Helper()
	root := newRootCmd()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&out)
	root.SetArgs(append([]string{"automa", "simulate"}, args...))
	err := root.Execute()
	return out.String(), err
}

func TestAutomaSimulateSeeded(t *testing.T) {
	args := []string{"--games", "20", "--civ", "egypt", "--difficulty", "3", "--modules", "celebrities"}
	a, err := runAutoma(t, append(args, "--seed", "5")...)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := runAutoma(t, append(args, "--seed", "5")...)
	c, _ := runAutoma(t, append(args, "--seed", "6")...)
	if a != b {
		t.Fatal("the same seed printed two outputs")
	}
	if a == c {
		t.Fatal("seeds 5 and 6 printed the same output")
	}
	if !strings.Contains(a, "20 games, seed 5") || !strings.Contains(a, "score ") {
		t.Fatalf("output:\n%s", a)
	}
	js, err := runAutoma(t, append(args, "--seed", "5", "--format", "json")...)
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		Games int
		Score struct{ Mean, SD float64 }
	}
	if err := json.Unmarshal([]byte(js), &res); err != nil || res.Games != 20 || res.Score.Mean <= 0 {
		t.Fatalf("json %v: %s", err, js)
	}
	if _, err := runAutoma(t, "--format", "xml"); err == nil {
		t.Fatal("--format xml must fail")
	}
	if _, err := runAutoma(t, "--difficulty", "9"); err == nil || !strings.Contains(err.Error(), "difficulty 9") {
		t.Fatalf("--difficulty 9: %v", err)
	}
}
