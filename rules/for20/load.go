package for20

import (
	"encoding/csv"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// csvColumns are the card table's columns, in order.
var csvColumns = []string{"id", "deck", "category", "name", "type", "points", "coins", "min", "max",
	"cost", "recycle", "discard_cost", "kind", "trigger", "effect", "param", "text"}

// idPrefix is the id letter of each category; ids are numbered from 01 in
// file order.
var idPrefix = [...]string{Material: "M", Tool: "T", Action: "A", OutOfTurn: "O"}

// ParseCards reads a card table in the CSV format of data/cards.csv and
// checks every row against the set README's closed vocabulary: known words
// only, numbers where numbers belong and nothing where nothing does, a
// number N exactly for the effects that take one, conditions only on
// on_smoke, and triggers and effects the engine runs for that kind of card.
// Errors name the row.
func ParseCards(text string) ([]CardInfo, error) {
	r := csv.NewReader(strings.NewReader(text))
	records, err := r.ReadAll()
	if err != nil {
		return nil, err
	}
	if len(records) == 0 || !slices.Equal(records[0], csvColumns) {
		return nil, fmt.Errorf("the header is not %s", strings.Join(csvColumns, ","))
	}
	var out []CardInfo
	var count [4]int
	firstOfName := map[string]Card{}
	row := make(map[string]string, len(csvColumns)) // one row at a time, every column set
	for i, rec := range records[1:] {
		for j, col := range csvColumns {
			row[col] = strings.TrimSpace(rec[j])
		}
		info, err := parseRow(row)
		if err != nil {
			return nil, fmt.Errorf("row %d (%s): %w", i+2, row["id"], err)
		}
		count[info.Category]++
		if want := fmt.Sprintf("%s%02d", idPrefix[info.Category], count[info.Category]); info.ID != want {
			return nil, fmt.Errorf("row %d: id %s, want %s (ids run in order within a category)", i+2, info.ID, want)
		}
		if len(out) > 0 && info.Category < out[len(out)-1].Category {
			return nil, fmt.Errorf("row %d: %s comes after a later category", i+2, info.ID)
		}
		c := Card(len(out))
		if first, ok := firstOfName[info.Name]; ok {
			if prev := out[first]; prev.Category != info.Category {
				return nil, fmt.Errorf("row %d: name %q is used by two categories", i+2, info.Name)
			}
			info.Design = first
		} else {
			firstOfName[info.Name] = c
			info.Design = c
		}
		out = append(out, info)
	}
	for _, info := range out {
		if info.Condition != With {
			continue
		}
		first, ok := firstOfName[info.WithTool]
		if !ok || out[first].Category != Tool {
			return nil, fmt.Errorf("%s: with:%s names no tool of the set", info.ID, info.WithTool)
		}
	}
	return out, nil
}

// numberColumns are the numeric columns, in CardInfo's order (parseRow).
var numberColumns = [...]string{"points", "coins", "min", "max", "cost", "recycle", "discard_cost"}

// categoryNumbers are the numeric columns each category fills.
var categoryNumbers = [...][]string{
	Material:  {"points", "coins"},
	Tool:      {"min", "max", "recycle"},
	Action:    {"cost", "recycle"},
	OutOfTurn: {"recycle", "discard_cost"},
}

// categoryKinds are the kinds each category's cards may have.
var categoryKinds = [...][]Kind{
	Material:  {KindNone},
	Tool:      {Paper, Legendary},
	Action:    {Standard, Once, Police},
	OutOfTurn: {Reaction},
}

// parseRow reads one row's typed fields.
func parseRow(row map[string]string) (CardInfo, error) {
	info := CardInfo{ID: row["id"], Name: row["name"], Text: row["text"]}
	cat, ok := lookup(categoryWords[:], row["category"])
	if !ok {
		return info, fmt.Errorf("unknown category %q", row["category"])
	}
	info.Category = Category(cat)
	wantDeck := "playing"
	if info.Category == Material {
		wantDeck = "material"
	}
	if row["deck"] != wantDeck {
		return info, fmt.Errorf("a %s belongs to the %s deck, not %q", info.Category, wantDeck, row["deck"])
	}
	if info.Name == "" || info.Text == "" {
		return info, fmt.Errorf("name and text are required")
	}
	numbers := categoryNumbers[info.Category]
	fields := [...]*int{&info.Points, &info.Coins, &info.Min, &info.Max, &info.Cost, &info.Recycle, &info.DiscardCost}
	for i, col := range numberColumns {
		v := row[col]
		if !slices.Contains(numbers, col) {
			if v != "" {
				return info, fmt.Errorf("a %s has no %s (got %q)", info.Category, col, v)
			}
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return info, fmt.Errorf("%s must be a whole number >= 0, got %q", col, v)
		}
		*fields[i] = n
	}
	if err := parseTypeAndKind(&info, row); err != nil {
		return info, err
	}
	return info, parseAbility(&info, row)
}

func parseTypeAndKind(info *CardInfo, row map[string]string) error {
	typ, ok := lookup(typeWords[:], row["type"])
	switch info.Category {
	case Material:
		if !ok || (Type(typ) != Weed && Type(typ) != Hash && Type(typ) != Special) {
			return fmt.Errorf("a material's type is weed, hash or special, not %q", row["type"])
		}
	case Tool:
		if !ok || (Type(typ) != Weed && Type(typ) != Hash && Type(typ) != Combo) {
			return fmt.Errorf("a tool's type is weed, hash or combo, not %q", row["type"])
		}
		if info.Min < 1 || info.Max < info.Min {
			return fmt.Errorf("a tool's range %d..%d must have 1 <= min <= max", info.Min, info.Max)
		}
	default:
		if row["type"] != "" {
			return fmt.Errorf("a %s has no type (got %q)", info.Category, row["type"])
		}
	}
	info.Type = Type(typ)
	kind, ok := lookup(kindWords[:], row["kind"])
	allowed := categoryKinds[info.Category]
	if (!ok && row["kind"] != "") || !slices.Contains(allowed, Kind(kind)) {
		return fmt.Errorf("kind %q is not one of a %s's kinds", row["kind"], info.Category)
	}
	info.Kind = Kind(kind)
	return nil
}

func parseAbility(info *CardInfo, row map[string]string) error {
	trig, eff, param := row["trigger"], row["effect"], row["param"]
	if trig == "" {
		if eff != "" || param != "" {
			return fmt.Errorf("an effect without a trigger")
		}
		if info.Category == Action || info.Category == OutOfTurn || info.Kind == Legendary {
			return fmt.Errorf("a %s %s needs a trigger and an effect", info.Kind, info.Category)
		}
		return nil
	}
	event, cond, hasCond := strings.Cut(trig, "+")
	t, ok := lookup(triggerWords[:], event)
	if !ok {
		return fmt.Errorf("unknown trigger %q", event)
	}
	info.Trigger = Trigger(t)
	if !slices.Contains(categoryTriggers[info.Category], info.Trigger) || info.Kind == Paper {
		return fmt.Errorf("a %s cannot have the trigger %s", info.Category, event)
	}
	if hasCond {
		if info.Trigger != OnSmoke {
			return fmt.Errorf("conditions exist only on on_smoke, not %s", event)
		}
		name, tool, isWith := strings.Cut(cond, ":")
		c, ok := lookup(conditionWords[:], name)
		if !ok || (Condition(c) == With) != isWith || (isWith && tool == "") {
			return fmt.Errorf("unknown condition %q", cond)
		}
		info.Condition, info.WithTool = Condition(c), tool
	}
	e, ok := lookup(effectWords[:], eff)
	if !ok {
		return fmt.Errorf("unknown effect %q", eff)
	}
	info.Effect = Effect(e)
	if !slices.Contains(triggerEffects[info.Trigger], info.Effect) {
		return fmt.Errorf("the effect %s cannot follow the trigger %s", eff, event)
	}
	if effectTakesN[info.Effect] {
		n, err := strconv.Atoi(param)
		if err != nil || n < 1 {
			return fmt.Errorf("%s takes a number N >= 1, got %q", eff, param)
		}
		info.Param = n
	} else if param != "" {
		return fmt.Errorf("%s takes no number, got %q", eff, param)
	}
	if (info.Effect == Legalize) != (info.Kind == Once) {
		return fmt.Errorf("legalize is the effect of the one card of kind once")
	}
	return nil
}

// lookup is the index of word in words; the empty word is never found.
func lookup(words []string, word string) (int, bool) {
	if word == "" {
		return 0, false
	}
	i := slices.Index(words, word)
	return i, i >= 0
}
