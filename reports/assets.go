package reports

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// EChartsEnv names the environment variable that points at echarts.min.js.
const EChartsEnv = "KFR_ECHARTS_JS"

// EChartsFile is the name a report site gives its one shared copy of
// echarts.min.js, beside its pages.
const EChartsFile = "echarts.min.js"

// echartsRel is where npm puts the file inside a node_modules folder:
// `npm ci` in a kfr checkout, or `npm install -g echarts`.
var echartsRel = filepath.Join("echarts", "dist", "echarts.min.js")

// Assets is the ECharts JavaScript report pages draw their charts with.
// Reports never ask the network for anything: a single page inlines it, a
// site writes it once beside its pages. Without it (ECharts empty) pages
// are still written, with their tables and text, and Missing says why the
// charts are not there and how to get them.
type Assets struct {
	ECharts []byte // echarts.min.js
	Path    string // where it was read from, for messages
	Missing string // why there is no ECharts, as a page tells its reader
	// Shared, when not "", is the shared copy's address relative to the
	// pages (a site's EChartsFile): pages load it instead of inlining.
	Shared string
}

// HowToGetECharts is the advice a page without charts and an error give.
const HowToGetECharts = "install ECharts once with `npm install -g echarts` (or `npm ci` in a kfr checkout), " +
	"or set " + EChartsEnv + " to the path of an echarts.min.js, then write the report again"

// LoadAssets finds and reads echarts.min.js. Where it looks, in order:
// the file $KFR_ECHARTS_JS names; node_modules/echarts in the working
// directory or above it (a kfr checkout after `npm ci`), then beside or
// above the running executable; the global npm folders (`npm install -g
// echarts`): $NPM_CONFIG_PREFIX, the usual prefixes, and last what
// `npm root -g` answers when npm is installed (a local command that reads
// npm's configuration, nothing is downloaded). The error says where it
// looked and how to get the file; callers write their pages anyway (see
// Assets.Missing).
func LoadAssets() (Assets, error) {
	wd, _ := os.Getwd()
	exe, _ := os.Executable()
	if exe != "" {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			exe = real
		}
		exe = filepath.Dir(exe)
	}
	path, err := LocateECharts(os.Getenv(EChartsEnv), []string{wd, exe}, globalRoots())
	if err != nil {
		return Assets{Missing: err.Error()}, err
	}
	js, err := os.ReadFile(path)
	if err != nil {
		err = fmt.Errorf("reading ECharts: %w", err)
		return Assets{Missing: err.Error()}, err
	}
	return Assets{ECharts: js, Path: path}, nil
}

// LocateECharts is LoadAssets' search, with its inputs explicit: env is
// the variable's value ("" when unset); node_modules folders are looked
// for in each of upward and every folder above it ("" entries skipped);
// global are node_modules folders looked in as they are (a global npm
// root), the function is called only when nothing else had the file.
func LocateECharts(env string, upward []string, global func() []string) (string, error) {
	if env != "" {
		if isFile(env) {
			return env, nil
		}
		return "", fmt.Errorf("%s is %q, which is not a readable file: %s", EChartsEnv, env, HowToGetECharts)
	}
	var looked []string
	searched := map[string]bool{}
	for _, dir := range upward {
		if dir == "" || searched[dir] {
			continue
		}
		searched[dir] = true
		for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
			if p := filepath.Join(d, "node_modules", echartsRel); isFile(p) {
				return p, nil
			}
			if filepath.Dir(d) == d {
				break
			}
		}
		looked = append(looked, "node_modules in and above "+dir)
	}
	if global != nil {
		for _, root := range global() {
			if p := filepath.Join(root, echartsRel); isFile(p) {
				return p, nil
			}
			looked = append(looked, root)
		}
	}
	return "", fmt.Errorf("kfr did not find the ECharts JavaScript that draws the charts (looked in %s): %s",
		strings.Join(looked, ", "), HowToGetECharts)
}

// globalRoots are the folders `npm install -g` may have used, most
// likely first; `npm root -g` is asked only when none of the usual ones
// holds ECharts (running npm takes a tenth of a second or more).
func globalRoots() func() []string {
	return func() []string {
		var roots []string
		seen := map[string]bool{}
		add := func(prefix string) {
			if prefix == "" {
				return
			}
			root := filepath.Join(prefix, "lib", "node_modules")
			if runtime.GOOS == "windows" {
				root = filepath.Join(prefix, "node_modules")
			}
			if !seen[root] {
				seen[root] = true
				roots = append(roots, root)
			}
		}
		add(os.Getenv("NPM_CONFIG_PREFIX"))
		add(os.Getenv("npm_config_prefix"))
		if home, err := os.UserHomeDir(); err == nil {
			add(filepath.Join(home, ".npm-global"))
			add(filepath.Join(home, ".local"))
		}
		if nvm := os.Getenv("NVM_BIN"); nvm != "" {
			add(filepath.Dir(nvm))
		}
		add("/usr/local")
		add("/usr")
		add("/opt/homebrew")
		for _, r := range roots {
			if isFile(filepath.Join(r, echartsRel)) {
				return roots
			}
		}
		if root := npmRoot(); root != "" && !seen[root] {
			roots = append(roots, root)
		}
		return roots
	}
}

// npmRoot is what `npm root -g` prints, "" when npm is missing or fails.
func npmRoot() string {
	npm, err := exec.LookPath("npm")
	if err != nil {
		return ""
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, npm, "root", "-g").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}
