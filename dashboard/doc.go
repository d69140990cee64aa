// Package dashboard is the terminal screen of tablemate: it draws the table
// (display, deck, players, end status, log, instructions) and turns one key
// per table event into the game's typed actions. It knows nothing of the
// config file or the database: cmd gives it the tview application, the
// defaults and a Recorder.
//
// Where things are:
//
//   - control/ is the controller, headless: the game shown (any game,
//     through its kernel.Session), the recorder, the steps the table has not
//     done, the status line and the log's position. Its fields are
//     unexported: the screen reads its accessors (Game, Steps, Status, Log,
//     Scored, Stale...) and changes it only by its intents (Do a typed
//     action, Undo, Redo, Acknowledge, Start, Finish, Reload, ScrollLog...).
//     It imports no tview or tcell, and is tested without a screen.
//   - dashboard.go is the application: New, the root view and the key
//     pipeline (handleKey); dialogs.go the one dialog over the board and
//     where the focus belongs; ui.go what every view shares (the
//     controller, the language, the styles).
//   - keys.go is the key binding and the key table's lookup, help bar and
//     help screen; keys_table.go the table itself, every key of both games
//     with its handler (k9s: the help is built from the table that
//     dispatches, so it cannot go stale).
//   - board.go is the board's frame that every game shares (header, status
//     line, help bar, steps panel, log) and gameView, which names each
//     game's own panels: monumental_board.go and monumental_automa.go for
//     Monumental, wm_board.go for World Monuments.
//   - form.go is what the forms share; each form has its file, form_*.go:
//     the new game forms (form_setup*.go), the tallies and the final table
//     (form_tallies*.go, form_result.go), the prompts (form_prompts.go,
//     form_answer.go, form_identify.go, form_gems.go), the help, a rule, BG
//     Stats and the chooser. A form reads the controller and submits an
//     intent; it never writes the controller's state.
//   - draw.go holds the drawing primitives (palette, put, clip, wrap);
//     texts.go and wm_texts.go the texts that need a name.
//
// Views read the controller and send intents, touch tview only on the event
// loop, and keep only what their last frame drew (where the cards and the
// log are, for the mouse and the scroll keys).
package dashboard
