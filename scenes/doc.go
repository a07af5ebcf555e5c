// Package scenes is the table every game is played at, and the contract a
// game implements to be played there.
//
// A game's package writes a Board (its layout, the view it plays from the
// rule events, and the person's input read as moves), embeds a Table in its
// scene, and registers itself with Plug. The Table does the rest, alike for
// every game: the fixed-tick turn (events shown at the player's speed, the
// computer's thinking in slices, hints, undo, the hot-seat hand-over), the
// top bar, the card inspector, lessons, the results, the replay and its
// review, and the deal of the day.
//
// The table reaches the rest of the app only through Host, which the shell
// (package shell) implements; it builds on the toolkit in package ui and
// imports nothing of the shell.
package scenes
