// Package for20 is the rules engine of For20 Cards, for 2 to 5 players:
// smoke materials with tools to reach 20 stoner points, rotate materials
// and recycle cards for action coins, play actions, and answer the other
// players' smokes and actions out of turn.
//
// Sources, in order of precedence: the shared rules README ("For20
// Cards"), the 120-card set's README (shared/content/for20-cards), the
// rule text (shared/rules/for20-cards.txt). The card data is
// data/cards.csv, the project's copy and from now on the source, read into
// typed tables (cards.go, load.go) at start-up.
//
// Files: cards.go and load.go (the card table and its vocabulary),
// for20.go (the state), turn.go (draws, turns, rounds, the end), move.go
// (moves and their text forms), legal.go (AppendLegal), apply.go,
// smoke.go (smokes, reaction windows, out-of-turn cards), action.go,
// effects.go (abilities and targeted effects), view.go (View, Secrets,
// Determinize), zones.go (zones and event codes for the scenes), check.go
// (invariants), ai.go, heuristic.go and def.go (the AI and the descriptor).
//
// # Rulings
//
// Where the sources leave a question open, the engine decides as follows.
//
// Turns and decks
//   - The first player is drawn at random from the seed; every player,
//     the first included, starts each turn by drawing one material (to the
//     reserve, face up; its on_draw fires) then one playing card. The
//     draws are automatic, not choices. Then start_turn abilities fire.
//   - A dump is reshuffled into its deck only when someone must draw from
//     the empty deck; with deck and dump both empty nothing is drawn.
//   - The dumps are face up: every player sees their contents.
//   - At the end of a full round the game ends when one player has the
//     highest score alone and it is 20 or more; a tie for the highest
//     score plays on, whatever the others have. DefaultMaxRounds (100) is a
//     guard the rules do not have: the highest score then wins, ties share.
//
// Smoking and tools
//   - A smoke is one legendary tool, or one or more papers, with one or
//     more materials of the reserve whose points fit the combined range;
//     every tool must allow every material (special fits all, combo takes
//     all). The material with most points goes on top (equal points: the
//     higher id).
//   - "place" puts a legendary tool down without smoking: it is the turn's
//     new tool and its on_place fires. Papers only go down in a smoke.
//   - A paper taken with Nice tool! lies in the thief's area and smokes
//     once from there without using the new-tool allowance; combined with
//     papers from the hand, the set uses it.
//   - A tool's smokes are counted per card and reset at the end of every
//     turn, so a tool that changes owner keeps its count for the turn.
//   - bonus_points go on the top material of the smoke and leave with it.
//   - behind compares, just before the smoke resolves, your score with the
//     best opponent's. combined counts 0-point riders.
//   - Space Cake's extra_smoke applies to the legendary tool of its smoke.
//   - Materials that arrive during a turn (drawn, stolen, swapped,
//     restored) are upright and may be smoked at once; a material swapped
//     away loses its rotation.
//
// Actions and abilities
//   - An action names its targets when declared (the opponents see them
//     before deciding to answer). An action without a legal target cannot
//     be played; draw actions stay playable with empty decks.
//   - "Up to N" (destroy_reserve) accepts 1..N materials; the other effects
//     take exactly min(N, available) cards.
//   - Abilities needing a target (Big Gulp, Sticky Fingers, Wax Wizard)
//     wait for the player on turn to name it ("target" moves), in the order
//     they fired; an ability without a legal target does nothing.
//   - shield_all (Stash Box) protects materials, in the reserve and the
//     smoked stack, from destroy, steal and swap effects; not hand cards,
//     not tools, not Pass it!.
//   - Coins exist only in their owner's turn: gain_coins out of turn (Temple
//     Ball drawn through Sticky Icky) gives nothing.
//   - Legalize resolves out of the game; a cancelled Legalize goes to the
//     dump and may come back.
//
// Reaction windows
//   - When the player on turn declares a smoke or an action, the other
//     players are asked in turn order from the declarer's left. By default
//     only players holding a card that answers that kind of move, and the
//     cards to pay for it, are asked (Options.AskEveryone asks everyone,
//     which hides who holds such a card).
//   - Every out-of-turn card cancels or redirects, so the first answer
//     closes the window. The answer card and its discard cost (exactly
//     DiscardCost other hand cards) go to the playing dump.
//   - During the window a smoke's tools from the hand lie on the table; its
//     materials and area tools stay where they are.
//   - Nice tool! takes the tool (to the thief's area, without on_place);
//     against a paper set the thief names the paper taken, the others go
//     back to the smoker's hand (or area, for a paper taken earlier). A
//     tool from the hand spends the new-tool allowance.
//   - Pass it! resolves the smoke onto the answerer's stack; a legendary
//     from the hand still goes to the smoker's area, used, without on_place.
//   - Drug test!: tools from the hand go back to it; the allowance is not
//     spent; no more smokes this turn, actions still allowed.
//
// Hidden information
//   - A hand card is known to its owner, and to everyone when it came in
//     face up (returned by Drug test! or Nice tool!, restored by Scavenger).
//     A Pickpocket's card is known to the thief and the victim, and the
//     other players lose track of the victim's remaining cards. View shows
//     the known cards; Determinize keeps them and re-deals the rest with the
//     playing deck.
package for20
