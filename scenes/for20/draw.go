package for20

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// Colours of the table beyond the shared palette.
var (
	stripFill   = color.RGBA{0x17, 0x42, 0x2e, 0xff}
	turnFill    = color.RGBA{0x22, 0x57, 0x3d, 0xff}
	litInk      = color.RGBA{0x7d, 0xe3, 0x8f, 0xff}
	airInk      = color.RGBA{0xff, 0xff, 0xff, 0xff}
	pillFill    = color.RGBA{0x0e, 0x2a, 0x1d, 0xe8}
	targetInk   = color.RGBA{0xff, 0x8a, 0x65, 0xff}
	shieldInk   = color.RGBA{0x8e, 0xc9, 0xff, 0xff}
	logLineFill = color.RGBA{0x14, 0x30, 0x23, 0xff}
)

// labels are the texts of the table, made when what they say changes so
// that a steady frame formats nothing.
type labels struct {
	seat     [f20.MaxPlayers]string
	seatSize [f20.MaxPlayers]float64 // each label's size, to show it whole
	decks    [4]string
	status   string // the top bar's: the round, whose turn, the coins
	info     [2]string
	infoSize [2]float64
	tally    [f20.MaxPlayers]string
	winner   [f20.MaxPlayers]bool
	// headline says who won and by how much, once the game is over (the
	// tally's title).
	headline string
	key      promptKey
	// infoTop: in a lesson the info lines keep to the top of their room,
	// leaving the rest of it whole for the lesson's box (see infoBox).
	infoTop bool
}

// faceUp tells whether the viewer sees card c's face.
func (s *scene) faceUp(c f20.Card) bool {
	z := int(s.view.zone[c])
	switch {
	case z == f20.ZoneMaterialDeck || z == f20.ZonePlayingDeck:
		return false
	case z >= f20.ZoneHand(0) && z == f20.ZoneHand(ownerOf(z)):
		p := ownerOf(z)
		return s.Open || p == s.Viewer && (s.Match.Seats[p].Human || s.Match.Humans() == 0)
	}
	return true
}

// refreshLabels formats every label from the view.
func (s *scene) refreshLabels() {
	v := &s.view
	v.countHands(s.players)
	var counts [4]int
	for c := range v.zone {
		if z := int(v.zone[c]); z < 4 {
			counts[z]++
		}
	}
	for z := range counts {
		s.labels.decks[z] = strconv.Itoa(counts[z])
	}
	s.refreshSeatLabels()
	s.labels.key = promptKey{} // the info lines too
}

// refreshSeatLabels formats the strips' labels with the points shown now:
// the name, the points, the hand's size, each on a line of its own where
// the label has the room (see seatLabel).
func (s *scene) refreshSeatLabels() {
	v := &s.view
	for p := range s.players {
		pts, cards := pointsText(s.scores[p].Shown()), cardsText(v.handCounts[p])
		if v.shielded[p] {
			cards += "\nshielded"
		}
		box := s.lay.strips[p].label.Inset(s.lay.labelInset)
		text := s.seatLabel(p, pts, cards, box)
		if !s.summarisedRow(p) && text != s.labels.seat[p] {
			s.labels.seat[p] = text
			s.labels.seatSize[p] = s.fitSize(text, box, s.lay.seatSize, false)
		}
		if s.Tally {
			s.labels.tally[p] = s.tallyLine(p, s.scores[p].Shown())
		}
	}
	s.refreshSummaries()
}

// seatLabel is the first of p's labels that shows whole in box at the
// least text: the whole name over the points over the hand's size; the
// name without the computer's level ("Player 2", the status line and the
// results say it); the points and the hand on one line; all on one; the
// name and the points alone (a strip on a small phone's open table, whose
// hands show).
func (s *scene) seatLabel(p int, pts, cards string, box sprites.Rect) string {
	full := s.SeatName(p)
	short, _, _ := strings.Cut(full, " (")
	forms := [6]string{
		full + "\n" + pts + "\n" + cards,
		short + "\n" + pts + "\n" + cards,
		short + "\n" + pts + " · " + cards,
		short + " · " + pts + " · " + cards,
		short + "\n" + pts,
		short + " · " + pts,
	}
	if s.text == nil {
		return forms[0]
	}
	for _, text := range forms {
		if s.unbroken(text, box, sprites.Style{Size: s.lay.leastText}) {
			return text
		}
	}
	return forms[len(forms)-1]
}

// pointsText is "1 pt", "12 pts".
func pointsText(n int) string {
	if n == 1 {
		return "1 pt"
	}
	return strconv.Itoa(n) + " pts"
}

// tallyLine is p's line in the game-over panel.
func (s *scene) tallyLine(p, points int) string {
	return s.SeatName(p) + ": " + strconv.Itoa(points) + " stoner points"
}

// wholeSize is the size up to size that shows text whole in box: its
// lines unbroken if a little smaller will do (a name split over two lines
// reads worse), else the largest that fits wrapped; the smallest text
// there is when none does (a box squeezed to nothing).
func (s *scene) wholeSize(text string, box sprites.Rect, size float64, bold bool) float64 {
	if s.text == nil {
		return size
	}
	st := sprites.Style{Size: size, Bold: bold}
	for ; st.Size >= max(size*0.75, 6); st.Size *= 0.95 {
		if s.unbroken(text, box, st) {
			return st.Size
		}
	}
	st.Size = size
	if got, ok := wholeSize(s.text, text, box, st, 0); ok {
		return got
	}
	return 6
}

// fitSize is wholeSize held to the table's least text: a text that
// would need smaller is drawn at the least size.
func (s *scene) fitSize(text string, box sprites.Rect, size float64, bold bool) float64 {
	return max(s.wholeSize(text, box, size, bold), s.lay.leastText)
}

// unbroken tells whether each line of text fits the box's width, and all
// of them its height.
func (s *scene) unbroken(text string, box sprites.Rect, st sprites.Style) bool {
	// At the whole pixels the text is drawn (and cut) by: see sprites.Text.Fit.
	w, h := float64(int(box.W)), float64(int(box.H))
	for line := range strings.SplitSeq(text, "\n") {
		if lw, _ := s.text.Measure(line, st); lw > w {
			return false
		}
	}
	return s.text.MeasureWrapped(text, w, st) <= h+0.5
}

// Status is the top bar's line.
func (s *scene) Status() string { return s.labels.status }

// DrawBoard paints the board between the table's top bar and inspector.
func (s *scene) DrawBoard(a *ui.Context, screen *ebiten.Image) {
	if s.atlas == nil {
		return
	}
	s.drawStrips(a, screen)
	s.drawDecks(a, screen)
	s.drawPanel(a, screen)
	s.drawCards(a, screen, false)
	s.drawCards(a, screen, true)
	if s.Tally {
		// The final scores over the hand and the lines: the table the
		// scores sum up stays in view.
		s.drawTally(a, screen)
		return
	}
	s.drawInfo(a, screen)
	for _, b := range s.shown {
		b.Draw(a, screen)
	}
	if s.log.open {
		s.drawLog(a, screen)
	}
}

// drawStrips paints each player's row: its panel (brighter on turn), the
// label, the smoked stack's pile and points.
func (s *scene) drawStrips(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	v := &s.view
	for p := range s.players {
		if s.underTally(p) || s.summarisedRow(p) || s.underPanel(l.strips[p].label) {
			continue
		}
		st := l.strips[p]
		row := sprites.Rect{X: st.label.X, Y: st.label.Y, W: st.stack.X + st.stack.W - st.label.X, H: st.label.H}
		fill := stripFill
		if p == v.turn {
			fill = turnFill
		}
		sprites.Panel(screen, row, a.U(10), fill)
		switch {
		case s.targetShown(p):
			sprites.Outline(screen, st.label, a.U(10), targetInk)
		case s.choosablePlayers[p]:
			sprites.Outline(screen, st.label, a.U(10), litInk)
		}
		ink := sprites.Dim
		if p == v.turn {
			ink = sprites.Gold
		}
		if v.shielded[p] {
			sprites.Outline(screen, row, a.U(10), shieldInk)
		}
		a.Text.DrawBox(screen, s.labels.seat[p], st.label.Inset(l.labelInset), sprites.Style{Size: s.labels.seatSize[p], Color: ink, Align: sprites.Left})
		sprites.Outline(screen, st.stack.Inset(a.U(2)), a.U(8), sprites.FeltLight)
	}
	if l.open {
		s.drawOpenHandRows(a, screen)
	}
	if s.sum.on {
		s.drawSummaries(a, screen)
	}
}

// drawDecks paints the decks (a back with the count) and the dumps'
// frames; the cards on the dumps are drawn with the others.
func (s *scene) drawDecks(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	scale := l.pileScale()
	if !s.pick.Empty() {
		return // the dump's cards to choose from lie over the decks
	}
	for z, r := range l.decks {
		sprites.Outline(screen, r, a.U(8), sprites.FeltLight)
		if (z == f20.ZoneMaterialDeck || z == f20.ZonePlayingDeck) && s.labels.decks[z] != "0" {
			cx, cy := r.Center()
			s.atlas.DrawBack(screen, z == f20.ZoneMaterialDeck, cx, cy, scale)
		}
	}
	sprites.Outline(screen, l.air, a.U(10), sprites.FeltLight)
}

// drawCards draws the cards lying still (moving false) or in flight: in
// flight over everything else.
func (s *scene) drawCards(a *ui.Context, screen *ebiten.Image, moving bool) {
	v := &s.view
	l := &s.lay
	// The top of each pile (dumps, smoked stacks): the highest seq.
	var top [f20.NumZones]f20.Card
	var topSeq [f20.NumZones]int32
	for c := range v.zone {
		z := v.zone[c]
		if z >= 0 && v.seq[c] > topSeq[z] {
			topSeq[z], top[z] = v.seq[c], f20.Card(c)
		}
	}
	for c := range f20.Card(f20.NumCards) {
		m := &s.cardSprites.Motions[c]
		if m.Moving() != moving || !m.Placed() {
			continue
		}
		z := int(v.zone[c])
		if !moving && !s.pick.Has(c) {
			switch {
			case !s.pick.Empty() && z < 4:
				continue // the dump's cards to choose from lie over the piles
			case z == f20.ZoneMaterialDeck, z == f20.ZonePlayingDeck, z == f20.ZoneRemoved, s.isOtherHand(z) && !l.open:
				continue
			case (z == f20.ZoneMaterialDump || z == f20.ZonePlayingDump || isSmoked(z)) && top[z] != c:
				continue
			case s.hiddenBySummary(c):
				continue
			}
		}
		s.drawCard(a, screen, c)
	}
	// The decks' counts over their backs (a dump's is the inspector's, a
	// smoked stack's points are in its player's label).
	if moving || !s.pick.Empty() {
		return // the dump's cards to choose from lie over the decks
	}
	for _, z := range [2]int{f20.ZoneMaterialDeck, f20.ZonePlayingDeck} {
		if s.labels.decks[z] != "0" && !s.underPanel(l.pill(z)) {
			s.drawPill(a, screen, l.pill(z), s.labels.decks[z])
		}
	}
}

// drawPill writes a number in a dark pill.
func (s *scene) drawPill(a *ui.Context, screen *ebiten.Image, pill sprites.Rect, text string) {
	sprites.Panel(screen, pill, pill.H/2, pillFill)
	a.Text.DrawBox(screen, text, pill, sprites.Style{Size: s.lay.pillSize, Color: sprites.Gold, Bold: true})
}

func (s *scene) drawCard(a *ui.Context, screen *ebiten.Image, c f20.Card) {
	m := &s.cardSprites.Motions[c]
	v := &s.view
	o := cardDraw{X: m.X, Y: m.Y, Scale: m.Scale, Angle: m.Angle, Flip: s.cardSprites.Flip(c),
		Back: !s.faceUp(c), Dead: v.legalized && c.Info().Kind == f20.Police}
	// Shadows for the cards off the table (the hand, the air, in flight):
	// the strips' many cards lie flat, and drawing less keeps the
	// frame cheap.
	o.Shadow = m.Moving() || int(v.zone[c]) == f20.ZoneHand(s.Viewer)
	if v.air.Has(c) || int(v.zone[c]) == f20.ZoneTable {
		o.Lift, o.Shadow = 1, true
	}
	s.cardAtlas(c, &o).Draw(screen, c, o)
	if m.Moving() {
		return
	}
	w, h := float64(s.atlas.W)*m.Scale, float64(s.atlas.H)*m.Scale
	if math.Abs(m.Angle) > 0.1 {
		w, h = h, w
	}
	r := sprites.Rect{X: m.X - w/2 - a.U(2), Y: m.Y - h/2 - a.U(2), W: w + a.U(4), H: h + a.U(4)}
	switch {
	case v.flash[c] > 0 && v.flash[c]/8%2 == 0:
		sprites.Outline(screen, r.Inset(-a.U(2)), a.U(8), sprites.Gold)
	case s.sel.Has(c):
		sprites.Outline(screen, r, a.U(8), sprites.Gold)
	case v.air.Has(c):
		sprites.Outline(screen, r, a.U(8), airInk)
	case s.choosable.Has(c),
		s.lit.Has(c.Info().Design) && c.Category() == f20.Tool && s.ownedByViewer(c):
		sprites.Outline(screen, r, a.U(8), litInk)
	}
}

// cardAtlas is the atlas card c is drawn from, its scale set in o: a
// card lying about the strips' size (in a strip, on a pile, in the air)
// from the strips' atlas, its texts at their size, a covered one's index
// face; a small hand's cards from the big faces (bigAtlas) when they
// lie at that size; the rest scaled from the hand's.
func (s *scene) cardAtlas(c f20.Card, o *cardDraw) *atlas {
	if big := s.bigAtlas; big != nil && !o.Back && !s.cardSprites.Motions[c].Moving() {
		if k := o.Scale * float64(s.atlas.W) / float64(big.W); k > 0.97 && k < 1.03 {
			o.Scale = k
			return big // a small hand's cards, at their size
		}
	}
	at := s.stripAtlas
	if at == nil || s.cardSprites.Motions[c].Moving() || o.Back {
		return s.atlas
	}
	k := o.Scale * float64(s.atlas.W) / float64(at.W)
	if k < 0.8 || k > 1.25 {
		return s.atlas
	}
	o.Scale, o.Index = k, s.lay.covered.Has(c)
	return at
}

// ownedByViewer tells whether c is in the viewer's hand or area.
func (s *scene) ownedByViewer(c f20.Card) bool {
	z := int(s.view.zone[c])
	return z == f20.ZoneHand(s.Viewer) || z == f20.ZoneArea(s.Viewer)
}

func (s *scene) targetShown(p int) bool { return s.target == p && s.asked() }

// infoStyle is the style of info line i at its size: the declared move
// in white, the prompt (the next step) in gold.
func (s *scene) infoStyle(i int) sprites.Style {
	colors := [2]color.RGBA{sprites.White, sprites.Gold}
	return sprites.Style{Size: s.labels.infoSize[i], Color: colors[i]}
}

// drawInfo writes the declared move and the prompt,
// each at the size that shows it whole (see refreshPrompt).
func (s *scene) drawInfo(a *ui.Context, screen *ebiten.Image) {
	for i := range s.lay.info {
		if s.labels.info[i] != "" {
			a.Text.DrawBox(screen, s.labels.info[i], s.infoBox(i), s.infoStyle(i))
		}
	}
}

// infoBox is where info line i's text lies: its room, or in a lesson
// (infoTop) the top of its room, as high as the text.
func (s *scene) infoBox(i int) sprites.Rect {
	r := s.lay.info[i]
	if s.labels.infoTop && s.text != nil && s.labels.info[i] != "" {
		r.H = min(s.text.MeasureWrapped(s.labels.info[i], r.W, s.infoStyle(i)), r.H)
	}
	return r
}

// drawTally shows the final scores over the hand until Continue: the
// headline (who won, by how much), then each player's points, the
// winners' in gold (see placeTally).
func (s *scene) drawTally(a *ui.Context, screen *ebiten.Image) {
	t := &s.tally
	sprites.Panel(screen, t.panel, a.U(18), sprites.TallyFill)
	a.Text.DrawBox(screen, s.labels.headline, t.head, sprites.Style{Size: t.headSize, Color: sprites.Gold, Bold: true})
	for p := range s.players {
		ink := sprites.White
		if s.labels.winner[p] {
			ink = sprites.Gold
		}
		a.Text.DrawBox(screen, s.labels.tally[p], t.rows[p], sprites.Style{Size: t.rowSize, Color: ink, Align: sprites.Left})
	}
	s.ContinueButton.Draw(a, screen)
}

// drawLog shows the game log's page: the newest lines at the bottom.
func (s *scene) drawLog(a *ui.Context, screen *ebiten.Image) {
	l := &s.lay
	sprites.Panel(screen, l.logPanel, a.U(16), sprites.TallyFill)
	lineH := l.lineSize * 1.5
	n := l.logLines
	end := len(s.log.lines) - s.log.back
	start := max(0, end-n)
	for i := start; i < end; i++ {
		r := sprites.Rect{X: l.logPanel.X + a.U(14), Y: l.logPanel.Y + a.U(12) + float64(i-start)*lineH, W: l.logPanel.W - a.U(28), H: lineH}
		if i%2 == 0 {
			sprites.FillRect(screen, r, logLineFill)
		}
		a.Text.DrawBox(screen, s.log.lines[i], r, sprites.Style{Size: l.lineSize, Color: sprites.Dim, Align: sprites.Left})
	}
	s.logOlder.Draw(a, screen)
	s.logNewer.Draw(a, screen)
	s.logClose.Draw(a, screen)
}

// cardTargetID is card c's id in the test contract, "" where it cannot be
// tapped (in a deck, face down in another's hand).
func (s *scene) cardTargetID(c f20.Card) string {
	z := int(s.view.zone[c])
	switch {
	case z == f20.ZoneTable:
		return "table." + c.String()
	case s.pick.Has(c):
		return "dump." + c.String()
	case z == f20.ZoneHand(s.Viewer):
		return "hand.card." + c.String()
	case z == f20.ZoneReserve(ownerOf(z)) && z >= f20.ZoneHand(0):
		return "reserve." + strconv.Itoa(ownerOf(z)) + "." + c.String()
	case z == f20.ZoneArea(ownerOf(z)) && z >= f20.ZoneHand(0):
		return "area." + strconv.Itoa(ownerOf(z)) + "." + c.String()
	}
	return ""
}

func (s *scene) AppendBoardTargets(dst []ui.Target) []ui.Target {
	if s.log.open {
		return ui.AppendButtonTargets(dst, s.logOlder, s.logNewer, s.logClose)
	}
	dst = ui.AppendButtonTargets(dst, s.shown...)
	if !s.asked() {
		return dst
	}
	l := &s.lay
	for i := range l.orderN {
		c := l.order[i]
		id := s.cardTargetID(c)
		if id == "" {
			continue
		}
		r := s.tapTarget(l.tap[c])
		dst = append(dst, ui.Target{ID: id, Label: c.Info().Name, X: r.X, Y: r.Y, W: r.W, H: r.H})
	}
	dst = s.appendSummaryTargets(dst)
	for p := range s.players {
		if s.underPanel(l.strips[p].label) && p != s.sum.opened {
			continue
		}
		if r, ok := s.onScreen(l.strips[p].label); ok {
			dst = append(dst, ui.Target{ID: "target." + strconv.Itoa(p), Label: s.SeatName(p), X: r.X, Y: r.Y, W: r.W, H: r.H})
		}
		if r, ok := s.onScreen(l.strips[p].stack); ok && s.stackTop(p) != f20.NoCard {
			dst = append(dst, ui.Target{ID: "stack." + strconv.Itoa(p), Label: "smoked stack", X: r.X, Y: r.Y, W: r.W, H: r.H})
		}
	}
	return dst
}

// onScreen is the part of r on the screen: on a tiny window (the monkey's
// 320x240 with three strips) a strip can run past the bottom edge, and
// only what can be tapped is a target.
func (s *scene) onScreen(r sprites.Rect) (sprites.Rect, bool) {
	l := &s.lay
	x0, y0 := max(r.X, 0), max(r.Y, 0)
	x1, y1 := min(r.X+r.W, l.screenW), min(r.Y+r.H, l.screenH)
	if x1 <= x0 || y1 <= y0 {
		return sprites.Rect{}, false
	}
	return sprites.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}, true
}

// cardsText is "1 card", "5 cards".
func cardsText(n int) string {
	if n == 1 {
		return "1 card"
	}
	return strconv.Itoa(n) + " cards"
}
