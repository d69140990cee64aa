package dashboard

import "tablemate/dashboard/control"

// The recorder the dashboard is given, and what more it may do, are the
// controller's (control.Recorder): these names keep the command line's.
type (
	Recorder     = control.Recorder
	Stepper      = control.Stepper
	Reloader     = control.Reloader
	Reopener     = control.Reopener
	Acknowledger = control.Acknowledger
	Clock        = control.Clock
	Identified   = control.Identified
	// Unconfirmed and Change are what the table had not confirmed of a
	// resumed game (Options.Unconfirmed).
	Unconfirmed = control.Unconfirmed
	Change      = control.Change
)

// ErrStale is control.ErrStale: a recorder's refusal of a write to a record
// changed elsewhere.
const ErrStale = control.ErrStale
