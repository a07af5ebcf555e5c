// Command serve is a small static file server for the WebAssembly build:
//
//	go run ./web/serve -dir web -addr 127.0.0.1:8020
//
// It sends .wasm as application/wasm (which WebAssembly.instantiateStreaming
// and browsers' caches want), serves a precompressed name.br or name.gz in
// place of name when the browser accepts that encoding, and asks browsers to
// revalidate every file so a rebuilt game is never stale. With -gzip it first
// writes name.gz and name.br beside every .wasm and .js file whose copy is
// missing or older, and version.js (the build's version, for sw.js), so the
// game downloads four to six times faster; -precompress does only that and
// exits (make web). It prints the address once it is listening; with port 0
// the system picks a free port.
//
// The page asks for twenty.wasm.gz, which a static host sends as it is
// (the page decompresses it). This server answers that name with the
// game in the best encoding the browser accepts (Content-Encoding br or
// gzip), so the browser decodes it and the page gets the wasm itself.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// precompressed lists the encodings tried, best first, with the file suffix
// the build writes for each.
var precompressed = []struct{ encoding, suffix string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// contentTypes are set explicitly: the system MIME tables on minimal
// machines often lack .wasm, and must not decide what .js is.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".wasm":        "application/wasm",
	".png":         "image/png",
	".ico":         "image/x-icon",
	".svg":         "image/svg+xml",
	".json":        "application/json",
	".webmanifest": "application/manifest+json",
	".css":         "text/css; charset=utf-8",
}

func main() {
	dir := flag.String("dir", "web", "folder to serve")
	addr := flag.String("addr", "127.0.0.1:8020", "address to listen on (port 0 picks a free port)")
	verbose := flag.Bool("v", false, "log every request")
	compress := flag.Bool("gzip", false, "write missing or stale .gz and .br copies of .wasm and .js files and version.js before serving")
	only := flag.Bool("precompress", false, "write the copies and version.js as -gzip does, then exit")
	flag.StringVar(&buildVersion, "version", "", "the build's version (git describe, from the Makefile), first in version.js's version and so in the service worker's cache name")
	flag.Parse()

	if st, err := os.Stat(*dir); err != nil || !st.IsDir() {
		log.Fatalf("serve: %s is not a folder", *dir)
	}
	if *compress || *only {
		if err := precompress(*dir); err != nil {
			log.Fatalf("serve: %v", err)
		}
	}
	if *only {
		return
	}
	listener, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("serve: %v", err)
	}
	var handler http.Handler = staticHandler{root: *dir}
	if *verbose {
		handler = logRequests(handler)
	}
	fmt.Printf("serving %s on http://%s/\n", *dir, listener.Addr())
	log.Fatal(serve(newServer(handler, headerTimeout), listener, maxConnections()))
}

// maxConnections caps the connections served at once: a client holding
// thousands open (half-sent requests) would otherwise use every file
// descriptor, and the page's own requests would get no answer. The cap
// is the process's descriptor limit less a margin for the files served
// (256 at least, 16384 at most).
func maxConnections() int {
	return min(max(descriptorLimit()-64, 256), 16384)
}

// headerTimeout is how long a connection may take to send its request's
// headers (a page on a slow phone sends them in well under a second).
const headerTimeout = 5 * time.Second

// newServer bounds how long a connection may take to send its request's
// headers and stay idle, so held connections are closed and make room.
func newServer(h http.Handler, header time.Duration) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: header,
		IdleTimeout:       6 * header,
	}
}

// serve serves srv on l with at most n connections at a time.
func serve(srv *http.Server, l net.Listener, n int) error {
	ll := limitListener(l, n)
	srv.ConnState = ll.connState
	return srv.Serve(ll)
}

// limitListener accepts at most n connections at a time. Once n are
// open, a new connection closes the oldest one that is silent (no request
// under way: half-sent, or idle between requests) and takes its place, so
// thousands of held connections never keep a real request waiting; only
// when all n are serving does it wait for one to finish.
func limitListener(l net.Listener, n int) *limitedListener {
	return &limitedListener{Listener: l, slots: make(chan struct{}, n), silent: map[*slotConn]time.Time{}}
}

type limitedListener struct {
	net.Listener
	slots chan struct{}

	mu     sync.Mutex
	silent map[*slotConn]time.Time // open connections with no request under way, since when
}

func (l *limitedListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	for {
		select {
		case l.slots <- struct{}{}:
			return l.open(c), nil
		default:
		}
		if !l.closeOldestSilent() {
			l.slots <- struct{}{} // every connection is serving: wait for one
			return l.open(c), nil
		}
	}
}

// open wraps a connection that has its slot; it counts as silent until
// its first request comes.
func (l *limitedListener) open(c net.Conn) *slotConn {
	sc := &slotConn{Conn: c, release: func() { <-l.slots }}
	l.mu.Lock()
	l.silent[sc] = time.Now()
	l.mu.Unlock()
	return sc
}

// closeOldestSilent closes the silent connection open longest, giving its
// slot back; it reports false when none is silent.
func (l *limitedListener) closeOldestSilent() bool {
	l.mu.Lock()
	var oldest *slotConn
	var since time.Time
	for c, t := range l.silent {
		if oldest == nil || t.Before(since) {
			oldest, since = c, t
		}
	}
	delete(l.silent, oldest)
	l.mu.Unlock()
	if oldest == nil {
		return false
	}
	oldest.Close()
	return true
}

// connState follows each connection (http.Server.ConnState): silent while
// new or idle, not while a request is served, forgotten once closed.
func (l *limitedListener) connState(c net.Conn, state http.ConnState) {
	sc, ok := c.(*slotConn)
	if !ok {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	switch state {
	case http.StateNew, http.StateIdle:
		l.silent[sc] = time.Now()
	default:
		delete(l.silent, sc)
	}
}

// slotConn gives its slot back once, when it is closed.
type slotConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *slotConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}

type staticHandler struct{ root string }

func (h staticHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	file, ok := servedName(r)
	if !ok {
		http.NotFound(w, r)
		return
	}
	urlPath := "/" + file
	name := filepath.Join(h.root, file)

	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Add("Vary", "Accept-Encoding")
	if ct, ok := contentTypes[path.Ext(urlPath)]; ok {
		w.Header().Set("Content-Type", ct)
	} else if ct := mime.TypeByExtension(path.Ext(urlPath)); ct != "" {
		w.Header().Set("Content-Type", ct)
	}

	dropManyRanges(r)
	if serveEncoded(w, r, name) {
		return
	}
	if strings.HasSuffix(name, ".gz") {
		// The gzipped file itself, for a browser that accepts no encoding:
		// the page decompresses it.
		w.Header().Set("Content-Type", "application/gzip")
	}
	f, st, err := openFile(name)
	if err != nil {
		w.Header().Del("Content-Type")
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	http.ServeContent(w, r, "", st.ModTime(), f)
}

// maxRanges is the most byte ranges a request may ask for: a browser asks
// for one; thousands of one-byte ranges made a 9.8 KB file into a 1.4 MB
// answer of part headers.
const maxRanges = 16

// dropManyRanges ignores a Range header of more than maxRanges ranges: the
// whole file is sent instead, as a server may always do.
func dropManyRanges(r *http.Request) {
	if strings.Count(r.Header.Get("Range"), ",") >= maxRanges {
		r.Header.Del("Range")
	}
}

// serveEncoded answers with a fresh precompressed copy of name in the best
// encoding the request accepts, and reports whether it did. A request for
// name.gz is one for name too: the page asks for twenty.wasm.gz.
func serveEncoded(w http.ResponseWriter, r *http.Request, name string) bool {
	if inner, ok := strings.CutSuffix(name, ".gz"); ok {
		name = inner
		if ct, ok := contentTypes[filepath.Ext(inner)]; ok {
			w.Header().Set("Content-Type", ct)
		}
	}
	for _, p := range precompressed {
		if !accepts(r, p.encoding) {
			continue
		}
		f, st, err := openFile(name + p.suffix)
		if err != nil {
			continue
		}
		defer f.Close()
		raw, err := os.Stat(name)
		if err == nil && raw.ModTime().After(st.ModTime()) {
			continue // left over from an older build
		}
		if err == nil {
			// Lets the loader show true progress: Content-Length is the
			// compressed size, the stream yields decoded bytes.
			w.Header().Set("X-Decoded-Length", fmt.Sprint(raw.Size()))
		}
		w.Header().Set("Content-Encoding", p.encoding)
		http.ServeContent(w, r, "", st.ModTime(), f)
		return true
	}
	return false
}

// precompress writes the compressed copies, then version.js (which hashes
// the .gz copies), then version.js's own copies.
func precompress(dir string) error {
	if err := compressAll(dir); err != nil {
		return err
	}
	if err := writeVersion(dir); err != nil {
		return err
	}
	return compressAll(dir)
}

var errNotRegular = errors.New("not a regular file")

// servedExtensions are the kinds of file the game is made of; nothing else
// in the folder (the server's own Go sources, notes) is served.
var servedExtensions = map[string]bool{".html": true, ".js": true, ".wasm": true, ".png": true, ".ico": true, ".webmanifest": true}

// servedName maps a request to a file at the top of the served folder:
// "/" is index.html, "/name.ext" is name.ext for the extensions above.
// Anything else (a sub-folder, an encoded slash or dot-dot, a dot file, a
// trailing slash) is not found: the server never lists or redirects, so it
// cannot send a browser off-site (a path like //evil.example/..%2fserve
// used to answer with a redirect to //evil.example/../serve/).
func servedName(r *http.Request) (string, bool) {
	raw := r.URL.EscapedPath()
	if raw == "/" || raw == "" {
		return "index.html", true
	}
	name, ok := strings.CutPrefix(raw, "/")
	if !ok || name == "" || name[0] == '.' || !servedExtensions[path.Ext(strings.TrimSuffix(name, ".gz"))] {
		return "", false
	}
	for _, c := range name {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
			return "", false // '/', '%', '\\' and the rest
		}
	}
	return name, true
}

// openFile opens a regular file of the folder; a link is not followed (a
// link named *.html inside the folder must not serve a file outside it).
func openFile(name string) (*os.File, fs.FileInfo, error) {
	if st, err := os.Lstat(name); err != nil || !st.Mode().IsRegular() {
		return nil, nil, errNotRegular
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, nil, errNotRegular
	}
	return f, st, nil
}

// accepts reports whether the Accept-Encoding header allows encoding
// (a q=0 entry refuses it).
func accepts(r *http.Request, encoding string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		token, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(token), encoding) {
			continue
		}
		q := strings.ToLower(strings.ReplaceAll(params, " ", "")) // "Q=0" too
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

func logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		log.Printf("%s %s", r.Method, r.URL.Path)
		next.ServeHTTP(w, r)
	})
}
