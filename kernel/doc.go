// Package kernel is what every game tablemate keeps has in common: the
// history of a game (its actions, undo back to the setup, redo) kept lean,
// rule errors and their sentinels, the text form's word splitter and name
// rules, and the script runner. The engines (tracker for Monumental,
// tracker/wm for World Monuments) build on it; it imports only the standard
// library.
package kernel
