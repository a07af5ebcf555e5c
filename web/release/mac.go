package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
)

// The Mac's application bundle, Twenty.app:
//
//	Contents/Info.plist          the bundle's id, version, minimum system, icon
//	Contents/MacOS/twenty        one universal binary (amd64 and arm64)
//	Contents/Resources/Twenty.icns
const (
	bundleID   = "com.github.twenty-games.twenty"
	macExec    = "twenty"
	macIcon    = "Twenty.icns"
	macMinimum = "12.0" // Go 1.26's oldest macOS (Monterey)
)

// plistEntry is one key of Info.plist with its string or boolean value.
type plistEntry struct {
	key   string
	value any // string or bool
}

// infoPlist lists Info.plist's keys: CFBundleShortVersionString is the
// build's version as the menu shows it, CFBundleVersion its numbers (the
// Mac wants up to three integers there).
func infoPlist(v string) []plistEntry {
	return []plistEntry{
		{"CFBundleDevelopmentRegion", "en"},
		{"CFBundleDisplayName", "Twenty"},
		{"CFBundleExecutable", macExec},
		{"CFBundleIconFile", macIcon},
		{"CFBundleIdentifier", bundleID},
		{"CFBundleInfoDictionaryVersion", "6.0"},
		{"CFBundleName", "Twenty"},
		{"CFBundlePackageType", "APPL"},
		{"CFBundleShortVersionString", v},
		{"CFBundleVersion", dotted(numbers(v), 3)},
		{"LSApplicationCategoryType", "public.app-category.board-games"},
		{"LSMinimumSystemVersion", macMinimum},
		{"NSHighResolutionCapable", true},
		{"NSHumanReadableCopyright", "Twenty: five tabletop games about the number 20"},
	}
}

// writePlist writes an XML property list of one dictionary.
func writePlist(entries []plistEntry) []byte {
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n")
	b.WriteString(`<plist version="1.0">` + "\n<dict>\n")
	esc := func(s string) string {
		var e bytes.Buffer
		xml.EscapeText(&e, []byte(s))
		return e.String()
	}
	for _, e := range entries {
		fmt.Fprintf(&b, "\t<key>%s</key>\n", esc(e.key))
		switch v := e.value.(type) {
		case bool:
			if v {
				b.WriteString("\t<true/>\n")
			} else {
				b.WriteString("\t<false/>\n")
			}
		default:
			fmt.Fprintf(&b, "\t<string>%s</string>\n", esc(fmt.Sprint(v)))
		}
	}
	b.WriteString("</dict>\n</plist>\n")
	return b.Bytes()
}

// readPlist reads an XML property list whose root is a dictionary of
// strings, booleans, integers and reals, as encoding/xml parses it.
func readPlist(b []byte) (map[string]string, error) {
	var doc struct {
		XMLName xml.Name `xml:"plist"`
		Dict    struct {
			Items []struct {
				XMLName xml.Name
				Text    string `xml:",chardata"`
			} `xml:",any"`
		} `xml:"dict"`
	}
	if err := xml.Unmarshal(b, &doc); err != nil {
		return nil, err
	}
	out := map[string]string{}
	items := doc.Dict.Items
	for i := 0; i < len(items); i += 2 {
		if items[i].XMLName.Local != "key" || i+1 >= len(items) {
			return nil, fmt.Errorf("plist: %q where a key and its value belong", items[i].XMLName.Local)
		}
		key, val := items[i].Text, items[i+1]
		if _, dup := out[key]; dup {
			return nil, fmt.Errorf("plist: %s twice", key)
		}
		switch val.XMLName.Local {
		case "string", "integer", "real":
			out[key] = val.Text
		case "true", "false":
			out[key] = val.XMLName.Local
		default:
			return nil, fmt.Errorf("plist: %s is a %s", key, val.XMLName.Local)
		}
	}
	return out, nil
}

// checkPlist: the keys the Mac needs to start the bundle, with the build's
// version.
func checkPlist(p map[string]string, v string) error {
	want := map[string]string{
		"CFBundleExecutable":         macExec,
		"CFBundleIconFile":           macIcon,
		"CFBundleIdentifier":         bundleID,
		"CFBundlePackageType":        "APPL",
		"CFBundleShortVersionString": v,
		"CFBundleVersion":            dotted(numbers(v), 3),
		"LSMinimumSystemVersion":     macMinimum,
	}
	var keys []string
	for k := range want {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if p[k] != want[k] {
			return fmt.Errorf("Info.plist: %s is %q, want %q", k, p[k], want[k])
		}
	}
	return nil
}

// fatAlign is each slice's alignment in a universal binary (2^14, the
// page size of arm64 Macs, as lipo aligns them).
const fatAlign = 14

// fat joins thin Mach-O binaries into one universal binary: a big-endian
// header (magic, count), one fat_arch per slice (CPU type and subtype,
// offset, size, alignment), then the slices, each on a 2^14 boundary.
// Each slice keeps its own code signature (Go signs arm64 binaries).
func fat(w io.Writer, thins ...[]byte) error {
	type arch struct {
		cpu, sub uint32
		data     []byte
	}
	var arches []arch
	for _, t := range thins {
		f, err := macho.NewFile(bytes.NewReader(t))
		if err != nil {
			return fmt.Errorf("a slice is not a thin Mach-O: %w", err)
		}
		arches = append(arches, arch{uint32(f.Cpu), f.SubCpu, t})
	}
	if len(arches) == 0 {
		return errors.New("no slices")
	}
	var b bytes.Buffer
	binary.Write(&b, binary.BigEndian, []uint32{macho.MagicFat, uint32(len(arches))})
	off := uint32(1 << fatAlign)
	if need := 8 + 20*len(arches); need > int(off) {
		return errors.New("too many slices")
	}
	for _, a := range arches {
		binary.Write(&b, binary.BigEndian, []uint32{a.cpu, a.sub, off, uint32(len(a.data)), fatAlign})
		off += uint32(len(a.data))
		off = (off + 1<<fatAlign - 1) &^ (1<<fatAlign - 1)
	}
	for _, a := range arches {
		b.Write(make([]byte, (b.Len()+1<<fatAlign-1)&^(1<<fatAlign-1)-b.Len()))
		b.Write(a.data)
	}
	_, err := w.Write(b.Bytes())
	return err
}

// lcCodeSignature is the load command of a Mach-O's code signature.
const lcCodeSignature = 0x1d

// signed: the slice has a code signature. An arm64 Mac runs no unsigned
// code; Go's linker signs its darwin/arm64 output ad hoc, and fat keeps
// each slice byte for byte.
func signed(slice []byte) error {
	f, err := macho.NewFile(bytes.NewReader(slice))
	if err != nil {
		return err
	}
	for _, l := range f.Loads {
		raw := l.Raw()
		if len(raw) >= 4 && f.ByteOrder.Uint32(raw) == lcCodeSignature {
			return nil
		}
	}
	return errors.New("no code signature (LC_CODE_SIGNATURE): an arm64 Mac would not run it")
}

// readFat opens a universal binary as the Mac's loader does and returns
// each slice's architecture name and bytes.
func readFat(b []byte) (map[string][]byte, error) {
	ff, err := macho.NewFatFile(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	defer ff.Close()
	out := map[string][]byte{}
	for _, a := range ff.Arches {
		if a.Offset%(1<<fatAlign) != 0 {
			return nil, fmt.Errorf("slice %v at offset %d, not aligned", a.Cpu, a.Offset)
		}
		name := strings.TrimPrefix(strings.ToLower(a.Cpu.String()), "cpu")
		out[name] = b[a.Offset : a.Offset+a.Size]
	}
	return out, nil
}
