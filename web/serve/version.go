package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// buildFiles are what the service worker (web/sw.js) keeps for playing
// offline, as one unit: the page asks for the gzipped wasm, so those are
// kept, not the raw files (needed only where a browser cannot decompress).
var buildFiles = []string{
	"index.html", "wasm_exec.js", "wasmload.js", "worker.js", "favicon.png",
	"manifest.webmanifest", "icon-192.png", "icon-512.png",
	"twenty.wasm.gz",
}

// buildVersion is the build's own version (-version: the tag or commit
// the Makefile reads from git), shown in the menu and the About screen.
var buildVersion string

// cacheSafe keeps the characters a version may use in a cache's name.
func cacheSafe(v string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_' {
			return r
		}
		return '-'
	}, v)
}

// versionFile is the script sw.js imports. A new build changes it, so the
// browser installs a new service worker, which caches the new build whole.
const versionFile = "version.js"

// writeVersion writes dir/version.js: the build's version (the one the
// game shows, then a hash of every build file, which changes with any of
// them: "v1.2.0-3f9a...") and, for each file, the SHA-256 digests its body may have, so
// the service worker refuses a mix of two builds (a host half-way through
// an upload). A .gz file may reach the worker as it is or decoded by the
// browser (a server that sends it with Content-Encoding), hence two digests.
func writeVersion(dir string) error {
	files := map[string][]string{}
	whole := sha256.New()
	for _, name := range buildFiles {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return fmt.Errorf("the build lacks %s: %w", name, err)
		}
		digests := []string{digest(data)}
		if strings.HasSuffix(name, ".gz") {
			raw, err := gunzip(data)
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			digests = append(digests, digest(raw))
		}
		files[name] = digests
		fmt.Fprintf(whole, "%s %s\n", name, digests[0])
	}
	build := struct {
		Version string              `json:"version"`
		Files   map[string][]string `json:"files"`
	}{fmt.Sprintf("%x", whole.Sum(nil))[:16], files}
	if buildVersion != "" {
		build.Version = cacheSafe(buildVersion) + "-" + build.Version
	}
	text, err := json.Marshal(build)
	if err != nil {
		return err
	}
	script := "// Written by web/serve -precompress (make web): this build's version and\n" +
		"// files, for sw.js. Do not edit.\nself.twentyBuild = " + string(text) + ";\n"
	name := filepath.Join(dir, versionFile)
	if old, err := os.ReadFile(name); err == nil && string(old) == script {
		return nil // unchanged: keep the time, so the .gz/.br copies stay fresh
	}
	fmt.Printf("version %s in %s\n", build.Version, name)
	return os.WriteFile(name, []byte(script), 0o644)
}

// digest is a file's SHA-256 as fetch's integrity metadata writes it.
func digest(data []byte) string {
	sum := sha256.Sum256(data)
	return "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
}

func gunzip(data []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}
