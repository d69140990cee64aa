package wm

import "tablemate/kernel"

// describe reads a saved World Monuments setup line for the history, the
// exports and the BG Stats play (kernel.Kind.Describe): the monument as
// printed on its board, the seats and the start player.
func describe(line string) kernel.Description {
	setup, err := ParseSavedSetup(line)
	if err != nil {
		return kernel.Description{Monument: kernel.Unknown, Start: -1}
	}
	d := kernel.Description{Monument: setup.Monument, Seats: append([]string{}, setup.Players...), Start: -1,
		Note: setup.Monument}
	if setup.Start >= 0 && setup.Start < len(setup.Players) {
		d.Start = setup.Start
	}
	return d
}
