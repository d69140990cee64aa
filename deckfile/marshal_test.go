package deckfile

import (
	"reflect"
	"testing"
)

// The embedded deck written by Marshal reads back as the same deck (issue 12
// item 7: `automa deck --format yaml` starts a table's own deck file).
func TestMarshalReadsBackAsTheSameDeck(t *testing.T) {
	t.Parallel()
	d, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	data, err := Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(data, "written.yaml")
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if !reflect.DeepEqual(back, d) {
		t.Fatalf("the written deck reads back differently:\n%s", data)
	}
}
