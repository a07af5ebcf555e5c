package for20

// Zones and event codes, in one place for the scenes.
//
// Every card is always in exactly one zone. Decks are ordered (the top is
// drawn first), smoked stacks are ordered (the last smoked on top), the
// other zones are sets. The table holds the cards of a declared move while
// its reaction window is open: the action card, and tools put down from the
// hand; a declared smoke's materials and area tools stay where they are.
//
// Events a move emits (rules.Event), in order:
//
//   - rules.EvMove for every card that changes zone: Item = card, From/To =
//     zones, Player = the player who acts. FaceUp is false when the card
//     goes into a hand from a deck or from another hand at random (the
//     scene shows it to the hand's owner only; Item still names it).
//   - rules.EvShuffle when a dump is reshuffled into its deck: From = the
//     dump, To = the deck, Value = the deck's new size.
//   - rules.EvCount when the coins of the player on turn change: Player,
//     Value = coins now, Delta = the change.
//   - rules.EvScore when a score changes: Player, Delta, Value = new score.
//   - rules.EvPass when a player asked in a window passes.
//   - rules.EvTurn when a turn starts (Player), before its draws.
//   - rules.EvRoundEnd at the end of each full round (Value = the round
//     just finished), and rules.EvGameEnd after it when the game is over
//     (Player = the winner, or rules.Nobody for a tie at the round cap).
//   - rules.EvNote for the rest: Value is one of the Note codes below,
//     Player who acts, Item the card concerned; Cell and Delta as noted.
const (
	ZoneMaterialDeck = 0 // face down
	ZonePlayingDeck  = 1 // face down
	ZoneMaterialDump = 2 // face up
	ZonePlayingDump  = 3 // face up
	ZoneRemoved      = 4 // out of the game (Legalize once it resolves)
	ZoneTable        = 5 // the cards of a declared move, face up
	zonePlayer0      = 6 // player p's zones start at zonePlayer0 + p*zonesPerPlayer
	zonesPerPlayer   = 4
	// NumZones is one past the highest zone number.
	NumZones = zonePlayer0 + MaxPlayers*zonesPerPlayer
)

// ZoneHand is player p's hand (hidden from the others).
func ZoneHand(p int) int { return zonePlayer0 + p*zonesPerPlayer }

// ZoneReserve is player p's reserve of materials (face up).
func ZoneReserve(p int) int { return zonePlayer0 + p*zonesPerPlayer + 1 }

// ZoneArea is player p's area of tools (legendaries, and papers taken with
// Nice tool!).
func ZoneArea(p int) int { return zonePlayer0 + p*zonesPerPlayer + 2 }

// ZoneSmoked is player p's smoked stack, the score keeper.
func ZoneSmoked(p int) int { return zonePlayer0 + p*zonesPerPlayer + 3 }

// Note codes: the Value of a rules.EvNote.
const (
	// NoteSmokeDeclared: Player declared a smoke; Item = its first tool. The
	// reaction window opens (NoteAsked follows unless nobody can answer).
	NoteSmokeDeclared = iota + 1
	// NoteActionDeclared: Player declared the action Item against Cell (the
	// target player, or rules.Nobody).
	NoteActionDeclared
	// NoteAsked: Player is asked to answer the move declared by Cell.
	NoteAsked
	// NoteAnswer: Player answers with the out-of-turn card Item.
	NoteAnswer
	// NoteResolved: the declared move of Player resolved; Item = the action,
	// or the smoke's first tool.
	NoteResolved
	// NoteCancelled: the declared move of Player was cancelled (Short
	// memory, Nice tool!, Drug test!); Item = the action or first tool.
	NoteCancelled
	// NoteRedirected: Pass it!: the smoke of Cell went to Player's stack.
	NoteRedirected
	// NoteAbility: the ability of Item, owned by Player, fires; Cell = its
	// Effect.
	NoteAbility
	// NoteRotated: Player rotated the material Item for Delta coins.
	NoteRotated
	// NoteRecycled: Player recycled the card Item for Delta coins (an
	// EvMove to the dump follows).
	NoteRecycled
	// NoteToolUsed: Player's tool Item was used to smoke (turn it sideways).
	NoteToolUsed
	// NoteBonus: the smoked material Item carries Delta more bonus points.
	NoteBonus
	// NoteLegalized: Legalize resolved; Police can no longer be played.
	NoteLegalized
	// NoteSmokeForbidden: Player cannot smoke for the rest of the turn.
	NoteSmokeForbidden
	// NoteShielded: Player is under Stash Box until their next turn
	// (Delta = +1), or no longer (Delta = -1).
	NoteShielded
	// NoteTarget: Player chose Cell as the target of Item's ability.
	NoteTarget
	// NoteTurnEnd: Player ended the turn with Delta points (their score);
	// rotated cards turn back upright.
	NoteTurnEnd
)
