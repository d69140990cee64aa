package main

// GameID implements dashboard.Identified: the dashboard's BG Stats link
// carries the saved game's id, as `tablemate export` does.
func (r *storeRecorder) GameID() int64 { return int64(r.id) }
