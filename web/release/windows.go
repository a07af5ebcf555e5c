package main

import (
	"bytes"
	"debug/pe"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"sort"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"
)

// The Windows resources are written by github.com/tc-hib/winres: a
// maintained library (go-winres uses it) that writes the .syso object the
// Go linker links into the .exe, and reads version information back.

// Resource types (winuser.h).
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
)

// icoSizes are the Windows icon's sizes: Explorer's views, the taskbar and
// the title bar at 100% to 200% scale.
var icoSizes = []int{256, 128, 64, 48, 40, 32, 24, 20, 16}

// syso writes the Windows resources of twenty.exe for GOARCH amd64: the
// icon (every size of icoSizes) and the version information, numbers
// from numbers(v) and v itself as the file and product versions' text.
func syso(w io.Writer, v string, icon image.Image) error {
	rs, err := windowsResources(v, icon)
	if err != nil {
		return err
	}
	return rs.WriteObject(w, winres.ArchAMD64)
}

func windowsResources(v string, icon image.Image) (*winres.ResourceSet, error) {
	var imgs []image.Image
	for _, s := range icoSizes {
		imgs = append(imgs, resized(icon, s))
	}
	ico, err := winres.NewIconFromImages(imgs)
	if err != nil {
		return nil, err
	}
	rs := &winres.ResourceSet{}
	if err := rs.SetIcon(winres.Name("APP"), ico); err != nil {
		return nil, err
	}
	n := numbers(v)
	vi := version.Info{FileVersion: n, ProductVersion: n}
	for k, s := range map[string]string{
		version.ProductName:      "Twenty",
		version.FileDescription:  "Twenty: tabletop games about the number 20",
		version.CompanyName:      "Twenty games",
		version.InternalName:     "twenty",
		version.OriginalFilename: "twenty.exe",
		version.FileVersion:      v,
		version.ProductVersion:   v,
		version.Comments:         "Five tabletop games about the number 20",
	} {
		if err := vi.Set(version.LangDefault, k, s); err != nil {
			return nil, err
		}
	}
	rs.SetVersionInfo(vi)
	return rs, nil
}

// resource is one leaf of a PE resource tree.
type resource struct {
	kind, id uint32 // id 0 for a named resource
	name     string
	lang     uint32
	data     []byte
}

// peResources reads the resources of a PE image or COFF object (a .syso)
// as Windows does: the .rsrc section's tree of type, name and language.
func peResources(r io.ReaderAt) ([]resource, error) {
	f, err := pe.NewFile(r)
	if err != nil {
		return nil, err
	}
	sec := f.Section(".rsrc")
	if sec == nil {
		return nil, errors.New("no .rsrc section: no resources")
	}
	data, err := sec.Data()
	if err != nil {
		return nil, err
	}
	// In an image the data entries hold RVAs; in an object they hold
	// offsets into the section that the linker relocates (VirtualAddress 0).
	base := sec.VirtualAddress
	u16 := func(p uint32) (uint16, error) {
		if int(p)+2 > len(data) {
			return 0, fmt.Errorf(".rsrc: offset %d out of range", p)
		}
		return binary.LittleEndian.Uint16(data[p:]), nil
	}
	u32 := func(p uint32) (uint32, error) {
		if int(p)+4 > len(data) {
			return 0, fmt.Errorf(".rsrc: offset %d out of range", p)
		}
		return binary.LittleEndian.Uint32(data[p:]), nil
	}
	type entry struct {
		id   uint32
		name string
		off  uint32
		dir  bool
	}
	dir := func(p uint32) ([]entry, error) {
		named, err := u16(p + 12)
		if err != nil {
			return nil, err
		}
		ids, err := u16(p + 14)
		if err != nil {
			return nil, err
		}
		var es []entry
		for i := uint32(0); i < uint32(named)+uint32(ids); i++ {
			q := p + 16 + 8*i
			nm, err := u32(q)
			if err != nil {
				return nil, err
			}
			off, err := u32(q + 4)
			if err != nil {
				return nil, err
			}
			e := entry{off: off &^ (1 << 31), dir: off&(1<<31) != 0}
			if nm&(1<<31) != 0 {
				np := nm &^ (1 << 31)
				n, err := u16(np)
				if err != nil {
					return nil, err
				}
				var u []uint16
				for k := uint32(0); k < uint32(n); k++ {
					c, err := u16(np + 2 + 2*k)
					if err != nil {
						return nil, err
					}
					u = append(u, c)
				}
				e.name = string(utf16Runes(u))
			} else {
				e.id = nm
			}
			es = append(es, e)
		}
		return es, nil
	}
	var out []resource
	types, err := dir(0)
	if err != nil {
		return nil, err
	}
	for _, t := range types {
		if !t.dir {
			return nil, errors.New(".rsrc: a type entry is not a directory")
		}
		names, err := dir(t.off)
		if err != nil {
			return nil, err
		}
		for _, n := range names {
			if !n.dir {
				return nil, errors.New(".rsrc: a name entry is not a directory")
			}
			langs, err := dir(n.off)
			if err != nil {
				return nil, err
			}
			for _, l := range langs {
				rva, err := u32(l.off)
				if err != nil {
					return nil, err
				}
				size, err := u32(l.off + 4)
				if err != nil {
					return nil, err
				}
				p := rva - base
				if rva < base || int(p)+int(size) > len(data) {
					return nil, fmt.Errorf(".rsrc: data at RVA %#x (%d bytes) outside the section", rva, size)
				}
				out = append(out, resource{kind: t.id, id: n.id, name: n.name, lang: l.id, data: data[p : p+size]})
			}
		}
	}
	return out, nil
}

func utf16Runes(u []uint16) []rune {
	var r []rune
	for _, c := range u {
		r = append(r, rune(c))
	}
	return r
}

// windowsInfo is what Explorer shows of an .exe: its icon's sizes, the
// fixed version numbers and the version strings.
type windowsInfo struct {
	IconSizes      []int
	FileVersion    string // the fixed numbers, 1.2.3.4
	ProductVersion string
	Strings        map[string]string // of the first language
}

func readWindowsInfo(res []resource) (*windowsInfo, error) {
	info := &windowsInfo{}
	icons := map[uint32][]byte{}
	var group []byte
	for _, r := range res {
		switch r.kind {
		case rtIcon:
			icons[r.id] = r.data
		case rtGroupIcon:
			if group == nil {
				group = r.data
			}
		case rtVersion:
			vi, err := version.FromBytes(r.data)
			if err != nil {
				return nil, fmt.Errorf("version information: %w", err)
			}
			info.FileVersion = dotted(vi.FileVersion, 4)
			info.ProductVersion = dotted(vi.ProductVersion, 4)
			j, err := vi.MarshalJSON()
			if err != nil {
				return nil, err
			}
			var parsed struct {
				Info map[string]map[string]string `json:"info"`
			}
			if err := json.Unmarshal(j, &parsed); err != nil {
				return nil, err
			}
			var langs []string
			for l := range parsed.Info {
				langs = append(langs, l)
			}
			sort.Strings(langs)
			if len(langs) > 0 {
				info.Strings = parsed.Info[langs[0]]
			}
		}
	}
	if group == nil {
		return nil, errors.New("no icon group (RT_GROUP_ICON)")
	}
	if info.Strings == nil {
		return nil, errors.New("no version information (RT_VERSION)")
	}
	// GRPICONDIR: reserved, type 1, count, then 14-byte entries ending in
	// the RT_ICON id of each image.
	if len(group) < 6 || binary.LittleEndian.Uint16(group[2:]) != 1 {
		return nil, errors.New("icon group: not an icon directory")
	}
	count := int(binary.LittleEndian.Uint16(group[4:]))
	if len(group) < 6+14*count {
		return nil, errors.New("icon group: truncated")
	}
	for i := 0; i < count; i++ {
		e := group[6+14*i:]
		id := uint32(binary.LittleEndian.Uint16(e[12:]))
		img, ok := icons[id]
		if !ok {
			return nil, fmt.Errorf("icon group names icon %d, which is missing", id)
		}
		w, h, err := iconImageSize(img)
		if err != nil {
			return nil, fmt.Errorf("icon %d: %w", id, err)
		}
		declared := int(e[0])
		if declared == 0 {
			declared = 256
		}
		if w != h || w != declared {
			return nil, fmt.Errorf("icon %d is %dx%d, its group entry says %d", id, w, h, declared)
		}
		info.IconSizes = append(info.IconSizes, w)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(info.IconSizes)))
	return info, nil
}

// iconImageSize reads an RT_ICON's size: a PNG, or a DIB whose height
// counts the mask too.
func iconImageSize(b []byte) (int, int, error) {
	if bytes.HasPrefix(b, []byte("\x89PNG")) {
		c, err := png.DecodeConfig(bytes.NewReader(b))
		return c.Width, c.Height, err
	}
	if len(b) < 12 {
		return 0, 0, errors.New("neither PNG nor DIB")
	}
	return int(int32(binary.LittleEndian.Uint32(b[4:]))), int(int32(binary.LittleEndian.Uint32(b[8:]))) / 2, nil
}

// checkWindowsInfo: the icon has every size, the numbers are numbers(v)
// and the version strings are v.
func checkWindowsInfo(info *windowsInfo, v string) error {
	want := dotted(numbers(v), 4)
	if info.FileVersion != want || info.ProductVersion != want {
		return fmt.Errorf("version numbers %s and %s, want %s (from %q)", info.FileVersion, info.ProductVersion, want, v)
	}
	for _, k := range []string{version.FileVersion, version.ProductVersion} {
		if info.Strings[k] != v {
			return fmt.Errorf("%s is %q, want %q", k, info.Strings[k], v)
		}
	}
	if info.Strings[version.ProductName] != "Twenty" {
		return fmt.Errorf("ProductName is %q", info.Strings[version.ProductName])
	}
	if fmt.Sprint(info.IconSizes) != fmt.Sprint(icoSizes) {
		return fmt.Errorf("icon sizes %v, want %v", info.IconSizes, icoSizes)
	}
	return nil
}
