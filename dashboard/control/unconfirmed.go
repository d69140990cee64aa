package control

import (
	"slices"

	"tablemate/kernel"
)

// Unconfirmed is what the table had not confirmed of a resumed game when
// the program stopped, as the recorder kept it: every change since the
// table's last acknowledgement (Enter), oldest first. The controller
// replays them through the steps of the intents that made them, so a
// restart shows exactly the steps the screen showed, in the same order.
type Unconfirmed struct {
	// Acknowledged: the table acknowledged the steps of the change before
	// Changes; else it never did, and the steps of the game as it stood
	// before Changes (its setup's) are to do too.
	Acknowledged bool
	Changes      []Change
}

// Change is one thing the table did: a change of the game, or a note of
// what it did with the steps short of a change. Op is as the store keeps
// it (store.ChangeOp).
type Change struct {
	Op     string
	Action string // the action's text form (do, undo, redo)
}

// The changes' ops, as the store keeps them.
const (
	OpDo     = "do"
	OpUndo   = "undo"
	OpRedo   = "redo"
	OpReopen = "reopen"
	// NotePhaseLeft: Enter did the steps but their change's phase step.
	NotePhaseLeft = "enter"
	// NoteSetAside: a key that answers the newest steps set them aside.
	NoteSetAside = "aside"
)

// replay shows the steps the screen showed before the program stopped:
// the game as it stood at the table's last acknowledgement, rebuilt from
// the game resumed (kernel.Session.Branch), then each change since through
// the steps its intent shows. False, with nothing shown, when the changes
// do not lead to the game resumed.
func (c *Controller) replay(u Unconfirmed) bool {
	live := c.g
	then, redo, keep, ok := rewind(live.Len(), u.Changes)
	if !ok {
		return false
	}
	g, err := live.Branch(keep, then, redo)
	if err != nil {
		return false
	}
	said := c.status
	c.g = g
	defer func() { c.g, c.status, c.logBack = live, said, 0 }()
	c.steps = steps{}
	if !u.Acknowledged {
		c.steps = c.lastSteps()
	}
	for _, ch := range u.Changes {
		switch ch.Op {
		case OpDo, OpRedo:
			var p kernel.Change
			if ch.Op == OpRedo {
				p, err = g.PrepareRedo()
			} else {
				p, err = g.Prepare(ch.Action)
			}
			if err != nil || p.ActionText() != ch.Action || g.Commit(p) != nil {
				return false
			}
			c.showChange(p)
		case OpUndo:
			text, events, err := g.Undo()
			if err != nil || text != ch.Action {
				return false
			}
			c.showUndo(text, events, false)
		case NotePhaseLeft:
			c.stepsDone()
		case NoteSetAside:
			c.setAside()
		}
	}
	return g.Len() == live.Len() && sameTop(g.RedoTexts(), live.RedoTexts()) && sameLast(g, live)
}

// rewind reads the changes back from a game of n actions to the game at
// the acknowledgement: its first keep actions, then the actions then
// (undone since), with redo the undone actions redone since, the first
// redone on top. ok is false when the changes undo more than the game has.
func rewind(n int, changes []Change) (then, redo []string, keep int, ok bool) {
	keep = n
	for i := len(changes) - 1; i >= 0; i-- {
		switch ch := changes[i]; ch.Op {
		case OpDo, OpRedo:
			if k := len(then); k > 0 {
				then = then[:k-1]
			} else {
				keep--
			}
		case OpUndo:
			then = append(then, ch.Action)
		}
	}
	var stack []string
	for _, ch := range changes {
		switch ch.Op {
		case OpDo:
			stack = nil
		case OpUndo:
			stack = append(stack, ch.Action)
		case OpRedo:
			if k := len(stack); k > 0 {
				stack = stack[:k-1]
			} else {
				redo = append(redo, ch.Action)
			}
		}
	}
	slices.Reverse(redo)
	return then, redo, keep, keep >= 0
}

// sameTop: the replayed redo stack is the top of the resumed game's (the
// actions undone before the acknowledgement and never redone lie under
// it).
func sameTop(replayed, resumed []string) bool {
	return len(replayed) <= len(resumed) && slices.Equal(replayed, resumed[len(resumed)-len(replayed):])
}

// sameLast: both games' last actions are the same.
func sameLast(a, b kernel.Session) bool {
	n := a.Len()
	return n == 0 || a.Entries(n-1, n)[0].Action == b.Entries(n-1, n)[0].Action
}

// resumeUnconfirmed shows the steps pending when the program stopped,
// replayed from the changes the table had not confirmed; when they are
// not known or do not replay, the last change's unless acknowledged
// (after an undo, the steps that reverse it).
func (c *Controller) resumeUnconfirmed(u *Unconfirmed, lastUndone, acknowledged bool) {
	if u != nil && c.replay(*u) {
		if c.HasSteps() {
			c.addSentence(c.t(msgStepsAgain))
		}
		return
	}
	c.steps = steps{}
	if !acknowledged {
		c.resumeSteps(lastUndone)
	}
}
